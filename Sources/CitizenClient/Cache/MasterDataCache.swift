import Foundation

/// The on-disk cache of master data for ONE server: `<cache>/servers/<host>-<hash>/<kind>.json`.
/// Unreadable, corrupt or foreign files are removed and reported, never trusted.
public struct MasterDataCache {
    public let directory: URL
    let server: ServerAddress
    let warn: (CacheWarning) -> Void

    /// - Parameters:
    ///   - cacheHome: the user's cache directory (`BuergerPaths.cacheDirectory`).
    ///   - warn: told about every dropped file.
    public init(cacheHome: URL, server: ServerAddress, warn: @escaping (CacheWarning) -> Void = { _ in }) {
        self.directory = cacheHome.appendingPathComponent("servers", isDirectory: true)
            .appendingPathComponent(Self.folderName(for: server), isDirectory: true)
        self.server = server
        self.warn = warn
    }

    func file(for kind: MasterDataKind) -> URL {
        directory.appendingPathComponent("\(kind.rawValue).json")
    }

    /// The cached table of a kind, validated: format, server and kind must match and the body must
    /// decode. Anything else is removed with a warning.
    func load(_ kind: MasterDataKind) -> (table: CachedTable, data: DecodedTable)? {
        let url = file(for: kind)
        guard let bytes = FileManager.default.contents(atPath: url.path) else { return nil }
        func drop(_ reason: CacheWarning.Reason) -> (table: CachedTable, data: DecodedTable)? {
            try? FileManager.default.removeItem(at: url)
            warn(CacheWarning(path: url.path, reason: reason))
            return nil
        }
        guard let table = try? JSONDecoder().decode(CachedTable.self, from: bytes) else { return drop(.corrupt) }
        guard table.format == CachedTable.currentFormat else { return drop(.otherFormat) }
        guard table.server == server.description, table.kind == kind.rawValue else { return drop(.foreign) }
        guard let decoded = try? DecodedTable(kind: kind, body: Data(table.body.utf8)) else { return drop(.corrupt) }
        return (table, decoded)
    }

    /// Stores a fresh server answer. A failed write only costs the next run a download, so it is
    /// reported but not thrown.
    func store(_ kind: MasterDataKind, body: Data, stamp: Int64?, at time: Date) {
        let text = String(decoding: body, as: UTF8.self)
        let table = CachedTable(format: CachedTable.currentFormat, server: server.description, kind: kind.rawValue,
                                stamp: stamp, fetchedAt: time.epochMilliseconds,
                                validatedAt: time.epochMilliseconds, body: text)
        write(table, kind)
    }

    func write(_ table: CachedTable, _ kind: MasterDataKind) {
        do {
            let data = try JSONEncoder().encode(table)
            try AtomicFile.write(data, to: file(for: kind))
        } catch {
            warn(CacheWarning(path: file(for: kind).path, reason: .notWritable))
        }
    }

    /// `localhost-8080-1a2b3c4d5e6f7788`: readable, and unique per REST root (FNV-1a of the URL,
    /// because Swift's `Hasher` changes from run to run).
    static func folderName(for server: ServerAddress) -> String {
        let host = server.restRoot.host ?? "server"
        let port = server.restRoot.port.map { "-\($0)" } ?? ""
        let readable = (host + port).map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? $0 : "_" }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in server.description.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(readable.prefix(60)) + "-" + String(repeating: "0", count: max(0, 16 - hex.count)) + hex
    }
}

/// A file the cache dropped, and why.
public struct CacheWarning: Equatable, Sendable {
    public enum Reason: String, Sendable {
        case corrupt, otherFormat, foreign, notWritable
    }

    public let path: String
    public let reason: Reason

    public func message(in language: Language) -> String {
        switch reason {
        case .corrupt:
            return language.pick("Cache file \(path) was damaged and has been removed.",
                                 "Die Cache-Datei \(path) war beschädigt und wurde entfernt.")
        case .otherFormat:
            return language.pick("Cache file \(path) is from another version and has been removed.",
                                 "Die Cache-Datei \(path) stammt von einer anderen Version und wurde entfernt.")
        case .foreign:
            return language.pick("Cache file \(path) belongs to another server and has been removed.",
                                 "Die Cache-Datei \(path) gehört zu einem anderen Server und wurde entfernt.")
        case .notWritable:
            return language.pick("Unable to write cache file \(path); data will be downloaded again.",
                                 "Die Cache-Datei \(path) kann nicht geschrieben werden; die Daten werden neu geladen.")
        }
    }
}

/// A decoded master table of any kind.
enum DecodedTable: Equatable {
    case stops(StampedList<Stop>)
    case lines(StampedList<Line>)
    case busses(StampedList<Bus>)
    case routes(StampedList<Route>)

    init(kind: MasterDataKind, body: Data) throws {
        switch kind {
        case .stops: self = .stops(try WireDecoder.stops(body))
        case .lines: self = .lines(try WireDecoder.lines(body))
        case .busses: self = .busses(try WireDecoder.busses(body))
        case .routes: self = .routes(try WireDecoder.routes(body))
        }
    }

    var stamp: Int64? {
        switch self {
        case .stops(let list): return list.stamp
        case .lines(let list): return list.stamp
        case .busses(let list): return list.stamp
        case .routes(let list): return list.stamp
        }
    }

    func apply(to data: inout MasterData) {
        switch self {
        case .stops(let list): data.stops = list.items
        case .lines(let list): data.lines = list.items
        case .busses(let list): data.busses = list.items
        case .routes(let list): data.routes = list.items
        }
    }
}
