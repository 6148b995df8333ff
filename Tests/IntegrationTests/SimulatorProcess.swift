import Foundation

/// A `buerger-sim` started on a free port, stopped when the test (or test class) ends.
final class SimulatorProcess {
    let process = Process()
    /// Exactly what the simulator printed as its first line.
    let firstLine: String
    /// The REST root from the first line, e.g. `http://127.0.0.1:40521/services/rest`.
    let baseURL: String
    private let stderrLog = LockedText()

    /// Starts the simulator and waits for its `listening on …` line. Without `quiet` the request log
    /// on stderr is collected in `requestLog`, or goes to `standardError` when one is given.
    init(arguments: [String] = [], quiet: Bool = true, standardError: FileHandle? = nil) throws {
        let stdoutPipe = Pipe()
        let stderrPipe = Pipe()
        process.executableURL = BuiltProducts.executable("buerger-sim")
        process.arguments = ["--port", "0"] + (quiet ? ["--quiet"] : []) + arguments
        process.standardOutput = stdoutPipe
        process.standardError = standardError ?? stderrPipe
        let log = stderrLog
        stderrPipe.fileHandleForReading.readabilityHandler = { handle in
            let chunk = handle.availableData
            if chunk.isEmpty { handle.readabilityHandler = nil } else { log.append(chunk) }
        }
        try process.run()
        guard let first = SimulatorProcess.readLine(from: stdoutPipe.fileHandleForReading),
            first.hasPrefix("listening on ")
        else {
            process.terminate()
            process.waitUntilExit()
            throw SimulatorStartError(message: "buerger-sim did not announce its address; stderr: \(log.text)")
        }
        firstLine = first
        baseURL = String(first.dropFirst("listening on ".count))
    }

    /// Everything the simulator wrote to stderr so far.
    var stderrText: String { stderrLog.text }

    /// The request-log lines that name `pathPart`, e.g. `"/update"`.
    func requests(containing pathPart: String) -> [String] {
        stderrText.split(separator: "\n").map(String.init).filter { $0.contains(pathPart) }
    }

    /// `requests(containing:)` once the log holds every exchange answered so far. The simulator logs an
    /// exchange after it has answered it, so a `buerger` run can end before its last line is written (a
    /// busy machine showed it); the line of a marker request, sent afterwards and waited for, comes later.
    func settledRequests(containing pathPart: String) throws -> [String] {
        let marker = "/sim/log-marker-\(UUID().uuidString)"
        _ = try PlainHTTP.get(baseURL + marker)
        let gaveUp = Date().addingTimeInterval(20)
        while !stderrText.contains(marker) {
            guard Date() < gaveUp else { throw SimulatorStartError(message: "the request log never showed \(marker)") }
            Thread.sleep(forTimeInterval: 0.005)
        }
        return requests(containing: pathPart)
    }

    /// Sends SIGINT (or another signal) and returns the exit status. A simulator that ignores the signal
    /// is killed after a generous grace period, so a hang becomes a failing test instead of a stuck run.
    @discardableResult
    func stop(signal: Int32 = SIGINT) -> Int32 {
        if process.isRunning {
            kill(process.processIdentifier, signal)
            let gaveUp = Date().addingTimeInterval(20)
            while process.isRunning, Date() < gaveUp { Thread.sleep(forTimeInterval: 0.01) }
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                stoppedBySignalAlone = false
            }
            process.waitUntilExit()
        }
        return process.terminationStatus
    }

    /// False when `stop` had to kill the simulator because it did not stop on its own.
    private(set) var stoppedBySignalAlone = true

    deinit { stop() }

    /// Reads up to the first newline; nil when the process closed stdout first.
    private static func readLine(from handle: FileHandle) -> String? {
        var bytes = Data()
        while true {
            let chunk = handle.readData(ofLength: 1)
            if chunk.isEmpty { return nil }
            if chunk == Data("\n".utf8) { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(chunk)
        }
    }
}

/// Text appended from a pipe's reader thread and read from the test's thread.
final class LockedText: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func append(_ chunk: Data) {
        lock.lock()
        data.append(chunk)
        lock.unlock()
    }

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: data, as: UTF8.self)
    }
}

struct SimulatorStartError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
