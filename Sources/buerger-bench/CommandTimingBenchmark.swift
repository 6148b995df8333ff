import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// `time`: runs one command N times (stdout and stderr to /dev/null) and prints its median and
/// 90th-percentile wall time, for scripts/bench.sh to compare side by side. (Peak memory is measured
/// by `/usr/bin/time` there: a child spawned from this process reports this process's pages too.)
enum CommandTimingBenchmark {
    static let command = BenchmarkCommand(
        name: "time",
        summary: "median/p90 wall time and peak memory of a command run N times",
        run: run)

    static let usage = "usage: buerger-bench time [--runs 20] [--warmup 2] -- COMMAND [ARGUMENTS…]"

    static func run(_ arguments: [String]) -> Int32 {
        guard let separator = arguments.firstIndex(of: "--"), separator + 1 < arguments.count else {
            printError("buerger-bench time: missing '-- COMMAND'\n\(usage)")
            return 2
        }
        let runs: Int
        let warmup: Int
        do {
            let options = try BenchmarkOptions(Array(arguments[..<separator]), allowed: ["runs", "warmup"])
            runs = try options.positiveInteger("runs", default: 20)
            warmup = try options.positiveInteger("warmup", default: 2)
        } catch let error as BenchmarkUsageError {
            printError("buerger-bench time: \(error.message)\n\(usage)")
            return 2
        } catch {
            printError("buerger-bench time: \(error)")
            return 2
        }
        let commandLine = Array(arguments[(separator + 1)...])
        var walls: [Double] = []
        for index in 0..<(warmup + runs) {
            guard let seconds = spawnAndWait(commandLine) else {
                printError("buerger-bench time: could not run '\(commandLine.joined(separator: " "))'")
                return 1
            }
            if index >= warmup { walls.append(seconds) }
        }
        walls.sort()
        let median = percentile(walls, 0.5) * 1000
        let p90 = percentile(walls, 0.9) * 1000
        print(String(format: "median_ms=%.2f p90_ms=%.2f runs=%d", median, p90, runs))
        return 0
    }

    /// The wall time of one run, from spawn to exit.
    static func spawnAndWait(_ commandLine: [String]) -> Double? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

        var cArguments: [UnsafeMutablePointer<CChar>?] = commandLine.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var pid: pid_t = 0
        let started = Date()
        let spawned = posix_spawnp(&pid, commandLine[0], &actions, nil, &cArguments, environ)
        guard spawned == 0 else { return nil }
        var status: Int32 = 0
        guard waitpid(pid, &status, 0) == pid else { return nil }
        return Date().timeIntervalSince(started)
    }

    static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let index = min(sorted.count - 1, max(0, Int((Double(sorted.count - 1) * fraction).rounded())))
        return sorted[index]
    }
}
