import Foundation

/// The journal on disk: `{"version":1,"entries":[…]}`, sorted keys and ISO 8601 dates so a person
/// can read it. Timestamps in entries are whole seconds, so an entry survives the trip unchanged.
enum JournalFileFormat {
    enum Decoded {
        case entries([JournalEntry])
        case newerVersion(Int)
        case damaged(String)
    }

    private struct Envelope: Codable {
        var version: Int
        var entries: [JournalEntry]
    }

    private struct VersionOnly: Decodable {
        var version: Int
    }

    static func encode(_ entries: [JournalEntry]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        var data = try encoder.encode(Envelope(version: RequestJournal.formatVersion, entries: entries))
        data.append(0x0A)
        return data
    }

    static func decode(_ data: Data) -> Decoded {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        if let version = try? decoder.decode(VersionOnly.self, from: data).version,
           version > RequestJournal.formatVersion {
            return .newerVersion(version)
        }
        do {
            return .entries(try decoder.decode(Envelope.self, from: data).entries)
        } catch let error as DecodingError {
            return .damaged(describe(error))
        } catch {
            return .damaged("not JSON")
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not JSON" : "bad value at \(path(context.codingPath))"
        case .keyNotFound(let key, let context):
            return "missing \(path(context.codingPath + [key]))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "bad value at \(path(context.codingPath))"
        @unknown default:
            return "unreadable"
        }
    }

    private static func path(_ keys: [CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }
}
