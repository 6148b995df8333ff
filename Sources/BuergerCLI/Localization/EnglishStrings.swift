/// English: argument-parser's message catalogue, word for word where it has one.
struct EnglishStrings: StringTable {
    let usageLabel = "Usage:"
    func seeHelp(_ command: String) -> String { "See '\(command) --help' for more information." }
    let missingCommand = "Missing command."
    func unknownCommand(_ name: String) -> String { "Unknown command '\(name)'." }
    func unknownOption(_ name: String) -> String { "Unknown option '\(name)'." }
    func didYouMean(_ suggestion: String) -> String { "Did you mean '\(suggestion)'?" }
    func missingValue(_ option: String) -> String { "Missing value for '\(option)'." }
    func flagTakesNoValue(_ option: String, value: String) -> String {
        "The option '\(option)' does not take any value, but '\(value)' was specified."
    }
    func missingArgument(_ name: String) -> String { "Missing expected argument '\(name)'." }
    func unexpectedArguments(_ values: [String]) -> String {
        values.count == 1 ? "Unexpected argument \(Strings.quoted(values))."
            : "\(values.count) unexpected arguments: \(Strings.quoted(values))."
    }
    func invalidValue(_ value: String, for option: String) -> String {
        "The value '\(value)' is invalid for '\(option)'"
    }
    func mutuallyExclusive(_ first: String, _ second: String) -> String {
        "'\(first)' and '\(second)' are mutually exclusive."
    }
    let expectedWholeNumber = "expected a whole number of at least 1"
    func unexpectedError(_ detail: String) -> String { "Unexpected error: \(detail)" }

    let overviewHeading = "OVERVIEW:"
    let usageHeading = "USAGE:"
    let argumentsHeading = "ARGUMENTS:"
    let optionsHeading = "OPTIONS:"
    let globalOptionsHeading = "GLOBAL OPTIONS:"
    let commandsHeading = "COMMANDS:"
    let examplesHeading = "EXAMPLES:"
    func defaultValue(_ value: String) -> String { "default: \(value)" }
    func allowedValues(_ values: [String]) -> String { "values: \(values.joined(separator: ", "))" }
    let seeCommandHelp = "See 'buerger help <command>' for detailed help."
    let globalOptionsHint = "Global options such as --json, --plain and --lang: see 'buerger --help'."
    let programAbstract = "The Bürgerbus of Weilerbach from your shell: stops, departures, buses and lines."

    func relativeMinutes(_ minutes: Int) -> String {
        if minutes == 0 { return "now" }
        let amount = abs(minutes) < 60 ? "\(abs(minutes)) min"
            : "\(abs(minutes) / 60) h" + (abs(minutes) % 60 == 0 ? "" : " \(abs(minutes) % 60) min")
        return minutes > 0 ? "in \(amount)" : "\(amount) ago"
    }
    func otherDay(_ clock: String, daysAhead: Int, weekday: Int) -> String {
        if daysAhead == 1 { return "tomorrow \(clock)" }
        let names = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        return (names.indices.contains(weekday - 1) ? names[weekday - 1] : "") + " \(clock)"
    }
    func delay(_ minutes: Int) -> String {
        if minutes == 0 { return "on time" }
        return minutes > 0 ? "+\(minutes) min" : "\(-minutes) min early"
    }
    func distance(meters: Int) -> String {
        meters < 1000 ? "\(meters) m" : "\(NumberText.decimal(Double(meters) / 1000, separator: ".")) km"
    }
    func seatsFree(_ free: Int, of total: Int) -> String { "\(free) of \(total) seats free" }
    let seatsUnknown = "seats unknown"
    let almostFull = "almost full"
    let full = "full"
    func seatsFreeShort(_ free: Int, of total: Int) -> String { "\(free)/\(total) free" }
    let seatsNowNote = "* Free seats right now: the bus is not on that run yet."
    let unknownValue = "unknown"

    let idHeader = "ID"
    let stopHeader = "STOP"
    let linesHeader = "LINES"
    let lineHeader = "LINE"
    let distanceHeader = "DISTANCE"
    let departsHeader = "DEPARTS"
    let expectedHeader = "EXPECTED"
    let delayHeader = "DELAY"
    let whenHeader = "WHEN"
    let busHeader = "BUS"
    let busesHeader = "BUSES"
    let seatsHeader = "SEATS"
    let stopsHeader = "STOPS"
    let keyHeader = "KEY"
    let valueHeader = "VALUE"
    let sourceHeader = "FROM"

    func noStopsMatch(_ search: String) -> String { "No stops match '\(search)'." }
    let noStops = "The server lists no stops."
    let noDepartures = "No more departures today."
    let noLines = "The server lists no lines."
    func busTitle(_ id: Int64) -> String { "Bus \(id)" }
    let lineLabel = "Line"
    let colorLabel = "Colour"
    let numberPlateLabel = "Number plate"
    let positionLabel = "Position"
    let noPosition = "no position reported yet"
    let nearestStopLabel = "Nearest stop"
    func nearestStop(_ name: String, distance: String) -> String { "\(name), \(distance) away" }
    let mapLabel = "Map"
    let photoLabel = "Photo"
    let seatsLabel = "Seats"
    let routeLabel = "Route"
    let nextStopsLabel = "Next stops"
    let noNextStops = "none today"
    func expectedAt(_ clock: String) -> String { "expected \(clock)" }
    func saved(_ key: String, _ value: String) -> String { "Saved: \(key) = \(value)" }
    func removed(_ key: String) -> String { "Removed: \(key)" }
    func notSet(_ key: String) -> String { "'\(key)' is not set; set it with 'buerger config set \(key) VALUE'." }
    let notSetValue = "(not set)"

    func watchBus(_ id: Int64, line: String?) -> String {
        guard let line, !line.isEmpty else { return "Bus \(id)" }
        let named = line.lowercased().hasPrefix("lin") ? line : "line \(line)"
        return "Bus \(id) (\(named))"
    }
    func watchDelay(_ bus: String, stop: String, minutes: Int) -> String {
        if minutes > 0 { return "\(bus) is now about \(minutes) min late at \(stop)" }
        if minutes < 0 { return "\(bus) is now about \(-minutes) min early at \(stop)" }
        return "\(bus) is now on time at \(stop)"
    }
    func watchSkippedStop(_ bus: String, stop: String) -> String { "\(bus) did not stop at \(stop)" }
    func watchAlmostFull(_ bus: String) -> String { "\(bus) is almost full" }
    func watchFull(_ bus: String) -> String { "\(bus) is full: no seat free" }
    func watchPositionLost(_ bus: String) -> String { "\(bus) no longer reports where it is" }
    func watchPositionBack(_ bus: String) -> String { "\(bus) reports where it is again" }
    let watchNetworkLost = "The server cannot be reached; still trying"
    let watchNetworkBack = "The server can be reached again"
    func watchStarted(_ subject: String, everySeconds: Int) -> String {
        "Watching \(subject), looking every \(everySeconds) seconds. Changes appear below; Ctrl-C ends."
    }
    func watchStopSubject(_ name: String) -> String { "the stop \(name)" }
}
