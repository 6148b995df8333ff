import Foundation

/// A client that keeps its connection open and sends one GET every `interval` seconds, as a polling
/// dashboard would. When the server has closed the connection it opens a new one and asks again at
/// once, as HTTP clients do after an idle connection was closed.
struct FloodKeepAliveClient {
    let target: ServerLoadBenchmark.Target
    let interval: Double

    func run(until phase: FloodPhase) {
        let client = KeepAliveHTTPClient(host: target.host, port: target.port, receiveTimeout: 5)
        let request = Array(
            ("GET \(target.pathAndQuery) HTTP/1.1\r\nHost: \(target.host):\(target.port)\r\n"
                + "User-Agent: buerger-bench flood\r\n\r\n").utf8)
        repeat {
            var status = try? client.exchange(request)
            if status == nil {
                phase.record { $0.reopened += 1 }
                status = try? client.exchange(request)
            }
            phase.record {
                $0.floodSent += 1
                if status == 200 { $0.floodAnswered += 1 }
            }
        } while phase.pause(interval)
    }
}
