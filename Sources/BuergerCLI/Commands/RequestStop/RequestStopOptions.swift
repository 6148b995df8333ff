import CitizenClient
import Foundation

/// The options of `request-stop`, described once for parsing and help, and read into values.
struct RequestStopOptions {
    let form: RequestForm
    let fromFile: String?
    let retryFor: Double
    let wait: Bool
    let waitTimeout: Double
    let remember: Bool
    /// `--ics FILE`: the pick-up (and the way back) also as a calendar file; `-` is stdout.
    let calendarFile: String?
    /// `--yes`: send without the help question and the read-back at a terminal.
    let yes: Bool
    /// `--replace` (with `--from-file`): cancel the earlier requests changed rows stand in for.
    let replace: Bool

    init(_ context: CommandContext) throws {
        let options = context.options
        form = RequestForm(
            stop: options.value(Self.stop), at: options.value(Self.at), line: options.value(Self.line),
            time: options.value(Self.time), persons: options.value(Self.persons),
            name: options.value(Self.name), address: options.value(Self.address),
            help: options.value(Self.helpWith), returnAt: options.value(Self.returnAt),
            returnFrom: options.value(Self.returnFrom))
        fromFile = options.value(Self.fromFile)
        retryFor = try DurationOption.read(
            context, option: Self.retryFor, default: RequestAccess.defaultRetryForSeconds)
        wait = options.isSet(Self.wait)
        waitTimeout = try DurationOption.read(
            context, option: Self.timeout, default: StatusCommand.defaultTimeoutSeconds)
        remember = options.isSet(Self.remember)
        calendarFile = options.value(Self.ics)
        yes = options.isSet(Self.yes)
        replace = options.isSet(Self.replace)
        if replace, fromFile == nil {
            throw UsageError(
                .invalidUse(
                    LocalizedText(
                        "'--replace' goes with '--from-file': it replaces requests of rows changed since an earlier run.",
                        de: "'--replace' geht nur mit '--from-file': es ersetzt Anfragen von Zeilen, die sich seit "
                            + "einem früheren Lauf geändert haben.")))
        }
        if fromFile != nil, let single = Self.singleRequestOnly.first(where: options.isSet) {
            throw UsageError(.mutuallyExclusive(Self.fromFile.flag, single.flag))
        }
        // The calendar on stdout leaves no room there for the JSON document or the changes --wait prints.
        if calendarFile == "-", context.terminal.mode == .json {
            throw UsageError(
                .invalidUse(
                    LocalizedText(
                        "'--ics -' writes the calendar to stdout, so it cannot go with '--json'.",
                        de: "'--ics -' schreibt den Kalender auf die Standardausgabe, das geht nicht mit '--json'.")))
        }
        if calendarFile == "-", wait {
            throw UsageError(
                .invalidUse(
                    LocalizedText(
                        "'--ics -' writes the calendar to stdout, so it cannot go with '--wait'; give a file name instead.",
                        de: "'--ics -' schreibt den Kalender auf die Standardausgabe, das geht nicht mit '--wait'; "
                            + "geben Sie stattdessen einen Dateinamen an.")))
        }
    }

    static let stop = OptionSpec(
        "stop", value: "stop",
        help: LocalizedText(
            "Pick up at this stop (id, name or @alias); its line is used unless --line says otherwise.",
            de: "An dieser Haltestelle abholen (Nummer, Name oder @Name); ihre Linie gilt, außer --line sagt anderes."),
        completes: .stop)
    static let at = OptionSpec(
        "at", value: "lat,lon",
        help: LocalizedText(
            "Pick up at this place, e.g. 49.4785,7.6405.", de: "An diesem Ort abholen, z. B. 49.4785,7.6405."))
    static let line = OptionSpec(
        "line", value: "line",
        help: LocalizedText(
            "The line to ask (id or name), when the place does not decide it.",
            de: "Die Linie (Nummer oder Name), wenn der Ort sie nicht festlegt."))
    static let time = OptionSpec(
        "time", value: "time",
        help: LocalizedText(
            "Pick-up time: 9:30, \"tomorrow 9:30\", \"in 30 min\", 25.11.2026 9:30, +1h or ISO 8601; "
                + "ahead (at most 30 days), within service hours.",
            de: "Abholzeit: 9:30, \"morgen halb zehn\", \"in 30 Minuten\", 25.11.2026 9:30, +1h oder ISO 8601; "
                + "in der Zukunft (höchstens 30 Tage), in der Betriebszeit."))
    static let persons = OptionSpec(
        "persons", value: "n",
        help: LocalizedText(
            "How many people, up to the largest bus of the line.",
            de: "Wie viele Personen, bis zum größten Bus der Linie."),
        defaultValue: "1")
    static let name = OptionSpec(
        "name", value: "name",
        help: LocalizedText(
            "Your name for the driver (default: from the config).",
            de: "Ihr Name für den Fahrer (Standard: Einstellungen)."))
    static let address = OptionSpec(
        "address", value: "address",
        help: LocalizedText(
            "Your address for the driver (default: from the config).",
            de: "Ihre Adresse für den Fahrer (Standard: Einstellungen)."))
    static let remember = OptionSpec(
        "remember",
        help: LocalizedText(
            "Save the name and address as defaults.", de: "Name und Adresse als Standard speichern."))
    static let helpWith = OptionSpec(
        "help-with", value: "list",
        help: LocalizedText(
            "Help needed, comma-separated; German words are understood too ("
                + AssistanceNeed.allCases.map(\.germanWord).joined(separator: ", ") + ").",
            de: "Benötigte Hilfe, durch Kommas getrennt: "
                + AssistanceNeed.allCases.map(\.germanWord).joined(separator: ", ") + " (oder englisch)."),
        allowedValues: AssistanceNeed.allCases.map(\.word),
        alsoAccepted: AssistanceNeed.allCases.map(\.germanWord))
    static let returnAt = OptionSpec(
        "return-at", value: "time",
        help: LocalizedText(
            "Also book the way back at this time (HH:MM that day, or +3h after the pick-up).",
            de: "Auch die Rückfahrt buchen, zu dieser Zeit (HH:MM am selben Tag oder +3h nach der Abholung)."))
    static let returnFrom = OptionSpec(
        "return-from", value: "place",
        help: LocalizedText(
            "Where the way back starts: a stop or LAT,LON.",
            de: "Wo die Rückfahrt beginnt: Haltestelle oder BREITE,LÄNGE."))
    static let ics = OptionSpec(
        "ics", value: "file",
        help: LocalizedText(
            "Also write the pick-up (and the way back) to an iCalendar file (- for stdout), with a reminder 15 minutes before.",
            de: "Die Abholung (und die Rückfahrt) auch in eine iCalendar-Datei schreiben (- für die Standardausgabe), "
                + "mit Erinnerung 15 Minuten vorher."))
    static let yes = OptionSpec(
        "yes",
        help: LocalizedText(
            "Send without reading the request back first (at a terminal it is read back and sent on a yes).",
            de:
                "Senden, ohne die Anfrage vorher vorzulesen (an einem Terminal wird sie vorgelesen und auf Ja gesendet)."
        ))
    static let wait = OptionSpec(
        "wait",
        help: LocalizedText(
            "Follow the request until a driver decides (as 'status --wait').",
            de: "Die Anfrage verfolgen, bis ein Fahrer entscheidet (wie 'status --wait')."))
    static let timeout = OptionSpec(
        "timeout", value: "duration",
        help: LocalizedText(
            "How long --wait follows it.", de: "Wie lange --wait verfolgt."), defaultValue: "30m")
    static let retryFor = OptionSpec(
        "retry-for", value: "duration",
        help: LocalizedText(
            "How long to keep trying to send, e.g. 90s, 10m.", de: "Wie lange das Senden versucht wird, z. B. 90s, 10m."
        ),
        defaultValue: "5m")
    static let fromFile = OptionSpec(
        "from-file", value: "file",
        help: LocalizedText(
            "Many requests: CSV with a header row, or JSON lines; '-' reads stdin. Columns: date, time, persons, "
                + "name, address, stop, at, line, help (German headers too; other columns are ignored). Several "
                + "help words are separated by the other separator than the file's: ',' in a ';' file.",
            de: "Viele Anfragen: CSV mit Kopfzeile oder JSON-Zeilen; '-' liest stdin. Spalten: Datum, Uhrzeit, "
                + "Personen, Name, Adresse, Haltestelle, Position, Linie, Hilfe (auch englisch; andere Spalten werden "
                + "übergangen). Mehrere Hilfe-Wörter trennt das andere Trennzeichen als das der Datei: ',' in "
                + "einer ';'-Datei."))

    static let replace = OptionSpec(
        "replace",
        help: LocalizedText(
            "With --from-file: a row whose time, persons or help changed since an earlier run (same person, "
                + "place and day) cancels the earlier request once the new one is filed; without it, it is only said.",
            de: "Mit --from-file: Eine Zeile, deren Zeit, Personen oder Hilfe sich seit einem früheren Lauf geändert "
                + "haben (dieselbe Person, derselbe Ort, derselbe Tag), storniert die frühere Anfrage, sobald die neue "
                + "gestellt ist; ohne die Option wird es nur gesagt."))

    /// What describes one request, so it cannot go with a file of many.
    static let singleRequestOnly = [
        stop, at, line, time, persons, name, address, helpWith, returnAt, returnFrom,
        wait, remember, ics, yes,
    ]

    /// The forms of the usage line: one request at a stop or a place, or many from a file.
    static let forms = [
        OptionForm(required: [[stop, at], [time]], allowsOthers: true), OptionForm(required: [[fromFile]]),
    ]

    /// In the order help lists them.
    static let specs = [
        stop, at, line, time, persons, name, address, remember, helpWith, returnAt, returnFrom, ics,
        yes, wait, timeout, retryFor, fromFile, replace,
    ]
}
