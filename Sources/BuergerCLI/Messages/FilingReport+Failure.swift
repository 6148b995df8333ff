import CitizenClient

extension FilingReport.Ending {
    /// The error a filing that did not get through ends with (exit 7): why, and what sends it later.
    /// - Parameters:
    ///   - keptAsTyped: it waits as typed, to be checked before it is sent.
    ///   - answerLost: it went out and its answer was lost: the server may have it, and "the server
    ///     could not be reached" would be untrue.
    func failure(keptAsTyped: Bool, answerLost: Bool = false) -> CommandFailure {
        if self == .outOfTime, answerLost {
            return CommandFailure(
                .answerLost,
                LocalizedText(
                    "Sent, but the server's answer was lost in time: it may have the request.",
                    de: "Gesendet, aber die Antwort des Servers blieb aus: er hat die Anfrage vielleicht."),
                suggestion: LocalizedText(
                    "'buerger requests' shows whether it has it; 'buerger requests --resume' sends it only if not.",
                    de:
                        "'buerger requests' zeigt, ob er sie hat; 'buerger requests --resume' sendet sie nur, wenn nicht."
                ),
                status: .gaveUp)
        }
        if self == .sendingElsewhere {
            return CommandFailure(
                .notSentYet,
                keptAsTyped
                    ? LocalizedText(
                        "Not finished here: another buerger is checking this request right now.",
                        de: "Hier nicht abgeschlossen: ein anderes buerger prüft diese Anfrage gerade.")
                    : LocalizedText(
                        "Not finished here: another buerger is sending this request right now.",
                        de: "Hier nicht abgeschlossen: ein anderes buerger sendet diese Anfrage gerade."),
                suggestion: LocalizedText(
                    "'buerger status' or 'buerger requests' will show it.",
                    de: "'buerger status' oder 'buerger requests' zeigt sie."),
                status: .gaveUp)
        }
        return CommandFailure(
            .notSentYet,
            LocalizedText(
                "Not sent yet: the server could not be reached in time.",
                de: "Noch nicht gesendet: der Server war nicht rechtzeitig erreichbar."),
            suggestion: keptAsTyped
                ? LocalizedText(
                    "It is kept as typed; 'buerger requests --resume' checks and sends it once the server answers.",
                    de:
                        "Sie ist gespeichert; 'buerger requests --resume' prüft und sendet sie, sobald der Server antwortet."
                )
                : LocalizedText(
                    "The request is saved and will be sent by 'buerger requests --resume'.",
                    de: "Die Anfrage ist gespeichert und wird mit 'buerger requests --resume' gesendet."),
            status: .gaveUp)
    }
}
