import Foundation

/// One benchmark the dispatcher can run: its name on the command line, a one-line summary,
/// and an entry point that takes the remaining arguments and returns the exit status.
struct BenchmarkCommand {
    var name: String
    var summary: String
    var run: ([String]) -> Int32
}

/// A wrong or missing option; printed with the benchmark's usage, exit status 2.
struct BenchmarkUsageError: Error {
    var message: String
}

/// `--name value` options, nothing else: benchmarks are run by scripts, not people.
struct BenchmarkOptions {
    private var values: [String: String] = [:]

    init(_ arguments: [String], allowed: Set<String>) throws {
        var remaining = arguments[...]
        while let option = remaining.popFirst() {
            guard option.hasPrefix("--"), allowed.contains(String(option.dropFirst(2))) else {
                throw BenchmarkUsageError(message: "unknown option '\(option)'")
            }
            guard let value = remaining.popFirst() else {
                throw BenchmarkUsageError(message: "'\(option)' needs a value")
            }
            values[String(option.dropFirst(2))] = value
        }
    }

    func string(_ name: String) throws -> String {
        guard let value = values[name] else { throw BenchmarkUsageError(message: "'--\(name)' is required") }
        return value
    }

    func positiveInteger(_ name: String, default defaultValue: Int) throws -> Int {
        guard let text = values[name] else { return defaultValue }
        guard let value = Int(text), value > 0 else {
            throw BenchmarkUsageError(message: "'--\(name)' needs a whole number above 0, not '\(text)'")
        }
        return value
    }
}

func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
