import Foundation

/// Writes the bytes of a response head; the connection layer owns the framing fields.
enum HTTPResponseSerializer {
    /// Fields the connection layer writes itself; a handler's copy would contradict the framing.
    private static let reservedFields: Set<String> = ["content-length", "connection", "date", "transfer-encoding"]

    /// Status line, `Date`, `Content-Length` (also when 0: the original sends 204 and empty 200 this way),
    /// `Connection`, then the handler's fields, then the empty line.
    static func head(
        status: Int, headers: [(name: String, value: String)], contentLength: Int,
        keepAlive: Bool, date: String
    ) -> [UInt8] {
        var text = "HTTP/1.1 \(status) \(HTTPStatusReason.phrase(for: status))\r\n"
        text += "Date: \(date)\r\n"
        text += "Content-Length: \(contentLength)\r\n"
        text += "Connection: \(keepAlive ? "keep-alive" : "close")\r\n"
        for field in headers where isWritable(field) {
            text += "\(field.name): \(field.value)\r\n"
        }
        text += "\r\n"
        return Array(text.utf8)
    }

    static let continueHead = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)

    /// A short plain-text answer for requests the HTTP layer itself rejects.
    static func errorResponse(_ error: HTTPParseError) -> HTTPResponse {
        HTTPResponse(
            status: error.status, headers: [(name: "Content-Type", value: "text/plain; charset=utf-8")],
            body: Data("\(HTTPStatusReason.phrase(for: error.status)): \(error.reason)\n".utf8))
    }

    /// Drops reserved fields and any field that could split the header (CR, LF or an invalid name).
    private static func isWritable(_ field: (name: String, value: String)) -> Bool {
        !field.name.isEmpty
            && field.name.utf8.allSatisfy(ByteCode.isTokenCharacter)
            && !reservedFields.contains(field.name.lowercased())
            && field.value.utf8.allSatisfy(ByteCode.isFieldValueCharacter)
    }
}
