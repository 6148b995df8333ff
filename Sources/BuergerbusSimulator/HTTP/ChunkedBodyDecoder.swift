/// Decodes a `Transfer-Encoding: chunked` request body incrementally (RFC 9112 §7.1),
/// so a body that trickles in is read once, not re-parsed on every arrival.
/// Chunk extensions and trailer fields are read and ignored.
struct ChunkedBodyDecoder: Sendable {
    enum Progress: Equatable {
        case needMoreData
        case complete
        case failure(HTTPParseError)
    }

    private enum State: Equatable {
        case sizeLine
        case data(remaining: Int)
        case dataEnd
        case trailer
        case done
    }

    let maxBodyBytes: Int
    let maxLineBytes: Int
    private(set) var body: [UInt8] = []
    private var state = State.sizeLine
    private var line: [UInt8] = []
    private var trailerBytes = 0

    init(maxBodyBytes: Int, maxLineBytes: Int) {
        self.maxBodyBytes = maxBodyBytes
        self.maxLineBytes = maxLineBytes
    }

    /// Reads as much of `bytes` as belongs to the body; bytes after the last chunk stay unconsumed.
    mutating func consume(_ bytes: ArraySlice<UInt8>) -> (consumed: Int, progress: Progress) {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            switch state {
            case .done:
                return (index - bytes.startIndex, .complete)
            case .data(let remaining):
                let available = min(remaining, bytes.endIndex - index)
                body.append(contentsOf: bytes[index..<(index + available)])
                index += available
                state = remaining == available ? .dataEnd : .data(remaining: remaining - available)
            case .sizeLine, .dataEnd, .trailer:
                let byte = bytes[index]
                index += 1
                guard byte == ByteCode.lineFeed else {
                    line.append(byte)
                    if state == .trailer { trailerBytes += 1 }
                    if line.count > maxLineBytes || trailerBytes > maxLineBytes {
                        return (index - bytes.startIndex, .failure(.headerTooLarge(limit: maxLineBytes)))
                    }
                    continue
                }
                if line.last == ByteCode.carriageReturn { line.removeLast() }
                if let error = finishLine() { return (index - bytes.startIndex, .failure(error)) }
                line.removeAll(keepingCapacity: true)
            }
        }
        return (index - bytes.startIndex, state == .done ? .complete : .needMoreData)
    }

    private mutating func finishLine() -> HTTPParseError? {
        switch state {
        case .sizeLine:
            let sizeField = line.prefix { $0 != UInt8(ascii: ";") }
            let digits = HTTPRequestParser.trimmingWhitespace(sizeField[...])
            guard !digits.isEmpty, digits.count <= 15,
                let size = digits.reduce(
                    Optional(0),
                    { total, byte in
                        guard let total, let digit = PercentDecoding.hexValue(byte) else { return nil }
                        return total * 16 + Int(digit)
                    })
            else {
                return .badRequest("a chunk size is not a hexadecimal number")
            }
            guard size <= maxBodyBytes - body.count else { return .payloadTooLarge(limit: maxBodyBytes) }
            state = size == 0 ? .trailer : .data(remaining: size)
        case .dataEnd:
            guard line.isEmpty else { return .badRequest("chunk data is longer than its size") }
            state = .sizeLine
        case .trailer:
            if line.isEmpty { state = .done }
        case .data, .done:
            break
        }
        return nil
    }
}
