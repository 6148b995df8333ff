/// Turns the byte stream of one connection into requests, one at a time, keeping bytes of
/// pipelined requests for later. Pure: the connection feeds bytes and acts on each step.
struct HTTPRequestDecoder: Sendable {
    /// What the decoder is waiting for, so the connection can pick the right read timeout.
    enum Phase: Equatable, Sendable {
        /// Between requests: nothing of the next request has arrived.
        case idle
        case head
        case body
    }

    enum Step: Equatable {
        case needMoreData(Phase)
        /// The client asked for `100 Continue` and waits for it before sending the body.
        case sendContinue
        case request(HTTPRequestHead, body: [UInt8])
        /// The stream cannot be read further; method and target are known if the head parsed.
        case failure(HTTPParseError, method: String?, target: String?)
    }

    private enum State {
        case awaitingHead
        case readingLengthBody(HTTPRequestHead, length: Int)
        case readingChunkedBody(HTTPRequestHead, ChunkedBodyDecoder)
        case failed(Step)
    }

    private let parser: HTTPRequestParser
    private var buffer: [UInt8] = []
    private var readIndex = 0
    private var state = State.awaitingHead
    private var continueSent = false

    init(limits: HTTPServerLimits) {
        parser = HTTPRequestParser(maxHeaderBytes: limits.maxHeaderBytes, maxBodyBytes: limits.maxBodyBytes)
    }

    var bufferedByteCount: Int { buffer.count - readIndex }

    mutating func append<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        buffer.append(contentsOf: bytes)
    }

    mutating func next() -> Step {
        switch state {
        case .failed(let step):
            return step
        case .awaitingHead:
            guard bufferedByteCount > 0 else { return .needMoreData(.idle) }
            switch parser.parseHead(buffer[readIndex...]) {
            case .incomplete:
                return .needMoreData(.head)
            case .failure(let error):
                return fail(error, head: nil)
            case .complete(let head, let length):
                consume(length)
                continueSent = false
                switch head.bodyFraming {
                case .none:
                    return .request(head, body: [])
                case .contentLength(let bodyLength):
                    state = .readingLengthBody(head, length: bodyLength)
                case .chunked:
                    let decoder = ChunkedBodyDecoder(
                        maxBodyBytes: parser.maxBodyBytes,
                        maxLineBytes: parser.maxHeaderBytes)
                    state = .readingChunkedBody(head, decoder)
                }
                return next()
            }
        case .readingLengthBody(let head, let length):
            guard bufferedByteCount >= length else { return awaitBody(head) }
            let body = Array(buffer[readIndex..<(readIndex + length)])
            consume(length)
            state = .awaitingHead
            return .request(head, body: body)
        case .readingChunkedBody(let head, var decoder):
            let (consumed, progress) = decoder.consume(buffer[readIndex...])
            consume(consumed)
            switch progress {
            case .needMoreData:
                state = .readingChunkedBody(head, decoder)
                return awaitBody(head)
            case .complete:
                state = .awaitingHead
                return .request(head, body: decoder.body)
            case .failure(let error):
                return fail(error, head: head)
            }
        }
    }

    private mutating func awaitBody(_ head: HTTPRequestHead) -> Step {
        if head.expectsContinue, !continueSent, bufferedByteCount == 0 {
            continueSent = true
            return .sendContinue
        }
        return .needMoreData(.body)
    }

    private mutating func fail(_ error: HTTPParseError, head: HTTPRequestHead?) -> Step {
        let step = Step.failure(error, method: head?.method, target: head?.target)
        state = .failed(step)
        buffer.removeAll()
        readIndex = 0
        return step
    }

    private mutating func consume(_ count: Int) {
        readIndex += count
        if readIndex >= buffer.count {
            buffer.removeAll(keepingCapacity: true)
            readIndex = 0
        } else if readIndex >= 64 * 1024 {
            buffer.removeFirst(readIndex)
            readIndex = 0
        }
    }
}
