import CitizenClient
import Foundation

/// How sure an estimate is, said aloud (`--accessible`): "arrives between 2 oh 5 and 2 oh 9 p.m., in 9 to
/// 13 minutes", "Position seen 40 seconds ago." / "kommt zwischen 14 Uhr 5 und 14 Uhr 9, in 9 bis 13
/// Minuten", "Position vor 40 Sekunden gesehen." Units are words, never "s" or "Min.".
struct AccessibleEstimate {
    let words: AccessibleText
    let time: AccessibleTime
    let now: Date

    private var german: Bool { words.language == .german }

    /// "arrives between 2 oh 5 and 2 oh 9 p.m., in 9 to 13 minutes"; "arrives at 2 oh 7 p.m., in 11
    /// minutes" when the range rounds to one minute or there is none.
    func arrival(_ estimate: ArrivalEstimate) -> String {
        words.say("arrives ", de: "kommt ") + when(estimate)
    }

    /// The estimate's earliest and latest time when they are said as two different times.
    /// Each end goes to its nearest whole minute, as "in 9 to 13 minutes" does, so that a range of
    /// thirty seconds is not said as two different minutes.
    func spokenRange(_ estimate: ArrivalEstimate) -> (earliest: Date, latest: Date)? {
        guard let earliest = estimate.earliest.map(Self.nearestMinute),
            let latest = estimate.latest.map(Self.nearestMinute),
            time.at(earliest) != time.at(latest)
        else { return nil }
        return (earliest, latest)
    }

    private static func nearestMinute(_ date: Date) -> Date {
        Date(timeIntervalSince1970: (date.timeIntervalSince1970 / 60).rounded() * 60)
    }

    private func when(_ estimate: ArrivalEstimate) -> String {
        guard let range = spokenRange(estimate) else {
            return time.at(estimate.time) + ", " + time.relative(estimate.time)
        }
        // The minutes from the range itself, rounded once, as the table's "in 44–52 min" has them; only
        // the clock times are said to the minute.
        return time.between(range.earliest, range.latest) + ", "
            + relative(
                from: estimate.earliest ?? range.earliest, to: estimate.latest ?? range.latest, point: estimate.time)
    }

    /// "expected between 2 oh 5 and 2 oh 9 p.m., in 9 to 13 minutes" / "erwartet zwischen …": a next
    /// stop of `bus`; "expected at 2 oh 7 p.m., in 11 minutes" when the range rounds to one minute.
    func expected(_ estimate: ArrivalEstimate) -> String {
        words.say("expected ", de: "erwartet ") + when(estimate)
    }

    /// "in 9 to 13 minutes", "within 3 minutes" / "in 9 bis 13 Minuten", "in höchstens 3 Minuten".
    private func relative(from earliest: Date, to latest: Date, point: Date) -> String {
        let low = minutes(until: earliest)
        let high = minutes(until: latest)
        guard low >= 0, high > low else { return time.relative(point) }
        let upper = words.duration(minutes: high)
        if low == 0 { return words.say("within \(upper)", de: "in höchstens \(upper)") }
        // "in 9 to 13 minutes", "in 1 hour and 5 to 11 minutes": units once, after the range, unless the
        // ends lie in different hours.
        if low / 60 == high / 60, low % 60 > 0 {
            let hours = low >= 60 ? words.duration(minutes: low / 60 * 60) + words.say(" and ", de: " und ") : ""
            let minutes = words.duration(minutes: high % 60)
            return words.say("in \(hours)\(low % 60) to \(minutes)", de: "in \(hours)\(low % 60) bis \(minutes)")
        }
        let lower = words.duration(minutes: low)
        return words.say("in \(lower) to \(upper)", de: "in \(lower) bis \(upper)")
    }

    /// "Position seen 40 seconds ago." / "Position vor 40 Sekunden gesehen."; nil when unknown.
    func positionSeen(_ seen: Date) -> String? {
        age(since: seen).map { words.say("Position seen \($0).", de: "Position \($0) gesehen.") }
    }

    /// "40 seconds ago", "14 minutes ago", "just now" / "vor 40 Sekunden", "vor 14 Minuten", "gerade eben".
    func age(since seen: Date) -> String? {
        let seconds = Int(now.timeIntervalSince(seen).rounded(.down))
        guard seconds >= 0 else { return nil }
        if seconds == 0 { return words.say("just now", de: "gerade eben") }
        let amount =
            TimeInterval(seconds) < EstimateText.secondsBelow
            ? words.count(seconds, words.say("second", de: "Sekunde"), words.say("seconds", de: "Sekunden"))
            : words.duration(minutes: seconds / 60)
        return words.say("\(amount) ago", de: "vor \(amount)")
    }

    /// The note as whole sentences: "Position seen 40 seconds ago." or "Bus 1 has not moved for 14
    /// minutes, longer than the timetable allows. The times are from the timetable."
    func sentences(_ note: PositionNote) -> String? {
        let bus = "Bus \(note.busId)"
        let timetable = words.say("The times are from the timetable.", de: "Die Zeiten sind aus dem Fahrplan.")
        switch note {
        case .seen(_, let seen):
            return positionSeen(seen)
        case .stale(_, let since):
            let stood = since.flatMap { seen -> String? in
                let seconds = now.timeIntervalSince(seen)
                return seconds >= 0 ? words.duration(minutes: Int(seconds / 60)) : nil
            }
            let still =
                german
                ? "\(bus) steht " + (stood.map { "seit \($0) " } ?? "") + "still, länger, als der Fahrplan erlaubt."
                : "\(bus) has not moved " + (stood.map { "for \($0)" } ?? "for a long time")
                    + ", longer than the timetable allows."
            return still + " " + timetable
        case .noPosition:
            return words.say("No position is known for \(bus).", de: "Von \(bus) ist keine Position bekannt.") + " "
                + timetable
        case .offRoute:
            return words.say("\(bus) is away from its route.", de: "\(bus) ist abseits seiner Strecke.") + " "
                + timetable
        }
    }

    private func minutes(until date: Date) -> Int {
        Int((date.timeIntervalSince(now) / 60).rounded())
    }
}
