import CitizenClient
import Foundation

/// The three shapes of `buerger bus`.
struct BusOutput {
    let strings: StringTable
    let terminal: Terminal
    let times: TimeText
    let now: Date

    /// `{"bus": {…}}` as in the contract; `position` is `null` when the server has none (204).
    func json(_ report: BusReport) -> JSONValue {
        let bus = report.bus
        let nearest: JSONValue =
            report.nearestStop.map { nearby in
                .object([
                    ("id", .integer(nearby.stop.id)), ("name", .string(nearby.stop.name)),
                    ("distanceMeters", JSONShapes.meters(nearby.distanceMeters)),
                ])
            } ?? .null
        return .object([
            (
                "bus",
                .object([
                    ("id", .integer(bus.id)),
                    ("numberPlate", .optional(bus.numberPlate)),
                    ("color", .optional(bus.color)),
                    ("picture", .optional(bus.picture)),
                    ("lineId", .optional(bus.lineId)),
                    ("lineName", .optional(report.line?.name)),
                    ("totalSeats", JSONShapes.totalSeats(report.seats)),
                    ("takenSeats", .optional(report.seats.takenSeats)),
                    ("freeSeats", .optional(report.seats.freeSeats)),
                    ("seatBand", JSONShapes.seatBand(report.seats)),
                    ("position", JSONShapes.location(report.position)),
                    // The server never says when it saw a position: this is when the client first saw it.
                    ("positionSeenAt", JSONShapes.time(report.positionSeenAt, times)),
                    ("mapLink", .optional(report.mapLink?.absoluteString)),
                    ("nearestStop", nearest),
                    (
                        "nextStops",
                        .array(
                            report.nextStops.map { call in
                                .object([
                                    ("id", .integer(call.stop.id)), ("name", .string(call.stop.name)),
                                    ("scheduled", JSONShapes.time(call.nextScheduled, times)),
                                    ("estimated", JSONShapes.time(call.estimate?.time, times)),
                                    ("estimatedRange", JSONShapes.range(call.estimate, times)),
                                ])
                            })
                    ),
                ])
            )
        ])
    }

    /// `field<TAB>value` lines, then `next<TAB>stop id<TAB>name<TAB>scheduled<TAB>estimated` per next stop.
    func plain(_ report: BusReport) -> [String] {
        let bus = report.bus
        let fields: [(String, String?)] = [
            ("id", String(bus.id)), ("numberPlate", bus.numberPlate), ("color", bus.color),
            ("picture", bus.picture), ("lineId", bus.lineId.map(String.init)), ("lineName", report.line?.name),
            ("totalSeats", report.seats.totalSeats.flatMap { $0 > 0 ? String($0) : nil }),
            ("takenSeats", report.seats.takenSeats.map(String.init)),
            ("freeSeats", report.seats.freeSeats.map(String.init)), ("seatBand", report.seats.band?.rawValue),
            ("lat", report.position.map { NumberText.coordinate($0.latitude) }),
            ("lon", report.position.map { NumberText.coordinate($0.longitude) }),
            ("nearestStopId", report.nearestStop.map { String($0.stop.id) }),
            ("nearestStopName", report.nearestStop?.stop.name),
            ("nearestStopMeters", report.nearestStop.map { String(Int($0.distanceMeters.rounded())) }),
            ("map", report.mapLink?.absoluteString),
        ]
        return fields.map { PlainLine.make([$0.0, $0.1 ?? ""]) }
            + report.nextStops.map { call in
                PlainLine.make([
                    "next", String(call.stop.id), call.stop.name, call.nextScheduled.map(times.iso) ?? "",
                    call.estimate.map { times.iso($0.time) } ?? "",
                ])
            }
    }

    func human(_ report: BusReport) -> [String] {
        if terminal.mode == .accessible {
            return AccessibleBus(
                words: AccessibleText(strings: strings), time: AccessibleTime(times: times, now: now),
                strings: strings
            ).lines(report)
        }
        let bus = report.bus
        let seats = SeatText(strings: strings, unicode: terminal.unicode)
        let unknown = strings.unknownValue
        var fields: [Field] = [
            Field(
                strings.lineLabel, report.line.map { "\($0.name) (\($0.id))" } ?? bus.lineId.map(String.init) ?? unknown
            ),
            Field(strings.colorLabel, bus.color.map { ColourWord.shown($0, in: strings.language) } ?? unknown),
            Field(strings.numberPlateLabel, bus.numberPlate ?? unknown),
            Field(
                strings.positionLabel,
                report.position.map {
                    "\(NumberText.coordinate($0.latitude)), \(NumberText.coordinate($0.longitude))"
                        + estimates.seenSuffix(report.positionSeenAt)
                } ?? strings.noPosition),
        ]
        if let nearest = report.nearestStop {
            fields.append(
                Field(
                    strings.nearestStopLabel,
                    strings.nearestStop(
                        nearest.stop.name, distance: strings.distance(meters: Int(nearest.distanceMeters.rounded())))))
        }
        if let link = report.mapLink { fields.append(Field(strings.mapLabel, link.absoluteString)) }
        if let picture = bus.picture, !picture.isEmpty { fields.append(Field(strings.photoLabel, picture)) }
        fields.append(Field(strings.seatsLabel, seats.text(report.seats), style: seats.style(report.seats)))
        let labelWidth =
            (fields.map(\.label) + [strings.routeLabel, strings.nextStopsLabel]).map(DisplayWidth.of).max() ?? 0
        var route: [String] = []
        if !report.routeStops.isEmpty {
            // On a terminal: beside its label where its names fit whole, else under it, two columns
            // in; where they do not fit even there, no picture (the next stops say where the bus goes).
            let beside = terminal.width - labelWidth - 2
            if !terminal.truncatesToWidth {
                route = [line(Field(strings.routeLabel, routeLine(report, room: beside)), labelWidth: labelWidth)]
            } else if let picture = routeLine(report, room: beside, wholeNames: true) {
                route = [line(Field(strings.routeLabel, picture), labelWidth: labelWidth)]
            } else if let picture = routeLine(report, room: terminal.width - 2, wholeNames: true) {
                route = [strings.routeLabel, "  " + picture]
            }
        }
        let title = TextStyle.bold.apply(to: strings.busTitle(bus.id), colorEnabled: terminal.useColor)
        return [title] + fields.map { line($0, labelWidth: labelWidth) } + route
            + nextStopLines(report, labelWidth: labelWidth) + timetableNote(report)
    }

    private var estimates: EstimateText { EstimateText(strings: strings, unicode: terminal.unicode, now: now) }

    /// Why the next stops show the timetable, where a reader can make sense of it: the bus stands
    /// still or is off its route. (No position at all is said on the position line; the age of a
    /// live position, after it.)
    private func timetableNote(_ report: BusReport) -> [String] {
        guard let note = PositionNote.note(for: report) else { return [] }
        switch note {
        case .seen, .noPosition: return []
        case .stale, .offRoute:
            guard let sentence = estimates.sentence(note) else { return [] }
            return terminal.truncatesToWidth ? TextWrapper.wrap(sentence, width: max(40, terminal.width)) : [sentence]
        }
    }

    /// The scheduled clock, "expected HH:MM" where the estimate moves it (else empty), and "in N min"
    /// counted to the estimate when there is one, as its range ("in 9–13 min") when it has one.
    private func nextStopParts(_ call: RouteStopCall) -> (scheduled: String, expected: String, relative: String) {
        let scheduled = call.nextScheduled.map { times.clock($0, today: now) } ?? ""
        let estimated = call.estimate.map { times.clock($0.time, today: now) }
        let expected = estimated.flatMap { $0 == scheduled ? nil : strings.expectedAt($0) } ?? ""
        let relative = call.estimate.map(estimates.relative) ?? call.nextScheduled.map { times.relative($0, from: now) }
        return (scheduled, expected, relative ?? "")
    }

    /// One labelled value; server text is sanitized before any colour is added.
    private struct Field {
        let label: String
        let value: String
        let style: TextStyle?

        init(_ label: String, _ value: String, style: TextStyle? = nil) {
            self.label = label
            self.value = value
            self.style = style
        }
    }

    private func line(_ field: Field, labelWidth: Int) -> String {
        let value = TextSanitizer.clean(field.value)
        return DisplayWidth.pad(field.label, to: labelWidth + 2)
            + (field.style?.apply(to: value, colorEnabled: terminal.useColor) ?? value)
    }

    private func routeLine(_ report: BusReport, room: Int) -> String {
        routeLine(report, room: room, wholeNames: false) ?? ""
    }

    private func routeLine(_ report: BusReport, room: Int, wholeNames: Bool) -> String? {
        let stops = report.routeStops.map(\.stop)
        // The next stop of the run the bus is on, as the forecast has it (not a timetable guess).
        let onRun = report.nextStops.first.flatMap { call in
            call.basis == .livePosition || call.basis == .detour ? call : nil
        }
        let next = onRun.flatMap { call in stops.firstIndex { $0.id == call.stop.id } }
        let slot = BusSlot.locate(report.position, among: stops.map(\.location), nextStop: next)
        let picture = RoutePicture(unicode: terminal.unicode)
        return wholeNames
            ? picture.wholeNames(stopNames: stops.map(\.name), bus: slot, width: room)
            : picture.render(stopNames: stops.map(\.name), bus: slot, width: room)
    }

    /// `09:12  in 7 min  Brunnen`, aligned, the first on the label's line. Where the estimate moves the
    /// time, `09:20  expected 09:03  in 8 min  Park`: "in" counts to the estimate, not to the timetable.
    /// Too wide beside the label, the stops stand under it; as the terminal narrows, ranges are said in
    /// one unit, then "expected" and then "in" go (`TableRenderer`), stop names are cut between words.
    private func nextStopLines(_ report: BusReport, labelWidth: Int) -> [String] {
        guard !report.nextStops.isEmpty else {
            return [line(Field(strings.nextStopsLabel, strings.noNextStops), labelWidth: labelWidth)]
        }
        let rows = report.nextStops.map { call -> [TableCell] in
            let parts = nextStopParts(call)
            return [
                TableCell(parts.scheduled), TableCell(parts.expected),
                call.estimate.map(estimates.cell) ?? TableCell(parts.relative), TableCell(call.stop.name),
            ]
        }
        let showsExpected = rows.contains { !$0[1].text.isEmpty }
        let columns = [
            TableColumn(""), TableColumn("", dropOrder: 1), TableColumn("", dropOrder: 2),
            TableColumn("", truncatable: true, names: true),
        ]
        let kept = showsExpected ? [0, 1, 2, 3] : [0, 2, 3]
        let table = { (width: Int) in
            TableRenderer(terminal: terminal).render(
                columns: kept.map { columns[$0] }, rows: rows.map { row in kept.map { row[$0] } }, width: width,
                header: false)
        }
        let beside = table(terminal.width - labelWidth - 2)
        // What had to give beside the label may still fit under it, two columns in.
        guard beside != table(Int.max / 2), labelWidth > 0 else {
            return beside.enumerated().map { index, text in
                DisplayWidth.pad(index == 0 ? strings.nextStopsLabel : "", to: labelWidth + 2) + text
            }
        }
        return [strings.nextStopsLabel] + table(terminal.width - 2).map { "  " + $0 }
    }
}
