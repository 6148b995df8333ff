import Foundation

/// Where `swift build` put the executables under test. The Makefile passes BUERGER_BIN_DIR;
/// otherwise the test bundle's own folder, which SwiftPM shares with the executables.
enum BuiltProducts {
    static var directory: URL {
        if let dir = ProcessInfo.processInfo.environment["BUERGER_BIN_DIR"], !dir.isEmpty {
            return URL(fileURLWithPath: dir, isDirectory: true)
        }
        var url = Bundle.main.bundleURL
        while url.pathExtension == "xctest" || url.lastPathComponent == "Contents" || url.lastPathComponent == "MacOS" {
            url.deleteLastPathComponent()
        }
        return url
    }

    static func executable(_ name: String) -> URL {
        directory.appendingPathComponent(name)
    }
}
