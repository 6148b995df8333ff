import CitizenClient

/// Every human word buerger prints, once per language. The compiler keeps the two tables complete.
public protocol StringTable {
    // Diagnostics and usage errors.
    var usageLabel: String { get }
    func seeHelp(_ command: String) -> String
    var missingCommand: String { get }
    func unknownCommand(_ name: String) -> String
    func unknownOption(_ name: String) -> String
    func didYouMean(_ suggestion: String) -> String
    func missingValue(_ option: String) -> String
    func flagTakesNoValue(_ option: String, value: String) -> String
    func missingArgument(_ name: String) -> String
    func unexpectedArguments(_ values: [String]) -> String
    func invalidValue(_ value: String, for option: String) -> String
    func mutuallyExclusive(_ first: String, _ second: String) -> String
    var expectedWholeNumber: String { get }
    func unexpectedError(_ detail: String) -> String

    // Help.
    var overviewHeading: String { get }
    var usageHeading: String { get }
    var argumentsHeading: String { get }
    var optionsHeading: String { get }
    var globalOptionsHeading: String { get }
    var commandsHeading: String { get }
    var examplesHeading: String { get }
    func defaultValue(_ value: String) -> String
    func allowedValues(_ values: [String]) -> String
    var seeCommandHelp: String { get }
    var globalOptionsHint: String { get }
    var programAbstract: String { get }

    // Times, distances, seats.
    /// "in 7 min", "in 2 h 5 min", "now", "3 min ago".
    func relativeMinutes(_ minutes: Int) -> String
    /// A time on another day than today: "tomorrow 09:00", "Mon 09:00".
    func otherDay(_ clock: String, daysAhead: Int, weekday: Int) -> String
    func delay(_ minutes: Int) -> String
    func distance(meters: Int) -> String
    func seatsFree(_ free: Int, of total: Int) -> String
    var seatsUnknown: String { get }
    var almostFull: String { get }
    /// The band word of a bus with no seat free.
    var full: String { get }
    /// "17/20 free": the seats when the full sentence does not fit the terminal.
    func seatsFreeShort(_ free: Int, of total: Int) -> String
    /// Under a stop board: what the mark on seats of a bus not yet on that run means.
    var seatsNowNote: String { get }
    var unknownValue: String { get }

    // Table headers and labels.
    var idHeader: String { get }
    var stopHeader: String { get }
    var linesHeader: String { get }
    var lineHeader: String { get }
    var distanceHeader: String { get }
    var departsHeader: String { get }
    var expectedHeader: String { get }
    var delayHeader: String { get }
    var whenHeader: String { get }
    var busHeader: String { get }
    var busesHeader: String { get }
    var seatsHeader: String { get }
    var stopsHeader: String { get }
    var keyHeader: String { get }
    var valueHeader: String { get }
    var sourceHeader: String { get }

    // Command messages.
    func noStopsMatch(_ search: String) -> String
    var noStops: String { get }
    var noDepartures: String { get }
    var noLines: String { get }
    func busTitle(_ id: Int64) -> String
    var lineLabel: String { get }
    var colorLabel: String { get }
    var numberPlateLabel: String { get }
    var positionLabel: String { get }
    var noPosition: String { get }
    var nearestStopLabel: String { get }
    func nearestStop(_ name: String, distance: String) -> String
    var mapLabel: String { get }
    var photoLabel: String { get }
    var seatsLabel: String { get }
    var routeLabel: String { get }
    var nextStopsLabel: String { get }
    var noNextStops: String { get }
    /// A next stop's estimated time where it differs from the timetable.
    func expectedAt(_ clock: String) -> String
    func saved(_ key: String, _ value: String) -> String
    func removed(_ key: String) -> String
    func notSet(_ key: String) -> String
    var notSetValue: String { get }

    // `buerger watch`: each change as one sentence; `bus` is `watchBus(…)`.
    /// "Bus 2 (line Uni)"; the line's own name when it already says "line".
    func watchBus(_ id: Int64, line: String?) -> String
    /// Minutes late (> 0), early (< 0) or on time (0) at a stop.
    func watchDelay(_ bus: String, stop: String, minutes: Int) -> String
    func watchSkippedStop(_ bus: String, stop: String) -> String
    func watchAlmostFull(_ bus: String) -> String
    func watchFull(_ bus: String) -> String
    func watchPositionLost(_ bus: String) -> String
    func watchPositionBack(_ bus: String) -> String
    var watchNetworkLost: String { get }
    var watchNetworkBack: String { get }
    /// The note on stderr when watching starts.
    func watchStarted(_ subject: String, everySeconds: Int) -> String
    func watchStopSubject(_ name: String) -> String
}

public enum Strings {
    public static func table(for language: Language) -> StringTable {
        language == .german ? GermanStrings() : EnglishStrings()
    }

    /// `'a'`, `'a' or 'b'`-style quoting shared by both tables.
    static func quoted(_ values: [String]) -> String {
        values.map { "'\($0)'" }.joined(separator: ", ")
    }
}
