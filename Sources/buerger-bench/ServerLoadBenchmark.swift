import Foundation

/// `server-load`: N keep-alive clients send GET requests to one URL as fast as the server answers;
/// prints requests, seconds, requests/s, p50 and p99 latency, and errors (failures or non-2xx answers).
enum ServerLoadBenchmark {
    static let command = BenchmarkCommand(
        name: "server-load",
        summary: "requests/s and p50/p99 latency of GET URL with concurrent keep-alive clients",
        run: run)

    static let usage = "usage: buerger-bench server-load --url URL [--clients 16] [--requests 20000] [--warmup 500]"

    struct Target {
        var host: String
        var port: UInt16
        var pathAndQuery: String
    }

    static func run(_ arguments: [String]) -> Int32 {
        let target: Target
        let clients: Int
        let requests: Int
        let warmup: Int
        do {
            let options = try BenchmarkOptions(arguments, allowed: ["url", "clients", "requests", "warmup"])
            target = try parseTarget(options.string("url"))
            clients = try options.positiveInteger("clients", default: 16)
            requests = try options.positiveInteger("requests", default: 20_000)
            warmup = try options.positiveInteger("warmup", default: 500)
        } catch let error as BenchmarkUsageError {
            printError("buerger-bench server-load: \(error.message)\n\(usage)")
            return 2
        } catch {
            printError("buerger-bench server-load: \(error)")
            return 2
        }
        let request = Array(
            ("GET \(target.pathAndQuery) HTTP/1.1\r\nHost: \(target.host):\(target.port)\r\n"
                + "User-Agent: buerger-bench\r\nAccept: application/json\r\n\r\n").utf8)

        _ = runLoad(target: target, request: request, clients: min(clients, warmup), requests: warmup)
        let result = runLoad(target: target, request: request, clients: clients, requests: requests)

        let summary = LatencySummary(milliseconds: result.latencies)
        let seconds = result.seconds
        let rate = seconds > 0 ? Double(result.latencies.count) / seconds : 0
        print(
            "server-load: GET http://\(target.host):\(target.port)\(target.pathAndQuery), "
                + "\(clients) keep-alive clients")
        let header = ["requests", "seconds", "requests/s", "p50 ms", "p99 ms", "errors"]
        let row = [
            String(requests), format(seconds, 2), format(rate, 1),
            format(summary.percentile(0.5), 2), format(summary.percentile(0.99), 2), String(result.errors),
        ]
        let widths = zip(header, row).map { max($0.count, $1.count) }
        print(zip(header, widths).map { pad($0, $1) }.joined(separator: "  "))
        print(zip(row, widths).map { pad($0, $1) }.joined(separator: "  "))
        if let firstError = result.firstError { printError("first error: \(firstError)") }
        // Only a run where nothing worked is a failure; slowness never is.
        return result.errors >= requests ? 1 : 0
    }

    static func parseTarget(_ text: String) throws -> Target {
        guard let components = URLComponents(string: text), components.scheme == "http",
            let host = components.host, !host.isEmpty
        else {
            throw BenchmarkUsageError(message: "'--url' needs an http:// URL, not '\(text)'")
        }
        let port = components.port ?? 80
        guard let validPort = UInt16(exactly: port) else {
            throw BenchmarkUsageError(message: "port \(port) in '\(text)' is out of range")
        }
        let path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        let query = components.percentEncodedQuery.map { "?\($0)" } ?? ""
        return Target(host: host, port: validPort, pathAndQuery: path + query)
    }

    private static func format(_ value: Double, _ decimals: Int) -> String {
        String(format: "%.\(decimals)f", value)
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
