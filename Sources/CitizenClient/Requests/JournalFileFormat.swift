import Foundation

/// Everything the journal file holds.
struct JournalContents: Equatable {
    var entries: [JournalEntry] = []
    /// Requests kept as typed while the server was away (`TypedRequest`).
    var waiting: [TypedRequest] = []
}

/// The journal on disk: `{"version":1,"entries":[…],"waiting":[…]}`, sorted keys and ISO 8601 dates so
/// a person can read it. Timestamps in entries are whole seconds, so an entry survives the trip
/// unchanged. `waiting` is left out while empty, so a journal without typed requests is byte for byte
/// what earlier versions wrote, and a version that does not know the key still reads the entries.
enum JournalFileFormat {
    enum Decoded {
        case contents(JournalContents)
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
                waiting: contents.waiting.isEmpty ? nil : contents.waiting))
        data.append(0x0A)
        return data
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
            return .contents(contents)
        } catch let error as DecodingError {
            return .damaged(describe(error))
        } catch {
            return .damaged(.notJSON)
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
