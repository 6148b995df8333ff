import Foundation

/// One cached master table, as kept on disk: the server's answer verbatim plus bookkeeping.
/// The body is re-read by the same decoder as a live answer, so cache and wire cannot drift apart.
struct CachedTable: Codable, Equatable {
    /// Bumped whenever this layout changes; files of another version are dropped.
    static let currentFormat = 1

    let format: Int
    /// The REST root the data came from: a file from another server is foreign and never used.
    let server: String
    let kind: String
    /// The server's `timeStamp` of the table (compared with `/update` for equality only).
    let stamp: Int64?
    /// When the body was fetched (epoch ms, wall clock).
    let fetchedAt: Int64
    /// When `/update` last confirmed the body unchanged, or the fetch time.
    let validatedAt: Int64
    /// The raw response body, UTF-8 JSON text.
    let body: String

    func revalidated(at time: Date) -> CachedTable {
        CachedTable(format: format, server: server, kind: kind, stamp: stamp, fetchedAt: fetchedAt,
                    validatedAt: time.epochMilliseconds, body: body)
    }
}
