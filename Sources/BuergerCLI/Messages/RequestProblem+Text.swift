import CitizenClient
import Foundation

/// The sentence and exit code for each `RequestProblem` (nothing is sent when one comes back).
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
            return LocalizedText(
                "Say where to be picked up: --stop STOP or --at LAT,LON.",
                de: "Sagen Sie, wo Sie abgeholt werden möchten: --stop HALTESTELLE oder --at BREITE,LÄNGE."
            ).text(in: language)
        case .twoPlaces:
            return LocalizedText(
                "Give either --stop or --at, not both.",
                de: "Geben Sie entweder --stop oder --at an, nicht beides."
            ).text(in: language)
        case .stop(let error):
            return error.message(in: language)
        case .stopWithoutPosition(let name):
            return LocalizedText(
                "The server gives no position for the stop '\(name)'.",
                de: "Der Server nennt keine Position für die Haltestelle '\(name)'."
            ).text(in: language)
        case .invalidCoordinate(let text):
            return LocalizedText(
                "'\(text)' is not a position (expected LAT,LON such as 49.2093,7.6075).",
                de: "'\(text)' ist keine Position (erwartet: BREITE,LÄNGE wie 49.2093,7.6075)."
            ).text(in: language)
        case .coordinateOutOfRange(let text):
            return LocalizedText(
                "'\(text)' is not on earth: latitude must lie between -90 and 90, longitude between -180 and 180.",
                de:
                    "'\(text)' liegt nicht auf der Erde: die Breite muss zwischen -90 und 90 liegen, die Länge zwischen -180 und 180."
            ).text(in: language)
        case .unknownLine(let text):
            return LocalizedText("There is no line '\(text)'.", de: "Es gibt keine Linie '\(text)'.").text(in: language)
        case .lineLooksLikeFormula(let text):
            return LocalizedText(
                "'\(text)' is not a line: it reads as a formula or a calculation, not as a line number or name.",
                de:
                    "'\(text)' ist keine Linie: das liest sich als Formel oder Rechnung, nicht als Liniennummer oder -name."
            ).text(in: language)
        case .ambiguousLine(let text, let choices):
            return LocalizedText(
                "'\(text)' matches several lines: \(Self.list(choices, language)).",
                de: "'\(text)' passt zu mehreren Linien: \(Self.list(choices, language))."
            ).text(in: language)
        case .lineUndecided(let choices, let reason):
            // At a stop the lines' routes usually all pass through it: "0 m" each would only be noise.
            let telling =
                reason != .severalLinesAtStop || choices.contains { ($0.distanceMeters ?? 0) > LineDecision.tieMeters }
            let list = Self.list(choices, language, distances: telling)
            switch reason {
            case .severalLinesAtStop:
                return LocalizedText(
                    "Several lines call at this stop: \(list).",
                    de: "An dieser Haltestelle halten mehrere Linien: \(list)."
                ).text(in: language)
            case .routesEquallyNear:
                return LocalizedText(
                    "Several lines pass about equally near: \(list).",
                    de: "Mehrere Linien fahren etwa gleich nah vorbei: \(list)."
                ).text(in: language)
            case .noLineNearby:
                return LocalizedText(
                    "No line could be found for this place.",
                    de: "Für diesen Ort wurde keine Linie gefunden."
                ).text(in: language)
            }
        case .unknownPlace(let text):
            return LocalizedText("No place is saved as '\(text)'.", de: "Kein Ort ist als '\(text)' gespeichert.").text(
                in: language)
        case .farFromRoutes(let lineName, let meters):
            let catchment = Int(LineDecision.farMeters)
            let distance =
                meters >= 10_000
                ? String(format: "%.0f km", meters / 1000)
                : meters >= 1000 ? String(format: "%.1f km", meters / 1000) : "\(Int(meters)) m"
            let germanDistance = distance.replacingOccurrences(of: ".", with: ",")
            guard let lineName else {
                return LocalizedText(
                    "No bus comes there: the nearest route is \(distance) away, and the bus picks up within \(catchment) m of its route.",
                    de:
                        "Dorthin kommt kein Bus: Die nächste Strecke ist \(germanDistance) entfernt, und der Bus holt bis \(catchment) m neben seiner Strecke ab."
                ).text(in: language)
            }
            // Demo and real networks name lines "Linie 1 …": not "Line Linie 1".
            let named = language.line(lineName, capitalized: true)
            return LocalizedText(
                "\(named) does not come there: its route is \(distance) away, and the bus picks up within \(catchment) m of it.",
                de:
                    "\(named) kommt dort nicht hin: Ihre Strecke ist \(germanDistance) entfernt, und der Bus holt bis \(catchment) m daneben ab."
            ).text(in: language)
        case .missingTime:
            return LocalizedText(
                "Say when to be picked up: --time HH:MM, +30m or a date such as 2026-11-24T07:30.",
                de:
                    "Sagen Sie, wann Sie abgeholt werden möchten: --time HH:MM, +30m oder ein Datum wie 2026-11-24T07:30."
            ).text(in: language)
        case .invalidTime(let text):
            // Examples without a date: a date in a message is past a day later.
            return LocalizedText(
                "'\(text)' is not a time (such as 9:30, tomorrow 9:30, in 30 min or Monday 10am).",
                de: "'\(text)' ist keine Uhrzeit (etwa 9:30, morgen 9:30, in 30 Minuten oder Montag 10 Uhr)."
            ).text(in: language)
        case .nonexistentTime(let text):
            return LocalizedText(
                "'\(text)' does not exist on that day: the clocks skip that hour.",
                de: "'\(text)' gibt es an diesem Tag nicht: die Uhr überspringt diese Stunde."
            ).text(in: language)
        case .timeInPast(let typed, _):
            return LocalizedText("\(typed) is in the past.", de: "\(typed) liegt in der Vergangenheit.").text(
                in: language)
        case .notInFuture(let typed):
            return LocalizedText("\(typed) is not in the future.", de: "\(typed) liegt nicht in der Zukunft.").text(
                in: language)
        case .beyondHorizon(let typed, let days):
            return LocalizedText(
                "\(typed) is more than \(days) days ahead; the bus takes requests for the next \(days) days.",
                de:
                    "\(typed) liegt mehr als \(days) Tage voraus; der Bus nimmt Wünsche für die nächsten \(days) Tage an."
            ).text(in: language)
        case .outsideServiceHours(let lineName, let hours, _, _, _):
            return LocalizedText(
                "That is outside the service hours: \(language.line(lineName)) runs \(hours).",
                de: "Das liegt außerhalb der Betriebszeit: \(language.line(lineName)) fährt \(hours)."
            ).text(in: language)
        case .lineWithoutTimetable(let lineName):
            return LocalizedText(
                "\(language.line(lineName, capitalized: true)) has no timetable, so no bus runs on it.",
                de: "\(language.line(lineName)) hat keinen Fahrplan, es fährt also kein Bus."
            ).text(in: language)
        case .invalidPersons(let text):
            return LocalizedText(
                "'\(text)' is not a number of persons.", de: "'\(text)' ist keine Anzahl von Personen."
            ).text(in: language)
        case .personsOutOfRange(let persons, let capacity):
            if let capacity {
                return LocalizedText(
                    "\(persons) persons is not possible: between 1 and \(capacity) (the largest bus on the line).",
                    de: "\(persons) Personen geht nicht: zwischen 1 und \(capacity) (der größte Bus der Linie)."
                ).text(in: language)
            }
            return LocalizedText(
                "\(persons) persons is not possible: at least 1.",
                de: "\(persons) Personen geht nicht: mindestens 1."
            ).text(in: language)
        case .unknownHelpWord(let word, let known):
            let words = known.joined(separator: ", ")
            let german = known.map { AssistanceNeed(rawValue: $0)?.germanWord ?? $0 }.joined(separator: ", ")
            return LocalizedText(
                "'\(word)' is not a kind of help; known are: \(words).",
                de: "'\(word)' ist keine bekannte Hilfe; möglich sind: \(german)."
            ).text(in: language)
        case .unsafeText(let field, let reason):
            return Self.unsafeTextMessage(field: field, reason: reason, language: language)
        case .returnPlaceMissing:
            return LocalizedText(
                "Say where to be picked up for the way back with --return-from STOP or LAT,LON.",
                de:
                    "Sagen Sie mit --return-from HALTESTELLE oder BREITE,LÄNGE, wo Sie für den Rückweg abgeholt werden möchten."
            ).text(in: language)
        case .returnTimeMissing:
            return LocalizedText(
                "Say when to be picked up for the way back with --return-at.",
                de: "Sagen Sie mit --return-at, wann Sie für den Rückweg abgeholt werden möchten."
            ).text(in: language)
        case .returnBeforeOutward(let returnTime, let outwardTime):
            return LocalizedText(
                "The way back (\(returnTime)) must be after the way there (\(outwardTime)).",
                de: "Der Rückweg (\(returnTime)) muss nach dem Hinweg (\(outwardTime)) liegen."
            ).text(in: language)
        case .wayBack(let inner):
            // A problem that already names the way back is not prefixed again ("Rückweg: Der Rückweg …").
            switch inner {
            case .returnPlaceMissing, .returnTimeMissing, .returnBeforeOutward: return inner.message(in: language)
            default:
                return LocalizedText("Way back: ", de: "Rückweg: ").text(in: language) + inner.message(in: language)
            }
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
            return LocalizedText(
                "The \(label) must not contain '\(character)': the server would hand it back changed.",
                de: "Die Angabe '\(label)' darf kein '\(character)' enthalten: der Server gäbe sie verändert zurück."
            ).text(in: language)
        case .quoteComma:
            return LocalizedText(
                "The \(label) must not contain '\",': the server would cut it short there.",
                de: "Die Angabe '\(label)' darf kein '\",' enthalten: der Server schnitte sie dort ab."
            ).text(in: language)
        case .controlCharacter:
            return LocalizedText(
                "The \(label) must be one line without tabs.",
                de: "Die Angabe '\(label)' muss eine Zeile ohne Tabulatoren sein."
            ).text(in: language)
        case .word(let word):
            return LocalizedText(
                "The \(label) must not contain the word '\(word)': the server would garble the request.",
                de:
                    "Die Angabe '\(label)' darf das Wort '\(word)' nicht enthalten: der Server würde die Anfrage verstümmeln."
            ).text(in: language)
        case .tooLong(let limit):
            return LocalizedText(
                "The \(label) is longer than \(limit) characters: the driver reads it at a glance.",
                de: "Die Angabe '\(label)' ist länger als \(limit) Zeichen: der Fahrer liest sie auf einen Blick."
            ).text(in: language)
        }
    }
}

extension PassengerField {
    func label(in language: Language) -> String {
        switch self {
        case .name: return LocalizedText("name", de: "Name").text(in: language)
        case .address: return LocalizedText("address", de: "Adresse").text(in: language)
        }
    }
}
