import CitizenClient

/// `buerger manual`: the man page on stdout (`make man` saves it as docs/buerger.1).
struct ManualCommand: Command {
    let spec = CommandSpec(
        name: "manual",
        abstract: LocalizedText(
            "Print the manual page (roff), the help of every command in one text.",
            de: "Die Handbuchseite (roff) ausgeben: die Hilfe aller Befehle in einem Text."),
        examples: [
            CommandExample(
                "buerger manual | man -l -",
                LocalizedText(
                    "Read the whole manual, page by page.", de: "Das ganze Handbuch seitenweise lesen.")),
            CommandExample(
                "buerger manual --lang de > buerger.1",
                LocalizedText(
                    "Save the German manual page to a file.", de: "Die deutsche Handbuchseite in eine Datei schreiben.")
            ),
        ])

    func run(_ context: CommandContext) throws -> ExitStatus {
        let page = ManualPage(
            commands: CommandTable.commands.map(\.spec) + [CommandTable.helpSpec],
            globalOptions: GlobalOptions.specs, strings: context.strings, language: context.language)
        context.terminal.document(page.text)
        return .success
    }
}
