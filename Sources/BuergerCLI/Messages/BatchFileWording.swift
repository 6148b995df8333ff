import CitizenClient
import Foundation

/// How a message about a row of a batch file speaks: of the file's columns, never of options (a
/// spreadsheet has no `--line`), by the headers the file has (`Abholzeit`) or else in the user's
/// language (`Linie`), and of dates the way the file writes them (`28.11.2026`), never one in the past.
struct BatchFileWording {
    let language: Language
    let headers: [BatchColumn: String]
    /// The CSV separator; nil for JSON lines.
    let separator: Character?
    let dateStyle: BatchDateStyle
    /// Tomorrow in the network's time zone: the date of every "such as" (a fixed example date would
    /// soon lie in the past).
    let tomorrow: (year: Int, month: Int, day: Int)

    init(_ contents: BatchFileContents, language: Language, now: Date, timeZone: TimeZone) {
        self.language = language
        headers = contents.headers
        separator = contents.separator
        // A file without dates: the way the user's language writes them.
        switch (contents.dateStyle, language) {
        case (let style?, _): dateStyle = style
        case (nil, .german): dateStyle = .dayMonthYear(yearDigits: 4)
        case (nil, .english): dateStyle = .iso
        }
        let calendar = Calendar.gregorian(in: timeZone)
        let next = calendar.date(byAdding: .day, value: 1, to: now) ?? now
        let parts = calendar.dateComponents([.year, .month, .day], from: next)
        tomorrow = (parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
    }

    func has(_ column: BatchColumn) -> Bool { headers[column] != nil }

    /// The column as the file heads it, or in the user's language when the file has no such column,
    /// quoted ("the column 'at'" reads as a name, not as a word of the sentence).
    func column(_ column: BatchColumn) -> String {
        "'" + (headers[column] ?? column.name(in: language)) + "'"
    }

    /// Tomorrow's date in the file's style: `28.11.2026`.
    var tomorrowDate: String {
        dateStyle.text(year: tomorrow.year, month: tomorrow.month, day: tomorrow.day)
    }

    /// A local ISO date and time (`2026-11-28T09:30`, as `RequestProblem.timeInPast` carries it) as the
    /// file writes it: `28.11.2026` and `09:30`.
    func dateAndClock(ofLocalISO text: String) -> (date: String, clock: String)? {
        let halves = text.split(separator: "T")
        let fields = halves.first?.split(separator: "-").compactMap { Int($0) } ?? []
        guard halves.count == 2, fields.count == 3 else { return nil }
        return (dateStyle.text(year: fields[0], month: fields[1], day: fields[2]), String(halves[1]))
    }

    /// The separator several help words take in this file: the other one than the file's.
    var helpSeparator: String { separator == "," ? ";" : "," }
}
