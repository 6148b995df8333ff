import Foundation
import XCTest

/// The libraries take the clock, environment, zone, locale, files and signals only through what is
/// injected (`World`, the service's settings). A line that reaches behind it compiles and mostly
/// works — until a test runs on another day or in another zone (main was red from 2026-11-24 because
/// a default argument read the real clock). This scan keeps such lines out.
final class InjectedWorldGuardTests: XCTestCase {
    /// What reads the world directly. `Date.init` without a call is the clock passed as a value.
    private static let forbidden: [(pattern: String, why: String)] = [
        (#"Date\(\)"#, "the real clock"),
        (#"Date\.init(?!\()"#, "the real clock as a value"),
        // DispatchTime.now() is left alone: it measures durations, which no date or zone changes.
        (#"Date\.now"#, "the real clock"),
        (#"ProcessInfo"#, "the process environment"),
        (#"TimeZone\.current|TimeZone\.autoupdatingCurrent|NSTimeZone\.(local|system)"#, "the machine's zone"),
        (#"Locale\.current|Locale\.autoupdatingCurrent"#, "the machine's locale"),
        (#"Calendar\.current|Calendar\.autoupdatingCurrent"#, "the machine's calendar"),
        (#"NSHomeDirectory|homeDirectoryForCurrentUser|getenv\(|CommandLine\."#, "the process's home, environment or arguments"),
        (#"Thread\.sleep|usleep\(|nanosleep\("#, "real waiting"),
        (#"\bsignal\(SIG|sigaction\(|DispatchSource\.makeSignalSource"#, "process-wide signal handling"),
        (#"\bProcess\(\)"#, "child processes"),
    ]

    /// The live world itself, and nothing else, may touch the real thing: it is what gets injected.
    private static let liveWorldFiles: Set<String> = [
        "BuergerCLI/World.swift",
        "BuergerCLI/Terminal/SystemTerminal.swift",
        "BuergerCLI/Terminal/SignalInterrupts.swift",
        "BuergerCLI/Terminal/ChildProcessNotifier.swift",
    ]

    func testNoLibraryCodeReadsTheWorldBehindTheInjection() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
        var findings: [String] = []
        var scanned = 0
        for module in ["CitizenClient", "BuergerCLI"] {
            let root = sources.appendingPathComponent(module)
            let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
            for file in files {
                let relative = module + "/" + file.path.dropFirst(root.path.count + 1)
                guard !Self.liveWorldFiles.contains(relative) else { continue }
                scanned += 1
                let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
                for (number, line) in lines.enumerated() {
                    let code = line.trimmingCharacters(in: .whitespaces)
                    guard !code.hasPrefix("//") else { continue }
                    for rule in Self.forbidden where code.range(of: rule.pattern, options: .regularExpression) != nil {
                        findings.append("\(relative):\(number + 1): \(rule.why): \(code)")
                    }
                }
            }
        }
        XCTAssertGreaterThan(scanned, 100, "the scan must see the sources")
        XCTAssertEqual(findings, [], "inject it through World or the service's settings instead")
    }

    func testTheScanFindsWhatItLooksFor() {
        let samples = ["let now = Date()", "clock: Date.init,", "TimeZone.current", "ProcessInfo.processInfo.environment",
                       "signal(SIGINT, SIG_IGN)", "let p = Process()", "Thread.sleep(forTimeInterval: 1)"]
        for sample in samples {
            XCTAssertTrue(Self.forbidden.contains { sample.range(of: $0.pattern, options: .regularExpression) != nil }, sample)
        }
        XCTAssertFalse(Self.forbidden.contains {
            "Date.init(epochMilliseconds: 1)".range(of: $0.pattern, options: .regularExpression) != nil
        })
    }
}
