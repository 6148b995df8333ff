import Foundation

/// One locked change to the journal, kept as one line of `journal.changes` beside the snapshot
/// (`journal.json`): the entries and typed requests it put, whole, and the typed requests it removed.
/// A batch of 800 rows changes the journal three times a row; rewriting the whole snapshot each time
/// made filing quadratic in the rows (800 rows: 12.8 s), appending a line keeps it linear.
///
/// Putting is by id: an item replaces the one with its id where it stands, or is added at the end, so
/// the order of the entries (oldest first) is the order they were journalled in. Applying a change a
/// second time changes nothing more, which is what makes a compaction safe to interrupt: the snapshot
/// already holding a change and the change still in the file read as the same journal.
struct JournalChange: Codable, Equatable {
    var put: [JournalEntry]?
    var putWaiting: [TypedRequest]?
    var removeWaiting: [UUID]?

    var isEmpty: Bool {
        put == nil && putWaiting == nil && removeWaiting == nil
    }

    /// The change as one line, newline included: JSON escapes every newline inside a value, so a line
    /// is always one change.
    func line() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }
}

extension JournalChange {
    /// What a transaction did, when a line can say it: entries only changed in place or added at the
    /// end, typed requests put or removed, the unreadable items untouched. Nil otherwise (the caller
    /// writes the whole snapshot then); an empty change when nothing changed.
    init?(between old: JournalContents, and new: JournalContents) {
        guard new.unreadable == old.unreadable, new.entries.count >= old.entries.count else { return nil }
        var put: [JournalEntry] = []
        for (index, before) in old.entries.enumerated() {
            let after = new.entries[index]
            guard after.id == before.id else { return nil }
            if after != before { put.append(after) }
        }
        put += new.entries[old.entries.count...]
        let remaining = Set(new.waiting.map(\.id))
        let removed = old.waiting.map(\.id).filter { !remaining.contains($0) }
        let oldWaiting = Dictionary(old.waiting.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        let putWaiting = new.waiting.filter { oldWaiting[$0.id] != $0 }
        self.put = put.isEmpty ? nil : put
        self.putWaiting = putWaiting.isEmpty ? nil : putWaiting
        self.removeWaiting = removed.isEmpty ? nil : removed
    }
}

/// A line of `journal.changes` as read: what it put and removed, with the items this version cannot
/// read kept aside as they came (a newer version's state), as in the snapshot.
struct ReadJournalChange {
    var change: JournalChange
    var unreadable: [UnreadableJournalItem] = []

    /// The line read, or nil when it is not a change at all (damage to the file, not to one item).
    init?(line: Data) {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        if let change = try? decoder.decode(JournalChange.self, from: line) {
            self.change = change
            return
        }
        guard let object = (try? JSONSerialization.jsonObject(with: line)) as? [String: Any] else { return nil }
        change = JournalChange(put: nil, putWaiting: nil, removeWaiting: nil)
        var entries: [JournalEntry] = []
        for raw in object["put"] as? [Any] ?? [] {
            switch JournalFileFormat.item(raw, as: JournalEntry.self, in: .entries, decoder: decoder) {
            case .read(let entry): entries.append(entry)
            case .keptAside(let item): unreadable.append(item)
            case nil: return nil
            }
        }
        var waiting: [TypedRequest] = []
        for raw in object["putWaiting"] as? [Any] ?? [] {
            switch JournalFileFormat.item(raw, as: TypedRequest.self, in: .waiting, decoder: decoder) {
            case .read(let typed): waiting.append(typed)
            case .keptAside(let item): unreadable.append(item)
            case nil: return nil
            }
        }
        let removed = (object["removeWaiting"] as? [Any] ?? []).compactMap {
            ($0 as? String).flatMap { UUID(uuidString: $0) }
        }
        change = JournalChange(
            put: entries.isEmpty ? nil : entries, putWaiting: waiting.isEmpty ? nil : waiting,
            removeWaiting: removed.isEmpty ? nil : removed)
    }

    /// Puts and removes into `contents`. An item this version cannot read takes the place of a readable
    /// one with its id: what a newer version made of a request is never sent by this one.
    func apply(to contents: inout JournalContents) {
        for id in change.removeWaiting ?? [] {
            contents.waiting.removeAll { $0.id == id }
        }
        for entry in change.put ?? [] {
            contents.unreadable.removeAll { $0.list == .entries && $0.id == entry.id.uuidString }
            // From the end: a change almost always touches one of the newest entries.
            if let index = contents.entries.lastIndex(where: { $0.id == entry.id }) {
                contents.entries[index] = entry
            } else {
                contents.entries.append(entry)
            }
        }
        for typed in change.putWaiting ?? [] {
            contents.unreadable.removeAll { $0.list == .waiting && $0.id == typed.id.uuidString }
            if let index = contents.waiting.lastIndex(where: { $0.id == typed.id }) {
                contents.waiting[index] = typed
            } else {
                contents.waiting.append(typed)
            }
        }
        for item in unreadable {
            if let id = item.id {
                let uuid = UUID(uuidString: id)
                switch item.list {
                case .entries: contents.entries.removeAll { $0.id == uuid }
                case .waiting: contents.waiting.removeAll { $0.id == uuid }
                }
                contents.unreadable.removeAll { $0.list == item.list && $0.id == id }
            }
            contents.unreadable.append(item)
        }
    }
}
