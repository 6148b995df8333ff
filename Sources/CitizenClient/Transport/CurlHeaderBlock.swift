import Foundation

/// The status and headers of the final answer, from the header lines libcurl hands over. libcurl
/// delivers every block it reads: interim `100 Continue` answers and a proxy's answer to CONNECT
/// come before the real one, so only the block after the last status line counts.
struct CurlHeaderBlock: Equatable {
    /// Header names lower-cased; a name that repeats has its values joined with ", ".
    var headers: [String: String]
    /// Whether the last block ended with its empty line. libcurl hands over a head that the server
    /// cut off midway as if it were complete (status 200, no body, no error).
    var isComplete: Bool

    init(raw: [UInt8]) {
        let newline = UInt8(ascii: "\n")
        let carriageReturn = UInt8(ascii: "\r")
        let withoutLastBreak = raw.last == newline ? raw.dropLast() : raw[...]
        let lastLineBreak = withoutLastBreak.lastIndex(of: newline)
        let lastLine = withoutLastBreak[(lastLineBreak.map { $0 + 1 } ?? withoutLastBreak.startIndex)...]
        isComplete = raw.last == newline && lastLineBreak != nil && lastLine.allSatisfy { $0 == carriageReturn }
        var headers: [String: String] = [:]
        var lastName: String?
        let text = String(decoding: raw, as: UTF8.self)
        for line in text.split(
            omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        {
            if line.hasPrefix("HTTP/") {
                headers = [:]
                lastName = nil
                continue
            }
            if let first = line.first, first == " " || first == "\t" {
                // An obsolete folded line continues the previous header's value.
                if let lastName, let value = headers[lastName] {
                    headers[lastName] = value + " " + line.trimmingCharacters(in: .whitespaces)
                }
                continue
            }
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            guard !name.isEmpty else { continue }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[name] = headers[name].map { $0 + ", " + value } ?? value
            lastName = name
        }
        self.headers = headers
    }
}
