import CitizenClient
import Foundation

/// Times as a screen reader should say them (`--accessible`). "09:05" is read as "zero nine colon
/// zero five" by some readers, so German says "9 Uhr 5", as people say it, and English says
/// "9 oh 5 a.m.": the twelve-hour clock most English speakers use aloud, with "noon" and "midnight".
/// Minutes and hours are written out ("in 7 Minuten", "in 1 hour and 5 minutes"), never "Min.".
struct AccessibleTime {
    let language: Language
    let timeZone: TimeZone
    let now: Date

    init(language: Language, timeZone: TimeZone, now: Date) {
        self.language = language
        self.timeZone = timeZone
        self.now = now
    }

    /// For renderers that hold a `TimeText`: its zone, the language of its string table.
    init(times: TimeText, now: Date) {
        self.init(language: AccessibleText.language(of: times.strings), timeZone: times.timeZone, now: now)
    }

    private var calendar: Calendar { Calendar.gregorian(in: timeZone) }

    /// "9 Uhr 17", "14 Uhr", "0 Uhr 30" / "9 17 a.m.", "2 oh 5 p.m.", "noon", "midnight".
    func clock(_ date: Date) -> String {
        // To the nearest minute, as on screen (`TimeText.clock`).
        let parts = calendar.dateComponents([.hour, .minute], from: TimeText.nearestMinute(date))
        let hour = parts.hour ?? 0
        let minute = parts.minute ?? 0
        if language == .german { return minute == 0 ? "\(hour) Uhr" : "\(hour) Uhr \(minute)" }
        if minute == 0, hour == 12 { return "noon" }
        if minute == 0, hour == 0 { return "midnight" }
        let twelve = hour % 12 == 0 ? 12 : hour % 12
        let half = hour < 12 ? "a.m." : "p.m."
        switch minute {
        case 0: return "\(twelve) \(half)"
        case 1..<10: return "\(twelve) oh \(minute) \(half)"
        default: return "\(twelve) \(minute) \(half)"
        }
    }

    /// The clock with its day: "um 9 Uhr 5", "morgen um 9 Uhr 5", "am Mittwoch um …", "am 2. Dezember um …"
    /// / "at 9 oh 5 a.m.", "tomorrow at …", "on Wednesday at …", "on 2 December at …".
    func at(_ date: Date) -> String {
        dayWords(date) + (LocalizedText("at ", de: "um ").text(in: language)) + clock(date)
    }

    /// A span of clock times with its day: "zwischen 14 Uhr 5 und 14 Uhr 9", "morgen zwischen …" /
    /// "between 2 oh 5 and 2 oh 9 p.m." (a shared a.m. or p.m. said once, at the end).
    func between(_ earliest: Date, _ latest: Date) -> String {
        let german = language == .german
        let word = german ? ("zwischen ", " und ") : ("between ", " and ")
        let first = clock(earliest)
        let last = clock(latest)
        guard dayWords(earliest) == dayWords(latest) else {
            return word.0 + dayWords(earliest) + first + word.1 + dayWords(latest) + last
        }
        var said = first
        for half in [" a.m.", " p.m."] where first.hasSuffix(half) && last.hasSuffix(half) {
            said = String(first.dropLast(half.count))
        }
        return dayWords(earliest) + word.0 + said + word.1 + last
    }

    /// "", "morgen ", "gestern ", "am Mittwoch ", "am 2. Dezember " / "", "tomorrow ", "on Wednesday ", ….
    private func dayWords(_ date: Date) -> String {
        let date = TimeText.nearestMinute(date)
        let german = language == .german
        let days =
            calendar.dateComponents(
                [.day], from: calendar.startOfDay(for: now),
                to: calendar.startOfDay(for: date)
            ).day ?? 0
        switch days {
        case 0: return ""
        case 1: return german ? "morgen " : "tomorrow "
        case -1: return german ? "gestern " : "yesterday "
        case 2...6: return german ? "am \(weekday(date)) " : "on \(weekday(date)) "
        default: return german ? "am \(day(date)) " : "on \(day(date)) "
        }
    }

    /// "in 7 Minuten", "jetzt", "vor 3 Minuten" / "in 7 minutes", "now", "3 minutes ago".
    func relative(_ date: Date) -> String {
        let minutes = Int((date.timeIntervalSince(now) / 60).rounded())
        if minutes == 0 { return LocalizedText("now", de: "jetzt").text(in: language) }
        let amount = AccessibleText(language: language).duration(minutes: abs(minutes))
        if language == .german { return minutes > 0 ? "in \(amount)" : "vor \(amount)" }
        return minutes > 0 ? "in \(amount)" : "\(amount) ago"
    }

    private func weekday(_ date: Date) -> String {
        let names =
            language == .german
            ? ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"]
            : ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        let index = calendar.component(.weekday, from: date) - 1
        return names.indices.contains(index) ? names[index] : ""
    }

    /// "2. Dezember" / "2 December", with the year only when it is not this year's.
    private func day(_ date: Date) -> String {
        let names =
            language == .german
            ? [
                "Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
                "November", "Dezember",
            ]
            : [
                "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                "November", "December",
            ]
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let index = (parts.month ?? 1) - 1
        let month = names.indices.contains(index) ? names[index] : ""
        let dayNumber = parts.day ?? 1
        let text = LocalizedText("\(dayNumber) \(month)", de: "\(dayNumber). \(month)").text(in: language)
        let year = parts.year ?? 1970
        return year == calendar.component(.year, from: now) ? text : "\(text) \(year)"
    }
}
