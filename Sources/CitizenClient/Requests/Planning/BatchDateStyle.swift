/// How a batch file writes its dates (`24.11.2026`, `24.11.26`, `2026-11-24`, `11/24/2026`), so that
/// a hint about a row can write a date the way the file does, not in a form the office never uses.
public enum BatchDateStyle: Equatable, Sendable {
    /// `24.11.2026` (`yearDigits` 4), `24.11.26` (2) or `24.11.` (0, no year).
    case dayMonthYear(yearDigits: Int)
    /// `2026-11-24`.
    case iso
    /// `11/24/2026`.
    case monthDayYear
    /// `24/11/2026`.
    case dayMonthYearSlashed

    /// The style of a date as written, nil when it is none (or a slashed date that could be either
    /// way round, such as `05/06/2026`).
    public init?(of text: String) {
        let token = text.trimmingCharacters(in: .whitespaces)
        guard let word = SpokenTime.date(token) else { return nil }
        if token.contains("-") {
            self = .iso
        } else if token.contains("/") {
            guard case .date(_, let month, _) = word else { return nil }
            let first = token.split(separator: "/").first.flatMap { Int($0) }
            self = first == month ? .monthDayYear : .dayMonthYearSlashed
        } else {
            let year = token.split(separator: ".", omittingEmptySubsequences: false).last ?? ""
            self = .dayMonthYear(yearDigits: year.count)
        }
    }

    /// The date written in this style: `28.11.2026`, `2026-11-28`, `11/28/2026`.
    public func text(year: Int, month: Int, day: Int) -> String {
        let dd = twoDigits(day)
        let mm = twoDigits(month)
        switch self {
        case .dayMonthYear(let digits) where digits == 0: return "\(dd).\(mm)."
        case .dayMonthYear(let digits) where digits == 2: return "\(dd).\(mm).\(twoDigits(year % 100))"
        case .dayMonthYear: return "\(dd).\(mm).\(year)"
        case .iso: return "\(year)-\(mm)-\(dd)"
        case .monthDayYear: return "\(mm)/\(dd)/\(year)"
        case .dayMonthYearSlashed: return "\(dd)/\(mm)/\(year)"
        }
    }

    private func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}
