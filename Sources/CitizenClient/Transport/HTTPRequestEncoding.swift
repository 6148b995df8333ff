import Foundation

/// The bytes of one HTTP/1.1 request as the socket transport sends it: one request per connection.
enum HTTPRequestEncoding {
    /// Framing headers the transport owns; a caller's copy would contradict the real framing.
    private static let ownedHeaders: Set<String> = ["host", "content-length", "connection", "transfer-encoding"]

    /// Request line, Host, the caller's headers (in name order, so requests are reproducible),
    /// Content-Length for a body (and for a POST without one), `Connection: close`, then the body.
    /// No Accept-Encoding: answers come as they are (identity).
    static func bytes(for request: HTTPRequestData, target: HTTPTarget) -> [UInt8] {
        var head = "\(request.method.rawValue) \(target.pathAndQuery) HTTP/1.1\r\n"
        head += "Host: \(target.hostHeader)\r\n"
        for (name, value) in request.headers.sorted(by: { $0.key < $1.key })
        where !ownedHeaders.contains(name.lowercased()) {
            head += "\(singleLine(name)): \(singleLine(value))\r\n"
        }
        let body = request.body ?? Data()
        if !body.isEmpty || request.method == .post { head += "Content-Length: \(body.count)\r\n" }
        head += "Connection: close\r\n\r\n"
        var bytes = Array(head.utf8)
        bytes.append(contentsOf: body)
        return bytes
    }

    /// A line break inside a name or value would start a header of its own. (`isNewline`, because
    /// "\r\n" is one Character and equals neither "\r" nor "\n".)
    private static func singleLine(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        return String(text.map { $0.isNewline ? " " : $0 })
    }
}
