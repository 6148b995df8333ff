import Foundation

/// Header fields and the message framing they imply (RFC 9110 §5, RFC 9112 §6).
extension HTTPRequestParser {
    func parseFields(_ lines: ArraySlice<ArraySlice<UInt8>>, requestLine: RequestLine)
        -> Result<HTTPRequestHead, HTTPParseError>
    {
        var headers: [String: String] = [:]
        // Fields whose repetitions all matter for framing and connection handling.
        var contentLengths: [String] = []
        var transferCodings: [String] = []
        var connectionOptions: [String] = []
        var expectations: [String] = []
        for line in lines {
            guard let first = line.first, first != ByteCode.space, first != ByteCode.tab else {
                return .failure(.badRequest("folded header lines are not allowed"))
            }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
                return .failure(.badRequest("a header line has no colon"))
            }
            let nameBytes = line[line.startIndex..<colon]
            guard !nameBytes.isEmpty, nameBytes.allSatisfy(ByteCode.isTokenCharacter) else {
                return .failure(.badRequest("a header name is empty or contains invalid characters"))
            }
            let valueBytes = Self.trimmingWhitespace(line[(colon + 1)...])
            guard valueBytes.allSatisfy(ByteCode.isFieldValueCharacter) else {
                return .failure(.badRequest("a header value contains control characters"))
            }
            let name = String(decoding: nameBytes.map(ByteCode.lowercased), as: UTF8.self)
            let value = Self.fieldValueText(valueBytes)
            headers[name] = value
            switch name {
            case "content-length": contentLengths += Self.listElements(value)
            case "transfer-encoding": transferCodings += Self.listElements(value).map { $0.lowercased() }
            case "connection": connectionOptions += Self.listElements(value).map { $0.lowercased() }
            case "expect": expectations.append(value)
            default: break
            }
        }
        let framing: HTTPBodyFraming
        switch bodyFraming(
            contentLengths: contentLengths, transferCodings: transferCodings,
            minorVersion: requestLine.minorVersion)
        {
        case .success(let value): framing = value
        case .failure(let error): return .failure(error)
        }
        var expectsContinue = false
        for expectation in expectations {
            guard expectation.lowercased() == "100-continue" else { return .failure(.expectationFailed(expectation)) }
            // An HTTP/1.0 client cannot understand 100 Continue (RFC 9110 §10.1.1).
            expectsContinue = requestLine.minorVersion >= 1
        }
        let keepAlive =
            requestLine.minorVersion >= 1
            ? !connectionOptions.contains("close")
            : connectionOptions.contains("keep-alive") && !connectionOptions.contains("close")
        return .success(
            HTTPRequestHead(
                method: requestLine.method, target: requestLine.target, path: requestLine.path,
                query: requestLine.query, headers: headers,
                minorVersion: requestLine.minorVersion, bodyFraming: framing,
                keepAlive: keepAlive, expectsContinue: expectsContinue))
    }

    /// Ambiguous framing is rejected, never guessed: guessing is how request smuggling works.
    private func bodyFraming(contentLengths: [String], transferCodings: [String], minorVersion: Int)
        -> Result<HTTPBodyFraming, HTTPParseError>
    {
        if !transferCodings.isEmpty {
            guard contentLengths.isEmpty else {
                return .failure(.badRequest("Content-Length and Transfer-Encoding must not both be sent"))
            }
            guard minorVersion >= 1 else { return .failure(.badRequest("HTTP/1.0 has no Transfer-Encoding")) }
            guard transferCodings.last == "chunked" else {
                return .failure(
                    .badRequest("the request body length is unknown: the last transfer coding is not chunked"))
            }
            guard transferCodings.count == 1 else {
                let others = transferCodings.dropLast().joined(separator: ", ")
                return .failure(.notImplemented("transfer coding '\(others)' is not supported"))
            }
            return .success(.chunked)
        }
        guard let first = contentLengths.first else { return .success(.none) }
        guard contentLengths.allSatisfy({ $0 == first }) else {
            return .failure(.badRequest("conflicting Content-Length values"))
        }
        guard first.utf8.count <= 18, first.utf8.allSatisfy(ByteCode.isDigit), let length = Int(first) else {
            return .failure(.badRequest("Content-Length '\(first)' is not a number of bytes"))
        }
        guard length <= maxBodyBytes else { return .failure(.payloadTooLarge(limit: maxBodyBytes)) }
        return .success(length == 0 ? .none : .contentLength(length))
    }

    static func trimmingWhitespace(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let isWhitespace = { (byte: UInt8) in byte == ByteCode.space || byte == ByteCode.tab }
        guard let start = bytes.firstIndex(where: { !isWhitespace($0) }),
            let end = bytes.lastIndex(where: { !isWhitespace($0) })
        else { return bytes[bytes.endIndex...] }
        return bytes[start...end]
    }

    /// UTF-8 when valid, otherwise ISO-8859-1, which is what old clients send.
    static func fieldValueText(_ bytes: ArraySlice<UInt8>) -> String {
        if let text = PercentDecoding.strictUTF8String(bytes) { return text }
        return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }

    /// Elements of a comma-separated list field, trimmed, empty ones dropped.
    static func listElements(_ value: String) -> [String] {
        value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
