import CitizenClient

/// `buerger map [LINE] [--bus N] [--near PLACE]` (#SF_C1): where the buses are, on a map drawn in the
/// terminal from the saved routes and stops and the live positions.
struct MapCommand: Command {
    static let bus = OptionSpec(
        "bus", value: "n",
        help: LocalizedText(
            "The map of this bus's line, with the bus on it.", de: "Die Karte der Linie dieses Busses, mit dem Bus."))
    static let near = OptionSpec(
        "near", value: "place",
        help: LocalizedText(
            "The area around a saved @place, a stop or LAT,LON.",
            de: "Die Gegend um einen gespeicherten @Ort, eine Haltestelle oder BREITE,LÄNGE."),
        completes: .stop)

    let spec = CommandSpec(
        name: "map",
        abstract: LocalizedText(
            "Draw the network, a line or a bus on a map in the terminal.",
            de: "Das Netz, eine Linie oder einen Bus auf einer Karte im Terminal zeigen."),
        arguments: [
            ArgumentSpec(
                "line",
                help: LocalizedText(
                    "A line by id, name or the number in its name; without it, the whole network.",
                    de: "Eine Linie nach Nummer, Name oder der Zahl im Namen; ohne sie das ganze Netz."),
                optional: true, joinsWords: true)
        ],
        options: [Self.bus, Self.near, CommandDeadline.option],
        examples: [
            CommandExample(
                "buerger map",
                LocalizedText(
                    "Every line, stop and bus, fitted to the terminal.",
                    de: "Alle Linien, Haltestellen und Busse, passend zum Terminal.")),
            CommandExample(
                "buerger map --bus 2",
                LocalizedText("Bus 2 on its line.", de: "Bus 2 auf seiner Linie.")),
            CommandExample(
                "buerger map --near @zuhause",
                LocalizedText(
                    "The stops and buses around a saved place.",
                    de: "Haltestellen und Busse rund um einen gespeicherten Ort.")
            ),
            CommandExample(
                "buerger map --plain > karte.txt",
                LocalizedText(
                    "The same picture without colour, for a file.", de: "Dasselbe Bild ohne Farbe, für eine Datei.")),
        ])

    func run(_ context: CommandContext) throws -> ExitStatus {
        let request = try Self.request(context)
        let scene = try context.service(deadlineSeconds: CommandDeadline.seconds(context)).mapScene(request)
        let terminal = context.terminal
        let output = MapOutput(
            strings: context.strings, times: context.times, now: context.now, wallClock: context.world.clock(),
            unicode: terminal.unicode,
            useColor: terminal.useColor)
        switch terminal.mode {
        case .accessible:
            AccessibleMap(
                words: AccessibleText(strings: context.strings),
                time: AccessibleTime(times: context.times, now: context.now), strings: context.strings,
                wallClock: context.world.clock()
            ).lines(scene).forEach(context.outputSentence)
        case .json:
            let drawn = output.screen(scene, width: terminal.width, height: terminal.height)
            context.outputJSON(output.json(scene, drawing: drawn.drawing))
        case .human, .plain:
            // A picture is drawn to fit the window: wrapping its lines would tear it, so it goes out whole.
            let drawn = output.screen(scene, width: terminal.width, height: terminal.height)
            terminal.document(drawn.lines.map { $0 + "\n" }.joined())
        }
        return .success
    }

    /// The one thing the command line asks a map of.
    static func request(_ context: CommandContext) throws -> MapRequest {
        let line = context.argument(0)
        let bus = context.options.value(Self.bus)
        let near = context.options.value(Self.near)
        if line != nil, bus != nil { throw UsageError(.mutuallyExclusive("<line>", Self.bus.synopsis)) }
        if line != nil, near != nil { throw UsageError(.mutuallyExclusive("<line>", Self.near.synopsis)) }
        if bus != nil, near != nil { throw UsageError(.mutuallyExclusive(Self.bus.synopsis, Self.near.synopsis)) }
        if let bus {
            guard let busId = Int64(bus.trimmingCharacters(in: .whitespaces)), busId >= 0 else {
                throw UsageError(
                    .invalidValue(
                        bus, for: Self.bus.synopsis,
                        reason: LocalizedText(
                            "a bus is named by its number", de: "ein Bus wird mit seiner Nummer angegeben")))
            }
            return .bus(busId)
        }
        if let near { return .near(near) }
        if let line { return .line(line) }
        return .network
    }
}
