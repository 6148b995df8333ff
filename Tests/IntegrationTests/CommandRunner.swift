import Foundation

/// What one run of a built executable printed and returned.
struct CommandResult {
    let exitCode: Int32
    let stdout: String
    let stderr: String

    /// stdout parsed as JSON, or nil.
    var json: Any? { try? JSONSerialization.jsonObject(with: Data(stdout.utf8)) }
}

/// Runs `buerger` (or another built product) the way a user's shell would, with a private
/// environment so no test sees the developer's config, cache or locale.
struct CommandRunner {
    let home: URL
    var environment: [String: String]

    init(server: String?) throws {
        home = FileManager.default.temporaryDirectory
            .appendingPathComponent("buerger-it-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        environment = [
            "HOME": home.path,
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
            "XDG_STATE_HOME": home.appendingPathComponent("state").path,
            "LANG": "C.UTF-8",
            "TZ": "Europe/Berlin",
        ]
        if let server { environment["BUERGER_SERVER"] = server }
    }

    func run(
        _ arguments: [String], product: String = "buerger", stdin: String? = nil,
        extraEnvironment: [String: String] = [:]
    ) throws -> CommandResult {
        try run(
            arguments, executable: BuiltProducts.executable(product), stdin: stdin, extraEnvironment: extraEnvironment)
    }

    func run(
        _ arguments: [String], executable: URL, stdin: String? = nil,
        extraEnvironment: [String: String] = [:]
    ) throws -> CommandResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment.merging(extraEnvironment) { _, new in new }
        let out = Pipe()
        let err = Pipe()
        let input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try? input.fileHandleForWriting.close()
        // Read both pipes to the end before waiting, so a chatty process cannot block on a full pipe.
        let stdoutText = LockedText()
        let stderrText = LockedText()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { stdoutText.append(out.fileHandleForReading.readDataToEndOfFile()) }
        DispatchQueue.global().async(group: group) { stderrText.append(err.fileHandleForReading.readDataToEndOfFile()) }
        group.wait()
        process.waitUntilExit()
        return CommandResult(
            exitCode: process.terminationStatus,
            stdout: stdoutText.text, stderr: stderrText.text)
    }

    func removeFiles() { try? FileManager.default.removeItem(at: home) }
}
