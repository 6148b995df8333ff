import CitizenClient
import Foundation

extension SendFailureReason {
    /// A few words for a progress line: "attempt 3 failed: server unreachable — next try in 7 s".
    public func message(in language: Language) -> String {
        switch self {
        case .unreachable:
            return LocalizedText("server unreachable", de: "Server nicht erreichbar").text(in: language)
        case .timedOut(let seconds):
            let shown = NumberText.seconds(seconds)
            return LocalizedText("no answer within \(shown) s", de: "keine Antwort innerhalb von \(shown) s").text(
                in: language)
        case .connectionLost:
            return LocalizedText("connection lost", de: "Verbindung abgebrochen").text(in: language)
        case .incompleteAnswer:
            return LocalizedText("the answer broke off", de: "Antwort abgebrochen").text(in: language)
        case .transportFailed(let problem):
            let detail = problem.text(in: language)
            return LocalizedText("network error (\(detail))", de: "Netzwerkfehler (\(detail))").text(in: language)
        case .serverError(let status):
            return LocalizedText("server error \(status)", de: "Serverfehler \(status)").text(in: language)
        case .notStored204:
            return LocalizedText("the server did not store it (204)", de: "der Server hat sie nicht gespeichert (204)")
                .text(in: language)
        case .unreadableAnswer:
            return LocalizedText("unreadable answer", de: "unlesbare Antwort").text(in: language)
        case .sendingElsewhere:
            return LocalizedText(
                "another buerger is sending it right now",
                de: "ein anderes buerger sendet sie gerade"
            ).text(in: language)
        case .interrupted:
            return LocalizedText("stopped by an interrupt", de: "durch einen Abbruch angehalten").text(in: language)
        }
    }
}
