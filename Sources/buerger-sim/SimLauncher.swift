import BuergerbusSimulator
import Foundation

/// The composition root of `buerger-sim`: the only place that touches argv, stdout, stderr and signals.
enum SimLauncher {
    static func run(arguments: [String]) -> Int32 {
        // First of all, before the server starts any thread or opens any socket.
        let stopSignals = StopSignals.block()
        let closedStreams = StandardStreams.holdClosed()
        let command: SimCommand
        do { command = try SimCommandLine.parse(arguments) } catch {
            writeError("buerger-sim: error: \(error)\nSee 'buerger-sim --help'.")
            return 2
        }
        switch command {
        case .help: return answer(SimCommandLine.helpText, closedStreams)
        case .version: return answer("buerger-sim \(SimCommandLine.version)", closedStreams)
        case .run(let options): return serve(options, until: stopSignals)
        }
    }

    private static func serve(_ options: SimOptions, until stopSignals: StopSignals) -> Int32 {
        let server: SimulatorServer
        let port: UInt16
        do {
            let masterData = try loadData(options.data)
            let zone = TimeZone(identifier: masterData.timeZone) ?? TimeZone(identifier: "Europe/Berlin") ?? .current
            var start = Date()
            if let text = options.start {
                guard let parsed = SimTimeParsing.parse(text, relativeTo: Date(), timeZone: zone) else {
                    writeError("buerger-sim: error: '--start' must be ISO 8601 or HH:MM, not '\(text)'")
                    return 2
                }
                guard SimulatedClock.range.contains(parsed) else {
                    writeError(
                        "buerger-sim: error: '--start' must lie between 1970-01-01 and 2100-12-31, not '\(text)'")
                    return 2
                }
                start = parsed
            }
            var log: (@Sendable (String) -> Void)?
            if !options.quiet { log = { @Sendable line in writeError(line) } }
            let configuration = SimulatorConfiguration(
                host: options.host, port: options.port, masterData: masterData, start: start, speed: options.speed,
                seed: options.seed, faults: options.faults, stateFile: options.stateFile,
                runsFleet: options.runsFleet, drivers: options.drivers, log: log)
            server = try SimulatorServer(configuration: configuration)
            port = try server.start()
        } catch {
            writeError("buerger-sim: error: \(error)")
            return 1
        }
        let host = options.host.contains(":") ? "[\(options.host)]" : options.host
        writeOut("listening on http://\(host):\(port)/services/rest")
        stopSignals.wait()
        return stopPromptly(server)
    }

    /// How long a stop may take: open connections are woken at once and a saved state is written in
    /// milliseconds, so only a handler that does not return can take longer.
    private static let stopDeadline: DispatchTimeInterval = .seconds(3)

    /// Stops the server on another thread and waits for it at most `stopDeadline`: a stop signal ends
    /// the process even when a handler is stuck (the fleet once looped forever holding the lock `stop`
    /// waits for, and SIGTERM was taken but never acted on).
    private static func stopPromptly(_ server: SimulatorServer) -> Int32 {
        let stopped = DispatchSemaphore(value: 0)
        let stopper = Thread {
            server.stop()
            stopped.signal()
        }
        stopper.start()
        guard stopped.wait(timeout: .now() + stopDeadline) == .success else {
            writeError("buerger-sim: error: did not stop within 3 s; exiting without waiting for it")
            return 1
        }
        return 0
    }

    private static func loadData(_ source: SimDataSource) throws -> MasterData {
        switch source {
        case .original: return OriginalMasterData.masterData()
        case .demo: return DemoNetwork.masterData()
        case .file(let path): return try NetworkFile.load(path: path)
        }
    }

    /// `--help` and `--version` print nothing else: output that cannot be written is a failure.
    private static func answer(_ text: String, _ closedStreams: Set<Int32>) -> Int32 {
        let failure = closedStreams.contains(STDOUT_FILENO) ? EBADF : writeOut(text)
        guard let code = failure else { return 0 }
        writeError("buerger-sim: error: cannot write the output: \(String(cString: strerror(code)))")
        return 1
    }

    @discardableResult
    private static func writeOut(_ text: String) -> Int32? {
        StandardStreams.write(text + "\n", to: STDOUT_FILENO)
    }

    private static func writeError(_ text: String) {
        StandardStreams.write(text + "\n", to: STDERR_FILENO)
    }
}
