import CitizenClient

/// `buerger bus --accessible`: "Label: value." per fact, no route drawing, next stops with spoken times.
/// "Nächste Halte: Brunnen, laut Fahrplan um 9 Uhr 10, erwartet zwischen 9 Uhr 4 und 9 Uhr 7, in 2 bis 5 Minuten."
struct AccessibleBus {
    let words: AccessibleText
    let time: AccessibleTime
    let strings: StringTable

    func lines(_ report: BusReport) -> [String] {
        let bus = report.bus
        let unknown = strings.unknownValue
        var facts: [(String, String)] = [
            (
                strings.lineLabel,
                report.line.map {
                    words.name($0.name) + ", " + words.say("number", de: "Nummer")
                        + " \($0.id)"
                } ?? bus.lineId.map(String.init) ?? unknown
            ),
            (strings.colorLabel, bus.color.map { ColourWord.shown(words.name($0), in: words.language) } ?? unknown),
            (strings.numberPlateLabel, bus.numberPlate.map(words.name) ?? unknown),
            (
                strings.positionLabel,
                report.position.map {
                    "\(NumberText.coordinate($0.latitude)), \(NumberText.coordinate($0.longitude))" + seen(report)
                } ?? strings.noPosition
            ),
        ]
        if let nearest = report.nearestStop {
            facts.append(
                (
                    strings.nearestStopLabel,
                    strings.nearestStop(
                        words.name(nearest.stop.name),
                        distance: words.distance(meters: Int(nearest.distanceMeters.rounded())))
                ))
        }
        // A link stays whole; the full stop after it is ordinary prose and terminals leave it out of the link.
        if let link = report.mapLink { facts.append((strings.mapLabel, words.name(link.absoluteString))) }
        if let picture = bus.picture, !picture.isEmpty { facts.append((strings.photoLabel, words.name(picture))) }
        facts.append((strings.seatsLabel, words.seats(report.seats, strings: strings)))
        var lines =
            [AccessibleText.sentence(strings.busTitle(bus.id))]
            + facts.map { AccessibleText.sentence("\($0.0): \($0.1)") }
        // Why the next stops are the timetable's belongs with the position it comes from.
        if let reason = timetableReason(report),
            let positionIndex = facts.firstIndex(where: { $0.0 == strings.positionLabel }),
            lines.indices.contains(positionIndex + 1)
        {
            lines[positionIndex + 1] += " " + reason
        }
        return lines + nextStops(report)
    }

    private var estimates: AccessibleEstimate { AccessibleEstimate(words: words, time: time, now: time.now) }

    /// ", seen 40 seconds ago" / ", vor 40 Sekunden gesehen"; empty when the age is unknown.
    private func seen(_ report: BusReport) -> String {
        guard let age = report.positionSeenAt.flatMap(estimates.age(since:)) else { return "" }
        return words.say(", seen \(age)", de: ", \(age) gesehen")
    }

    /// "Bus 1 has not moved for 14 minutes, longer than the timetable allows. The times are from the
    /// timetable."; nil unless the bus stands still or is off its route.
    private func timetableReason(_ report: BusReport) -> String? {
        guard let note = PositionNote.note(for: report) else { return nil }
        switch note {
        case .seen, .noPosition: return nil
        case .stale, .offRoute: return estimates.sentences(note)
        }
    }

    /// One next stop per line; an estimate is said with its range, "in N Minuten" counts to it.
    private func nextStops(_ report: BusReport) -> [String] {
        guard !report.nextStops.isEmpty else {
            return [AccessibleText.sentence("\(strings.nextStopsLabel): \(strings.noNextStops)")]
        }
        return report.nextStops.map { call in
            var parts = [words.name(call.stop.name)]
            if let scheduled = call.nextScheduled {
                let when = time.at(scheduled)
                parts.append(words.say("\(when) by the timetable", de: "laut Fahrplan \(when)"))
            }
            // Without a range, "expected" is said only where the estimate moves the spoken minute, as the table does.
            if let estimate = call.estimate,
                estimates.spokenRange(estimate) != nil || call.nextScheduled.map(time.at) != time.at(estimate.time)
            {
                parts.append(estimates.expected(estimate))
            } else if let arrival = call.estimate?.time ?? call.nextScheduled {
                parts.append(time.relative(arrival))
            }
            return AccessibleText.sentence("\(strings.nextStopsLabel): " + parts.joined(separator: ", "))
        }
    }
}
