import Foundation

/// One flood phase: `connections` client threads against one target for `seconds`, while the calling
/// thread runs a health check every 400 ms. What the clients and the checks saw is tallied here.
final class FloodPhase: @unchecked Sendable {
    struct Tally {
        var checks = 0
        var checksAnswered = 0
        var checks503 = 0
        var checksUnanswered = 0
        var floodSent = 0
        var floodAnswered = 0
        /// Flood connections the server closed and the client opened again.
        var reopened = 0
    }

    let target: ServerLoadBenchmark.Target
    private let deadline: DispatchTime
    private let lock = NSLock()
    private var tally = Tally()

    init(target: ServerLoadBenchmark.Target, seconds: Int) {
        self.target = target
        self.deadline = .now() + .seconds(seconds)
    }

    var isOver: Bool { DispatchTime.now() >= deadline }

    /// Sleeps up to `seconds`, less when the phase ends first; false once it is over.
    func pause(_ seconds: Double) -> Bool {
        let wake = min(DispatchTime.now() + seconds, deadline)
        while DispatchTime.now() < wake { usleep(20_000) }
        return !isOver
    }

    func record(_ change: (inout Tally) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        change(&tally)
    }

    /// Starts the clients (spread over the first second), checks until the deadline, waits for them.
    func run(connections: Int, client: @escaping @Sendable (ServerLoadBenchmark.Target, FloodPhase) -> Void) -> Tally {
        let group = DispatchGroup()
        for index in 0..<connections {
            group.enter()
            let thread = Thread { [self] in
                usleep(useconds_t(1_000_000 * index / max(1, connections)))
                client(target, self)
                group.leave()
            }
            thread.stackSize = 256 * 1024
            thread.start()
        }
        let check = Array(
            ("GET \(target.pathAndQuery) HTTP/1.1\r\nHost: \(target.host):\(target.port)\r\n"
                + "User-Agent: buerger-bench health check\r\nConnection: close\r\n\r\n").utf8)
        // The first check once the flood is in place.
        _ = pause(2)
        repeat {
            let status = try? KeepAliveHTTPClient(host: target.host, port: target.port, receiveTimeout: 5).exchange(
                check)
            record {
                $0.checks += 1
                switch status {
                case 200?: $0.checksAnswered += 1
                case 503?: $0.checks503 += 1
                case nil: $0.checksUnanswered += 1
                default: break
                }
            }
        } while pause(0.4)
        group.wait()
        lock.lock()
        defer { lock.unlock() }
        return tally
    }
}
