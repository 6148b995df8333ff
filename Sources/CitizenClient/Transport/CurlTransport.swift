#if canImport(CCurl)
    import CCurl
    import Foundation

    /// The transport for https and proxied requests on Linux (`SchemeRoutingTransport` picks it; plain
    /// http goes through `SocketHTTPTransport`). It drives libcurl, which the CCurl module loads on the
    /// first request: linking FoundationNetworking instead would load libcurl and the ~30 libraries it
    /// needs at every start of `buerger`, https or not. libcurl reads http_proxy, https_proxy and
    /// no_proxy itself, bounds its (threaded) name lookup by the connect timeout, and shares the connect
    /// time among a host's addresses. Redirects are not followed (`HTTPRedirect`).
    public final class CurlTransport: HTTPTransport {
        private let timeouts: TransportTimeouts
        private let resolveOverrides: [String]

        public convenience init(timeouts: TransportTimeouts = .standard) {
            self.init(timeouts: timeouts, resolveOverrides: [])
        }

        /// - Parameter resolveOverrides: curl's `--resolve` entries ("host:port:address,address"), so a
        ///   test can give a name several addresses.
        init(timeouts: TransportTimeouts, resolveOverrides: [String]) {
            self.timeouts = timeouts
            self.resolveOverrides = resolveOverrides
        }

        /// Every call has an easy handle of its own.
        public var allowsConcurrentSends: Bool { true }

        public func send(_ request: HTTPRequestData) throws -> HTTPResponseData {
            let timeouts = timeouts.limited(to: request.timeLimitSeconds)
            var response = ccurl_response()
            defer { ccurl_free(&response) }
            let lines = Self.headerLines(request.headers)
            let body = request.body ?? Data()
            let code = Self.withCStrings(lines) { headerPointers in
                Self.withCStrings(resolveOverrides) { resolvePointers in
                    body.withUnsafeBytes { bodyBytes in
                        ccurl_perform(
                            request.method.rawValue, request.url.absoluteString, headerPointers, headerPointers.count,
                            resolvePointers, resolvePointers.count, bodyBytes.baseAddress, bodyBytes.count,
                            Self.milliseconds(timeouts.connectSeconds), Self.milliseconds(timeouts.totalSeconds),
                            &response)
                    }
                }
            }
            let message = withUnsafeBytes(of: response.message) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if code != 0 { throw CurlFailure.fault(code: code, message: message, timeouts: timeouts).failure }
            guard response.status > 0 else { throw ExchangeFault.notHTTP.failure }
            let headerBlock = CurlHeaderBlock(raw: Self.bytes(response.headers, count: response.headers_length))
            guard headerBlock.isComplete else { throw ExchangeFault.lost(nil).failure }
            let answer = HTTPResponseData(
                status: response.status, headers: headerBlock.headers,
                body: Data(Self.bytes(response.body, count: response.body_length)))
            return try HTTPRedirect.checked(answer, from: request.url)
        }

        /// "Name: value" lines. Expect is switched off (curl would wait for `100 Continue` before a large
        /// body); an empty value needs curl's "Name;" form, as "Name:" removes the header.
        static func headerLines(_ headers: [String: String]) -> [String] {
            var lines: [String] = []
            for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
                let name = singleLine(name).trimmingCharacters(in: .whitespaces)
                guard !name.isEmpty, !name.contains(":"), !name.contains(";") else { continue }
                let value = singleLine(value)
                lines.append(value.isEmpty ? "\(name);" : "\(name): \(value)")
            }
            if !headers.keys.contains(where: { $0.lowercased() == "expect" }) { lines.append("Expect:") }
            return lines
        }

        /// A line break inside a name or value would start a header of its own.
        private static func singleLine(_ text: String) -> String {
            guard text.contains(where: \.isNewline) else { return text }
            return String(text.map { $0.isNewline ? " " : $0 })
        }

        /// Rounded up, so a budget below a millisecond still means "some time" rather than curl's 0 (none).
        static func milliseconds(_ seconds: Double) -> Int {
            max(1, Int((seconds * 1000).rounded(.up)))
        }

        private static func bytes(_ pointer: UnsafeMutablePointer<UInt8>?, count: Int) -> [UInt8] {
            guard let pointer, count > 0 else { return [] }
            return Array(UnsafeBufferPointer(start: pointer, count: count))
        }

        /// C strings that live for the duration of `body`.
        private static func withCStrings<Result>(
            _ strings: [String],
            _ body: ([UnsafePointer<CChar>?]) -> Result
        ) -> Result {
            let copies = strings.map { strdup($0) }
            defer { copies.forEach { free($0) } }
            return body(copies.map { $0.map { UnsafePointer($0) } })
        }
    }
#endif
