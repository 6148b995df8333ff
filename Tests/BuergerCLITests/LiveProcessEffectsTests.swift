import Foundation
import XCTest

@testable import BuergerCLI

#if canImport(Glibc)
    import Glibc
#endif

/// The live world's process-wide effects, each tested on the real thing: the signal catcher with a
/// real signal sent to this process, the desktop notifier with a real child process.
final class LiveProcessEffectsTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("buerger-effects-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A hang-up while caught is a flag the run reads, not the end of the process; released, the
    /// signals act as usual again.
    func testACaughtSignalBecomesAFlagInsteadOfEndingTheProcess() {
        let catcher = SignalInterrupts()
        XCTAssertNil(catcher.received)
        kill(getpid(), SIGHUP) // at once: the handler is in place when the catcher exists
        let deadline = Date().addingTimeInterval(5)
        while catcher.received == nil, Date() < deadline { usleep(10_000) }
        catcher.release()
        XCTAssertEqual(catcher.received, .hangUp)
        XCTAssertEqual(catcher.received?.exitStatus, .hungUp)
    }

    /// Catchers nest (`request-stop --wait` follows inside a send): each sees what came after it began,
    /// and the signals are caught until the last one lets go.
    func testNestedCatchersEachSeeTheSignalThatCameWhileTheyHeld() {
        let outer = SignalInterrupts()
        let inner = SignalInterrupts()
        kill(getpid(), SIGINT)
        inner.release()
        XCTAssertEqual(inner.received, .interrupt)
        XCTAssertEqual(outer.received, .interrupt)
        outer.release()
        let later = SignalInterrupts()
        XCTAssertNil(later.received, "a signal that came before it began is not its own")
        later.release()
    }

    /// A pause ends early once a signal has come, so Ctrl-C does not wait out a 5–10 s retry pause.
    func testAPauseEndsWhenTheSignalComes() {
        let catcher = SignalInterrupts()
        defer { catcher.release() }
        var slept = 0.0
        catcher.pause(60) { seconds in
            slept += seconds
            if slept >= 1 { kill(getpid(), SIGTERM) }
            usleep(20_000)
        }
        XCTAssertEqual(catcher.received, .terminate)
        XCTAssertLessThan(slept, 60)
    }

    func testTheNotifierRunsNotifySendFromThePathWithTheSentenceMadeSafe() throws {
        let record = folder.appendingPathComponent("arguments")
        let script = folder.appendingPathComponent("notify-send")
        try "#!/bin/sh\nprintf '%s\\n' \"$@\" > '\(record.path)'\n".write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        let notifier = try XCTUnwrap(ChildProcessNotifier(searchPath: "/nonexistent:" + folder.path))
        notifier.notify("Bus 1 is full\u{1B}[2J")
        let arguments = try String(contentsOf: record, encoding: .utf8).split(separator: "\n").map(String.init)
        XCTAssertEqual(arguments.first, "buerger")
        XCTAssertEqual(arguments.count, 2, "\(arguments)")
        XCTAssertTrue(arguments.last?.hasPrefix("Bus 1 is full") == true, "\(arguments)")
        XCTAssertFalse(arguments.last?.contains("\u{1B}") == true, "control characters are stripped")
    }

    func testWithoutNotifySendOnThePathThereIsNoNotifier() {
        XCTAssertNil(ChildProcessNotifier(searchPath: folder.path))
        XCTAssertNil(ChildProcessNotifier(searchPath: nil))
    }
}
