import Foundation

/// One request as the journal keeps it: written before the first attempt, so a request survives a
/// killed run and is never sent twice (`requests --resume` looks it up before sending again).
public struct JournalEntry: Codable, Equatable, Sendable {
    /// Where the request stands on the sending side (not the server's lifecycle, see `RequestState`).
    public enum State: Equatable, Sendable {
        /// Not known to be stored yet: it may still be sent, or found on the server and adopted.
        case unsent
        /// The server holds it under this id.
        case stored(requestId: Int64)
        /// The server refused the body; it will never be sent again.
        case gaveUp(reason: String)
    }

    /// The journal's own id, known before the server gives one.
    public let id: UUID
    public var intent: RequestIntent
    /// The server's REST root (`ServerAddress.description`): an entry belongs to one server.
    public var server: String
    /// The device id the request is (to be) sent with; a lookup must use the same one.
    public var deviceId: String
    public var createdAt: Date
    public var state: State
    /// POSTs made so far, over every run.
    public var attempts: Int
    public var lastAttemptAt: Date?
    /// The last failure in words, for `requests`.
    public var lastError: String?
    /// Set by batch runs so that running the same file again finds the rows already filed.
    public var batchKey: String?
    public var storedAt: Date?

    public init(id: UUID = UUID(), intent: RequestIntent, server: String, deviceId: String, createdAt: Date,
                state: State = .unsent, attempts: Int = 0, lastAttemptAt: Date? = nil, lastError: String? = nil,
                batchKey: String? = nil, storedAt: Date? = nil) {
        self.id = id
        self.intent = intent
        self.server = server
        self.deviceId = deviceId
        self.createdAt = createdAt
        self.state = state
        self.attempts = attempts
        self.lastAttemptAt = lastAttemptAt
        self.lastError = lastError
        self.batchKey = batchKey
        self.storedAt = storedAt
    }

    /// The server's id once stored.
    public var requestId: Int64? {
        if case .stored(let requestId) = state { return requestId }
        return nil
    }

    public var isUnsent: Bool { state == .unsent }
}

extension JournalEntry.State: Codable {
    private enum CodingKeys: String, CodingKey { case kind, requestId, reason }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .kind) {
        case "unsent": self = .unsent
        case "stored": self = .stored(requestId: try container.decode(Int64.self, forKey: .requestId))
        case "gaveUp": self = .gaveUp(reason: try container.decodeIfPresent(String.self, forKey: .reason) ?? "")
        case let other:
            throw DecodingError.dataCorruptedError(forKey: .kind, in: container,
                                                   debugDescription: "unknown journal state '\(other)'")
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .unsent:
            try container.encode("unsent", forKey: .kind)
        case .stored(let requestId):
            try container.encode("stored", forKey: .kind)
            try container.encode(requestId, forKey: .requestId)
        case .gaveUp(let reason):
            try container.encode("gaveUp", forKey: .kind)
            try container.encode(reason, forKey: .reason)
        }
    }
}
