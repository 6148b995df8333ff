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
        guard let file = quickTableFile(kind) else { return nil }
        return loadDerived(file, for: table) { QuickTable.decode(kind, body: $0, stamp: table.stamp) }
    }

    /// Stores the quick form of a lines, busses or routes table under that table's stamp and fetch time.
    func storeQuickTable(_ decoded: DecodedTable, for table: CachedTable) {
        guard let kind = MasterDataKind(rawValue: table.kind), let file = quickTableFile(kind),
            let body = QuickTable.encode(decoded)
        else { return }
        storeDerived(body, as: file, for: table)
    }

    /// The quick form's file of a lines, busses or routes table; nil for stops.
    private func quickTableFile(_ kind: MasterDataKind) -> DerivedCacheFile? {
        guard let quickKind = QuickTable.kind(of: kind), let (magic, version) = QuickTable.header(of: kind) else {
            return nil
        }
        return DerivedCacheFile(url: quickFile(for: kind), kind: quickKind) {
            TabularText.isOtherVersion($0, magic: magic, version: version)
        }
    }

    private var stopIndexDerivedFile: DerivedCacheFile {
        DerivedCacheFile(url: stopIndexFile, kind: Self.stopIndexKind, isOtherVersion: StopIndexFile.isOtherVersion)
    }

    private var stopTimetableDerivedFile: DerivedCacheFile {
        DerivedCacheFile(url: stopTimetableFile, kind: Self.stopTimetableKind) {
            TabularText.isOtherVersion($0, magic: StopTimetableFile.magic, version: StopTimetableFile.version)
        }
    }

    /// The stop index built from exactly this stops table, if there is one. An index of another
    /// table (older stamp, other fetch) is ignored and later overwritten; a damaged one is removed.
    /// - Parameter keep: which stops to decode, by folded name (a search decodes only its matches).
    func loadStopIndex(for table: CachedTable, keepingFolded keep: (String) -> Bool = { _ in true }) -> StopIndex? {
        loadDerived(stopIndexDerivedFile, for: table) { StopIndexFile.decode($0, keepingFolded: keep) }
    }

    /// The board form of exactly this stops table, if there is one; like `loadStopIndex`.
    func loadStopTimetable(for table: CachedTable) -> StopTimetable? {
        loadDerived(stopTimetableDerivedFile, for: table, decode: StopTimetableFile.decode)
    }

    /// A derived form of exactly this table, if there is one. One of another table (older stamp, other
    /// fetch) is ignored and later overwritten; one of another build's layout is rebuilt (and
    /// overwritten) quietly; anything else that does not decode is damage and is removed.
    private func loadDerived<Value>(
        _ file: DerivedCacheFile, for table: CachedTable, decode: (Data) -> Value?
    ) -> Value? {
        guard let (header, body) = readFile(file.url, kind: file.kind) else { return nil }
        guard header.stamp == table.stamp, header.fetchedAt == table.fetchedAt else { return nil }
        guard let value = decode(body) else {
            if !file.isOtherVersion(body) { drop(file.url, .corrupt) }
            return nil
        }
        return value
    }

    /// Stores a derived form under its table's stamp and fetch time, which `loadDerived` checks.
    private func storeDerived(_ body: Data, as file: DerivedCacheFile, for table: CachedTable) {
        let header = CacheFileHeader(
            format: CacheFileHeader.currentFormat, server: server.description,
            kind: file.kind, stamp: table.stamp, fetchedAt: table.fetchedAt,
            validatedAt: table.validatedAt, bodyBytes: body.count)
        write(header: header, body: body, to: file.url)
    }

    /// Removes a board form found damaged only when its rows were read.
    func dropStopTimetable() {
        drop(stopTimetableFile, .corrupt)
    }

    /// Stores the board form of a stops table under that table's stamp and fetch time.
    func storeStopTimetable(_ stops: [Stop], for table: CachedTable) {
        storeDerived(StopTimetableFile.encode(stops), as: stopTimetableDerivedFile, for: table)
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
        storeDerived(body, as: stopIndexDerivedFile, for: table)
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

    /// `localhost-8080-1a2b3c4d5e6f7788`: readable, and unique per REST root (`StableHash` of the URL
    /// without its user-info part).
    static func folderName(for server: ServerAddress) -> String {
        folderName(for: server, key: server.description)
    }

    private static func folderName(for server: ServerAddress, key: String) -> String {
        let host = server.restRoot.host ?? "server"
        let port = server.restRoot.port.map { "-\($0)" } ?? ""
        let readable = (host + port).map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? $0 : "_" }
        return String(readable.prefix(60)) + "-" + StableHash.hex(of: key)
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
        case .routes: self = .routes(RouteThinning.thinned(try WireDecoder.routes(body)).list)
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
