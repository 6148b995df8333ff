/// Why a body (of the server, or the config file) is not what the contract says, as a value:
/// carried by `ClientError.badResponse` / `.configUnreadable` and `SendFailureReason.unreadableAnswer`,
/// worded only by the CLI. `at` is the key path (`stops[2].id`), as `WireDecoder.describe` renders it.
public enum WireProblem: Equatable, Sendable, Codable {
    case emptyBody
    case notJSON
    /// A decoding failure Foundation does not name.
    case unreadable
    /// E11 with a request or device id answered nothing, where a (possibly empty) list belongs.
    case emptyRequestList
    case missing(at: String)
    case nullOrMissing(at: String)
    case wrongType(at: String)
    /// A value of the right type that the contract does not allow.
    case badValue(at: String, fault: WireValueFault)
    /// A value Foundation's decoder refused, in its own words.
    case corrupted(at: String, systemText: String)
    /// The answer broke off before its announced end.
    case cutOff(TransportProblem)
    /// Words from outside (the file system's description) or an earlier buerger's journal: shown as
    /// they are.
    case text(String)
}

extension WireProblem {
    /// The problem a failed reading step stands for: a bad response's own, else the error itself
    /// (a case name and its values, not a sentence) as text.
    init(_ error: Error) {
        if case .badResponse(_, let problem)? = error as? ClientError {
            self = problem
        } else {
            self = .text(String(describing: error))
        }
    }
}
