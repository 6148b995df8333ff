import BuergerCLI
import CitizenClient
import Foundation

/// One soak client: one installation (device id, journal in its own directory) sending its share of
/// the requests one after the other through the library's `RequestSender` over the production transport.
/// The 5–10 s waits between attempts are taken on a virtual clock, so a run of a thousand requests
/// takes seconds of real time while the sender sees the time a citizen would wait.
final class RequestSoakClient {
    /// How one intent's sending ended.
    enum Outcome {
        case stored(requestId: Int64, adopted: Bool, attempts: Int, virtualSeconds: Double)
        case unsent(attempts: Int)
        case failed(String)
    }

    struct Sent {
        var intent: RequestIntent
        var outcome: Outcome
    }

    let deviceId: String
    let intents: [RequestIntent]
    private let sender: RequestSender
    private let clock: VirtualClock
    private let retryFor: TimeInterval
    private(set) var sent: [Sent] = []
    /// What the sender reported on the way, by kind and reason ("unknown: no answer within 1 s").
    private(set) var progressCounts: [String: Int] = [:]

    init(
        server: ServerAddress, deviceId: String, intents: [RequestIntent], stateDirectory: URL,
        timeouts: TransportTimeouts, retryFor: TimeInterval
    ) {
        let clock = VirtualClock()
        self.clock = clock
        self.deviceId = deviceId
        self.intents = intents
        self.retryFor = retryFor
        // The CLI's wiring: a GET is repeated once after a transient failure; POSTs never are.
        // The production transport (plain sockets for http://), so the soak checks what users run.
        let production = SchemeRoutingTransport(timeouts: timeouts, environment: ProcessInfo.processInfo.environment)
        let transport = RetryingTransport(base: FreshConnectionTransport(base: production), sleep: clock.advance)
        let api = BuergerbusAPI(server: server, transport: transport, userAgent: "buerger-bench request-soak")
        sender = RequestSender(
            api: api, journal: RequestJournal(stateDirectory: stateDirectory, clock: clock.now),
            deviceId: deviceId, clock: clock.now, sleep: clock.advance)
    }

    func run() {
        for intent in intents {
            let start = clock.now()
            let outcome: Outcome
            do {
                let result = try sender.send(intent, retryFor: retryFor) { count($0) }
                switch result {
                case .stored(_, let stop, let adopted, let attempts):
                    outcome = .stored(
                        requestId: stop.id, adopted: adopted, attempts: attempts,
                        virtualSeconds: clock.now().timeIntervalSince(start))
                case .unsent(let entry, _):
                    outcome = .unsent(attempts: entry.attempts)
                case .rejected(_, let error):
                    outcome = .failed(error.message(in: .english))
                }
            } catch let error as RequestSendError {
                outcome = .failed(error.message(in: .english))
            } catch {
                outcome = .failed(String(describing: error))
            }
            sent.append(Sent(intent: intent, outcome: outcome))
        }
    }

    private func count(_ progress: SendProgress) {
        let key: String
        switch progress {
        case .outcomeUnknown(_, let reason): key = "attempt without answer, looked up: \(reason.message(in: .english))"
        case .attemptFailed(_, let reason, _): key = "attempt failed, retried: \(reason.message(in: .english))"
        case .lookupFailed(let reason, _): key = "look-up failed: \(reason.message(in: .english))"
        case .adopted: key = "adopted after look-up"
        case .sendingElsewhere: key = "waited for another run sending the same request"
        }
        progressCounts[key, default: 0] += 1
    }
}

/// The sender's clock: real time plus every wait taken so far. Waiting advances it at once, so the
/// deadline (`--retry-for`) and the time to stored count the waits a citizen would sit through.
final class VirtualClock {
    private let lock = NSLock()
    private var skipped: TimeInterval = 0

    func now() -> Date {
        lock.lock()
        defer { lock.unlock() }
        return Date().addingTimeInterval(skipped)
    }

    func advance(_ seconds: TimeInterval) {
        guard seconds.isFinite, seconds > 0 else { return }
        lock.lock()
        defer { lock.unlock() }
        skipped += seconds
    }
}

/// Asks for a new connection per exchange, as a citizen's `buerger` run opens its own: a fault that ends
/// the connection (`refuse`, `reset`, `drop-after-store`) then costs one attempt, not a kept-alive series.
struct FreshConnectionTransport: HTTPTransport {
    let base: HTTPTransport

    func send(_ request: HTTPRequestData) throws -> HTTPResponseData {
        var closing = request
        closing.headers["Connection"] = "close"
        return try base.send(closing)
    }
}
