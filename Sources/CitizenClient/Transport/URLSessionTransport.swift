// Darwin only: on Linux URLSession lives in FoundationNetworking, which links libcurl and ~30 more
// libraries into every start of `buerger` (docs/architecture.md, "Transports"); `CurlTransport`
// loads libcurl only when it is needed.
#if !os(Linux)
    import Dispatch
    import Foundation

    /// The transport for https and proxied requests on Darwin (`SchemeRoutingTransport` picks it; on
    /// Linux `CurlTransport` does this job). It blocks the calling thread on a semaphore while URLSession
    /// works on its own delegate queue. The semaphore's deadline is the total timeout: URLSession gets its
    /// timeouts in whole seconds, rounded up, and the watchdog enforces the exact figure. Redirects are
    /// handed back unfollowed and refused (`HTTPRedirect`), as on every transport.
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
            self.session = URLSession(configuration: configuration, delegate: RedirectRefusal(), delegateQueue: queue)
            self.timeouts = timeouts
        }

        deinit {
            session.finishTasksAndInvalidate()
        }

        /// Each call waits on its own semaphore; URLSession runs the transfers side by side.
        public var allowsConcurrentSends: Bool { true }

        public func send(_ request: HTTPRequestData) throws -> HTTPResponseData {
            // The session's own limits are whole seconds; the watchdog below holds the exact one.
            let timeouts = timeouts.limited(to: request.timeLimitSeconds)
            var urlRequest = URLRequest(
                url: request.url, cachePolicy: .reloadIgnoringLocalCacheData,
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
            return try HTTPRedirect.checked(try outcome.result(timeouts: timeouts), from: request.url)
        }

        /// Hands a redirect back as the answer instead of following it.
        private final class RedirectRefusal: NSObject, URLSessionTaskDelegate {
            func urlSession(
                _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
            ) {
                completionHandler(nil)
            }
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
                if let error { throw URLSessionTransport.fault(for: error, timeouts: timeouts).failure }
                guard let http = response as? HTTPURLResponse else {
                    throw ExchangeFault.other(.notHTTPResponse).failure
                }
                var headers: [String: String] = [:]
                for (name, value) in http.allHeaderFields {
                    headers[String(describing: name).lowercased()] = String(describing: value)
                }
                // The caps the other transports enforce while reading ("Name: value" and CR LF per header).
                let headBytes = headers.reduce(0) { $0 + $1.key.utf8.count + $1.value.utf8.count + 4 }
                guard headBytes <= HTTPResponseParser.headLimit, (data?.count ?? 0) <= HTTPResponseParser.bodyLimit
                else {
                    throw ExchangeFault.tooLarge.failure
                }
                return HTTPResponseData(status: http.statusCode, headers: headers, body: data ?? Data())
            }
        }

        static func wholeSeconds(_ seconds: Double) -> Double {
            max(1, seconds.rounded(.up))
        }

        /// What the URLError says happened; `ExchangeFault.failure` makes the kind, as for every transport.
        static func fault(for error: Error, timeouts: TransportTimeouts) -> ExchangeFault {
            guard let urlError = error as? URLError else { return .other(.text(error.localizedDescription)) }
            let description = urlError.localizedDescription
            switch urlError.code {
            case .timedOut: return .timedOut(seconds: timeouts.totalSeconds)
            case .cannotFindHost, .dnsLookupFailed: return .unknownHost
            case .cannotConnectToHost: return .refused
            case .notConnectedToInternet, .internationalRoamingOff, .dataNotAllowed: return .noNetwork
            case .networkConnectionLost, .zeroByteResource: return .lost(nil)
            case .badServerResponse: return .notHTTP
            case .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData:
                return .cutBody(.text(description))
            case .dataLengthExceedsMaximum: return .tooLarge
            case .secureConnectionFailed, .serverCertificateHasBadDate, .serverCertificateUntrusted,
                .serverCertificateHasUnknownRoot, .serverCertificateNotYetValid, .clientCertificateRejected,
                .clientCertificateRequired:
                return .tls(description)
            default: return .other(.text(description))
            }
        }
    }
#endif
