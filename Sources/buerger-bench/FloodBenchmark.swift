import Foundation

/// `flood`: the connection floods of the attack trial against buerger-sim, on loopback only, bounded in
/// connections and seconds. Phase 1: N kept-alive connections each sending one GET every 10 s (they
/// held every slot, and 60 of 65 health checks got 503). Phase 2: N slow-loris connections trickling a
/// header byte a second and reopening when closed (18 of 43 health checks failed). Meanwhile a
/// health check (a fresh connection, one GET) runs every 400 ms; it prints how many answered 200.
/// Figures only: it exits 0 however few checks succeed.
enum FloodBenchmark {
    static let command = BenchmarkCommand(
        name: "flood",
        summary: "health checks that get through a keep-alive flood and a slow-loris flood (loopback)",
        run: run)

    static let usage =
        "usage: buerger-bench flood --url http://127.0.0.1:PORT/PATH [--connections 600] [--interval 10] [--seconds 20]"

    /// Enough to fill buerger-sim's 512 slots with room to spare, and still a bounded run.
    static let mostConnections = 2_000
    static let mostSeconds = 120

    static func run(_ arguments: [String]) -> Int32 {
        let target: ServerLoadBenchmark.Target
        let connections: Int
        let interval: Int
        let seconds: Int
        do {
            let options = try BenchmarkOptions(arguments, allowed: ["url", "connections", "interval", "seconds"])
            target = try ServerLoadBenchmark.parseTarget(options.string("url"))
            guard ["127.0.0.1", "localhost"].contains(target.host) else {
                throw BenchmarkUsageError(
                    message:
                        "'--url' must be a loopback address: 127.0.0.1 or localhost: a flood is for your own machine")
            }
            connections = min(try options.positiveInteger("connections", default: 600), mostConnections)
            interval = try options.positiveInteger("interval", default: 10)
            seconds = min(try options.positiveInteger("seconds", default: 20), mostSeconds)
        } catch let error as BenchmarkUsageError {
            printError("buerger-bench flood: \(error.message)\n\(usage)")
            return 2
        } catch {
            printError("buerger-bench flood: \(error)")
            return 2
        }
        let url = "http://\(target.host):\(target.port)\(target.pathAndQuery)"
        print("flood: GET \(url), \(connections) connections, \(seconds) s per phase, a health check every 400 ms")

        let keepAlive = FloodPhase(target: target, seconds: seconds).run(connections: connections) { target, phase in
            FloodKeepAliveClient(target: target, interval: Double(interval)).run(until: phase)
        }
        print(
            "keep-alive flood (one GET per connection every \(interval) s): "
                + "health checks answered 200: \(keepAlive.checksAnswered) of \(keepAlive.checks) "
                + "(503: \(keepAlive.checks503), no answer: \(keepAlive.checksUnanswered)); "
                + "flood GETs answered 200: \(keepAlive.floodAnswered) of \(keepAlive.floodSent), "
                + "reopened after the server closed them: \(keepAlive.reopened)")

        let slowloris = FloodPhase(target: target, seconds: seconds).run(connections: connections) { target, phase in
            SlowHeaderClient(target: target).run(until: phase)
        }
        print(
            "slow-loris flood (a header byte per connection every second): "
                + "health checks answered 200: \(slowloris.checksAnswered) of \(slowloris.checks) "
                + "(503: \(slowloris.checks503), no answer: \(slowloris.checksUnanswered)); "
                + "slow connections closed or refused by the server: \(slowloris.reopened)")
        return 0
    }
}
