import Foundation

/// Why a typed request cannot be sent, with the reason in plain words. Nothing is sent when one
/// of these comes back; the CLI prints it and exits with `exitStatus` (2 for bad input).
public indirect enum RequestProblem: Error, Equatable, Sendable {
    /// Neither `--stop` nor `--at`.
    case missingPlace
    /// Both `--stop` and `--at`.
    case twoPlaces
    /// The stop could not be found or is ambiguous (the resolver's own error).
    case stop(ClientError)
    /// The stop has no position to be picked up at.
    case stopWithoutPosition(String)
    /// `LAT,LON` is not two numbers.
    case invalidCoordinate(String)
    /// `--at @name` names no saved place.
    case unknownPlace(String)
    /// The coordinate's numbers are outside the earth (latitude 95).
    case coordinateOutOfRange(String)
    /// `--line` names no line.
    case unknownLine(String)
    /// `--line` matches several lines by name.
    case ambiguousLine(String, choices: [LineChoice])
    /// The place is farther than `LineDecision.farMeters` from the named line's route (`lineName`),
    /// or, without a line, from every route (`meters` to the nearest).
    case farFromRoutes(lineName: String?, meters: Double)
    /// The place does not decide the line; the CLI asks on a terminal or lists the choices.
    case lineUndecided(choices: [LineChoice], reason: LineUndecidedReason)
    case missingTime
    case invalidTime(String)
    /// The wall-clock time does not exist that day (the hour skipped when clocks go forward).
    case nonexistentTime(String)
    /// An `HH:MM` already past today; `tomorrow` is the same time tomorrow, ready to type.
    case timeInPast(typed: String, tomorrow: String?)
    /// Not in the future (a full date, or a way back before the way there).
    case notInFuture(typed: String)
    /// Farther ahead than requests are taken (`days`): a typing slip such as 2099, or a trip not yet planned.
    case beyondHorizon(typed: String, days: Int)
    /// Outside the line's service hours that day, e.g. hours `06:00–20:00`; the line, place and time
    /// asked for, so that the advice can say what runs nearby instead.
    case outsideServiceHours(lineName: String, hours: String, lineId: Int64, place: Coordinate, time: Date)
    /// The line has no timetable, so there are no service hours to ask in.
    case lineWithoutTimetable(lineName: String)
    case invalidPersons(String)
    /// Persons outside 1…capacity; `capacity` nil when no bus says how many seats it has.
    case personsOutOfRange(persons: Int, capacity: Int?)
    case unknownHelpWord(String, known: [String])
    case unsafeText(field: PassengerField, reason: UnsafeText)
    /// `--return-at` without `--return-from`: the wire knows no destination.
    case returnPlaceMissing
    /// `--return-from` without `--return-at`.
    case returnTimeMissing
    /// The way back is not after the way there.
    case returnBeforeOutward(returnTime: String, outwardTime: String)
    /// A problem with the way back's own place, line or time.
    case wayBack(RequestProblem)
}

extension RequestProblem: UserFacingError {
    public var exitStatus: ExitStatus {
        switch self {
        case .stop(let error): return error.exitStatus
        case .unknownLine: return .notFound
        case .wayBack(let inner): return inner.exitStatus
        default: return .usage
        }
    }

    public func message(in language: Language) -> String {
        switch self {
        case .missingPlace:
            return language.pick("Say where to be picked up: --stop STOP or --at LAT,LON.",
                                 "Sagen Sie, wo Sie abgeholt werden möchten: --stop HALTESTELLE oder --at BREITE,LÄNGE.")
        case .twoPlaces:
            return language.pick("Give either --stop or --at, not both.",
                                 "Geben Sie entweder --stop oder --at an, nicht beides.")
        case .stop(let error):
            return error.message(in: language)
        case .stopWithoutPosition(let name):
            return language.pick("The server gives no position for the stop '\(name)'.",
                                 "Der Server nennt keine Position für die Haltestelle '\(name)'.")
        case .invalidCoordinate(let text):
            return language.pick("'\(text)' is not a position (expected LAT,LON such as 49.2093,7.6075).",
                                 "'\(text)' ist keine Position (erwartet: BREITE,LÄNGE wie 49.2093,7.6075).")
        case .coordinateOutOfRange(let text):
            return language.pick(
                "'\(text)' is not on earth: latitude must lie between -90 and 90, longitude between -180 and 180.",
                "'\(text)' liegt nicht auf der Erde: die Breite muss zwischen -90 und 90 liegen, die Länge zwischen -180 und 180.")
        case .unknownLine(let text):
            return language.pick("There is no line '\(text)'.", "Es gibt keine Linie '\(text)'.")
        case .ambiguousLine(let text, let choices):
            return language.pick("'\(text)' matches several lines: \(Self.list(choices, language)).",
                                 "'\(text)' passt zu mehreren Linien: \(Self.list(choices, language)).")
        case .lineUndecided(let choices, let reason):
            // At a stop the lines' routes usually all pass through it: "0 m" each would only be noise.
            let telling = reason != .severalLinesAtStop || choices.contains { ($0.distanceMeters ?? 0) > LineDecision.tieMeters }
            let list = Self.list(choices, language, distances: telling)
            switch reason {
            case .severalLinesAtStop:
                return language.pick("Several lines call at this stop: \(list).",
                                     "An dieser Haltestelle halten mehrere Linien: \(list).")
            case .routesEquallyNear:
                return language.pick("Several lines pass about equally near: \(list).",
                                     "Mehrere Linien fahren etwa gleich nah vorbei: \(list).")
            case .noLineNearby:
                return language.pick("No line could be found for this place.",
                                     "Für diesen Ort wurde keine Linie gefunden.")
            }
        case .unknownPlace(let text):
            return language.pick("No place is saved as '\(text)'.", "Kein Ort ist als '\(text)' gespeichert.")
        case .farFromRoutes(let lineName, let meters):
            let catchment = Int(LineDecision.farMeters)
            let distance = meters >= 10_000 ? String(format: "%.0f km", meters / 1000)
                : meters >= 1000 ? String(format: "%.1f km", meters / 1000) : "\(Int(meters)) m"
            let germanDistance = distance.replacingOccurrences(of: ".", with: ",")
            guard let lineName else {
                return language.pick("No bus comes there: the nearest route is \(distance) away, and the bus picks up within \(catchment) m of its route.",
                                     "Dorthin kommt kein Bus: Die nächste Strecke ist \(germanDistance) entfernt, und der Bus holt bis \(catchment) m neben seiner Strecke ab.")
            }
            // Demo and real networks name lines "Linie 1 …": not "Line Linie 1".
            let named = language.line(lineName, capitalized: true)
            return language.pick("\(named) does not come there: its route is \(distance) away, and the bus picks up within \(catchment) m of it.",
                                 "\(named) kommt dort nicht hin: Ihre Strecke ist \(germanDistance) entfernt, und der Bus holt bis \(catchment) m daneben ab.")
        case .missingTime:
            return language.pick("Say when to be picked up: --time HH:MM, +30m or a date such as 2026-11-24T07:30.",
                                 "Sagen Sie, wann Sie abgeholt werden möchten: --time HH:MM, +30m oder ein Datum wie 2026-11-24T07:30.")
        case .invalidTime(let text):
            // Examples without a date: a date in a message is past a day later.
            return language.pick("'\(text)' is not a time (such as 9:30, tomorrow 9:30, in 30 min or Monday 10am).",
                                 "'\(text)' ist keine Uhrzeit (etwa 9:30, morgen 9:30, in 30 Minuten oder Montag 10 Uhr).")
        case .nonexistentTime(let text):
            return language.pick("'\(text)' does not exist on that day: the clocks skip that hour.",
                                 "'\(text)' gibt es an diesem Tag nicht: die Uhr überspringt diese Stunde.")
        case .timeInPast(let typed, _):
            return language.pick("\(typed) is in the past.", "\(typed) liegt in der Vergangenheit.")
        case .notInFuture(let typed):
            return language.pick("\(typed) is not in the future.", "\(typed) liegt nicht in der Zukunft.")
        case .beyondHorizon(let typed, let days):
            return language.pick("\(typed) is more than \(days) days ahead; the bus takes requests for the next \(days) days.",
                                 "\(typed) liegt mehr als \(days) Tage voraus; der Bus nimmt Wünsche für die nächsten \(days) Tage an.")
        case .outsideServiceHours(let lineName, let hours, _, _, _):
            return language.pick("That is outside the service hours: \(language.line(lineName)) runs \(hours).",
                                 "Das liegt außerhalb der Betriebszeit: \(language.line(lineName)) fährt \(hours).")
        case .lineWithoutTimetable(let lineName):
            return language.pick("\(language.line(lineName, capitalized: true)) has no timetable, so no bus runs on it.",
                                 "\(language.line(lineName)) hat keinen Fahrplan, es fährt also kein Bus.")
        case .invalidPersons(let text):
            return language.pick("'\(text)' is not a number of persons.", "'\(text)' ist keine Anzahl von Personen.")
        case .personsOutOfRange(let persons, let capacity):
            if let capacity {
                return language.pick("\(persons) persons is not possible: between 1 and \(capacity) (the largest bus on the line).",
                                     "\(persons) Personen geht nicht: zwischen 1 und \(capacity) (der größte Bus der Linie).")
            }
            return language.pick("\(persons) persons is not possible: at least 1.",
                                 "\(persons) Personen geht nicht: mindestens 1.")
        case .unknownHelpWord(let word, let known):
            let words = known.joined(separator: ", ")
            let german = known.map { AssistanceNeed(rawValue: $0)?.germanWord ?? $0 }.joined(separator: ", ")
            return language.pick("'\(word)' is not a kind of help; known are: \(words).",
                                 "'\(word)' ist keine bekannte Hilfe; möglich sind: \(german).")
        case .unsafeText(let field, let reason):
            return Self.unsafeTextMessage(field: field, reason: reason, language: language)
        case .returnPlaceMissing:
            return language.pick("Say where to be picked up for the way back with --return-from STOP or LAT,LON.",
                                 "Sagen Sie mit --return-from HALTESTELLE oder BREITE,LÄNGE, wo Sie für den Rückweg abgeholt werden möchten.")
        case .returnTimeMissing:
            return language.pick("Say when to be picked up for the way back with --return-at.",
                                 "Sagen Sie mit --return-at, wann Sie für den Rückweg abgeholt werden möchten.")
        case .returnBeforeOutward(let returnTime, let outwardTime):
            return language.pick("The way back (\(returnTime)) must be after the way there (\(outwardTime)).",
                                 "Der Rückweg (\(returnTime)) muss nach dem Hinweg (\(outwardTime)) liegen.")
        case .wayBack(let inner):
            return language.pick("Way back: ", "Rückweg: ") + inner.message(in: language)
        }
    }

    private static func list(_ choices: [LineChoice], _ language: Language, distances: Bool = true) -> String {
        choices.map { choice in
            let distance = distances ? choice.distanceMeters.map { ", \(Int($0.rounded())) m" } ?? "" : ""
            return "\(choice.name) (--line \(choice.id)\(distance))"
        }.joined(separator: "; ")
    }

    private static func unsafeTextMessage(field: PassengerField, reason: UnsafeText, language: Language) -> String {
        let label = field.label(in: language)
        switch reason {
        case .character(let character):
            return language.pick("The \(label) must not contain '\(character)': the server would hand it back changed.",
                                 "Die Angabe '\(label)' darf kein '\(character)' enthalten: der Server gäbe sie verändert zurück.")
        case .quoteComma:
            return language.pick("The \(label) must not contain '\",': the server would cut it short there.",
                                 "Die Angabe '\(label)' darf kein '\",' enthalten: der Server schnitte sie dort ab.")
        case .controlCharacter:
            return language.pick("The \(label) must be one line without tabs.",
                                 "Die Angabe '\(label)' muss eine Zeile ohne Tabulatoren sein.")
        case .word(let word):
            return language.pick("The \(label) must not contain the word '\(word)': the server would garble the request.",
                                 "Die Angabe '\(label)' darf das Wort '\(word)' nicht enthalten: der Server würde die Anfrage verstümmeln.")
        }
    }
}
