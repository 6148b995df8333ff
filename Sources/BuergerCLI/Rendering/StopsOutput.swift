import CitizenClient

/// The three shapes of `buerger stops`.
struct StopsOutput {
    let strings: StringTable
    let terminal: Terminal

    /// `{"stops": [{"id", "name", "location", "lines": [{"id", "name"}], "distanceMeters"}]}`
    func json(_ matches: [StopMatch]) -> JSONValue {
        .object([
            (
                "stops",
                .array(
                    matches.map { match in
                        .object([
                            ("id", .integer(match.stop.id)),
                            ("name", .string(match.stop.name)),
                            ("location", JSONShapes.location(match.stop.location)),
                            (
                                "lines",
                                .array(
                                    match.lines.map { .object([("id", .integer($0.id)), ("name", .string($0.name))]) })
                            ),
                            ("distanceMeters", JSONShapes.meters(match.distanceMeters)),
                        ])
                    })
            )
        ])
    }

    /// `id, name, lat, lon, line ids (comma-separated), distance in metres` — empty fields when unknown.
    func plain(_ matches: [StopMatch]) -> [String] {
        matches.map { match in
            PlainLine.make([
                String(match.stop.id), match.stop.name,
                match.stop.location.map { NumberText.coordinate($0.latitude) } ?? "",
                match.stop.location.map { NumberText.coordinate($0.longitude) } ?? "",
                match.lines.map { String($0.id) }.joined(separator: ","),
                match.distanceMeters.map { String(Int($0.rounded())) } ?? "",
            ])
        }
    }

    func human(_ matches: [StopMatch], showDistance: Bool) -> [String] {
        if terminal.mode == .accessible {
            return AccessibleStops(words: AccessibleText(strings: strings)).lines(matches)
        }
        var columns = [
            TableColumn(strings.idHeader, alignRight: true),
            TableColumn(strings.stopHeader, truncatable: true, names: true),
            TableColumn(strings.linesHeader, truncatable: true, explainsShortForms: true, cutsFirst: true),
        ]
        if showDistance { columns.append(TableColumn(strings.distanceHeader, alignRight: true)) }
        let rows = matches.map { match -> [TableCell] in
            var row = [
                TableCell(String(match.stop.id)), TableCell(match.stop.name),
                LineLabels(word: strings.lineLabel).cell(match.lines),
            ]
            if showDistance {
                row.append(TableCell(match.distanceMeters.map { strings.distance(meters: Int($0.rounded())) } ?? ""))
            }
            return row
        }
        return TableRenderer(terminal: terminal).render(columns: columns, rows: rows)
    }
}
