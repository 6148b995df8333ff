import Foundation

/// Reads one HTTP/1.1 response from the bytes of a connection as they arrive, in pieces of any size.
/// A pure value over bytes: no socket, no clock, so every cut and every garbage input can be tested.
///
/// Failures are classified through `ExchangeFault`, as every transport's are, because `RequestSender`
/// decides from them whether a POST may have been stored: no status line or a cut head is
/// `.connectionLost`, a body cut before its announced end is `.incompleteAnswer`.
struct HTTPResponseParser {
    /// Status line, headers and trailers together; curl refuses heads of this size too.
    static let headLimit = 64 * 1024
    /// No Bürgerbus table comes near it; a bigger answer is a wrong server or a runaway one.
    static let bodyLimit = 64 * 1024 * 1024

    enum Step: Equatable {
        case needsMore
        case finished(HTTPResponseData)
    }

    private enum Stage {
        case statusLine
        case headerLines
        case fixedBody(remaining: Int)
        case chunkSize
        case chunkData(remaining: Int)
        case chunkDataEnd
        case trailers
        case untilClose
        case done
    }

    private var pending: [UInt8] = []
    /// Where the search for the next line end resumes: a line arriving in many small pieces is
    /// scanned once, not once per piece.
    private var scannedUpTo = 0
    private var stage: Stage = .statusLine
    private var headBytes = 0
    private var status = 0
    private var headers: [String: String] = [:]
    private var lastHeaderName: String?
    private var body = Data()

    /// Feeds the next bytes. Returns `.finished` as soon as the response is complete (bytes after it
    /// are ignored: every connection carries one exchange); throws a `TransportFailure` when the bytes
    /// cannot be an HTTP answer or are too large.
    mutating func consume<Bytes: Collection>(_ bytes: Bytes) throws -> Step where Bytes.Element == UInt8 {
        if case .done = stage { return .finished(response) }
        pending.append(contentsOf: bytes)
        var position = 0
        defer {
            let consumed = min(position, pending.count)
            pending.removeFirst(consumed)
            scannedUpTo = max(0, scannedUpTo - consumed)
        }
        while true {
            switch stage {
            case .statusLine:
                try rejectNonHTTPStart(from: position)
                guard let line = try nextLine(from: &position, limit: Self.headLimit - headBytes, isHead: true) else {
                    return .needsMore
                }
                try readStatusLine(line)
                stage = .headerLines
            case .headerLines:
                guard let line = try nextLine(from: &position, limit: Self.headLimit - headBytes, isHead: true) else {
                    return .needsMore
                }
                if line.isEmpty { try endOfHead() } else { try readHeaderLine(line) }
            case .fixedBody(let remaining):
                let taken = takeBody(upTo: remaining, from: &position)
                if taken == remaining {
                    stage = .done
                } else {
                    stage = .fixedBody(remaining: remaining - taken)
                    return .needsMore
                }
            case .chunkSize:
                guard let line = try nextLine(from: &position, limit: Self.headLimit, isHead: false) else {
                    return .needsMore
                }
                let size = try Self.chunkSize(line)
                guard size <= Self.bodyLimit - body.count else { throw Self.tooLarge }
                stage = size == 0 ? .trailers : .chunkData(remaining: size)
            case .chunkData(let remaining):
                let taken = takeBody(upTo: remaining, from: &position)
                if taken == remaining {
                    stage = .chunkDataEnd
                } else {
                    stage = .chunkData(remaining: remaining - taken)
                    return .needsMore
                }
            case .chunkDataEnd:
                guard let line = try nextLine(from: &position, limit: Self.headLimit, isHead: false) else {
                    return .needsMore
                }
                guard line.isEmpty else { throw Self.brokenChunks }
                stage = .chunkSize
            case .trailers:
                guard let line = try nextLine(from: &position, limit: Self.headLimit - headBytes, isHead: true) else {
                    return .needsMore
                }
                if line.isEmpty { stage = .done } else { try readHeaderLine(line) }
            case .untilClose:
                guard body.count + (pending.count - position) <= Self.bodyLimit else { throw Self.tooLarge }
                _ = takeBody(upTo: pending.count - position, from: &position)
                return .needsMore
            case .done:
                return .finished(response)
            }
        }
    }

    /// The peer closed the connection: the response if it is complete (or ends at the close), else
    /// the failure that says how far it got.
    func finishAtClose() throws -> HTTPResponseData {
        switch stage {
        case .statusLine, .headerLines:
            throw ExchangeFault.lost(nil).failure
        case .fixedBody(let remaining):
            throw ExchangeFault.cutBody(.cutBody(remainingBytes: remaining)).failure
        case .chunkSize, .chunkData, .chunkDataEnd, .trailers:
            throw ExchangeFault.cutBody(.cutBody(remainingBytes: nil)).failure
        case .untilClose, .done:
            return response
        }
    }

    private var response: HTTPResponseData {
        HTTPResponseData(status: status, headers: headers, body: body)
    }

    // MARK: - Lines

    /// The next line without its CR LF (a bare LF is accepted, as curl does), or nil until it is complete.
    private mutating func nextLine(from position: inout Int, limit: Int, isHead: Bool) throws -> [UInt8]? {
        guard let newline = pending[max(position, scannedUpTo)...].firstIndex(of: UInt8(ascii: "\n")) else {
            if pending.count - position > limit { throw isHead ? Self.tooLarge : Self.brokenChunks }
            scannedUpTo = pending.count
            return nil
        }
        let length = newline + 1 - position
        guard length <= limit else { throw isHead ? Self.tooLarge : Self.brokenChunks }
        if isHead { headBytes += length }
        var end = newline
        if end > position, pending[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        let line = Array(pending[position..<end])
        position = newline + 1
        return line
    }

    /// A server that is not HTTP (an SSH banner, a TLS alert, a Redis reply) is recognised from its
    /// first bytes, without waiting for a line end that may never come.
    private func rejectNonHTTPStart(from position: Int) throws {
        let start = pending[position...].prefix(Self.httpPrefix.count)
        guard start.elementsEqual(Self.httpPrefix.prefix(start.count)) else { throw Self.broken }
    }

    private mutating func readStatusLine(_ line: [UInt8]) throws {
        let parts = line.split(separator: UInt8(ascii: " "), maxSplits: 2, omittingEmptySubsequences: true)
        guard parts.count >= 2, parts[0].starts(with: Self.httpPrefix),
            parts[1].count == 3, parts[1].allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let code = Int(String(decoding: parts[1], as: UTF8.self)), (100...599).contains(code)
        else { throw Self.broken }
        status = code
    }

    private mutating func readHeaderLine(_ line: [UInt8]) throws {
        let space = UInt8(ascii: " ")
        let tab = UInt8(ascii: "\t")
        if let first = line.first, first == space || first == tab {
            // An obsolete folded continuation of the previous header's value.
            guard let name = lastHeaderName, let value = headers[name] else { throw Self.broken }
            headers[name] = value + " " + Self.trimmed(line)
            return
        }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > 0 else { throw Self.broken }
        let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
        let value = Self.trimmed(line[(colon + 1)...])
        headers[name] = headers[name].map { $0 + ", " + value } ?? value
        lastHeaderName = name
    }

    private mutating func endOfHead() throws {
        if (100..<200).contains(status) {
            // An interim answer (100 Continue, 103 Early Hints): the real one follows.
            headers = [:]
            lastHeaderName = nil
            stage = .statusLine
            return
        }
        if status == 204 || status == 304 {
            stage = .done
        } else if let codings = headers["transfer-encoding"] {
            let last = codings.split(separator: ",").last.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            stage = last == "chunked" ? .chunkSize : .untilClose
        } else if let lengthText = headers["content-length"] {
            let length = try Self.contentLength(lengthText)
            guard length <= Self.bodyLimit else { throw Self.tooLarge }
            body.reserveCapacity(length)
            stage = length == 0 ? .done : .fixedBody(remaining: length)
        } else {
            stage = .untilClose
        }
    }

    // MARK: - Body

    /// Moves up to `limit` bytes from `pending` into the body; returns how many.
    private mutating func takeBody(upTo limit: Int, from position: inout Int) -> Int {
        let count = min(limit, pending.count - position)
        guard count > 0 else { return 0 }
        let start = position
        pending.withUnsafeBufferPointer { all in
            body.append(UnsafeBufferPointer(rebasing: all[start..<(start + count)]))
        }
        position += count
        return count
    }

    /// `Content-Length`, repeated copies (joined by ", ") only when they agree.
    static func contentLength(_ text: String) throws -> Int {
        let values = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let first = values.first, values.allSatisfy({ $0 == first }),
            !first.isEmpty, first.count <= 18, first.allSatisfy({ $0.isASCII && $0.isNumber }),
            let length = Int(first)
        else { throw broken }
        return length
    }

    /// A chunk-size line: hex digits, then optional `;extensions` that mean nothing to us.
    static func chunkSize(_ line: [UInt8]) throws -> Int {
        let digits = line.prefix { $0 != UInt8(ascii: ";") }
        let text = String(decoding: digits, as: UTF8.self).trimmingCharacters(in: CharacterSet(charactersIn: " \t"))
        guard !text.isEmpty, text.count <= 15, text.allSatisfy(\.isHexDigit), let size = Int(text, radix: 16) else {
            throw brokenChunks
        }
        return size
    }

    private static func trimmed<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: CharacterSet(charactersIn: " \t"))
    }

    private static let httpPrefix = Array("HTTP/".utf8)
    /// A non-HTTP answer (curl's WEIRD_SERVER_REPLY).
    static let broken = ExchangeFault.notHTTP.failure
    /// The server's answer started and then broke its own chunk framing.
    static let brokenChunks = ExchangeFault.cutBody(.brokenChunks).failure
    static let tooLarge = ExchangeFault.tooLarge.failure
}
