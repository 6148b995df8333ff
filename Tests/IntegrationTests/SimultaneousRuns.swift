import Foundation

/// Starts several `buerger` processes at the same instant: each shell waits to read one line from a
/// FIFO before it execs `buerger`, and one write of as many lines lets them all go at once (the
/// closest to "a double Enter" or "a script run twice" that a test can make, with real processes).
struct SimultaneousRuns {
    let runner: CommandRunner

    /// Runs each argument list as its own process, released together; results in the same order.
    func run(_ runs: [[String]], extraEnvironment: [String: String] = [:]) throws -> [CommandResult] {
        let fifo = runner.home.appendingPathComponent("barrier-\(UUID().uuidString)")
        guard mkfifo(fifo.path, 0o600) == 0 else { throw SimultaneousRunsError(message: "mkfifo failed: \(errno)") }
        defer { unlink(fifo.path) }
        // Held open for reading and writing, so no shell's open blocks and no read sees end-of-file.
        let holder = open(fifo.path, O_RDWR)
        guard holder >= 0 else { throw SimultaneousRunsError(message: "cannot open the FIFO: \(errno)") }
        defer { close(holder) }
        let results = LockedResults(count: runs.count)
        let group = DispatchGroup()
        for (index, arguments) in runs.enumerated() {
            // sh reads one line of the FIFO (blocking until the release), then becomes buerger.
            let script = "read _ < \"$0\"; exec \"$@\""
            let shellArguments = ["-c", script, fifo.path, BuiltProducts.executable("buerger").path] + arguments
            DispatchQueue.global().async(group: group) {
                let result = Result {
                    try runner.run(
                        shellArguments, executable: URL(fileURLWithPath: "/bin/sh"),
                        extraEnvironment: extraEnvironment)
                }
                results.set(index, result)
            }
        }
        // Give every shell the moment to block on its read, then release them all with one write.
        Thread.sleep(forTimeInterval: 0.3)
        let lines = [UInt8](repeating: UInt8(ascii: "\n"), count: runs.count)
        _ = lines.withUnsafeBytes { write(holder, $0.baseAddress, $0.count) }
        group.wait()
        return try results.all()
    }
}

struct SimultaneousRunsError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

private final class LockedResults {
    private let lock = NSLock()
    private var slots: [Result<CommandResult, Error>?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: Result<CommandResult, Error>) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    func all() throws -> [CommandResult] {
        lock.lock()
        defer { lock.unlock() }
        return try slots.map { slot in
            guard let slot else { throw SimultaneousRunsError(message: "a run did not finish") }
            return try slot.get()
        }
    }
}
