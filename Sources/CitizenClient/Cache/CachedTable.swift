import Foundation

/// One cached master table: the server's answer verbatim plus bookkeeping.
/// The body is re-read by the same decoder as a live answer, so cache and wire cannot drift apart.
struct CachedTable: Equatable {
    let header: CacheFileHeader
    /// The raw response body, UTF-8 JSON.
    let body: Data

    init(server: String, kind: MasterDataKind, stamp: Int64?, fetchedAt: Int64, validatedAt: Int64, body: Data) {
        header = CacheFileHeader(
            format: CacheFileHeader.currentFormat, server: server, kind: kind.rawValue,
            stamp: stamp, fetchedAt: fetchedAt, validatedAt: validatedAt, bodyBytes: body.count)
        self.body = body
    }

    init(header: CacheFileHeader, body: Data) {
        self.header = header
        self.body = body
    }

    var server: String { header.server }
    var kind: String { header.kind }
    var stamp: Int64? { header.stamp }
    var fetchedAt: Int64 { header.fetchedAt }
    var validatedAt: Int64 { header.validatedAt }

    func revalidated(at time: Date) -> CachedTable {
        CachedTable(
            header: CacheFileHeader(
                format: header.format, server: server, kind: kind, stamp: stamp,
                fetchedAt: fetchedAt, validatedAt: time.epochMilliseconds,
                bodyBytes: body.count),
            body: body)
    }
}
