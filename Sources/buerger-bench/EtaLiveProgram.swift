import Foundation

/// The real `buerger` binary as a person runs it, in one installation (its config, cache and state
/// folders), at a moment of the simulated clock (`--now`). Two installations may share the state
/// folder (the journal and device id: the same person's requests) and keep apart caches (what each has
/// seen of the buses), which is the difference between a fresh and a kept installation.
struct EtaLiveProgram {
    let binary: String
    let server: String
    let config: URL
    let cache: URL
    let state: URL

    /// Runs `buerger --now NOW ARGUMENTS…` and returns its stdout parsed as JSON (nil when it is not).
    func json(_ arguments: [String], now: Date) -> [String: Any]? {
        guard let output = run(["--now", EtaLiveTime.iso(now)] + arguments) else { return nil }
        return (try? JSONSerialization.jsonObject(with: output)) as? [String: Any]
    }

    private func run(_ arguments: [String]) -> Data? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.environment = [
            "PATH": "/usr/bin:/bin", "TZ": "Europe/Berlin", "BUERGER_SERVER": server, "LANG": "C.UTF-8",
            "XDG_CONFIG_HOME": config.path, "XDG_CACHE_HOME": cache.path, "XDG_STATE_HOME": state.path,
        ]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }
}

/// Times as the CLI's `--now` and its JSON write them.
enum EtaLiveTime {
    static func iso(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: date)
    }

    /// HH:mm:ss on the simulated network's clock (the bench's `--detail` lines).
    static func clock(_ date: Date, zone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: date)
    }

    static func parse(_ value: Any?) -> Date? {
        guard let text = value as? String else { return nil }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text)
    }
}
