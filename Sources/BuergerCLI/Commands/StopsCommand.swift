import CitizenClient

/// `buerger stops [SEARCH] [--near LAT,LON] [--limit N]` (#SF_C10).
struct StopsCommand: Command {
    static let near = OptionSpec(
        "near", value: "lat,lon",
        help: LocalizedText(
            "Sort by distance from this position.", de: "Nach Entfernung von dieser Position sortieren."))
    static let limit = OptionSpec(
        "limit", value: "n",
        help: LocalizedText(
            "Show at most this many stops; with --near 7 unless given.",
            de: "Höchstens so viele Haltestellen zeigen; mit --near 7, wenn nicht angegeben."))

    let spec = CommandSpec(
        name: "stops",
        abstract: LocalizedText(
            "List stops, search them by name or find the nearest.",
            de: "Haltestellen auflisten, nach Namen suchen oder die nächsten finden."),
        arguments: [
            ArgumentSpec(
                "search",
                help: LocalizedText(
                    "Part of a stop name; case and accents do not matter.",
                    de: "Teil eines Haltestellennamens; Groß-/Kleinschreibung und Akzente egal."), optional: true,
                completes: .stop, joinsWords: true)
        ],
        options: [Self.near, Self.limit, CommandDeadline.option],
        examples: [
            CommandExample(
                "buerger stops mackenbach",
                LocalizedText(
                    "Stops whose name contains \"mackenbach\", such as Mackenbach Ortsmitte.",
                    de: "Haltestellen, deren Name \"mackenbach\" enthält, etwa Mackenbach Ortsmitte.")),
            CommandExample(
                "buerger stops --near 49.4832,7.6385 --limit 3",
                LocalizedText(
                    "The three stops nearest to a position.", de: "Die drei nächsten Haltestellen zu einer Position.")),
        ])

    /// Farther than any village bus goes: a position typed the wrong way round, or a mistake.
    static let farAwayMeters = 50_000.0

    func run(_ context: CommandContext) throws -> ExitStatus {
        let search = context.argument(0)
        let near = try context.options.value(Self.near).map { text -> Coordinate in
            // `--near @zuhause`: the saved door is a position like any other.
            guard let position = TypedPosition.parse(text, places: context.config.places ?? [:]) else {
                throw UsageError(
                    .invalidValue(
                        text, for: Self.near.synopsis,
                        reason: LocalizedText(
                            "expected LAT,LON such as 49.4832,7.6385, or a saved @place",
                            de: "erwartet BREITE,LÄNGE wie 49.4832,7.6385 oder einen gespeicherten @Ort")))
            }
            return position
        }
        let limit = try context.positiveInteger(Self.limit)
        let matches = try context.service(deadlineSeconds: CommandDeadline.seconds(context)).stops(
            matching: search, near: near, limit: limit)
        let output = StopsOutput(strings: context.strings, terminal: context.terminal)
        switch context.terminal.mode {
        case .json:
            context.outputJSON(output.json(matches))
        case .plain:
            output.plain(matches).forEach(context.output)
        case .human, .accessible:
            if matches.isEmpty {
                // No match is not an error: say so on stderr and succeed (like gh with empty lists).
                context.note(search.map(context.strings.noStopsMatch) ?? context.strings.noStops)
            } else {
                output.human(matches, showDistance: near != nil).forEach(context.output)
                if let near, let nearest = matches.first?.distanceMeters, nearest > Self.farAwayMeters {
                    context.note(
                        context.strings.nearestStopFarAway(
                            distance: context.strings.distance(meters: Int(nearest.rounded())),
                            position: "\(NumberText.coordinate(near.latitude)),\(NumberText.coordinate(near.longitude))"
                        ))
                }
            }
        }
        return .success
    }
}
