/// Parses the head of one request (request line and header fields) from raw bytes.
/// Pure: no I/O, no state. Lenient only where RFC 9112 allows it (bare LF line ends,
/// empty lines before the request line); everything else that is off is a precise error.
struct HTTPRequestParser: Sendable {
    enum HeadResult: Equatable {
        /// Everything so far is a plausible start of a request; more bytes are needed.
        case incomplete
        /// A whole head; `length` bytes of the input belong to it.
        case complete(HTTPRequestHead, length: Int)
        case failure(HTTPParseError)
    }

    var maxHeaderBytes: Int
    var maxBodyBytes: Int

    /// Longer method names are not HTTP methods anyone implements.
    static let maxMethodLength = 32

    func parseHead(_ bytes: ArraySlice<UInt8>) -> HeadResult {
        var index = bytes.startIndex
        while index < bytes.endIndex, bytes[index] == ByteCode.carriageReturn || bytes[index] == ByteCode.lineFeed {
            index += 1
        }
        var lines: [ArraySlice<UInt8>] = []
        var lineStart = index
        var headEnd: Int?
        while index < bytes.endIndex {
            if bytes[index] == ByteCode.lineFeed {
                var lineEnd = index
                if lineEnd > lineStart, bytes[lineEnd - 1] == ByteCode.carriageReturn { lineEnd -= 1 }
                if lineEnd == lineStart {
                    headEnd = index + 1
                    break
                }
                lines.append(bytes[lineStart..<lineEnd])
                lineStart = index + 1
            }
            index += 1
        }
        let consumedLength = (headEnd ?? bytes.endIndex) - bytes.startIndex
        guard let headEnd else {
            if consumedLength > maxHeaderBytes {
                return .failure(
                    lines.isEmpty ? .uriTooLong(limit: maxHeaderBytes) : .headerTooLarge(limit: maxHeaderBytes))
            }
            if let requestLine = lines.first {
                if case .failure(let error) = parseRequestLine(requestLine) { return .failure(error) }
            } else if let error = rejectMethodPrefix(bytes[lineStart...]) {
                return .failure(error)
            }
            return .incomplete
        }
        guard consumedLength <= maxHeaderBytes else { return .failure(.headerTooLarge(limit: maxHeaderBytes)) }
        guard let requestLine = lines.first else { return .failure(.badRequest("the request line is missing")) }
        switch parseRequestLine(requestLine) {
        case .failure(let error):
            return .failure(error)
        case .success(let line):
            switch parseFields(lines.dropFirst(), requestLine: line) {
            case .failure(let error): return .failure(error)
            case .success(let head): return .complete(head, length: headEnd - bytes.startIndex)
            }
        }
    }

    // MARK: Request line

    struct RequestLine: Equatable {
        var method: String
        var target: String
        var path: String
        var query: [HTTPRequestHead.QueryItem]
        var minorVersion: Int
    }

    func parseRequestLine(_ line: ArraySlice<UInt8>) -> Result<RequestLine, HTTPParseError> {
        let parts = line.split(separator: ByteCode.space, maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, let methodBytes = parts.first else {
            return .failure(.badRequest("the request line is not 'METHOD TARGET HTTP/1.1'"))
        }
        if let error = validateMethod(methodBytes) { return .failure(error) }
        let versionBytes = parts[2]
        let minorVersion: Int
        switch parseVersion(versionBytes) {
        case .success(let minor): minorVersion = minor
        case .failure(let error): return .failure(error)
        }
        let targetBytes = parts[1]
        guard !targetBytes.isEmpty, targetBytes.allSatisfy({ $0 > ByteCode.space && $0 < ByteCode.delete }) else {
            return .failure(.badRequest("the request target is empty or contains spaces, control or non-ASCII bytes"))
        }
        let method = String(decoding: methodBytes, as: UTF8.self)
        let target = String(decoding: targetBytes, as: UTF8.self)
        guard let originForm = Self.originForm(of: targetBytes, method: method) else {
            return .failure(.badRequest("the request target '\(target)' is neither a path nor an absolute URL"))
        }
        let withoutFragment =
            originForm.split(
                separator: UInt8(ascii: "#"), maxSplits: 1,
                omittingEmptySubsequences: false
            ).first ?? originForm
        let pathAndQuery = withoutFragment.split(
            separator: UInt8(ascii: "?"), maxSplits: 1,
            omittingEmptySubsequences: false)
        guard let pathBytes = pathAndQuery.first,
            let path = PercentDecoding.decode(pathBytes, plusAsSpace: false)
        else {
            return .failure(.badRequest("the path of '\(target)' has a malformed percent escape"))
        }
        var query: [HTTPRequestHead.QueryItem] = []
        if pathAndQuery.count > 1 {
            guard let items = Self.parseQuery(pathAndQuery[1]) else {
                return .failure(.badRequest("the query of '\(target)' has a malformed percent escape"))
            }
            query = items
        }
        return .success(
            RequestLine(
                method: method, target: target, path: path, query: query,
                minorVersion: minorVersion))
    }

    /// Catches bytes that can never start a request (TLS handshakes, binary noise) before a line is complete.
    func rejectMethodPrefix(_ bytes: ArraySlice<UInt8>) -> HTTPParseError? {
        let method = bytes.prefix(Self.maxMethodLength + 1).prefix { $0 != ByteCode.space }
        if let invalid = method.first(where: { !ByteCode.isTokenCharacter($0) }), invalid != ByteCode.carriageReturn {
            return .badRequest("this is not an HTTP request")
        }
        if method.count > Self.maxMethodLength { return .notImplemented("the request method is not implemented") }
        return nil
    }

    private func validateMethod(_ bytes: ArraySlice<UInt8>) -> HTTPParseError? {
        guard !bytes.isEmpty, bytes.allSatisfy(ByteCode.isTokenCharacter) else {
            return .badRequest("this is not an HTTP request")
        }
        guard bytes.count <= Self.maxMethodLength else {
            return .notImplemented("the request method is not implemented")
        }
        return nil
    }

    private func parseVersion(_ bytes: ArraySlice<UInt8>) -> Result<Int, HTTPParseError> {
        let text = String(decoding: bytes, as: UTF8.self)
        switch text {
        case "HTTP/1.1": return .success(1)
        case "HTTP/1.0": return .success(0)
        default:
            let digits = bytes.dropFirst(5)
            let looksLikeVersion =
                text.hasPrefix("HTTP/") && digits.count == 3
                && digits.enumerated().allSatisfy { offset, byte in
                    offset == 1 ? byte == UInt8(ascii: ".") : ByteCode.isDigit(byte)
                }
            return .failure(looksLikeVersion ? .versionNotSupported(text) : .badRequest("this is not an HTTP request"))
        }
    }

    /// The `/path?query` part of an origin-form, absolute-form or asterisk-form target (RFC 9112 §3.2).
    static func originForm(of target: ArraySlice<UInt8>, method: String) -> ArraySlice<UInt8>? {
        if target.first == UInt8(ascii: "/") { return target }
        if target.elementsEqual("*".utf8) { return method == "OPTIONS" ? target : nil }
        let lowered = target.map { ByteCode.lowercased($0) }
        for scheme in ["http://", "https://"] where lowered.starts(with: scheme.utf8) {
            let authorityAndRest = target.dropFirst(scheme.utf8.count)
            guard let slash = authorityAndRest.firstIndex(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") })
            else { return ArraySlice("/".utf8) }
            if authorityAndRest[slash] == UInt8(ascii: "?") { return ArraySlice("/".utf8) + authorityAndRest[slash...] }
            return authorityAndRest[slash...]
        }
        return nil
    }

    /// `a=1&b=x+y&flag` → [(a, 1), (b, "x y"), (flag, "")]; nil for a malformed escape.
    static func parseQuery(_ bytes: ArraySlice<UInt8>) -> [HTTPRequestHead.QueryItem]? {
        var items: [HTTPRequestHead.QueryItem] = []
        for pair in bytes.split(separator: UInt8(ascii: "&")) {
            let nameAndValue = pair.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
            guard let nameBytes = nameAndValue.first,
                let name = PercentDecoding.decode(nameBytes, plusAsSpace: true)
            else { return nil }
            var value = ""
            if nameAndValue.count > 1 {
                guard let decoded = PercentDecoding.decode(nameAndValue[1], plusAsSpace: true) else { return nil }
                value = decoded
            }
            items.append(.init(name: name, value: value))
        }
        return items
    }
}
