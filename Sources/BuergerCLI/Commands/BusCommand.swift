import CitizenClient
import Foundation

/// `buerger bus BUS` (#SF_C1, #SF_C3, #SF_C6, #SF_C2).
struct BusCommand: Command {
    let spec = CommandSpec(
        name: "bus",
        abstract: LocalizedText(
            "Show where a bus is, how full it is and where it stops next.",
            de: "Zeigen, wo ein Bus ist, wie voll er ist und wo er als Nächstes hält."),
        arguments: [
            ArgumentSpec(
                "bus",
                help: LocalizedText(
                    "The bus id, as listed by 'buerger lines'.",
                    de: "Die Nummer des Busses, wie 'buerger lines' sie zeigt."))
        ],
        options: [CommandDeadline.option],
        examples: [
            CommandExample(
                "buerger bus 1",
                LocalizedText(
                    "Position, seats, map link and next stops of bus 1.",
                    de: "Position, Plätze, Kartenlink und nächste Halte von Bus 1.")),
            CommandExample(
                "buerger bus 1 --json",
                LocalizedText(
                    "The same for a script.", de: "Dasselbe für ein Skript.")),
        ])

    func run(_ context: CommandContext) throws -> ExitStatus {
        let text = context.argument(0) ?? ""
        guard let busId = Int64(text.trimmingCharacters(in: .whitespaces)), busId >= 0 else {
            throw UsageError(
                .invalidValue(
                    text, for: "<bus>",
                    reason: LocalizedText(
                        "a bus is named by its number", de: "ein Bus wird mit seiner Nummer angegeben")))
        }
        let citizen = try context.service(deadlineSeconds: CommandDeadline.seconds(context))
        let access = try RequestAccess(context, citizen: citizen)
        let bus = try access.requests.bus(busId)
        let output = BusOutput(
            strings: context.strings, terminal: context.terminal, times: context.times,
            now: context.now)
        let pickups = BusPickupsOutput(requests: access.output, times: context.times)
        switch context.terminal.mode {
        case .json: context.outputJSON(pickups.json(bus.pickups, beside: output.json(bus.report)))
        case .plain: (output.plain(bus.report) + pickups.plain(bus.pickups)).forEach(context.output)
        case .human, .accessible: (output.human(bus.report) + pickups.human(bus.pickups)).forEach(context.output)
        }
        return .success
    }
}
