import Foundation

/// The request journal: `journal.json` (a snapshot) and `journal.changes` (one line per change since)
/// in the state directory, mode 0600 (they hold names and addresses). Every change is made under a
/// lock, so concurrent runs keep each other's entries: a line appended, or now and then the whole
/// snapshot replaced atomically with the changes folded in (`write`). A crash leaves the old or the
/// new snapshot, never half of one, and at most a last line cut short, which is not read.
/// A damaged file is moved aside to `<name>.corrupt-<UTC time>` and reported in `warnings`.
public final class RequestJournal {
    public static let fileName = "journal.json"
    public static let changesFileName = "journal.changes"
    public static let lockFileName = "journal.lock"
    static let formatVersion = 2

    /// The snapshot (`JournalFileFormat`).
    public let file: URL
    /// The changes since the snapshot, one line each (`JournalChange`).
    public let changesFile: URL
    public let lockFile: URL
    /// What was repaired while reading (a damaged journal moved aside); the caller shows these.
    public private(set) var warnings: [JournalWarning] = []
    private let clock: () -> Date
    /// What this object read or wrote last, with the files as they were then: while nobody else
    /// wrote, the next read costs a `stat` and the lines added since, not the whole journal.
    private var lastRead: LastRead?

    public init(stateDirectory: URL, clock: @escaping () -> Date) {
        file = stateDirectory.appendingPathComponent(Self.fileName)
        changesFile = stateDirectory.appendingPathComponent(Self.changesFileName)
        lockFile = stateDirectory.appendingPathComponent(Self.lockFileName)
        self.clock = clock
    }

    /// Every entry, oldest first.
    public func load() throws -> [JournalEntry] {
        try contents().entries
    }

    /// Adds an entry (the sender does this before the first attempt).
    public func append(_ entry: JournalEntry) throws {
        try JournalLock(file: lockFile).withLock {
            _ = try readUnderLock()
            try write(JournalChange(put: [entry], putWaiting: nil, removeWaiting: nil)) { $0.entries.append(entry) }
        }
    }

    /// Changes one entry; returns it as changed, or nil when there is none with that id.
    @discardableResult
    public func update(id: UUID, _ change: (inout JournalEntry) -> Void) throws -> JournalEntry? {
        try JournalLock(file: lockFile).withLock {
            guard let (index, before) = try readUnderLock().entries.lastItem(withId: id) else { return nil }
            var entry = before
            change(&entry)
            guard entry != before else { return entry }
            try write(JournalChange(put: [entry], putWaiting: nil, removeWaiting: nil)) { $0.entries[index] = entry }
            return entry
        }
    }

    public func entry(id: UUID) throws -> JournalEntry? {
        try load().first { $0.id == id }
    }

    /// The items this version cannot read, kept in the file as they are (never sent, never deleted).
    public func unreadableItems() throws -> [UnreadableJournalItem] {
        try contents().unreadable
    }

    /// The newest entry of one server that `isMatch` accepts, found without copying the entries.
    func lastEntry(server: String, where isMatch: (JournalEntry) -> Bool) throws -> JournalEntry? {
        try load().last { $0.server == server && isMatch($0) }
    }

    /// The newest entry filed from batch row `key` on `server` that `isMatch` accepts. The newest entry
    /// of each key is remembered (a rerun of 3,200 rows looked through the journal from its end for
    /// each row); a remembered entry that does not fit, or none, falls back to that look, so the
    /// answer is always the look's.
    func lastEntry(batchKey key: String, server: String, where isMatch: (JournalEntry) -> Bool) throws
        -> JournalEntry?
    {
        let entries = try load()
        if lastRead?.contents.entries.count == entries.count, let position = lastRead?.newestPosition(of: key),
            entries.indices.contains(position)
        {
            let entry = entries[position]
            if entry.batchKey == key, entry.server == server, isMatch(entry) { return entry }
        }
        return entries.last { $0.batchKey == key && $0.server == server && isMatch($0) }
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
        try lastEntry(server: server) {
            $0.intent.isSameWish(as: intent) && !$0.isGivenUp && $0.intent.pickUpTime >= now
        }
    }

    /// Deletes the journal (for `forget`), with the damaged copies moved aside earlier (they hold names
    /// and addresses too) and what is left of the sending locks. Returns whether there was any of it.
    @discardableResult
    public func removeAll() throws -> Bool {
        try JournalLock(file: lockFile).withLock {
            let folder = file.deletingLastPathComponent()
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            let asides = names.filter {
                $0.hasPrefix(Self.fileName + ".corrupt-") || $0.hasPrefix(Self.changesFileName + ".corrupt-")
            }.map { folder.appendingPathComponent($0) }
            let sending = SendingLease.directory(beside: self)
            // The snapshot before its changes: changes without a snapshot are leftovers no run reads.
            let doomed = ([file, changesFile, sending] + asides).filter {
                FileManager.default.fileExists(atPath: $0.path)
            }
            lastRead = nil
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

    /// As `transaction`, over everything the journal holds (entries and typed requests).
    func contentsTransaction<Result>(_ body: (inout JournalContents) throws -> Result) throws -> Result {
        try JournalLock(file: lockFile).withLock {
            var contents = try readUnderLock()
            let original = contents
            let result = try body(&contents)
            try write(contents, over: original)
            return result
        }
    }

    /// Everything the journal holds, read under the lock. Without a journal file there is nothing to
    /// lock or repair: reading creates no folder and no lock, so a state folder that cannot be made
    /// costs a reader nothing.
    func contents() throws -> JournalContents {
        guard FileManager.default.fileExists(atPath: file.path) else { return JournalContents() }
        return try JournalLock(file: lockFile).withLock { try readUnderLock() }
    }

    /// The journal as the files hold it now, read under the lock: from what this object read last,
    /// when the snapshot is the same file and the changes only grew (the new lines are read), else
    /// from both files whole.
    func readUnderLock() throws -> JournalContents {
        let snapshotNow = FileStamp(file)
        let changesNow = FileStamp(changesFile)
        if let seen = lastRead, seen.snapshot == snapshotNow, seen.snapshotVersion >= 2,
            let changesNow, changesNow.isSameFile(as: seen.changes), changesNow.size >= seen.changesRead
        {
            var contents = seen.contents
            var shifted = false
            guard let read = try readChanges(into: &contents, from: seen.changesRead, shifted: &shifted) else {
                return contents
            }
            lastRead = seen.with(contents: contents, changes: changesNow, changesRead: read, keepingKeys: !shifted)
            return contents
        }
        if let seen = lastRead, seen.snapshot == snapshotNow, changesNow == nil, seen.changesRead == 0 {
            return seen.contents
        }
        var (contents, version, outdated) = try readSnapshot()
        var changesRead: UInt64 = 0
        if version >= 2, changesNow != nil {
            var shifted = false
            guard let read = try readChanges(into: &contents, from: 0, shifted: &shifted) else { return contents }
            changesRead = read
        }
        lastRead = LastRead(
            contents: contents, snapshot: FileStamp(file), snapshotVersion: version, snapshotOutdated: outdated,
            changes: FileStamp(changesFile), changesRead: changesRead)
        return contents
    }

    private func readSnapshot() throws -> (JournalContents, version: Int, outdated: Bool) {
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch CocoaError.fileReadNoSuchFile {
            return (JournalContents(), 0, false)
        } catch let error as NSError where error.domain == NSPOSIXErrorDomain && error.code == Int(ENOENT) {
            return (JournalContents(), 0, false)
        } catch {
            guard FileManager.default.fileExists(atPath: file.path) else { return (JournalContents(), 0, false) }
            throw RequestSendError.journalUnreadable(path: file.path, trouble: .system(SystemErrorReason(error)))
        }
        switch JournalFileFormat.decode(data) {
        case .contents(let contents, let version, let outdated):
            return (contents, version, outdated)
        case .newerVersion(let version):
            throw RequestSendError.journalUnreadable(
                path: file.path, trouble: .newerFormat(version: version))
        case .damaged(let damage):
            try moveAside(file, damage: damage)
            return (JournalContents(), 0, false)
        }
    }

    /// Applies the whole lines of `journal.changes` from byte `offset` on; returns how far it read. A
    /// last line without its newline is a write a kill cut short: left unread, and cut off before the
    /// next line is added. A line that is no change at all is damage: the file is moved aside with a
    /// warning and the changes before it are kept, written into the snapshot (nil then: `lastRead` is
    /// set already). `shifted`: an item this version cannot read took an entry's place, so entries may
    /// stand elsewhere now (the remembered positions of batch keys are forgotten then).
    private func readChanges(into contents: inout JournalContents, from offset: UInt64, shifted: inout Bool) throws
        -> UInt64?
    {
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: changesFile)
            defer { try? handle.close() }
            try handle.seek(toOffset: offset)
            data = try handle.readToEnd() ?? Data()
        } catch {
            guard FileManager.default.fileExists(atPath: changesFile.path) else { return 0 }
            throw RequestSendError.journalUnreadable(
                path: changesFile.path, trouble: .system(SystemErrorReason(error)))
        }
        var read = offset
        var lineStart = data.startIndex
        while let newline = data[lineStart...].firstIndex(of: 0x0A) {
            let line = data[lineStart..<newline]
            if !line.isEmpty {
                guard let change = ReadJournalChange(line: Data(line)) else {
                    try moveAside(changesFile, damage: .notAChange(atByte: read))
                    try writeSnapshot(contents, removingLeftoversFirst: false)
                    return nil
                }
                change.apply(to: &contents)
                if !change.unreadable.isEmpty { shifted = true }
            }
            read += UInt64(newline - lineStart + 1)
            lineStart = data.index(after: newline)
        }
        return read
    }

    /// Writes what a transaction changed (see `write(_:applying:)`); the whole snapshot when a line
    /// cannot say it.
    private func write(_ contents: JournalContents, over original: JournalContents) throws {
        guard let change = JournalChange(between: original, and: contents) else {
            if contents != original {
                try writeSnapshot(contents, removingLeftoversFirst: (lastRead?.snapshotVersion ?? 0) < 2)
            }
            return
        }
        if change.isEmpty { return }
        try write(change) { $0 = contents }
    }

    /// Writes `change`, which `apply` makes to what was read last (under the lock, after `read`): one
    /// line added to `journal.changes` while the snapshot is this version's and the changes stay
    /// smaller than twice the snapshot (so the snapshot is rewritten after as many bytes of changes as
    /// it has, and each byte is written a bounded number of times); otherwise the whole snapshot, the
    /// changes folded in. What was read is changed in place, not copied: a batch's journal is long.
    func write(_ change: JournalChange, applying apply: (inout JournalContents) -> Void) throws {
        guard var seen = lastRead else { return }
        lastRead = nil
        apply(&seen.contents)
        let line: Data
        do {
            line = try change.line()
        } catch {
            throw RequestSendError.journalUnwritable(path: file.path, trouble: .unencodable(error.localizedDescription))
        }
        guard seen.snapshotVersion >= 2, !seen.snapshotOutdated, let snapshot = seen.snapshot,
            seen.changesRead + UInt64(line.count) <= max(Self.changesBeforeCompaction, 2 * snapshot.size)
        else {
            try writeSnapshot(seen.contents, removingLeftoversFirst: seen.snapshotVersion < 2)
            return
        }
        do {
            try AppendOnlyFile.append(line, to: changesFile, after: seen.changesRead)
        } catch let error as ClientError {
            throw RequestSendError.journalUnwritable(path: changesFile.path, trouble: Self.trouble(of: error))
        }
        seen.changes = FileStamp(changesFile)
        seen.changesRead += UInt64(line.count)
        lastRead = seen
    }

    /// Changes kept as lines before the snapshot is rewritten, at the least (see `write`).
    static let changesBeforeCompaction: UInt64 = 256 * 1024

    /// Everything into `journal.json`, then the changes file gone. Changes beside a snapshot of an
    /// earlier version are leftovers no run reads (see `JournalFileFormat`): removed first, so the new
    /// snapshot never stands beside them. Interrupted after the snapshot, the changes are in both, and
    /// reading them again changes nothing (`JournalChange`).
    private func writeSnapshot(_ contents: JournalContents, removingLeftoversFirst: Bool) throws {
        lastRead = nil
        if removingLeftoversFirst { try removeChanges() }
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
        try removeChanges()
        lastRead = LastRead(
            contents: contents, snapshot: FileStamp(file), snapshotVersion: RequestJournal.formatVersion,
            snapshotOutdated: false, changes: nil, changesRead: 0)
    }

    private func removeChanges() throws {
        guard unlink(changesFile.path) == 0 || errno == ENOENT else {
            throw RequestSendError.journalUnwritable(path: changesFile.path, trouble: .system(.current()))
        }
    }

    private func moveAside(_ damaged: URL, damage: JournalDamage) throws {
        let stamp = Self.stampFormatter.string(from: clock())
        let folder = damaged.deletingLastPathComponent()
        var target = folder.appendingPathComponent("\(damaged.lastPathComponent).corrupt-\(stamp)")
        var counter = 2
        while FileManager.default.fileExists(atPath: target.path) {
            target = folder.appendingPathComponent("\(damaged.lastPathComponent).corrupt-\(stamp)-\(counter)")
            counter += 1
        }
        do {
            try FileManager.default.moveItem(at: damaged, to: target)
        } catch {
            throw RequestSendError.journalUnwritable(path: damaged.path, trouble: .system(SystemErrorReason(error)))
        }
        warnings.append(JournalWarning(journalFile: damaged, movedTo: target, damage: damage))
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

extension Array where Element: Identifiable {
    /// The item with `id` and where it stands, looked for from the end: the item a run changes is
    /// almost always one of the newest.
    func lastItem(withId id: Element.ID) -> (index: Int, item: Element)? {
        guard let index = lastIndex(where: { $0.id == id }) else { return nil }
        return (index, self[index])
    }
}

extension JournalEntry: Identifiable {}

extension JournalEntry {
    var isGivenUp: Bool {
        if case .gaveUp = state { return true }
        return false
    }
}

/// What a `RequestJournal` read last, and the files it read it from.
private struct LastRead {
    var contents: JournalContents
    var snapshot: FileStamp?
    /// 0 without a snapshot.
    var snapshotVersion: Int
    /// This version would write the snapshot differently (`JournalFileFormat.Decoded`): the next
    /// change rewrites it.
    var snapshotOutdated: Bool
    var changes: FileStamp?
    /// The bytes of the changes file applied to `contents`: whole lines only.
    var changesRead: UInt64
    /// Where the newest entry of each batch key stands, for the first `keyedCount` entries. Entries
    /// only ever change in place or are added at the end, so a position stays right until an item
    /// this version cannot read takes an entry's place (`with(…keepingKeys: false)`).
    private var newestOfKey: [String: Int] = [:]
    private var keyedCount = 0

    init(
        contents: JournalContents, snapshot: FileStamp?, snapshotVersion: Int, snapshotOutdated: Bool,
        changes: FileStamp?, changesRead: UInt64
    ) {
        self.contents = contents
        self.snapshot = snapshot
        self.snapshotVersion = snapshotVersion
        self.snapshotOutdated = snapshotOutdated
        self.changes = changes
        self.changesRead = changesRead
    }

    func with(contents: JournalContents, changes: FileStamp?, changesRead: UInt64, keepingKeys: Bool) -> LastRead {
        var next = LastRead(
            contents: contents, snapshot: snapshot, snapshotVersion: snapshotVersion,
            snapshotOutdated: snapshotOutdated, changes: changes, changesRead: changesRead)
        if keepingKeys, keyedCount <= contents.entries.count {
            next.newestOfKey = newestOfKey
            next.keyedCount = keyedCount
        }
        return next
    }

    /// The position of the newest entry with batch key `key`, the entries added since last asked
    /// taken in first.
    mutating func newestPosition(of key: String) -> Int? {
        let entries = contents.entries
        if keyedCount > entries.count {
            newestOfKey = [:]
            keyedCount = 0
        }
        for position in keyedCount..<entries.count {
            if let entryKey = entries[position].batchKey { newestOfKey[entryKey] = position }
        }
        keyedCount = entries.count
        return newestOfKey[key]
    }
}
