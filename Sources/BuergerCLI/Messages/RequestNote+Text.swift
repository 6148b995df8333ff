import CitizenClient
import Foundation

extension RequestNote {
    public func message(in language: Language) -> String {
        switch self {
        case .capacityFromNetwork(let lineName, let seats):
            return LocalizedText(
                "No bus is assigned to \(language.line(lineName)) now; persons were checked against the largest bus (\(seats) seats).",
                de:
                    "Der \(language.line(lineName)) ist gerade kein Bus zugeteilt; die Personenzahl wurde am größten Bus geprüft (\(seats) Plätze)."
            ).text(in: language)
        case .capacityUnknown(let lineName):
            return LocalizedText(
                "No bus says how many seats it has, so \(language.line(lineName)) may not have room for everyone.",
                de:
                    "Kein Bus nennt seine Plätze, daher ist auf \(language.line(lineName)) vielleicht nicht für alle Platz."
            ).text(in: language)
        case .lineChosenByTime(let lineName, let stopName, let call):
            return LocalizedText(
                "\(lineName) calls at \(stopName) at \(call), nearest the time asked for.",
                de: "\(lineName) hält um \(call) an \(stopName), am nächsten an der gewünschten Zeit."
            ).text(in: language)
        }
    }
}
