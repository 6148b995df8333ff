import CitizenClient
import Foundation

/// The sender's progress as one stderr line each: "attempt 3 failed: server unreachable — next try in 7 s".
enum RequestProgressText {
    static func line(_ progress: SendProgress, language: Language) -> String {
        let text: LocalizedText
        switch progress {
        case .attemptFailed(let number, let reason, let next):
            let why = reason.message(in: language)
            text = LocalizedText(
                "attempt \(number) failed: \(why) — " + nextTry(next, .english),
                de: "Versuch \(number) fehlgeschlagen: \(why) — " + nextTry(next, .german))
        case .outcomeUnknown(let number, let reason):
            let why = reason.message(in: language)
            text = LocalizedText(
                "attempt \(number): \(why) — checking whether the server has it",
                de: "Versuch \(number): \(why) — prüfe, ob der Server sie hat")
        case .lookupFailed(let reason, let next):
            let why = reason.message(in: language)
            // Not "your requests": a clerk sends for callers (new-user trial), and the look-up is
            // this device's list on the server, whoever the rides are for.
            text = LocalizedText(
                "checking with the server failed: \(why) — " + nextTry(next, .english),
                de: "Nachsehen beim Server fehlgeschlagen: \(why) — " + nextTry(next, .german))
        case .adopted(let id):
            text = LocalizedText(
                "the server already has it as request \(id); it was not sent again",
                de: "der Server hat sie bereits als Anfrage \(id); sie wurde nicht erneut gesendet")
        case .sendingElsewhere:
            text = LocalizedText(
                "another buerger is sending this request right now; waiting for it instead of sending it twice",
                de:
                    "ein anderes buerger sendet diese Anfrage gerade; es wird darauf gewartet, statt sie doppelt zu senden"
            )
        }
        return text.text(in: language)
    }

    private static func nextTry(_ seconds: TimeInterval?, _ language: Language) -> String {
        guard let seconds else { return LocalizedText("out of time", de: "keine Zeit mehr").text(in: language) }
        // Rounded up: a pause the deadline cut to 0.4 s is "in 1 s", never "in 0 s".
        let whole = max(1, Int(seconds.rounded(.up)))
        return LocalizedText("next try in \(whole) s", de: "nächster Versuch in \(whole) s").text(in: language)
    }
}
