import CitizenClient

/// `buerger lines` (#SF_S1): lines with their buses and their stops in route order.
struct LinesCommand: Command {
    let spec = CommandSpec(
        name: "lines",
        abstract: LocalizedText(
            "List the lines with their buses and stops.",
            de: "Die Linien mit ihren Bussen und Haltestellen auflisten."),
        options: [CommandDeadline.option],
        examples: [
            CommandExample(
                "buerger lines",
                LocalizedText(
                    "Every line, its buses and its stops in route order.",
                    de: "Jede Linie, ihre Busse und ihre Haltestellen in Fahrtrichtung.")),
            CommandExample(
                "buerger lines --plain | cut -f 1,3",
                LocalizedText(
                    "Line ids and their bus ids, for a script.", de: "Liniennummern und ihre Busse, für ein Skript.")),
        ])

    func run(_ context: CommandContext) throws -> ExitStatus {
        let summaries = try context.service(deadlineSeconds: CommandDeadline.seconds(context)).lineOverview()
        let output = LinesOutput(strings: context.strings, terminal: context.terminal)
        switch context.terminal.mode {
        case .json:
            context.outputJSON(output.json(summaries))
        case .plain:
            output.plain(summaries).forEach(context.output)
        case .human, .accessible:
            if summaries.isEmpty { context.note(context.strings.noLines) }
            output.human(summaries).forEach(context.output)
        }
        return .success
    }
}
