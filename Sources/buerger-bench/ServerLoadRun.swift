import Foundation

/// What one load run measured.
struct ServerLoadResult {
    var latencies: [Double] = []
    var errors = 0
    var firstError: String?
    var seconds: Double = 0
}

/// Hands out request numbers to client threads and gathers their measurements.
private final class LoadCoordinator: @unchecked Sendable {
    private let lock = NSLock()
    private let total: Int
    private var issued = 0
    private var result = ServerLoadResult()

    init(total: Int) { self.total = total }

    func claimNext() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard issued < total else { return false }
        issued += 1
        return true
    }

    func finish(latencies: [Double], errors: Int, firstError: String?) {
        lock.lock()
        defer { lock.unlock() }
        result.latencies += latencies
        result.errors += errors
        if result.firstError == nil { result.firstError = firstError }
    }

    var collected: ServerLoadResult {
        lock.lock()
        defer { lock.unlock() }
        return result
    }
}

/// Runs `requests` requests spread over `clients` threads, each with its own kept-alive connection.
func runLoad(target: ServerLoadBenchmark.Target, request: [UInt8], clients: Int, requests: Int) -> ServerLoadResult {
    let coordinator = LoadCoordinator(total: requests)
    let group = DispatchGroup()
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<max(1, clients) {
        group.enter()
        let thread = Thread {
            let client = KeepAliveHTTPClient(host: target.host, port: target.port)
            var latencies: [Double] = []
            var errors = 0
            var firstError: String?
            while coordinator.claimNext() {
                let sent = DispatchTime.now().uptimeNanoseconds
                do {
                    let status = try client.exchange(request)
                    if (200..<300).contains(status) {
                        latencies.append(Double(DispatchTime.now().uptimeNanoseconds - sent) / 1e6)
                    } else {
                        errors += 1
                        firstError = firstError ?? "HTTP status \(status)"
                    }
                } catch {
                    errors += 1
                    firstError = firstError ?? "\(error)"
                }
            }
            coordinator.finish(latencies: latencies, errors: errors, firstError: firstError)
            group.leave()
        }
        thread.start()
    }
    group.wait()
    var result = coordinator.collected
    result.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return result
}
