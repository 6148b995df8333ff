import Foundation
import XCTest

/// A `buerger-sim` started for one test on a free port, stopped when the test ends.
final class SimulatorProcess {
    let process = Process()
    let baseURL: String
    private let stderrPipe = Pipe()

    /// Starts the simulator and waits for its `listening on …` line.
    init(arguments: [String] = [], file: StaticString = #filePath, line: UInt = #line) throws {
        let stdoutPipe = Pipe()
        process.executableURL = BuiltProducts.executable("buerger-sim")
        process.arguments = ["--port", "0", "--quiet"] + arguments
        process.standardOutput = stdoutPipe
        process.standardError = stderrPipe
        try process.run()
        guard let first = SimulatorProcess.readLine(from: stdoutPipe.fileHandleForReading, timeout: 30),
              first.hasPrefix("listening on ") else {
            process.terminate()
            throw SimulatorStartError(message: "buerger-sim did not announce its address")
        }
        baseURL = String(first.dropFirst("listening on ".count))
    }

    /// The REST API root plus a path, e.g. `api("/lines")`.
    func api(_ path: String) -> URL {
        URL(string: baseURL + "/linemanagement/v1" + path)!  // test-only: our own literal paths
    }

    func stop() {
        guard process.isRunning else { return }
        process.interrupt()
        process.waitUntilExit()
    }

    deinit { stop() }

    private static func readLine(from handle: FileHandle, timeout: TimeInterval) -> String? {
        var bytes = Data()
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let chunk = handle.readData(ofLength: 1)
            if chunk.isEmpty { return nil }
            if chunk == Data("\n".utf8) { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(chunk)
        }
        return nil
    }
}

struct SimulatorStartError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
