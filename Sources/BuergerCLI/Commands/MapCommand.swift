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
    static let follow = OptionSpec(
        "follow",
        help: LocalizedText(
            "Redraw the map until Ctrl-C: in place on a terminal, one picture after another in a pipe "
                + "(with --json one object per line).",
            de: "Die Karte bis Strg-C neu zeichnen: an Ort und Stelle im Terminal, in einer Pipe ein Bild nach "
                + "dem anderen (mit --json ein Objekt je Zeile)."))
    static let every = OptionSpec(
        "every", value: "duration",
        help: LocalizedText(
            "With --follow: redraw this often, 10s to 60s (default 30s).",
            de: "Mit --follow: so oft neu zeichnen, 10s bis 60s (Standard 30s)."))

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
        options: [Self.bus, Self.near, Self.follow, Self.every, CommandDeadline.option],
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
                "buerger map 1 --follow --every 20s",
                LocalizedText(
                    "Line 1 redrawn every 20 s until Ctrl-C.", de: "Linie 1, alle 20 s neu gezeichnet, bis Strg-C.")),
            CommandExample(
                "buerger map --plain > karte.txt",
                LocalizedText(
                    "The same picture without colour, for a file.", de: "Dasselbe Bild ohne Farbe, für eine Datei.")),
        ])

    func run(_ context: CommandContext) throws -> ExitStatus {
        let request = try Self.request(context)
        let every = try Self.every(context)
        if context.options.isSet(Self.follow) {
            return try MapFollowRun(context: context, request: request, everySeconds: every).run()
        }
        let scene = try context.service(deadlineSeconds: CommandDeadline.seconds(context)).mapScene(request)
        Self.show(scene, context)
        return .success
    }

    /// One picture of `scene` as this run's output mode wants it, `height` lines high at most (the
    /// window's by default).
    static func show(_ scene: MapScene, _ context: CommandContext, height: Int? = nil) {
        let terminal = context.terminal
        let height = height ?? terminal.height
        switch terminal.mode {
        case .accessible:
            accessible(context).lines(scene).forEach(context.outputSentence)
        case .json:
            let output = output(context)
            let drawn = output.screen(scene, width: terminal.width, height: height)
            context.outputJSON(output.json(scene, drawing: drawn.drawing))
        case .human, .plain:
            // A picture is drawn to fit the window: wrapping its lines would tear it, so it goes out whole.
            let drawn = output(context).screen(scene, width: terminal.width, height: height)
            terminal.document(drawn.lines.map { $0 + "\n" }.joined())
        }
    }

    private static func output(_ context: CommandContext) -> MapOutput {
        MapOutput(
            strings: context.strings, times: context.times, now: context.now, wallClock: context.world.clock(),
            unicode: context.terminal.unicode, useColor: context.terminal.useColor)
    }

    static func accessible(_ context: CommandContext) -> AccessibleMap {
        AccessibleMap(
            words: AccessibleText(strings: context.strings),
            time: AccessibleTime(times: context.times, now: context.now), strings: context.strings,
            wallClock: context.world.clock())
    }

    /// The shortest and longest pause between two pictures: a bus moves little in less than 10 s, and
    /// one not looked at for more than a minute may have passed a stop unseen.
    static let everyRange = 10.0...60.0

    private static func every(_ context: CommandContext) throws -> Double {
        if context.options.isSet(Self.every), !context.options.isSet(Self.follow) {
            throw UsageError(
                .invalidUse(
                    LocalizedText(
                        "'\(Self.every.flag)' only works with '\(Self.follow.flag)'.",
                        de: "'\(Self.every.flag)' wirkt nur mit '\(Self.follow.flag)'.")))
        }
        let seconds = try DurationOption.read(context, option: Self.every, default: 30)
        guard everyRange.contains(seconds) else {
            throw UsageError(
                .invalidValue(
                    context.options.value(Self.every) ?? "", for: Self.every.synopsis,
                    reason: LocalizedText("expected 10s to 60s", de: "erwartet werden 10s bis 60s")))
        }
        return seconds
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
