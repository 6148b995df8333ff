/// Why a journal entry failed, as the journal keeps it: a code and its values, worded only when
/// shown, so that rewording a message never changes a file on disk and each person reads it in
/// their own language.
public enum RecordedFailure: Equatable, Sendable {
    /// The server refused the body: its HTTP status, the path, and its own message if it sent one.
    case refused(status: Int, path: String, serverMessage: String?)
    /// The server sent the request elsewhere (a redirect, never followed): status, path, where to.
    case moved(status: Int, path: String, location: String)
    /// One attempt failed in a way that is retried.
    case attempt(SendFailureReason)
    /// A way back given up because its outward request was cancelled.
    case cancelledWithOutward
    /// Never sent, and given up because a changed batch row replaced it (`--replace`).
    case replacedByChangedRow
    /// Words an earlier buerger wrote in their place (English sentences): shown as they are.
    case recorded(String)

    /// The failure a refusal of the server stands for.
    public init(refusal error: ClientError) {
        switch error {
        case .serverError(let status, let path, let message):
            self = .refused(status: status, path: path, serverMessage: message)
        case .serverMoved(let status, let path, let location):
            self = .moved(status: status, path: path, location: location)
        default:
            self = .attempt(SendFailureReason(error))
        }
    }
}

/// `{"code": "refused", "status": 400, "path": "/customStops", "message": "…"}`, one object per
/// failure; the attempt's reasons by their own codes (`unreachable`, `timedOut`, `serverError`…), what
/// went wrong as a `problem` value (`{"code": "unreachable", "problem": {"refused": {}}}`). Journals of
/// earlier versions kept it as English words (`"detail": "connection refused"`): those read as `.text`.
extension RecordedFailure: Codable {
    private enum CodingKeys: String, CodingKey {
        case code, status, path, message, detail, problem, seconds, text, location
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let code = try container.decode(String.self, forKey: .code)
        func transport() throws -> TransportProblem {
            try container.decodeIfPresent(TransportProblem.self, forKey: .problem) ?? .text(try oldDetail())
        }
        func wire() throws -> WireProblem {
            try container.decodeIfPresent(WireProblem.self, forKey: .problem) ?? .text(try oldDetail())
        }
        func oldDetail() throws -> String { try container.decodeIfPresent(String.self, forKey: .detail) ?? "" }
        switch code {
        case "refused":
            self = .refused(
                status: try container.decode(Int.self, forKey: .status),
                path: try container.decode(String.self, forKey: .path),
                serverMessage: try container.decodeIfPresent(String.self, forKey: .message))
        case "moved":
            self = .moved(
                status: try container.decode(Int.self, forKey: .status),
                path: try container.decode(String.self, forKey: .path),
                location: try container.decode(String.self, forKey: .location))
        case "cancelledWithOutward": self = .cancelledWithOutward
        case "replacedByChangedRow": self = .replacedByChangedRow
        case "recorded": self = .recorded(try container.decode(String.self, forKey: .text))
        case "unreachable": self = .attempt(.unreachable(try transport()))
        case "timedOut": self = .attempt(.timedOut(seconds: try container.decode(Double.self, forKey: .seconds)))
        case "connectionLost": self = .attempt(.connectionLost(try transport()))
        case "incompleteAnswer": self = .attempt(.incompleteAnswer(try transport()))
        case "transportFailed": self = .attempt(.transportFailed(try transport()))
        case "serverError": self = .attempt(.serverError(status: try container.decode(Int.self, forKey: .status)))
        case "notStored204": self = .attempt(.notStored204)
        case "unreadableAnswer": self = .attempt(.unreadableAnswer(try wire()))
        case "sendingElsewhere": self = .attempt(.sendingElsewhere)
        case "interrupted": self = .attempt(.interrupted)
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .code, in: container,
                debugDescription: "unknown failure code '\(code)'")
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .refused(let status, let path, let message):
            try container.encode("refused", forKey: .code)
            try container.encode(status, forKey: .status)
            try container.encode(path, forKey: .path)
            try container.encodeIfPresent(message, forKey: .message)
        case .moved(let status, let path, let location):
            try container.encode("moved", forKey: .code)
            try container.encode(status, forKey: .status)
            try container.encode(path, forKey: .path)
            try container.encode(location, forKey: .location)
        case .cancelledWithOutward:
            try container.encode("cancelledWithOutward", forKey: .code)
        case .replacedByChangedRow:
            try container.encode("replacedByChangedRow", forKey: .code)
        case .recorded(let text):
            try container.encode("recorded", forKey: .code)
            try container.encode(text, forKey: .text)
        case .attempt(let reason):
            try encode(reason, into: &container)
        }
    }

    private func encode(_ reason: SendFailureReason, into container: inout KeyedEncodingContainer<CodingKeys>) throws {
        switch reason {
        case .unreachable(let problem), .connectionLost(let problem), .incompleteAnswer(let problem),
            .transportFailed(let problem):
            try container.encode(problem, forKey: .problem)
        case .unreadableAnswer(let problem):
            try container.encode(problem, forKey: .problem)
        case .timedOut(let seconds):
            try container.encode(seconds, forKey: .seconds)
        case .serverError(let status):
            try container.encode(status, forKey: .status)
        case .notStored204, .sendingElsewhere, .interrupted:
            break
        }
        try container.encode(reason.code, forKey: .code)
    }
}

extension SendFailureReason {
    /// The case's name, as the journal stores it.
    var code: String {
        switch self {
        case .unreachable: return "unreachable"
        case .timedOut: return "timedOut"
        case .connectionLost: return "connectionLost"
        case .incompleteAnswer: return "incompleteAnswer"
        case .transportFailed: return "transportFailed"
        case .serverError: return "serverError"
        case .notStored204: return "notStored204"
        case .unreadableAnswer: return "unreadableAnswer"
        case .sendingElsewhere: return "sendingElsewhere"
        case .interrupted: return "interrupted"
        }
    }
}
