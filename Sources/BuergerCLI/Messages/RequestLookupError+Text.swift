import CitizenClient

extension RequestLookupError: UserFacingError {
    public func message(in language: Language) -> String {
        switch self {
        case .notYours(let id):
            return LocalizedText(
                "Request \(id) is not one of your requests.", de: "Die Anfrage \(id) ist keine Ihrer Anfragen."
            ).text(in: language)
        case .notCancelled(let id, let state):
            let shown = RequestWords.stateText(state)
            return LocalizedText(
                "The server did not cancel request \(id); it still shows it as \(shown.english).",
                de: "Der Server hat Anfrage \(id) nicht abgesagt; sie steht weiter auf \(shown.german)."
            ).text(in: language)
        }
    }

    public func suggestion(in language: Language) -> String? {
        switch self {
        case .notYours:
            return LocalizedText("Your requests: 'buerger requests'.", de: "Ihre Anfragen: 'buerger requests'.")
                .text(in: language)
        case .notCancelled:
            return LocalizedText(
                "Try again, or call the community office.", de: "Erneut versuchen oder die Gemeindeverwaltung anrufen."
            ).text(in: language)
        }
    }

    public var exitStatus: ExitStatus {
        switch self {
        case .notYours: return .notFound
        case .notCancelled: return .failure
        }
    }
}
