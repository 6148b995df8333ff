import CitizenClient
import Foundation

/// How sure an estimate is, for the human tables of `stop` and `bus` (issue 7 §1): its range counted
/// from now ("in 9–13 min"), the age of the position it rests on ("position seen 40 s ago") and, where
/// the times are the timetable's, why, in plain words. Spoken forms: `AccessibleEstimate`.
struct EstimateText {
    let strings: StringTable
    let unicode: Bool
    let now: Date

    /// Ages are said in seconds below this, then in minutes.
    static let secondsBelow: TimeInterval = 120

    private var german: Bool { AccessibleText.language(of: strings) == .german }
    private var dash: String { unicode ? "–" : "-" }

    /// "in 9–13 min" / "in 9–13 Min."; a single "in 11 min" when the range rounds to one minute or
    /// the estimate has none.
    func relative(_ estimate: ArrivalEstimate) -> String {
        guard let (low, high) = minuteRange(estimate) else {
            return strings.relativeMinutes(minutes(until: estimate.time))
        }
        let minute = german ? "Min." : "min"
        if high < 60 { return "in \(low)\(dash)\(high) \(minute)" }
        // Within one hour the hours are said once: "in 1 h 5–11 min".
        if low / 60 == high / 60, low % 60 > 0 {
            return "in \(low / 60) " + (german ? "Std." : "h") + " \(low % 60)\(dash)\(high % 60) \(minute)"
        }
        return "in \(duration(minutes: low))\(dash)\(duration(minutes: high))"
    }

    /// The range as a table cell, with its form in one unit as the short form ("in 54–61 Min." for
    /// "in 54 Min.–1 Std. 1 Min.") where the two differ.
    func cell(_ estimate: ArrivalEstimate) -> TableCell {
        let text = relative(estimate)
        let short = relativeInMinutes(estimate)
        return TableCell(text, short: short == text ? nil : short)
    }

    /// The range counted in minutes alone, however far: "in 54–61 min" / "in 54–61 Min.".
    func relativeInMinutes(_ estimate: ArrivalEstimate) -> String {
        guard let (low, high) = minuteRange(estimate) else {
            return strings.relativeMinutes(minutes(until: estimate.time))
        }
        return "in \(low)\(dash)\(high) " + (german ? "Min." : "min")
    }

    /// The range in whole minutes from now, or nil when it says no more than the estimate: none, in
    /// the past, within one minute, or a bus about to arrive ("in 0–1 min").
    private func minuteRange(_ estimate: ArrivalEstimate) -> (low: Int, high: Int)? {
        guard let earliest = estimate.earliest, let latest = estimate.latest else { return nil }
        let low = minutes(until: earliest)
        let high = minutes(until: latest)
        guard low >= 0, high > low, high > 1 else { return nil }
        return (low, high)
    }

    /// "14 min", "1 h 5 min" / "14 Min.", "1 Std. 5 Min.".
    func duration(minutes: Int) -> String {
        let minute = german ? "Min." : "min"
        let hour = german ? "Std." : "h"
        guard minutes >= 60 else { return "\(minutes) \(minute)" }
        return "\(minutes / 60) \(hour)" + (minutes % 60 == 0 ? "" : " \(minutes % 60) \(minute)")
    }

    /// "40 s ago", "14 min ago", "just now" / "vor 40 s", "vor 14 Min.", "gerade eben"; nil when the
    /// time lies ahead of now (a `--now` in the past), where any age would be false.
    func age(since seen: Date) -> String? {
        let seconds = Int(now.timeIntervalSince(seen).rounded(.down))
        guard seconds >= 0 else { return nil }
        if seconds == 0 { return german ? "gerade eben" : "just now" }
        if TimeInterval(seconds) < Self.secondsBelow { return german ? "vor \(seconds) s" : "\(seconds) s ago" }
        let amount = duration(minutes: seconds / 60)
        return german ? "vor \(amount)" : "\(amount) ago"
    }

    /// "position seen 40 s ago" / "Position vor 40 s gesehen"; nil when the age is unknown.
    func positionSeen(_ seen: Date) -> String? {
        age(since: seen).map { german ? "Position \($0) gesehen" : "position seen \($0)" }
    }

    /// " (seen 40 s ago)" / " (vor 40 s gesehen)" after a position; empty when the age is unknown.
    func seenSuffix(_ seen: Date?) -> String {
        guard let age = seen.flatMap(age(since:)) else { return "" }
        return german ? " (\(age) gesehen)" : " (seen \(age))"
    }

    /// The note's sentence, e.g. "Bus 1: position seen 40 s ago." or "Bus 1 has not moved for 14 min —
    /// longer than the timetable allows; times are from the timetable."; nil when there is nothing true to say.
    func sentence(_ note: PositionNote) -> String? {
        let bus = "Bus \(note.busId)"
        let timetable = german ? "die Zeiten sind aus dem Fahrplan." : "times are from the timetable."
        switch note {
        case .seen(_, let seen):
            return positionSeen(seen).map { "\(bus): \($0)." }
        case .stale(_, let since):
            let long = unicode ? (german ? " – " : " — ") : " - "
            let stood = since.flatMap(standing)
            if german {
                return "\(bus) steht " + (stood.map { "seit \($0) " } ?? "")
                    + "still\(long)länger, als der Fahrplan erlaubt; "
                    + timetable
            }
            return "\(bus) has not moved " + (stood.map { "for \($0)" } ?? "for a long time")
                + "\(long)longer than the timetable allows; " + timetable
        case .noPosition:
            return german
                ? "Keine Position von \(bus) bekannt; \(timetable)" : "No position known for \(bus); \(timetable)"
        case .offRoute:
            return german
                ? "\(bus) ist abseits seiner Strecke; \(timetable)" : "\(bus) is away from its route; \(timetable)"
        }
    }

    /// How long a bus has stood: "14 min"; nil when unknown.
    private func standing(since seen: Date) -> String? {
        let seconds = now.timeIntervalSince(seen)
        guard seconds >= 0 else { return nil }
        return duration(minutes: Int(seconds / 60))
    }

    private func minutes(until date: Date) -> Int {
        Int((date.timeIntervalSince(now) / 60).rounded())
    }
}
