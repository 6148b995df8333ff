import Foundation

/// The on-disk cache of master data for ONE server: `<cache>/servers/<host>-<hash>/<kind>.json`.
/// Unreadable, corrupt or foreign files are removed and reported, never trusted.
public struct MasterDataCache {
    public let directory: URL
    /// The user's cache folder, named when nothing can be saved in it.
    let cacheHome: URL
    let server: ServerAddress
    let warn: (CacheWarning) -> Void

    /// - Parameters:
    ///   - cacheHome: the user's cache directory (`BuergerPaths.cacheDirectory`).
    ///   - warn: told about every dropped file and every file that could not be saved.
    public init(cacheHome: URL, server: ServerAddress, warn: @escaping (CacheWarning) -> Void = { _ in }) {
        self.cacheHome = cacheHome
        self.directory = cacheHome.appendingPathComponent("servers", isDirectory: true)
            .appendingPathComponent(Self.folderName(for: server), isDirectory: true)
        self.server = server
        self.warn = warn
    }

    func file(for kind: MasterDataKind) -> URL {
        directory.appendingPathComponent("\(kind.rawValue).json")
    }

    /// The derived search index of the stops table (`StopIndex`).
    var stopIndexFile: URL { directory.appendingPathComponent("stops.index.json") }

    static let stopIndexKind = "stopIndex"

    /// The derived board form of the stops table (`StopTimetable`).
    var stopTimetableFile: URL { directory.appendingPathComponent("stops.timetable.txt") }

    static let stopTimetableKind = "stopTimetable"

    /// The derived, quickly read form of a lines, busses or routes table (`QuickTable`).
    func quickFile(for kind: MasterDataKind) -> URL {
        directory.appendingPathComponent("\(kind.rawValue).table.txt")
    }

    /// The cached table of a kind, validated: format, server and kind must match and the body must
    /// decode. Anything else is removed with a warning.
    func load(_ kind: MasterDataKind) -> (table: CachedTable, data: DecodedTable)? {
        guard let table = loadTable(kind) else { return nil }
        guard let decoded = decode(table, kind) else { return nil }
        return (table, decoded)
    }

    /// The cached table of a kind with its body still undecoded: format, server, kind and length checked.
    func loadTable(_ kind: MasterDataKind) -> CachedTable? {
        guard let (header, body) = readFile(file(for: kind), kind: kind.rawValue) else { return nil }
        return CachedTable(header: header, body: body)
    }

    /// The body of a table from `loadTable`, decoded; a body that does not decode is removed with a warning.
    /// Lines, busses and routes come from their quick form when it belongs to this table (else it is rebuilt).
    func decode(_ table: CachedTable, _ kind: MasterDataKind) -> DecodedTable? {
        if let quick = loadQuickTable(kind, for: table) { return quick }
        guard let decoded = try? DecodedTable(kind: kind, body: table.body) else {
            drop(file(for: kind), .corrupt)
            return nil
        }
        storeQuickTable(decoded, for: table)
        return decoded
    }

    /// The quick form of exactly this table, if there is one; a damaged one is removed.
    func loadQuickTable(_ kind: MasterDataKind, for table: CachedTable) -> DecodedTable? {
        guard let quickKind = QuickTable.kind(of: kind) else { return nil }
        let url = quickFile(for: kind)
        guard let (header, body) = readFile(url, kind: quickKind) else { return nil }
        guard header.stamp == table.stamp, header.fetchedAt == table.fetchedAt else { return nil }
        guard let decoded = QuickTable.decode(kind, body: body, stamp: table.stamp) else {
            // Another build's layout is rebuilt (and overwritten) quietly; anything else is damage.
            if let (magic, version) = QuickTable.header(of: kind),
                TabularText.isOtherVersion(body, magic: magic, version: version)
            {
                return nil
            }
            drop(url, .corrupt)
            return nil
        }
        return decoded
    }

    /// Stores the quick form of a lines, busses or routes table under that table's stamp and fetch time.
    func storeQuickTable(_ decoded: DecodedTable, for table: CachedTable) {
        guard let kind = MasterDataKind(rawValue: table.kind), let quickKind = QuickTable.kind(of: kind),
            let body = QuickTable.encode(decoded)
        else { return }
        let header = CacheFileHeader(
            format: CacheFileHeader.currentFormat, server: server.description,
            kind: quickKind, stamp: table.stamp, fetchedAt: table.fetchedAt,
            validatedAt: table.validatedAt, bodyBytes: body.count)
        write(header: header, body: body, to: quickFile(for: kind))
    }

    /// The stop index built from exactly this stops table, if there is one. An index of another
    /// table (older stamp, other fetch) is ignored and later overwritten; a damaged one is removed.
    /// - Parameter keep: which stops to decode, by folded name (a search decodes only its matches).
    func loadStopIndex(for table: CachedTable, keepingFolded keep: (String) -> Bool = { _ in true }) -> StopIndex? {
        let url = stopIndexFile
        guard let (header, body) = readFile(url, kind: Self.stopIndexKind) else { return nil }
        guard header.stamp == table.stamp, header.fetchedAt == table.fetchedAt else { return nil }
        guard let index = StopIndexFile.decode(body, keepingFolded: keep) else {
            // Another build's index is rebuilt (and overwritten) quietly; anything else is damage.
            if !StopIndexFile.isOtherVersion(body) { drop(url, .corrupt) }
            return nil
        }
        return index
    }

    /// The board form of exactly this stops table, if there is one; like `loadStopIndex`.
    func loadStopTimetable(for table: CachedTable) -> StopTimetable? {
        let url = stopTimetableFile
        guard let (header, body) = readFile(url, kind: Self.stopTimetableKind) else { return nil }
        guard header.stamp == table.stamp, header.fetchedAt == table.fetchedAt else { return nil }
        guard let timetable = StopTimetableFile.decode(body) else {
            // Another build's layout is rebuilt (and overwritten) quietly; anything else is damage.
            if !TabularText.isOtherVersion(body, magic: StopTimetableFile.magic, version: StopTimetableFile.version) {
                drop(url, .corrupt)
            }
            return nil
        }
        return timetable
    }

    /// Removes a board form found damaged only when its rows were read.
    func dropStopTimetable() {
        drop(stopTimetableFile, .corrupt)
    }

    /// Stores the board form of a stops table under that table's stamp and fetch time.
    func storeStopTimetable(_ stops: [Stop], for table: CachedTable) {
        let body = StopTimetableFile.encode(stops)
        let header = CacheFileHeader(
            format: CacheFileHeader.currentFormat, server: server.description,
            kind: Self.stopTimetableKind, stamp: table.stamp, fetchedAt: table.fetchedAt,
            validatedAt: table.validatedAt, bodyBytes: body.count)
        write(header: header, body: body, to: stopTimetableFile)
    }

    /// Stores a fresh server answer (and its derived forms: for stops the search index and board form, else the quick form). A failed write only costs
    /// the next run a download, so it is reported but not thrown.
    func store(_ kind: MasterDataKind, body: Data, decoded: DecodedTable, at time: Date) {
        let table = CachedTable(
            server: server.description, kind: kind, stamp: decoded.stamp,
            fetchedAt: time.epochMilliseconds, validatedAt: time.epochMilliseconds, body: body)
        write(table, kind)
        if case .stops(let list) = decoded {
            storeStopIndex(StopIndex(stops: list.items), for: table)
            storeStopTimetable(list.items, for: table)
        }
        storeQuickTable(decoded, for: table)
    }

    func write(_ table: CachedTable, _ kind: MasterDataKind) {
        write(header: table.header, body: table.body, to: file(for: kind))
    }

    /// Stores the index of a stops table under that table's stamp and fetch time.
    func storeStopIndex(_ index: StopIndex, for table: CachedTable) {
        guard let body = try? StopIndexFile.encode(index) else { return }
        let header = CacheFileHeader(
            format: CacheFileHeader.currentFormat, server: server.description,
            kind: Self.stopIndexKind, stamp: table.stamp, fetchedAt: table.fetchedAt,
            validatedAt: table.validatedAt, bodyBytes: body.count)
        write(header: header, body: body, to: stopIndexFile)
    }

    private func write(header: CacheFileHeader, body: Data, to url: URL) {
        removeFolderKeyedWithUserInfo()
        do {
            try AtomicFile.write(try CacheFileLayout.encode(header: header, body: body), to: url)
        } catch {
            // Named by the folder, not the file: when one cannot be saved, none can, and the same
            // warning for each lets the CLI say it once.
            warn(
                CacheWarning(
                    path: cacheHome.path, reason: .notWritable, because: SystemErrorReason(Self.cause(of: error))))
        }
    }

    /// Reads and checks one cache file; a file that is damaged, of another version or of another
    /// server is removed with a warning.
    private func readFile(_ url: URL, kind: String) -> (CacheFileHeader, Data)? {
        guard let bytes = FileManager.default.contents(atPath: url.path) else { return nil }
        let header: CacheFileHeader
        let body: Data
        do {
            (header, body) = try CacheFileLayout.decode(bytes)
        } catch CacheFileLayout.Failure.otherFormat {
            drop(url, .otherFormat)
            return nil
        } catch {
            drop(url, .corrupt)
            return nil
        }
        guard header.server == server.description, header.kind == kind else {
            drop(url, .foreign)
            return nil
        }
        return (header, body)
    }

    /// The system's reason under AtomicFile's error.
    private static func cause(of error: Error) -> Error {
        if case .fileNotWritable(_, let reason) = error as? ClientError { return reason }
        return error
    }

    private func drop(_ url: URL, _ reason: CacheWarning.Reason) {
        try? FileManager.default.removeItem(at: url)
        warn(CacheWarning(path: url.path, reason: reason))
    }

    /// Earlier versions named the folder of an address with a password after the whole address and
    /// wrote it into every file's header: the folder goes (its data is fetched again under the
    /// address without the password) when the new one is first written.
    private func removeFolderKeyedWithUserInfo() {
        guard server.hasUserInfo else { return }
        let legacy = Self.folderName(for: server, key: server.withUserInfo)
        let folder = directory.deletingLastPathComponent().appendingPathComponent(legacy, isDirectory: true)
        guard legacy != directory.lastPathComponent, FileManager.default.fileExists(atPath: folder.path) else { return }
        try? FileManager.default.removeItem(at: folder)
    }

    /// `localhost-8080-1a2b3c4d5e6f7788`: readable, and unique per REST root (FNV-1a of the URL
    /// without its user-info part, because Swift's `Hasher` changes from run to run).
    static func folderName(for server: ServerAddress) -> String {
        folderName(for: server, key: server.description)
    }

    private static func folderName(for server: ServerAddress, key: String) -> String {
        let host = server.restRoot.host ?? "server"
        let port = server.restRoot.port.map { "-\($0)" } ?? ""
        let readable = (host + port).map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? $0 : "_" }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(readable.prefix(60)) + "-" + String(repeating: "0", count: max(0, 16 - hex.count)) + hex
    }
}

/// A file the cache dropped, or the cache folder that takes no files, and why.
public struct CacheWarning: Equatable, Sendable {
    public enum Reason: String, Sendable {
        case corrupt, otherFormat, foreign, notWritable
    }

    /// The file dropped; for `notWritable` the cache folder.
    public let path: String
    public let reason: Reason
    /// The system's reason for `notWritable`.
    public let because: SystemErrorReason?

    public init(path: String, reason: Reason, because: SystemErrorReason? = nil) {
        self.path = path
        self.reason = reason
        self.because = because
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
