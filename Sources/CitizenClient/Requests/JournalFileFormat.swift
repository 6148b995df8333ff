import Foundation

/// Everything the journal file holds.
struct JournalContents: Equatable {
    var entries: [JournalEntry] = []
    /// Requests kept as typed while the server was away (`TypedRequest`).
    var waiting: [TypedRequest] = []
    /// Entries this version cannot read (a newer version's state, or damage to one entry): kept as they
    /// are and written back in place, never sent and never deleted, while the others go on.
    var unreadable: [UnreadableJournalItem] = []
}

/// One journal item this version cannot read, kept as the JSON it is.
public struct UnreadableJournalItem: Equatable, Sendable {
    public enum List: String, Sendable {
        case entries, waiting
    }

    /// Which list of the file it stands in.
    public let list: List
    /// Its `id`, when it has a readable one.
    public let id: String?
    /// Where it could not be read, such as `state.kind`.
    public let damage: JournalDamage
    /// The item as JSON (sorted keys), written back as it came.
    let json: Data
}

/// The journal's snapshot on disk: `{"version":2,"entries":[…],"waiting":[…]}`, sorted keys and ISO 8601
/// dates so a person can read it. Version 2 says that `journal.changes` beside it holds the changes
/// since (`JournalChange`): version 1, what earlier versions wrote, is read as before, and those
/// versions stop at version 2 ("written by a newer version") instead of missing the changes. Timestamps in entries are whole seconds, so an entry survives the trip
/// unchanged. `waiting` is left out while empty, so a journal without typed requests is byte for byte
/// what earlier versions wrote, and a version that does not know the key still reads the entries.
enum JournalFileFormat {
    enum Decoded {
        /// What the snapshot holds, and its format version: changes beside it are read only at
        /// version 2 (`RequestJournal`). Outdated: this version writes it differently (a password
        /// left out), so the next change rewrites it instead of adding a line beside it.
        case contents(JournalContents, version: Int, outdated: Bool)
        case newerVersion(Int)
        case damaged(JournalDamage)
    }

    private struct Envelope: Codable {
        var version: Int
        var entries: [JournalEntry]
        var waiting: [TypedRequest]?
    }

    private struct VersionOnly: Decodable {
        var version: Int
    }

    static func encode(_ contents: JournalContents) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        var data = try encoder.encode(
            Envelope(
                version: RequestJournal.formatVersion, entries: contents.entries,
                waiting: contents.waiting.isEmpty && !contents.unreadable.contains { $0.list == .waiting }
                    ? nil : contents.waiting))
        if !contents.unreadable.isEmpty { data = try keeping(contents.unreadable, in: data) }
        data.append(0x0A)
        return data
    }

    /// The encoded file with the unreadable items put back into their lists, as they came.
    private static func keeping(_ items: [UnreadableJournalItem], in data: Data) throws -> Data {
        guard var envelope = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { return data }
        for item in items {
            let raw = try JSONSerialization.jsonObject(with: item.json, options: [.fragmentsAllowed])
            envelope[item.list.rawValue] = ((envelope[item.list.rawValue] as? [Any]) ?? []) + [raw]
        }
        return try JSONSerialization.data(withJSONObject: envelope, options: [.prettyPrinted, .sortedKeys])
    }

    static func decode(_ data: Data) -> Decoded {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        if let version = try? decoder.decode(VersionOnly.self, from: data).version,
            version > RequestJournal.formatVersion
        {
            return .newerVersion(version)
        }
        do {
            let envelope = try decoder.decode(Envelope.self, from: data)
            // Earlier versions keyed entries with the whole address, a password in it included: read
            // under the address without it (what `ServerAddress.description` now is), so they still
            // belong to their server, and the next write leaves the password out.
            var contents = JournalContents(entries: envelope.entries, waiting: envelope.waiting ?? [])
            for index in contents.entries.indices {
                contents.entries[index].server = ServerAddress.hidingUserInfo(contents.entries[index].server)
            }
            for index in contents.waiting.indices {
                contents.waiting[index].server = ServerAddress.hidingUserInfo(contents.waiting[index].server)
            }
            let outdated =
                contents.entries.map(\.server) != envelope.entries.map(\.server)
                || contents.waiting.map(\.server) != (envelope.waiting ?? []).map(\.server)
            return .contents(contents, version: envelope.version, outdated: outdated)
        } catch let error as DecodingError {
            // One item this version cannot read does not cost the others: each is read on its own.
            guard let contents = itemByItem(data, decoder: decoder),
                let version = try? decoder.decode(VersionOnly.self, from: data).version
            else { return .damaged(describe(error)) }
            return .contents(contents, version: version, outdated: false)
        } catch {
            return .damaged(.notJSON)
        }
    }

    /// The file read item by item, the unreadable ones kept aside; nil when the file itself is not a
    /// journal (not an object with a version and lists of objects), which is damage to the whole.
    private static func itemByItem(_ data: Data, decoder: JSONDecoder) -> JournalContents? {
        guard let envelope = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
            envelope["version"] is NSNumber, let entries = envelope["entries"] as? [Any]
        else { return nil }
        var contents = JournalContents()
        for raw in entries {
            switch item(raw, as: JournalEntry.self, in: .entries, decoder: decoder) {
            case .read(let entry): contents.entries.append(entry)
            case .keptAside(let unreadable): contents.unreadable.append(unreadable)
            case nil: return nil
            }
        }
        for raw in envelope["waiting"] as? [Any] ?? [] {
            switch item(raw, as: TypedRequest.self, in: .waiting, decoder: decoder) {
            case .read(let typed): contents.waiting.append(typed)
            case .keptAside(let unreadable): contents.unreadable.append(unreadable)
            case nil: return nil
            }
        }
        return contents
    }

    enum ItemRead<Item> {
        case read(Item)
        case keptAside(UnreadableJournalItem)
    }

    /// One item of a list: read, or kept aside as the JSON it is; nil when it is not even an object.
    static func item<Item: Decodable>(
        _ raw: Any, as type: Item.Type, in list: UnreadableJournalItem.List, decoder: JSONDecoder
    ) -> ItemRead<Item>? {
        guard let object = raw as? [String: Any],
            let json = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        else { return nil }
        do {
            return .read(try decoder.decode(Item.self, from: json))
        } catch {
            let damage = (error as? DecodingError).map(describe) ?? .unreadable
            return .keptAside(
                UnreadableJournalItem(list: list, id: object["id"] as? String, damage: damage, json: json))
        }
    }

    private static func describe(_ error: DecodingError) -> JournalDamage {
        switch error {
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? .notJSON : .badValue(at: path(context.codingPath))
        case .keyNotFound(let key, let context):
            return .missing(path(context.codingPath + [key]))
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return .badValue(at: path(context.codingPath))
        @unknown default:
            return .unreadable
        }
    }

    private static func path(_ keys: [CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }
}
