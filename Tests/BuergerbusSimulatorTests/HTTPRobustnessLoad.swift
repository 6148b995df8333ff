import Foundation

@testable import BuergerbusSimulator

/// One client thread of the robustness test: each step opens a connection and does one kind of thing.
struct MixedLoad {
    let port: UInt16
    var random: SeededGenerator
    let tally: LoadTally

    init(port: UInt16, seed: UInt64, tally: LoadTally) {
        self.port = port
        self.random = SeededGenerator(seed: seed)
        self.tally = tally
    }

    mutating func run(requests: Int) {
        var sent = 0
        while sent < requests {
            let count = step(budget: requests - sent)
            sent += count
            tally.record { $0.sent += count }
        }
    }

    /// Performs one scenario of at most `budget` requests; returns how many requests it sent.
    private mutating func step(budget: Int) -> Int {
        guard let connection = try? RawTestConnection(port: port, receiveTimeout: 10) else {
            tally.record { $0.wrongAnswers.append("connect failed") }
            return 1
        }
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<4: return keepAliveSequence(connection, count: min(budget, Int.random(in: 1...5, using: &random)))
        case 4: return pipelined(connection, count: min(budget, 3))
        case 5: return expectRejection(connection, sending: garbage(), statuses: [400, 414, 501, 505])
        case 6: return expectRejection(connection, sending: oversizedHeader(), statuses: [431])
        case 7: return truncatedThenClose(connection)
        default: return fault(connection)
        }
    }

    private mutating func keepAliveSequence(_ connection: RawTestConnection, count: Int) -> Int {
        for index in 0..<count {
            let body = "n\(Int.random(in: 0..<1000, using: &random))"
            connection.send("POST /echo HTTP/1.1\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)")
            if !expectAnswer(connection, body: "POST /echo \(body)", isFirst: index == 0) { return index + 1 }
        }
        return count
    }

    private mutating func pipelined(_ connection: RawTestConnection, count: Int) -> Int {
        connection.send(String(repeating: "GET /echo HTTP/1.1\r\n\r\n", count: count))
        for index in 0..<count {
            guard expectAnswer(connection, body: "GET /echo ", isFirst: index == 0) else { break }
        }
        return count
    }

    /// A valid answer, or on a first request a refused connection (no bytes at all).
    private func expectAnswer(_ connection: RawTestConnection, body: String, isFirst: Bool) -> Bool {
        do {
            let response = try connection.readResponse()
            if response.status == 200 && response.bodyText == body {
                tally.record { $0.validAnswered += 1 }
                return true
            }
            tally.record { $0.wrongAnswers.append("\(response.statusLine) \(response.bodyText)") }
        } catch {
            if isFirst {
                tally.record { $0.refused += 1 }
            } else {
                tally.record { $0.wrongAnswers.append("kept-alive connection failed: \(error)") }
            }
        }
        return false
    }

    private func expectRejection(_ connection: RawTestConnection, sending bytes: [UInt8], statuses: Set<Int>) -> Int {
        connection.send(bytes)
        let result = connection.readToEnd()
        guard !result.bytes.isEmpty else {
            tally.record { $0.refused += 1 }
            return 1
        }
        let text = String(decoding: result.bytes, as: UTF8.self)
        let status = text.split(separator: " ").dropFirst().first.flatMap { Int($0) }
        if let status, statuses.contains(status), text.contains("\r\nConnection: close\r\n") {
            tally.record { $0.rejectedAnswered += 1 }
        } else {
            tally.record { $0.wrongAnswers.append("rejection: \(text.prefix(80))") }
        }
        return 1
    }

    private func truncatedThenClose(_ connection: RawTestConnection) -> Int {
        connection.send("POST /echo HTTP/1.1\r\nContent-Length: 400\r\n\r\npartial")
        return 1
    }

    private mutating func fault(_ connection: RawTestConnection) -> Int {
        let path = ["/drop", "/reset", "/truncate?bytes=5", "/delay?ms=1"].randomElement(using: &random) ?? "/drop"
        connection.send("GET \(path) HTTP/1.1\r\nConnection: close\r\n\r\n")
        let result = connection.readToEnd()
        switch (path, result.end) {
        case (_, .timedOut), (_, .failed):
            tally.record { $0.wrongAnswers.append("\(path) ended with \(result.end)") }
        default:
            tally.record { $0.faultsSeen += 1 }
        }
        return 1
    }

    private mutating func garbage() -> [UInt8] {
        let kinds: [[UInt8]] = [
            (0..<64).map { _ in UInt8.random(in: 0...255, using: &random) } + [13, 10, 13, 10],
            Array("GET / HTTP/9.9\r\n\r\n".utf8).map { $0 == UInt8(ascii: "9") ? 0 : $0 },
            Array("\u{16}\u{03}\u{01}hello".utf8),
            Array("{\"not\": \"http\"}\r\n\r\n".utf8),
            Array("GET /a%zz HTTP/1.1\r\n\r\n".utf8),
            Array("POST / HTTP/1.1\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\nabcd".utf8),
        ]
        return kinds.randomElement(using: &random) ?? []
    }

    private func oversizedHeader() -> [UInt8] {
        Array("GET /echo HTTP/1.1\r\nX-Padding: \(String(repeating: "p", count: 3000))\r\n\r\n".utf8)
    }
}
