import CitizenClient
import Foundation

/// Desktop notifications through `notify-send`, only when it is on PATH; never an error without it.
/// The live world's notifier (`World.makeDesktopNotifier`): tests inject their own.
struct ChildProcessNotifier {
    let executable: URL

    init?(searchPath: String?) {
        guard
            let found = (searchPath ?? "").split(separator: ":").lazy
                .map({ URL(fileURLWithPath: String($0)).appendingPathComponent("notify-send") })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else { return nil }
        executable = found
    }

    func notify(_ message: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["buerger", TextSanitizer.clean(message)]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            process.waitUntilExit()
        } catch {
            // A notification that cannot be shown is no reason to stop watching.
        }
    }
}
