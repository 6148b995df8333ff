import Foundation

/// The stop index on disk, laid out so a search decodes only the stops it finds:
///
///     {"version":4,"count":N,"timetableLineNames":[…]}   one line
///     folded name 1 … folded name N                      one per line
///     entry 1 … entry N                                  one JSON object per line
///
/// Folded names never hold a line break (`SearchFolding.fold` keeps letters, digits, spaces and dots) and
/// JSONEncoder escapes them inside strings, so every line break is a separator.
enum StopIndexFile {
    private static let newline = UInt8(ascii: "\n")

    private struct Summary: Codable {
        let version: Int
        let count: Int
        let timetableLineNames: [StopIndex.TimetableLineName]
    }

    static func encode(_ index: StopIndex) throws -> Data {
        let encoder = JSONEncoder()
        var body = try encoder.encode(
            Summary(
                version: index.version, count: index.entries.count,
                timetableLineNames: index.timetableLineNames))
        body.append(newline)
        for entry in index.entries {
            body.append(contentsOf: Array(entry.folded.utf8))
            body.append(newline)
        }
        for entry in index.entries {
            body.append(try encoder.encode(entry))
            body.append(newline)
        }
        return body
    }

    /// The index, with entries decoded only where `keep` accepts the folded name. Nil when the body
    /// is damaged or of another version.
    static func decode(_ body: Data, keepingFolded keep: (String) -> Bool) -> StopIndex? {
        let lines = lineRanges(body).map { body[$0] }
        guard let first = lines.first,
            let summary = try? JSONDecoder().decode(Summary.self, from: first),
            summary.version == StopIndex.version, summary.count >= 0,
            // The summary, N names, N entries and the empty rest after the final newline.
            lines.count == 2 + 2 * summary.count, lines.last?.isEmpty == true
        else { return nil }
        let decoder = JSONDecoder()
        var entries: [StopIndex.Entry] = []
        for position in 0..<summary.count {
            let folded = String(decoding: lines[1 + position], as: UTF8.self)
            guard keep(folded) else { continue }
            guard let entry = try? decoder.decode(StopIndex.Entry.self, from: lines[1 + summary.count + position]),
                entry.folded == folded
            else { return nil }
            entries.append(entry)
        }
        return StopIndex(entries: entries, timetableLineNames: summary.timetableLineNames)
    }

    /// True when the body is an index of another build's layout or folding: rebuilt quietly, not
    /// reported as damage.
    static func isOtherVersion(_ body: Data) -> Bool {
        struct Version: Decodable { let version: Int }
        let firstLine = body.prefix { $0 != newline }
        guard let found = try? JSONDecoder().decode(Version.self, from: firstLine) else { return false }
        return found.version != StopIndex.version
    }

    /// The byte ranges between line breaks, the piece after the last one included. A byte scan:
    /// `Data.split` costs a county search more than everything else it does.
    private static func lineRanges(_ body: Data) -> [Range<Data.Index>] {
        body.withUnsafeBytes { bytes -> [Range<Data.Index>] in
            var ranges: [Range<Data.Index>] = []
            var start = 0
            for offset in 0..<bytes.count where bytes[offset] == newline {
                ranges.append((body.startIndex + start)..<(body.startIndex + offset))
                start = offset + 1
            }
            ranges.append((body.startIndex + start)..<(body.startIndex + bytes.count))
            return ranges
        }
    }
}
