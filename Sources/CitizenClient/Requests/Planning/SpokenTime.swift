import Foundation

/// Reads a pick-up time in the words people use, in German and English: `morgen 9:30`,
/// `heute 14 Uhr`, `14.30`, `halb zehn`, `viertel nach neun`, `übermorgen 8:00`, `Montag 10 Uhr`,
/// `25.11.2026 11:00` (a spreadsheet's date), `tomorrow 9:30`, `9:30 pm`, `in 30 Minuten`, `in 30 min`.
///
/// Clock times with a colon or dot are read as the 24-hour clock (`2:30` is 02:30). Spoken hours
/// without one (`halb drei`, `3 Uhr`, `three o'clock`) name 1–12; 1–5 are taken as the afternoon,
/// because that is when a village bus runs and what people mean by "um drei"; `morgens`, `früh`,
/// `abends`, `am`/`pm` say it otherwise.
enum SpokenTime {
    static func parse(_ raw: String) -> TypedTime? {
        let tokens = tokenize(raw)
        guard !tokens.isEmpty else { return nil }
        if tokens.first == "in" { return relative(Array(tokens.dropFirst())) }
        var reader = Reader(tokens: tokens)
        return reader.read()
    }

    /// Lower case, commas and trailing full stops of words gone, digits split from letters
    /// (`14uhr`, `9:30am`, `30min`), so the reader sees one word per token.
    static func tokenize(_ raw: String) -> [String] {
        var spaced = ""
        var previous: Character?
        for character in raw.lowercased() {
            if let previous, previous.isNumber != character.isNumber, previous.isLetter || character.isLetter {
                spaced.append(" ")
            }
            spaced.append(character == "," ? " " : character)
            previous = character
        }
        return spaced.split(whereSeparator: \.isWhitespace).map(String.init).filter { !$0.isEmpty }
    }

    /// `in 30 Minuten`, `in 1 Stunde 15 min`, `in einer halben Stunde`, `in an hour`, `in 45m`.
    private static func relative(_ tokens: [String]) -> TypedTime? {
        let joined = tokens.joined(separator: " ")
        let halfHour = ["einer halben stunde", "einer halbe stunde", "half an hour", "a half hour"]
        if halfHour.contains(joined) { return .later(seconds: 1800) }
        if ["einer viertelstunde", "einer viertel stunde", "a quarter of an hour", "a quarter hour"].contains(joined) {
            return .later(seconds: 900)
        }
        var total = 0
        var index = 0
        var sawUnit = false
        while index < tokens.count {
            let amount: Int
            if let number = Int(tokens[index]), tokens[index].count <= 4 {
                amount = number
            } else if ["einer", "eine", "ein", "an", "a", "one"].contains(tokens[index]) {
                amount = 1
            } else {
                return nil
            }
            index += 1
            guard index < tokens.count, let unit = unitSeconds[tokens[index]] else { return nil }
            total += amount * unit
            sawUnit = true
            index += 1
            if index < tokens.count, ["und", "and"].contains(tokens[index]) { index += 1 }
        }
        guard sawUnit, total > 0, total <= TypedTime.longestLaterSeconds else { return nil }
        return .later(seconds: total)
    }

    /// Numbers as words, for hours and minutes said aloud and for "zwei" persons.
    static let numberWords: [String: Int] = [
        "null": 0, "eins": 1, "ein": 1, "eine": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "fuenf": 5,
        "sechs": 6, "sieben": 7, "acht": 8, "neun": 9, "zehn": 10, "elf": 11, "zwölf": 12, "zwoelf": 12,
        "zwanzig": 20, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
        "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "twenty": 20,
    ]

    private static let unitSeconds: [String: Int] = [
        "m": 60, "min": 60, "min.": 60, "mins": 60, "minute": 60, "minuten": 60, "minutes": 60,
        "h": 3600, "std": 3600, "std.": 3600, "stunde": 3600, "stunden": 3600, "hour": 3600, "hours": 3600, "hr": 3600,
    ]
}

/// Reads `[day] [um|at] time [uhr] [qualifier]` or `time [day]` from a token list.
private struct Reader {
    let tokens: [String]
    var index = 0
    var day: TypedTime.DayWord?
    var clock: (hour: Int, minute: Int, second: Int, spoken: Bool)?
    var half: DayHalf?

    enum DayHalf { case morning, afternoon }

    init(tokens: [String]) { self.tokens = tokens }

    mutating func read() -> TypedTime? {
        while index < tokens.count {
            guard step() else { return nil }
        }
        guard var clock else { return nil }
        switch half {
        case .morning?:
            guard clock.hour <= 12 else { return nil }
            if clock.hour == 12 { clock.hour = 0 }
        case .afternoon?:
            guard clock.hour <= 12 else { return clock.hour < 24 ? finish(clock) : nil }
            if clock.hour < 12 { clock.hour += 12 }
        case nil:
            if clock.spoken, (1...5).contains(clock.hour) { clock.hour += 12 }
        }
        return finish(clock)
    }

    private func finish(_ clock: (hour: Int, minute: Int, second: Int, spoken: Bool)) -> TypedTime? {
        guard (0..<24).contains(clock.hour), (0..<60).contains(clock.minute) else { return nil }
        guard let day else { return .timeOfDay(hour: clock.hour, minute: clock.minute, second: clock.second) }
        return .onDay(day, hour: clock.hour, minute: clock.minute, second: clock.second)
    }

    /// Consumes one or more tokens; false when they make no sense here.
    private mutating func step() -> Bool {
        let token = tokens[index]
        if Self.fillers.contains(token) {
            index += 1
            return true
        }
        if token == "am", index > 0, clock != nil, half == nil {
            half = .morning // "9 am"; otherwise German "am Montag", skipped as a filler below
            index += 1
            return true
        }
        if token == "am" {
            index += 1
            return true
        }
        if let half = Self.halves[token] {
            guard self.half == nil || self.half == half else { return false }
            self.half = half
            index += 1
            return true
        }
        if token == "heute", next == "morgen" || next == "früh" || next == "frueh" {
            return setDay(.daysAhead(0), consuming: 1) && setHalf(.morning, consuming: 1)
        }
        if ["day", "the"].contains(token), let after = afterTomorrow() {
            return setDay(.daysAhead(2), consuming: after)
        }
        if let offset = Self.dayOffsets[token] { return setDay(.daysAhead(offset), consuming: 1) }
        if let weekday = Self.weekdays[token] { return setDay(.weekday(weekday), consuming: 1) }
        if let date = SpokenTime.date(token) { return setDay(date, consuming: 1) }
        guard clock == nil else { return false }
        return readClock()
    }

    private var next: String? { index + 1 < tokens.count ? tokens[index + 1] : nil }

    private mutating func setDay(_ word: TypedTime.DayWord, consuming count: Int) -> Bool {
        guard day == nil else { return false }
        day = word
        index += count
        return true
    }

    private mutating func setHalf(_ value: DayHalf, consuming count: Int) -> Bool {
        guard half == nil else { return false }
        half = value
        index += count
        return true
    }

    /// "day after tomorrow", "the day after tomorrow": the number of tokens, or nil.
    private func afterTomorrow() -> Int? {
        let rest = tokens[index...].prefix(4).joined(separator: " ")
        if rest.hasPrefix("the day after tomorrow") { return 4 }
        if rest.hasPrefix("day after tomorrow") { return 3 }
        return nil
    }

    /// `9:30`, `14.30`, `14 Uhr 30`, `halb zehn`, `viertel nach 9`, `zehn vor halb elf`, `half past nine`, `noon`.
    private mutating func readClock() -> Bool {
        let token = tokens[index]
        if ["mittag", "mittags", "noon", "midday"].contains(token) {
            clock = (12, 0, 0, false)
            index += 1
            return true
        }
        if let digits = Self.digitClock(token) {
            clock = (digits.hour, digits.minute, digits.second, false)
            index += 1
            if index < tokens.count, ["uhr", "o'clock", "oclock", "h"].contains(tokens[index]) { index += 1 }
            return true
        }
        if let spoken = spokenClock() {
            clock = spoken
            return true
        }
        return false
    }

    /// The spoken forms; advances past what it reads.
    private mutating func spokenClock() -> (hour: Int, minute: Int, second: Int, spoken: Bool)? {
        let rest = Array(tokens[index...])
        func hour(_ word: String?) -> Int? { word.flatMap(Self.number).flatMap { (1...12).contains($0) ? $0 : nil } }
        func minutes(_ word: String?) -> Int? { word.flatMap(Self.number).flatMap { (1...29).contains($0) ? $0 : nil } }
        func before(_ hour: Int) -> Int { hour == 1 ? 12 : hour - 1 }
        switch rest.first {
        case "halb":
            guard let h = hour(rest.dropFirst().first) else { return nil }
            index += 2
            return (before(h), 30, 0, true)
        case "viertel":
            if rest.count >= 3, rest[1] == "nach", let h = hour(rest[2]) {
                index += 3
                return (h, 15, 0, true)
            }
            if rest.count >= 3, rest[1] == "vor", let h = hour(rest[2]) {
                index += 3
                return (before(h), 45, 0, true)
            }
            guard let h = hour(rest.dropFirst().first) else { return nil }
            index += 2
            return (before(h), 15, 0, true) // "viertel zehn": 9:15 in the Palatinate
        case "dreiviertel":
            guard let h = hour(rest.dropFirst().first) else { return nil }
            index += 2
            return (before(h), 45, 0, true)
        case "drei" where rest.count >= 3 && rest[1] == "viertel":
            guard let h = hour(rest[2]) else { return nil }
            index += 3
            return (before(h), 45, 0, true)
        case "half" where rest.count >= 3 && rest[1] == "past":
            guard let h = hour(rest[2]) else { return nil }
            index += 3
            return (h, 30, 0, true)
        case "quarter" where rest.count >= 3 && ["past", "after"].contains(rest[1]):
            guard let h = hour(rest[2]) else { return nil }
            index += 3
            return (h, 15, 0, true)
        case "quarter" where rest.count >= 3 && ["to", "before"].contains(rest[1]):
            guard let h = hour(rest[2]) else { return nil }
            index += 3
            return (before(h), 45, 0, true)
        default:
            break
        }
        // "zehn nach neun", "fünf vor halb zehn", "20 past 9", "ten to ten"
        if rest.count >= 3, let m = minutes(rest[0]),
            ["nach", "past", "after", "vor", "to", "before"].contains(rest[1])
        {
            let after = ["nach", "past", "after"].contains(rest[1])
            if rest[2] == "halb", rest.count >= 4, let h = hour(rest[3]) {
                index += 4
                return (before(h), after ? 30 + m : 30 - m, 0, true)
            }
            guard let h = hour(rest[2]) else { return nil }
            index += 3
            return after ? (h, m, 0, true) : (before(h), 60 - m, 0, true)
        }
        // "14 Uhr", "14 Uhr 30", "neun Uhr", "3 o'clock", "9 am" (the half is read by the caller)
        guard let value = Self.number(rest[0]), (0...24).contains(value) else { return nil }
        let hourValue = value == 24 ? 0 : value
        if rest.count >= 2, ["uhr", "o'clock", "oclock"].contains(rest[1]) {
            index += 2
            if let minute = rest.count >= 3 ? Int(rest[2]) : nil, rest[2].count == 2, minute < 60 {
                index += 1
                return (hourValue, minute, 0, hourValue <= 12)
            }
            return (hourValue, 0, 0, hourValue <= 12)
        }
        // "um 8", "morgen 8", "9 am": a bare hour (the half, if any, is read next)
        index += 1
        return (hourValue, 0, 0, hourValue <= 12)
    }

    /// `9:30`, `09:30:15`, `14.30` (two-digit minutes): the 24-hour clock.
    static func digitClock(_ token: String) -> (hour: Int, minute: Int, second: Int)? {
        let separator: Character = token.contains(":") ? ":" : "."
        let parts = token.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == 2 || (parts.count == 3 && separator == ":"),
            (1...2).contains(parts[0].count), parts.dropFirst().allSatisfy({ $0.count == 2 }),
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let hour = Int(parts[0]), let minute = Int(parts[1]), hour < 24, minute < 60
        else { return nil }
        let second = parts.count == 3 ? Int(parts[2]) ?? 60 : 0
        return second < 60 ? (hour, minute, second) : nil
    }

    static func number(_ word: String) -> Int? {
        if word.count <= 2, let value = Int(word) { return value }
        return SpokenTime.numberWords[word]
    }

    static let fillers: Set<String> = [
        "um", "at", "on", "den", "next", "nächsten", "naechsten", "kommenden", "this", "gegen",
    ]

    static let halves: [String: DayHalf] = [
        "morgens": .morning, "früh": .morning, "frueh": .morning, "vormittags": .morning, "vormittag": .morning,
        "a.m.": .morning, "morning": .morning, "in the morning": .morning,
        "nachmittags": .afternoon, "nachmittag": .afternoon, "abends": .afternoon, "abend": .afternoon,
        "pm": .afternoon, "p.m.": .afternoon, "afternoon": .afternoon, "evening": .afternoon, "tonight": .afternoon,
    ]

    static let dayOffsets: [String: Int] = [
        "heute": 0, "today": 0, "morgen": 1, "tomorrow": 1, "übermorgen": 2, "uebermorgen": 2,
    ]

    /// Gregorian weekday numbers: Sunday 1 … Saturday 7.
    static let weekdays: [String: Int] = [
        "sonntag": 1, "montag": 2, "dienstag": 3, "mittwoch": 4, "donnerstag": 5, "freitag": 6, "samstag": 7,
        "sonnabend": 7, "sunday": 1, "monday": 2, "tuesday": 3, "wednesday": 4, "thursday": 5, "friday": 6,
        "saturday": 7,
    ]
}

extension SpokenTime {
    /// `25.11.`, `25.11.2026`, `25.11.26`, `2026-11-25`: a calendar date (the year may be left out);
    /// `11/25/2026` or `25/11/2026` when only one reading is a date (`05/06/2026` could be 5 June or
    /// 6 May, and is none).
    static func date(_ token: String) -> TypedTime.DayWord? {
        if token.contains("/") { return slashedDate(token) }
        if token.contains("-") {
            let fields = token.split(separator: "-", omittingEmptySubsequences: false)
            guard fields.count == 3, fields[0].count == 4, fields[1].count == 2, fields[2].count == 2,
                let year = Int(fields[0]), let month = Int(fields[1]), let day = Int(fields[2])
            else { return nil }
            return .date(year: year, month: month, day: day)
        }
        let fields = token.split(separator: ".", omittingEmptySubsequences: false)
        // `25.11.` has a trailing dot (an empty third field); `14.30` is a clock, not a date.
        guard fields.count == 3, (1...2).contains(fields[0].count), (1...2).contains(fields[1].count),
            let day = Int(fields[0]), let month = Int(fields[1]),
            fields.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { return nil }
        if fields[2].isEmpty { return .date(year: nil, month: month, day: day) }
        guard let year = Int(fields[2]), fields[2].count == 2 || fields[2].count == 4 else { return nil }
        return .date(year: fields[2].count == 2 ? 2000 + year : year, month: month, day: day)
    }

    /// `11/25/2026` (American) or `25/11/2026` (British): the one of the two that is a date.
    private static func slashedDate(_ token: String) -> TypedTime.DayWord? {
        let fields = token.split(separator: "/", omittingEmptySubsequences: false)
        guard fields.count == 3, (1...2).contains(fields[0].count), (1...2).contains(fields[1].count),
            fields[2].count == 4, fields.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let first = Int(fields[0]), let second = Int(fields[1]), let year = Int(fields[2])
        else { return nil }
        switch (first, second) {
        case (1...12, 13...31): return .date(year: year, month: first, day: second)
        case (13...31, 1...12): return .date(year: year, month: second, day: first)
        default: return nil
        }
    }
}
