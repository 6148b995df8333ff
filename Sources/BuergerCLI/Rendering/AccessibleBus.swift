import CitizenClient

/// `buerger bus --accessible`: "Label: value." per fact, no route drawing, next stops with spoken times.
/// "Nächste Halte: Brunnen, laut Fahrplan um 9 Uhr 10, erwartet um 9 Uhr 5, in 3 Minuten."
struct AccessibleBus {
    let words: AccessibleText
    let time: AccessibleTime
    let strings: StringTable

    func lines(_ report: BusReport) -> [String] {
        let bus = report.bus
        let unknown = strings.unknownValue
        var facts: [(String, String)] = [
            (strings.lineLabel, report.line.map { words.name($0.name) + ", " + words.text("number", de: "Nummer")
                + " \($0.id)" } ?? bus.lineId.map(String.init) ?? unknown),
            (strings.colorLabel, bus.color.map(words.name) ?? unknown),
            (strings.numberPlateLabel, bus.numberPlate.map(words.name) ?? unknown),
            (strings.positionLabel, report.position.map {
                "\(NumberText.coordinate($0.latitude)), \(NumberText.coordinate($0.longitude))"
            } ?? strings.noPosition),
        ]
        if let nearest = report.nearestStop {
            facts.append((strings.nearestStopLabel, strings.nearestStop(
                words.name(nearest.stop.name), distance: words.distance(meters: Int(nearest.distanceMeters.rounded())))))
        }
        // A link stays whole; the full stop after it is ordinary prose and terminals leave it out of the link.
        if let link = report.mapLink { facts.append((strings.mapLabel, words.name(link.absoluteString))) }
        if let picture = bus.picture, !picture.isEmpty { facts.append((strings.photoLabel, words.name(picture))) }
        facts.append((strings.seatsLabel, words.seats(report.seats, strings: strings)))
        return [AccessibleText.sentence(strings.busTitle(bus.id))]
            + facts.map { AccessibleText.sentence("\($0.0): \($0.1)") } + nextStops(report)
    }

    /// One next stop per line; "in N Minuten" counts to the estimate when there is one.
    private func nextStops(_ report: BusReport) -> [String] {
        guard !report.nextStops.isEmpty else {
            return [AccessibleText.sentence("\(strings.nextStopsLabel): \(strings.noNextStops)")]
        }
        return report.nextStops.map { call in
            var parts = [words.name(call.stop.name)]
            if let scheduled = call.nextScheduled {
                let when = time.at(scheduled)
                parts.append(words.text("\(when) by the timetable", de: "laut Fahrplan \(when)"))
            }
            // Said only where the estimate moves the spoken minute, as the table shows it.
            if let estimated = call.estimate?.time, call.nextScheduled.map(time.at) != time.at(estimated) {
                parts.append(words.text("expected ", de: "erwartet ") + time.at(estimated))
            }
            if let arrival = call.estimate?.time ?? call.nextScheduled { parts.append(time.relative(arrival)) }
            return AccessibleText.sentence("\(strings.nextStopsLabel): " + parts.joined(separator: ", "))
        }
    }
}
