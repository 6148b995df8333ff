import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process soak's server: a `buerger-sim` on 127.0.0.1 that can be stopped (SIGTERM, so it
/// writes its `--state` file) and started again on the same port with that file, so the requests it
/// stored survive as they would on a real server that was restarted. No fleet: no driver declines a
/// request, which would make filing it again legitimate.
/// While the soak's runs go on, a state machine driven by the runner's loop, which reaps every child
/// and passes this one's end on; before and after them, it waits for itself.
final class ProcessSoakSimulator {
    enum State: Equatable {
        case down
        case starting
        case up
        case stopping
    }

    private(set) var state = State.down
    private(set) var pid: pid_t?
    private(set) var port = 0
    /// How often it ended without being asked to: a start that could not take the port, or a crash.
    /// The soak starts it again each time.
    private(set) var unplannedEnds = 0
    private(set) var starts = 0
    private(set) var lastError = ""
    private let binary: String
    private let work: URL
    private let seed: UInt64

    init(binary: String, work: URL, seed: UInt64) {
        self.binary = binary
        self.work = work
        self.seed = seed
    }

    var restRoot: String { "http://127.0.0.1:\(port)/services/rest" }
    private var stateFile: String { work.appendingPathComponent("sim-state.json").path }
    private var stdoutFile: String { work.appendingPathComponent("sim-\(starts).out").path }
    private var stderrFile: String { work.appendingPathComponent("sim-\(starts).err").path }

    /// Starts it on `port` (0 at first: a free one, read from its first line).
    func start() throws {
        precondition(state == .down, "the simulator is already running")
        starts += 1
        let arguments =
            SpawnedChild.orphanGuard(signal: "TERM") + [
                binary, "--host", "127.0.0.1", "--port", String(port), "--data", "demo", "--no-fleet",
                "--seed", String(seed % 1_000_000_000), "--state", stateFile, "--quiet",
            ]
        pid = try SpawnedChild.spawn(
            arguments, environment: ["PATH": "/usr/bin:/bin", "TZ": "Europe/Berlin"],
            stdout: stdoutFile, stderr: stderrFile, processGroup: 0)
        state = .starting
    }

    /// While starting: up once its first line names the port it listens on.
    func poll() {
        guard state == .starting,
            let text = try? String(contentsOfFile: stdoutFile, encoding: .utf8),
            let line = text.split(separator: "\n").first, line.hasPrefix("listening on "),
            let url = URL(string: String(line.dropFirst("listening on ".count))), let listening = url.port
        else { return }
        port = listening
        state = .up
    }

    /// SIGTERM: it closes its socket and writes its state file before it exits.
    func stop() {
        guard let pid, state == .up || state == .starting else { return }
        kill(pid, SIGTERM)
        state = .stopping
    }

    /// Starts it and waits until it listens; only while no other loop reaps children.
    func startAndWait(limit: Double) throws {
        try start()
        let deadline = Date().addingTimeInterval(limit)
        while state == .starting {
            poll()
            reapSelf()
            guard Date() < deadline else {
                stopAndWait()
                throw BenchmarkUsageError(message: "buerger-sim did not start within \(Int(limit)) s")
            }
            usleep(10_000)
        }
        guard state == .up else { throw BenchmarkUsageError(message: "buerger-sim did not start: \(lastError)") }
    }

    /// SIGTERM and wait (SIGKILL after 10 s); only while no other loop reaps children.
    func stopAndWait() {
        stop()
        let deadline = Date().addingTimeInterval(10)
        while state != .down {
            reapSelf()
            if state == .down { break }
            if Date() >= deadline {
                forceKill()
            }
            usleep(10_000)
        }
    }

    private func reapSelf() {
        guard let pid else { return }
        var raw: Int32 = 0
        let result = waitpid(pid, &raw, WNOHANG)
        if result == pid, let status = ChildStatus(raw), status != .stopped {
            ended(status)
        } else if result < 0, errno == ECHILD {
            // Reaped already, by a loop that did not pass it on: it is gone all the same.
            self.pid = nil
            state = .down
        }
    }

    /// Last resort when a stop takes too long.
    func forceKill() {
        if let pid { kill(pid, SIGKILL) }
    }

    /// The loop reaped this child.
    func ended(_ status: ChildStatus) {
        if state == .starting || state == .up {
            unplannedEnds += 1
            let detail =
                (try? String(contentsOfFile: stderrFile, encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            lastError = "\(status)\(detail.isEmpty ? "" : ": " + detail)"
        }
        pid = nil
        state = .down
    }
}
