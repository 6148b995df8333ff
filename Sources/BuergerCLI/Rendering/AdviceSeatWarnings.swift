import CitizenClient
import Foundation

/// `SeatOutlook` warnings in plain words (stderr, before sending) and as JSON
/// (`"seatWarnings": [{"kind": …, "message": …}]`).
struct AdviceSeatWarnings {
    let language: Language
    let times: TimeText
    /// `--accessible`: the time in the sentence is spoken ("9 Uhr 30"); JSON messages keep the clock.
    var accessible = false

    func lines(_ outlook: SeatOutlook, pickUpTime: Date) -> [String] {
        outlook.warnings.map { message($0, pickUpTime: pickUpTime, spoken: accessible) }
    }

    func json(_ outlook: SeatOutlook, pickUpTime: Date) -> JSONValue {
        .array(
            outlook.warnings.map { warning in
                var members: [(String, JSONValue)] = [("kind", .string(kind(warning)))]
                switch warning {
                case .partyLargerThanLargestBus(let persons, let largestBus):
                    members += [("persons", .integer(Int64(persons))), ("largestBus", .integer(Int64(largestBus)))]
                case .noWheelchairInformation:
                    break
                case .usuallyFull(let persons, let tooFull, let sightings):
                    members += [
                        ("persons", .integer(Int64(persons))), ("tooFull", .integer(Int64(tooFull))),
                        ("sightings", .integer(Int64(sightings))),
                    ]
                }
                members.append(("message", .string(message(warning, pickUpTime: pickUpTime, spoken: false))))
                return .object(members)
            })
    }

    private func kind(_ warning: SeatOutlook.Warning) -> String {
        switch warning {
        case .partyLargerThanLargestBus: return "partyLargerThanLargestBus"
        case .noWheelchairInformation: return "noWheelchairInformation"
        case .usuallyFull: return "usuallyFull"
        }
    }

    private func message(_ warning: SeatOutlook.Warning, pickUpTime: Date, spoken: Bool) -> String {
        switch warning {
        case .partyLargerThanLargestBus(let persons, let largestBus):
            return LocalizedText(
                "The largest bus on this line has \(largestBus) seats, so \(persons) persons will not fit into one "
                    + "bus. Please ask for fewer persons per request, or call the community office.",
                de: "Der größte Bus dieser Linie hat \(largestBus) Plätze, \(persons) Personen passen also nicht in "
                    + "einen Bus. Bitte fragen Sie für weniger Personen je Anfrage, oder rufen Sie die Gemeindeverwaltung an."
            )
            .text(in: language)
        case .noWheelchairInformation:
            return LocalizedText(
                "There is no information about wheelchair places on the buses; the driver is told that you need one.",
                de:
                    "Über Rollstuhlplätze in den Bussen ist nichts bekannt; der Fahrer erfährt, dass Sie einen brauchen."
            )
            .text(in: language)
        case .usuallyFull(let persons, let tooFull, let sightings):
            let clock =
                spoken
                ? AccessibleTime(language: language, timeZone: times.timeZone, now: pickUpTime).clock(pickUpTime)
                : times.clock(pickUpTime)
            let party =
                persons == 1
                ? LocalizedText("1 person", de: "1 Person")
                : LocalizedText("\(persons) persons", de: "\(persons) Personen")
            return LocalizedText(
                "Around \(clock) the buses of this line were usually too full for \(party.english) "
                    + "(\(tooFull) of \(sightings) times seen). The request may be declined; another time may work better.",
                de: "Um \(clock) waren die Busse dieser Linie meist zu voll für \(party.german) "
                    + "(\(tooFull) von \(sightings) Mal gesehen). Die Anfrage wird vielleicht abgelehnt; eine andere Zeit "
                    + "geht vielleicht besser."
            )
            .text(in: language)
        }
    }
}
