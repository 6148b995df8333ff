import CitizenClient

/// The three shapes of `buerger lines`.
struct LinesOutput {
    let strings: StringTable
    let terminal: Terminal

    /// `{"lines": [{"id", "name", "busIds", "stops": [{"id", "name"}]}]}`
    func json(_ summaries: [LineSummary]) -> JSONValue {
        .object([
            (
                "lines",
                .array(
                    summaries.map { summary in
                        .object([
                            ("id", .integer(summary.line.id)),
                            ("name", .string(summary.line.name)),
                            ("busIds", .array(summary.busIds.map(JSONValue.integer))),
                            (
                                "stops",
                                .array(
                                    summary.stops.map {
                                        .object([("id", .integer($0.id)), ("name", .string($0.name))])
                                    })
                            ),
                        ])
                    })
            )
        ])
    }

    /// `id, name, bus ids, stop ids, stop names` — lists comma-separated, in route order.
    func plain(_ summaries: [LineSummary]) -> [String] {
        summaries.map { summary in
            PlainLine.make([
                String(summary.line.id), summary.line.name, summary.busIds.map(String.init).joined(separator: ","),
                summary.stops.map { String($0.id) }.joined(separator: ","),
                summary.stops.map(\.name).joined(separator: ", "),
            ])
        }
    }

    func human(_ summaries: [LineSummary]) -> [String] {
        guard !summaries.isEmpty else { return [] }
        if terminal.mode == .accessible {
            return AccessibleLines(words: AccessibleText(strings: strings)).lines(summaries)
        }
        let separator = terminal.unicode ? " – " : " - "
        let columns = [
            TableColumn(strings.idHeader, alignRight: true), TableColumn(strings.lineHeader, truncatable: true),
            TableColumn(strings.busesHeader), TableColumn(strings.stopsHeader, truncatable: true),
        ]
        let rows = summaries.map { summary in
            [
                TableCell(String(summary.line.id)), TableCell(summary.line.name),
                TableCell(summary.busIds.map(String.init).joined(separator: ", ")),
                TableCell(summary.stops.map { TextSanitizer.clean($0.name) }.joined(separator: separator)),
            ]
        }
        return TableRenderer(terminal: terminal).render(columns: columns, rows: rows)
    }
}
