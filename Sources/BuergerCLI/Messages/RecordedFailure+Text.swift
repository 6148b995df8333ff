import CitizenClient

extension RecordedFailure {
    /// A journal entry's failure in the person's language; words an earlier buerger stored as they are.
    func text(in language: Language) -> String {
        switch self {
        case .refused(let status, let path, let serverMessage):
            return ClientError.serverError(status: status, path: path, message: serverMessage).message(in: language)
        case .moved(let status, let path, let location):
            return ClientError.serverMoved(status: status, path: path, location: location).message(in: language)
        case .attempt(let reason):
            return reason.message(in: language)
        case .cancelledWithOutward:
            return LocalizedText("cancelled with its outward request", de: "mit dem Hinweg storniert").text(
                in: language)
        case .replacedByChangedRow:
            return LocalizedText(
                "never sent: replaced by a changed row", de: "nie gesendet: durch eine geänderte Zeile ersetzt"
            ).text(in: language)
        case .recorded(let words):
            return words
        }
    }
}
