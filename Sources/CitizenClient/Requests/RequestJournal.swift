import Foundation

/// The request journal: `journal.json` in the state directory, mode 0600 (it holds names and
/// addresses). Every change is a locked read-modify-write with an atomic replace, so concurrent runs
/// keep each other's entries and a crash leaves the old or the new file, never half of one.
/// A damaged file is moved aside to `journal.json.corrupt-<UTC time>` and reported in `warnings`.
public final class RequestJournal {
    public static let fileName = "journal.json"
    public static let lockFileName = "journal.lock"
    static let formatVersion = 1

    public let file: URL
    public let lockFile: URL
    /// What was repaired while reading (a damaged journal moved aside); the caller shows these.
    public private(set) var warnings: [JournalWarning] = []
    private let clock: () -> Date

    public init(stateDirectory: URL, clock: @escaping () -> Date) {
        file = stateDirectory.appendingPathComponent(Self.fileName)
        lockFile = stateDirectory.appendingPathComponent(Self.lockFileName)
        self.clock = clock
    }

    /// Every entry, oldest first.
    public func load() throws -> [JournalEntry] {
        try contents().entries
    }

    /// Adds an entry (the sender does this before the first attempt).
    public func append(_ entry: JournalEntry) throws {
        _ = try modify { entries in
            entries.append(entry)
            return true
        }
    }

    /// Changes one entry; returns it as changed, or nil when there is none with that id.
    @discardableResult
    public func update(id: UUID, _ change: (inout JournalEntry) -> Void) throws -> JournalEntry? {
        try transaction { entries in
            guard let index = entries.firstIndex(where: { $0.id == id }) else { return nil }
            change(&entries[index])
            return entries[index]
        }
    }

    public func entry(id: UUID) throws -> JournalEntry? {
        try load().first { $0.id == id }
    }

    /// The items this version cannot read, kept in the file as they are (never sent, never deleted).
    public func unreadableItems() throws -> [UnreadableJournalItem] {
        try contents().unreadable
    }

    /// The entries that belong to one server (`ServerAddress.description`).
    public func entries(server: String) throws -> [JournalEntry] {
        try load().filter { $0.server == server }
    }

    /// The newest entry for an equal intent on this server that is still live (unsent or stored, its
    /// pick-up not before `now`; by default any pick-up), so the same request is not filed twice
    /// (`RequestSender.file`).
    public func entry(matching intent: RequestIntent, server: String, now: Date = .distantPast) throws -> JournalEntry?
    {
        try entries(server: server).last {
            $0.intent.isSameWish(as: intent) && !$0.isGivenUp && $0.intent.pickUpTime >= now
        }
    }

    /// A live entry filed from this batch row (see `JournalEntry.batchKey`).
    public func entry(batchKey: String, server: String) throws -> JournalEntry? {
        try entries(server: server).first { $0.batchKey == batchKey && !$0.isGivenUp }
    }

    /// Deletes the journal (for `forget`), with the damaged copies moved aside earlier (they hold names
    /// and addresses too) and what is left of the sending locks. Returns whether there was any of it.
    @discardableResult
    public func removeAll() throws -> Bool {
        try JournalLock(file: lockFile).withLock {
            let folder = file.deletingLastPathComponent()
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            let asides = names.filter { $0.hasPrefix(Self.fileName + ".corrupt-") }.map {
                folder.appendingPathComponent($0)
            }
            let sending = SendingLease.directory(beside: self)
            let doomed = ([file, sending] + asides).filter { FileManager.default.fileExists(atPath: $0.path) }
            for item in doomed {
                do {
                    try FileManager.default.removeItem(at: item)
                } catch {
                    throw RequestSendError.journalUnwritable(
                        path: item.path, trouble: .system(SystemErrorReason(error)))
                }
            }
            return !doomed.isEmpty
        }
    }

    /// Reads, lets `body` change the entries, and writes them back, all under the lock.
    /// Throwing from `body` writes nothing.
    func transaction<Result>(_ body: (inout [JournalEntry]) throws -> Result) throws -> Result {
        try contentsTransaction { try body(&$0.entries) }
    }

    /// As `transaction`, over everything the file holds (entries and typed requests).
    func contentsTransaction<Result>(_ body: (inout JournalContents) throws -> Result) throws -> Result {
        try JournalLock(file: lockFile).withLock {
            var contents = try read()
            let original = contents
            let result = try body(&contents)
            if contents != original { try write(contents) }
            return result
        }
    }

    /// Everything the file holds, read under the lock. Without a journal file there is nothing to lock
    /// or repair: reading creates no folder and no lock, so a state folder that cannot be made costs a
    /// reader nothing.
    func contents() throws -> JournalContents {
        guard FileManager.default.fileExists(atPath: file.path) else { return JournalContents() }
        return try modifyContents { _ in false }.contents
    }

    private func modify(_ change: (inout [JournalEntry]) throws -> Bool) throws -> (
        entries: [JournalEntry], wrote: Bool
    ) {
        let done = try modifyContents { try change(&$0.entries) }
        return (done.contents.entries, done.wrote)
    }

    /// The locked cycle: read, change, write when `change` says so.
    private func modifyContents(_ change: (inout JournalContents) throws -> Bool) throws
        -> (contents: JournalContents, wrote: Bool)
    {
        try JournalLock(file: lockFile).withLock {
            var contents = try read()
            let original = contents
            guard try change(&contents), contents != original else { return (contents, false) }
            try write(contents)
            return (contents, true)
        }
    }

    private func read() throws -> JournalContents {
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch CocoaError.fileReadNoSuchFile {
            return JournalContents()
        } catch let error as NSError where error.domain == NSPOSIXErrorDomain && error.code == Int(ENOENT) {
            return JournalContents()
        } catch {
            guard FileManager.default.fileExists(atPath: file.path) else { return JournalContents() }
            throw RequestSendError.journalUnreadable(path: file.path, trouble: .system(SystemErrorReason(error)))
        }
        switch JournalFileFormat.decode(data) {
        case .contents(let contents):
            return contents
        case .newerVersion(let version):
            throw RequestSendError.journalUnreadable(
                path: file.path, trouble: .newerFormat(version: version))
        case .damaged(let damage):
            try moveAside(damage: damage)
            return JournalContents()
        }
    }

    private func write(_ contents: JournalContents) throws {
        let data: Data
        do {
            data = try JournalFileFormat.encode(contents)
        } catch {
            throw RequestSendError.journalUnwritable(path: file.path, trouble: .unencodable(error.localizedDescription))
        }
        do {
            try AtomicFile.write(data, to: file, permissions: 0o600)
        } catch let error as ClientError {
            throw RequestSendError.journalUnwritable(path: file.path, trouble: Self.trouble(of: error))
        }
    }

    private func moveAside(damage: JournalDamage) throws {
        let stamp = Self.stampFormatter.string(from: clock())
        var target = file.deletingLastPathComponent().appendingPathComponent("\(Self.fileName).corrupt-\(stamp)")
        var counter = 2
        while FileManager.default.fileExists(atPath: target.path) {
            target = file.deletingLastPathComponent()
                .appendingPathComponent("\(Self.fileName).corrupt-\(stamp)-\(counter)")
            counter += 1
        }
        do {
            try FileManager.default.moveItem(at: file, to: target)
        } catch {
            throw RequestSendError.journalUnwritable(path: file.path, trouble: .system(SystemErrorReason(error)))
        }
        warnings.append(JournalWarning(journalFile: file, movedTo: target, damage: damage))
    }

    private static func trouble(of error: ClientError) -> JournalTrouble {
        if case .fileNotWritable(_, let reason) = error { return .system(reason) }
        return .file(error)
    }

    private static let stampFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        return formatter
    }()
}

extension JournalEntry {
    var isGivenUp: Bool {
        if case .gaveUp = state { return true }
        return false
    }
}
