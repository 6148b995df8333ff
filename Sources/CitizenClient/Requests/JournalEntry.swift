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
        /// The server refused the body (or its outward request was cancelled); it will never be sent again.
        case gaveUp(reason: RecordedFailure)
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
    /// The last failure, as a code and its values.
    public var lastFailure: RecordedFailure?
    /// Set by batch runs so that running the same file again finds the rows already filed.
    public var batchKey: String?
    /// The name of the batch file the row was in (`-` for standard input): a changed row stands in
    /// only for earlier requests of the same file (`RequestService.fileBatch`). Nil for entries filed
    /// one by one, and for rows journalled before it was kept.
    public var batchFile: String?
    public var storedAt: Date?
    /// When an attempt went out and its answer never came (a timeout, a broken answer, a 502): the
    /// server may have stored it. Cleared once a look-up shows the server does not have it; a
    /// stopped run's row says "may be on the server" rather than "not sent" (new-user trial).
    public var answerLostAt: Date?

    public init(
        id: UUID = UUID(), intent: RequestIntent, server: String, deviceId: String, createdAt: Date,
        state: State = .unsent, attempts: Int = 0, lastAttemptAt: Date? = nil, lastFailure: RecordedFailure? = nil,
        batchKey: String? = nil, batchFile: String? = nil, storedAt: Date? = nil, answerLostAt: Date? = nil
    ) {
        self.id = id
        self.intent = intent
        self.server = server
        self.deviceId = deviceId
        self.createdAt = createdAt
        self.state = state
        self.attempts = attempts
        self.lastAttemptAt = lastAttemptAt
        self.lastFailure = lastFailure
        self.batchKey = batchKey
        self.batchFile = batchFile
        self.storedAt = storedAt
        self.answerLostAt = answerLostAt
    }

    /// The server's id once stored.
    public var requestId: Int64? {
        if case .stored(let requestId) = state { return requestId }
        return nil
    }

    public var isUnsent: Bool { state == .unsent }

    /// Unsent as far as this installation knows, though an attempt's answer was lost: the server may
    /// have it, until a look-up shows otherwise.
    public var mayBeStored: Bool { isUnsent && answerLostAt != nil }

    /// Given up because the server refused it (or sent it elsewhere): never stored, and never sent
    /// again as it is.
    public var wasRefused: Bool {
        switch state {
        case .gaveUp(.refused), .gaveUp(.moved): return true
        case .unsent, .stored, .gaveUp: return false
        }
    }

    /// Given up before it was ever sent because something else stands in for it, not because the
    /// server refused it.
    public var isWithdrawn: Bool {
        switch state {
        case .gaveUp(.replacedByChangedRow), .gaveUp(.cancelledWithOutward): return true
        case .unsent, .stored, .gaveUp: return false
        }
    }
}

/// Synthesized but for `lastFailure`: a journal written before failures were codes holds a sentence
/// under `lastError`, read back as `.recorded`.
extension JournalEntry {
    private enum CodingKeys: String, CodingKey {
        case id, intent, server, deviceId, createdAt, state, attempts, lastAttemptAt, lastFailure, lastError, batchKey,
            batchFile, storedAt, answerLostAt
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(UUID.self, forKey: .id)
        intent = try container.decode(RequestIntent.self, forKey: .intent)
        server = try container.decode(String.self, forKey: .server)
        deviceId = try container.decode(String.self, forKey: .deviceId)
        createdAt = try container.decode(Date.self, forKey: .createdAt)
        state = try container.decode(State.self, forKey: .state)
        attempts = try container.decode(Int.self, forKey: .attempts)
        lastAttemptAt = try container.decodeIfPresent(Date.self, forKey: .lastAttemptAt)
        lastFailure =
            try container.decodeIfPresent(RecordedFailure.self, forKey: .lastFailure)
            ?? container.decodeIfPresent(String.self, forKey: .lastError).map(RecordedFailure.recorded)
        batchKey = try container.decodeIfPresent(String.self, forKey: .batchKey)
        batchFile = try container.decodeIfPresent(String.self, forKey: .batchFile)
        storedAt = try container.decodeIfPresent(Date.self, forKey: .storedAt)
        answerLostAt = try container.decodeIfPresent(Date.self, forKey: .answerLostAt)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(intent, forKey: .intent)
        try container.encode(server, forKey: .server)
        try container.encode(deviceId, forKey: .deviceId)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(state, forKey: .state)
        try container.encode(attempts, forKey: .attempts)
        try container.encodeIfPresent(lastAttemptAt, forKey: .lastAttemptAt)
        try container.encodeIfPresent(lastFailure, forKey: .lastFailure)
        try container.encodeIfPresent(batchKey, forKey: .batchKey)
        try container.encodeIfPresent(batchFile, forKey: .batchFile)
        try container.encodeIfPresent(storedAt, forKey: .storedAt)
        try container.encodeIfPresent(answerLostAt, forKey: .answerLostAt)
    }
}

extension JournalEntry.State: Codable {
    /// `failure` holds the code; `reason` the sentence a journal written before codes holds.
    private enum CodingKeys: String, CodingKey { case kind, requestId, failure, reason }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .kind) {
        case "unsent": self = .unsent
        case "stored": self = .stored(requestId: try container.decode(Int64.self, forKey: .requestId))
        case "gaveUp":
            let failure = try container.decodeIfPresent(RecordedFailure.self, forKey: .failure)
            self = .gaveUp(
                reason: try failure ?? .recorded(container.decodeIfPresent(String.self, forKey: .reason) ?? ""))
        case let other:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container,
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
            try container.encode(reason, forKey: .failure)
        }
    }
}
