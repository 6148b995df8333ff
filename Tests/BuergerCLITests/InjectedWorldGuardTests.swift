import Foundation
import XCTest

/// The libraries take the clock, environment, zone, locale, files and signals only through what is
/// injected (`World`, the service's settings). A line that reaches behind it compiles and mostly
/// works — until a test runs on another day or in another zone (main was red from 2026-11-24 because
/// a default argument read the real clock). This scan keeps such lines out.
final class InjectedWorldGuardTests: XCTestCase {
    /// What reads the world directly. `Date.init` without a call is the clock passed as a value.
    private static let forbidden: [SourceRule] = [
        SourceRule(#"Date\(\)"#, "the real clock"),
        SourceRule(#"Date\.init(?!\()"#, "the real clock as a value"),
        // DispatchTime.now() is left alone: it measures durations, which no date or zone changes.
        SourceRule(#"Date\.now"#, "the real clock"),
        SourceRule(#"ProcessInfo"#, "the process environment"),
        SourceRule(
            #"TimeZone\.current|TimeZone\.autoupdatingCurrent|NSTimeZone\.(local|system)"#, "the machine's zone"),
        SourceRule(#"Locale\.current|Locale\.autoupdatingCurrent"#, "the machine's locale"),
        SourceRule(#"Calendar\.current|Calendar\.autoupdatingCurrent"#, "the machine's calendar"),
        SourceRule(
            #"NSHomeDirectory|homeDirectoryForCurrentUser|getenv\(|CommandLine\."#,
            "the process's home, environment or arguments"),
        SourceRule(#"Thread\.sleep|usleep\(|nanosleep\("#, "real waiting"),
        SourceRule(#"\bsignal\(SIG|sigaction\(|DispatchSource\.makeSignalSource"#, "process-wide signal handling"),
        SourceRule(#"\bProcess\(\)"#, "child processes"),
    ]

    /// The live world itself, and nothing else, may touch the real thing: it is what gets injected.
    private static let liveWorldFiles: Set<String> = [
        "BuergerCLI/World.swift",
        "BuergerCLI/Terminal/SystemTerminal.swift",
        "BuergerCLI/Terminal/SignalInterrupts.swift",
        "BuergerCLI/Terminal/ChildProcessNotifier.swift",
    ]

    func testNoLibraryCodeReadsTheWorldBehindTheInjection() throws {
        var findings: [String] = []
        var scanned = 0
        for module in ["CitizenClient", "BuergerCLI"] {
            let live = Set(
                Self.liveWorldFiles.filter { $0.hasPrefix(module + "/") }.map { String($0.dropFirst(module.count + 1)) }
            )
            let scan = try SourceScan.findings(in: module, rules: Self.forbidden, skipping: live)
            scanned += scan.files
            findings += scan.findings
        }
        XCTAssertGreaterThan(scanned, 100, "the scan must see the sources")
        XCTAssertEqual(findings, [], "inject it through World or the service's settings instead")
    }

    func testTheScanFindsWhatItLooksFor() {
        let samples = [
            "let now = Date()", "clock: Date.init,", "TimeZone.current", "ProcessInfo.processInfo.environment",
            "signal(SIGINT, SIG_IGN)", "let p = Process()", "Thread.sleep(forTimeInterval: 1)",
        ]
        for sample in samples {
            XCTAssertTrue(Self.forbidden.contains { $0.matches(sample) }, sample)
        }
        XCTAssertFalse(
            Self.forbidden.contains {
                $0.matches("Date.init(epochMilliseconds: 1)")
            })
    }
}
