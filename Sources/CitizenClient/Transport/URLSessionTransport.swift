// Darwin only: on Linux URLSession lives in FoundationNetworking, which links libcurl and ~30 more
// libraries into every start of `buerger`; `CurlTransport` loads libcurl only when it is needed.
#if !os(Linux)
import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The transport for https and proxied requests on Darwin (`SchemeRoutingTransport` picks it; on
/// Linux `CurlTransport` does this job). It blocks the calling thread on a semaphore while URLSession
/// works on its own delegate queue. The semaphore's deadline is the total timeout: URLSession gets its
/// timeouts in whole seconds, rounded up, and the watchdog enforces the exact figure.
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession
    private let timeouts: TransportTimeouts

    public init(timeouts: TransportTimeouts = .standard) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = Self.wholeSeconds(timeouts.connectSeconds)
        configuration.timeoutIntervalForResource = Self.wholeSeconds(timeouts.totalSeconds)
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpShouldSetCookies = false
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        self.session = URLSession(configuration: configuration, delegate: nil, delegateQueue: queue)
        self.timeouts = timeouts
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// Each call waits on its own semaphore; URLSession runs the transfers side by side.
    public var allowsConcurrentSends: Bool { true }

    public func send(_ request: HTTPRequestData) throws -> HTTPResponseData {
        var urlRequest = URLRequest(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData,
                                    timeoutInterval: Self.wholeSeconds(timeouts.connectSeconds))
        urlRequest.httpMethod = request.method.rawValue
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        urlRequest.httpBody = request.body

        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        let task = session.dataTask(with: urlRequest) { data, response, error in
            outcome.store(data: data, response: response, error: error)
            done.signal()
        }
        task.resume()
        if done.wait(timeout: .now() + timeouts.totalSeconds) == .timedOut {
            task.cancel()
            throw TransportFailure.timedOut(seconds: timeouts.totalSeconds)
        }
        return try outcome.result(timeouts: timeouts)
    }

    /// Hands the completion handler's values from URLSession's queue to the waiting thread.
    private final class Outcome: @unchecked Sendable {
        private let lock = NSLock()
        private var data: Data?
        private var response: URLResponse?
        private var error: Error?

        func store(data: Data?, response: URLResponse?, error: Error?) {
            lock.lock()
            defer { lock.unlock() }
            self.data = data
            self.response = response
            self.error = error
        }

        func result(timeouts: TransportTimeouts) throws -> HTTPResponseData {
            lock.lock()
            defer { lock.unlock() }
            if let error { throw URLSessionTransport.failure(for: error, timeouts: timeouts) }
            guard let http = response as? HTTPURLResponse else {
                throw TransportFailure.other("the answer is not HTTP")
            }
            var headers: [String: String] = [:]
            for (name, value) in http.allHeaderFields {
                headers[String(describing: name).lowercased()] = String(describing: value)
            }
            return HTTPResponseData(status: http.statusCode, headers: headers, body: data ?? Data())
        }
    }

    static func wholeSeconds(_ seconds: Double) -> Double {
        max(1, seconds.rounded(.up))
    }

    static func failure(for error: Error, timeouts: TransportTimeouts) -> TransportFailure {
        guard let urlError = error as? URLError else { return .other(error.localizedDescription) }
        switch urlError.code {
        case .timedOut:
            return .timedOut(seconds: timeouts.totalSeconds)
        case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet,
             .internationalRoamingOff, .dataNotAllowed:
            return .cannotConnect(Self.describe(urlError))
        case .networkConnectionLost, .badServerResponse, .zeroByteResource:
            return .connectionLost(Self.describe(urlError))
        case .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData:
            return .incompleteAnswer(Self.describe(urlError))
        // FoundationNetworking reports curl's "partial file" (fewer bytes than Content-Length) as
        // .unknown with curl's own message; the server was reached, its answer broke off.
        case .unknown where urlError.localizedDescription.hasPrefix("transfer closed"):
            return .incompleteAnswer(urlError.localizedDescription)
        default:
            return .other(Self.describe(urlError))
        }
    }

    private static func describe(_ error: URLError) -> String {
        switch error.code {
        case .cannotConnectToHost: return "connection refused"
        case .cannotFindHost, .dnsLookupFailed: return "unknown host"
        case .notConnectedToInternet: return "no network"
        case .networkConnectionLost: return "connection lost"
        case .badServerResponse: return "broken HTTP answer"
        default: return error.localizedDescription
        }
    }
}
#endif
