import CitizenClient

/// A `TransportFailure` in a few words, for the `-v` trace line.
extension TransportFailure {
    public func text(in language: Language) -> String {
        switch self {
        case .cannotConnect(let problem), .connectionLost(let problem), .incompleteAnswer(let problem),
            .other(let problem):
            return problem.text(in: language)
        case .timedOut(let seconds):
            return SendFailureReason.timedOut(seconds: seconds).message(in: language)
        case .redirected(let status, let location):
            return LocalizedText("HTTP \(status) to \(location)", de: "HTTP \(status) nach \(location)").text(
                in: language)
        }
    }
}
