import Foundation

/// Bounds that keep one misbehaving client from stalling or exhausting the server.
public struct HTTPServerLimits: Sendable, Equatable {
    /// Request line plus header fields; more is answered with 431 (or 414 for a request line alone).
    public var maxHeaderBytes: Int
    /// Decoded request body; more is answered with 413 without reading it.
    public var maxBodyBytes: Int
    /// Open connections served at once. A new one beyond them takes the slot of the longest-idle
    /// kept-alive connection, else of the longest-trickling header; only when every slot is busy
    /// reading a body or answering does it get 503 (`ConnectionRegistry`).
    public var maxConnections: Int
    /// How long a kept-alive connection may sit silent before the server closes it.
    public var idleTimeout: TimeInterval
    /// How long a client may take from its first byte to the end of the header (slow-loris guard).
    public var headerTimeout: TimeInterval
    /// How long a client may take to send the body once the header is in.
    public var bodyTimeout: TimeInterval
    /// How long one blocking write may wait for a client that does not read.
    public var sendTimeout: TimeInterval

    public init(
        maxHeaderBytes: Int = 16 * 1024, maxBodyBytes: Int = 1024 * 1024, maxConnections: Int = 512,
        idleTimeout: TimeInterval = 15, headerTimeout: TimeInterval = 10, bodyTimeout: TimeInterval = 30,
        sendTimeout: TimeInterval = 10
    ) {
        self.maxHeaderBytes = maxHeaderBytes
        self.maxBodyBytes = maxBodyBytes
        self.maxConnections = maxConnections
        self.idleTimeout = idleTimeout
        self.headerTimeout = headerTimeout
        self.bodyTimeout = bodyTimeout
        self.sendTimeout = sendTimeout
    }
}
