import Foundation

/// Serves the requests of one accepted connection until either side ends it.
/// Runs on its own thread; everything it shares is thread-safe (handler, registry, log).
struct HTTPConnection: Sendable {
    let stream: SocketStream
    let handler: HTTPHandler
    let limits: HTTPServerLimits
    let registry: ConnectionRegistry
    let log: (@Sendable (HTTPExchangeLog) -> Void)?

    /// How the connection ends after the last exchange.
    private enum Ending {
        case graceful
        case reset
        case immediate
    }

    /// Long enough for a client to take a final answer, short enough not to hold a thread for long.
    private static let lingerSeconds = 1.0

    func serve() {
        let ending = exchangeRequests()
        switch ending {
        case .graceful: stream.finishGracefully(lingerSeconds: Self.lingerSeconds)
        case .reset, .immediate: break
        }
        registry.close(stream.descriptor, reset: ending == .reset)
    }

    private func exchangeRequests() -> Ending {
        var decoder = HTTPRequestDecoder(limits: limits)
        var readBuffer = [UInt8](repeating: 0, count: 16 * 1024)
        var phase = HTTPRequestDecoder.Phase.idle
        // A fresh connection is expected to send a request promptly, like one that has started a head.
        var deadline = MonotonicInstant.now().adding(seconds: limits.headerTimeout)
        var requestStart = MonotonicInstant.now()
        while true {
            switch decoder.next() {
            case .needMoreData(let nextPhase):
                if nextPhase != phase {
                    deadline = readDeadline(for: nextPhase)
                    phase = nextPhase
                    registry.report(stream.descriptor, Self.activity(in: nextPhase))
                }
                switch stream.read(into: &readBuffer, until: deadline) {
                case .received(let count):
                    if phase == .idle { requestStart = .now() }
                    decoder.append(readBuffer[0..<count])
                case .timedOut where phase != .idle:
                    return answerFailure(.requestTimeout(), method: nil, target: nil, since: requestStart)
                case .timedOut, .closed, .failed:
                    // Nobody left to answer, or a silent idle client: nothing more to say.
                    return .graceful
                }
            case .sendContinue:
                guard stream.write(HTTPResponseSerializer.continueHead) else { return .immediate }
            case .request(let head, let body):
                registry.report(stream.descriptor, .busy)
                let response = handler.handle(head.request(body: body))
                let keepAlive = head.keepAlive && !registry.isStopping
                let outcome = deliver(
                    response, isHeadRequest: head.method == "HEAD", keepAlive: keepAlive,
                    method: head.method, target: head.target, since: requestStart)
                guard let ending = outcome else {
                    phase = .idle
                    registry.report(stream.descriptor, .waitingForRequest)
                    deadline = MonotonicInstant.now().adding(seconds: limits.idleTimeout)
                    requestStart = .now()
                    continue
                }
                return ending
            case .failure(let error, let method, let target):
                return answerFailure(error, method: method, target: target, since: requestStart)
            }
        }
    }

    /// (A fresh connection stays `.opened` until its first bytes: its phase starts as `.idle`.)
    private static func activity(in phase: HTTPRequestDecoder.Phase) -> ConnectionRegistry.Activity {
        switch phase {
        case .idle: return .waitingForRequest
        case .head: return .readingHead
        case .body: return .busy
        }
    }

    private func readDeadline(for phase: HTTPRequestDecoder.Phase) -> MonotonicInstant {
        switch phase {
        case .idle: return MonotonicInstant.now().adding(seconds: limits.idleTimeout)
        case .head: return MonotonicInstant.now().adding(seconds: limits.headerTimeout)
        case .body: return MonotonicInstant.now().adding(seconds: limits.bodyTimeout)
        }
    }

    private func answerFailure(
        _ error: HTTPParseError, method: String?, target: String?,
        since start: MonotonicInstant
    ) -> Ending {
        registry.report(stream.descriptor, .busy)
        let response = HTTPResponseSerializer.errorResponse(error)
        return deliver(
            response, isHeadRequest: method == "HEAD", keepAlive: false,
            method: method ?? "-", target: target ?? "-", since: start) ?? .graceful
    }

    /// Writes the response or the fault it asks for; nil means the connection stays open for the next request.
    private func deliver(
        _ response: HTTPResponse, isHeadRequest: Bool, keepAlive: Bool,
        method: String, target: String, since start: MonotonicInstant
    ) -> Ending? {
        let body = isHeadRequest ? [] : [UInt8](response.body)
        let head = HTTPResponseSerializer.head(
            status: response.status, headers: response.headers,
            contentLength: response.body.count, keepAlive: keepAlive,
            date: HTTPDate.format(secondsSince1970: Int(Date().timeIntervalSince1970)))
        var bytesWritten = 0
        let ending: Ending?
        switch response.delivery {
        case .normal:
            let written = stream.write(head + body)
            bytesWritten = written ? body.count : 0
            ending = !written ? .immediate : keepAlive ? nil : .graceful
        case .delayed(let seconds):
            guard registry.pause(seconds: seconds) else { return .immediate }
            let written = stream.write(head + body)
            bytesWritten = written ? body.count : 0
            ending = !written ? .immediate : keepAlive ? nil : .graceful
        case .dropConnection:
            ending = .graceful
        case .resetConnection:
            ending = .reset
        case .truncated(let count):
            let partial = Array(body.prefix(max(0, count)))
            bytesWritten = stream.write(head + partial) ? partial.count : 0
            ending = .graceful
        }
        log?(
            HTTPExchangeLog(
                method: method, target: target, status: response.status, bytes: bytesWritten,
                milliseconds: MonotonicInstant.now().milliseconds(since: start),
                delivery: response.delivery))
        return ending
    }
}
