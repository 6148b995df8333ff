import CitizenClient
import Foundation

/// The three shapes of `buerger stop`.
struct StopOutput {
    let strings: StringTable
    let terminal: Terminal
    let times: TimeText
    let now: Date

    /// `{"stop": {"id", "name", "location"}, "departures": [...]}` as in the contract.
    func json(_ board: StopBoard) -> JSONValue {
        .object([
            (
                "stop",
                .object([
                    ("id", .integer(board.stop.id)), ("name", .string(board.stop.name)),
                    ("location", JSONShapes.location(board.stop.location)),
                ])
            ),
            (
                "departures",
                .array(
                    board.departures.map { departure in
                        .object([
                            ("lineId", .optional(departure.lineId)),
                            ("lineName", .string(departure.lineName)),
                            ("scheduled", .string(times.iso(departure.scheduled))),
                            ("estimated", JSONShapes.time(departure.estimated, times)),
                            ("estimatedRange", JSONShapes.range(departure.estimate, times)),
                            ("delayMinutes", .optional(departure.delayMinutes)),
                            ("busId", .optional(departure.busId)),
                            ("freeSeats", .optional(departure.seats.freeSeats)),
                            ("totalSeats", JSONShapes.totalSeats(departure.seats)),
                            ("seatBand", JSONShapes.seatBand(departure.seats)),
                            // An addition: false means the seats are the bus's load now, on an earlier run or parked.
                            ("busOnRun", .bool(departure.busOnRun)),
                        ])
                    })
            ),
        ])
    }

    /// `scheduled, estimated, delay, line id, line name, bus id, free, total, band, bus on run` (ISO times,
    /// empty when unknown; the last `true` or `false`, added at the end so `cut -f` keeps working).
    func plain(_ board: StopBoard) -> [String] {
        board.departures.map { departure in
            PlainLine.make([
                times.iso(departure.scheduled), departure.estimated.map(times.iso) ?? "",
                departure.delayMinutes.map(String.init) ?? "", departure.lineId.map(String.init) ?? "",
                departure.lineName, departure.busId.map(String.init) ?? "",
                departure.seats.freeSeats.map(String.init) ?? "",
                departure.seats.totalSeats.flatMap { $0 > 0 ? String($0) : nil } ?? "",
                departure.seats.band?.rawValue ?? "", departure.busOnRun ? "true" : "false",
            ])
        }
    }

    /// A title line with the stop, one row per departure (WHEN gives the estimate's range, "in 9–13 min"),
    /// then a line per bus on the position behind the estimates.
    func human(_ board: StopBoard) -> [String] {
        if terminal.mode == .accessible {
            return AccessibleDepartures(
                words: AccessibleText(strings: strings), time: AccessibleTime(times: times, now: now),
                strings: strings
            ).lines(board)
        }
        let title = TextSanitizer.clean(board.stop.name) + " (\(board.stop.id))"
        guard !board.departures.isEmpty else {
            return [TextStyle.bold.apply(to: title, colorEnabled: terminal.useColor)]
        }
        let seats = SeatText(strings: strings, unicode: terminal.unicode)
        let dash = terminal.unicode ? "–" : "-"
        let estimates = EstimateText(strings: strings, unicode: terminal.unicode, now: now)
        // As the terminal narrows: short forms (ranges in one unit, "Linie 1" with its name under the
        // table, seats as "14/20 frei"), then the least needed columns go: the bus, the delay (the
        // expected time still says it), the expected time, and last how long until, which is what a
        // person at the stop asks first (two new-user trials at 60 columns missed it while the delay
        // and the expected time said the same twice). Time, line and seats always stay.
        let columns = [
            TableColumn(strings.departsHeader), TableColumn(strings.expectedHeader, dropOrder: 3),
            TableColumn(strings.delayHeader, dropOrder: 2), TableColumn(strings.whenHeader, dropOrder: 4),
            TableColumn(strings.lineHeader, truncatable: true, explainsShortForms: true),
            TableColumn(strings.busHeader, alignRight: true, dropOrder: 1),
            TableColumn(strings.seatsHeader, shortenOrder: 1),
        ]
        let rows = board.departures.map { departure -> [TableCell] in
            let delay = departure.delayMinutes
            return [
                TableCell(times.clock(departure.scheduled, today: now)),
                TableCell(departure.estimated.map { times.clock($0, today: now) } ?? dash),
                TableCell(delay.map(strings.delay) ?? dash, style: delay.map { $0 > 0 ? .yellow : .green }),
                departure.estimate.map(estimates.cell)
                    ?? TableCell(times.relative(departure.scheduled, from: now)),
                TableCell(
                    departure.lineName,
                    short: LineShortName.label(departure.lineName, id: departure.lineId, word: strings.lineLabel)),
                TableCell(departure.busId.map(String.init) ?? dash),
                seats.cell(departure.seats, busOnRun: departure.busOnRun),
            ]
        }
        // Under the table, one line per bus: how old the position behind its estimates is, or why its
        // times are the timetable's. A column would repeat it on every departure of the bus.
        // Wrapped on a terminal only: a pipe keeps one note per line for grep.
        let loadNow = board.departures.contains { SeatText.marksLoadNow($0.seats, busOnRun: $0.busOnRun) }
        let notes =
            (PositionNote.notes(for: board).compactMap(estimates.sentence) + (loadNow ? [strings.seatsNowNote] : []))
            .flatMap { note in
                terminal.truncatesToWidth ? TextWrapper.wrap(note, width: max(40, terminal.width)) : [note]
            }
        return [TextStyle.bold.apply(to: title, colorEnabled: terminal.useColor)]
            + TableRenderer(terminal: terminal).render(columns: columns, rows: rows) + notes
    }
}
