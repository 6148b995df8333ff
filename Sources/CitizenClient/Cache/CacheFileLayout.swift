import Foundation

/// The bookkeeping line at the top of every cache file.
struct CacheFileHeader: Codable, Equatable {
    /// Bumped whenever the layout changes; files of another version are dropped.
    /// 1 kept the body as a JSON string inside the header object, so every warm run parsed it twice.
    static let currentFormat = 2

    let format: Int
    /// The REST root the data came from: a file from another server is foreign and never used.
    let server: String
    /// The master table (`stops`, …) or a derived file (`stopIndex`).
    let kind: String
    /// The server's `timeStamp` of the table (compared with `/update` for equality only).
    let stamp: Int64?
    /// When the body was fetched (epoch ms, wall clock).
    let fetchedAt: Int64
    /// When `/update` last confirmed the body unchanged, or the fetch time.
    let validatedAt: Int64
    /// The body's length: a file cut short (full disk, crash of an old writer) is detected, not half-read.
    let bodyBytes: Int
}

/// One cache file: a single line of JSON header, a newline, then the body bytes verbatim.
/// The body is never escaped or re-encoded, so reading it costs one parse, by its own decoder.
enum CacheFileLayout {
    enum Failure: Error, Equatable {
        case corrupt
        case otherFormat
    }

    private static let newline = UInt8(ascii: "\n")

    static func encode(header: CacheFileHeader, body: Data) throws -> Data {
        var file = try JSONEncoder().encode(header)
        file.append(newline)
        file.append(body)
        return file
    }

    /// Splits and checks a file. An unknown format is told apart from damage so the user hears
    /// "another version" rather than "damaged" after an upgrade.
    static func decode(_ file: Data) throws -> (header: CacheFileHeader, body: Data) {
        guard let end = file.firstIndex(of: newline) else { throw formatProbe(file) ?? .corrupt }
        let headerBytes = file[file.startIndex..<end]
        let decoder = JSONDecoder()
        // One decode in the usual case; the format alone is probed only when the header does not read.
        guard let header = try? decoder.decode(CacheFileHeader.self, from: headerBytes) else {
            let format = try? decoder.decode(FormatProbe.self, from: headerBytes).format
            throw format.map { $0 == CacheFileHeader.currentFormat ? Failure.corrupt : Failure.otherFormat } ?? .corrupt
        }
        guard header.format == CacheFileHeader.currentFormat else { throw Failure.otherFormat }
        let body = file[file.index(after: end)...]
        guard header.bodyBytes == body.count else { throw Failure.corrupt }
        // A slice, not a copy: a county's stops body is 9 MB.
        return (header, body)
    }

    /// Format 1 files are one JSON object without a newline: recognise them as "other format".
    private static func formatProbe(_ file: Data) -> Failure? {
        guard let format = try? JSONDecoder().decode(FormatProbe.self, from: file).format else { return nil }
        return format == CacheFileHeader.currentFormat ? .corrupt : .otherFormat
    }

    private struct FormatProbe: Decodable {
        let format: Int
    }
}
