import CitizenClient
import Foundation
import XCTest

@testable import BuergerCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A stdout that fails as a real one would: from the first write on, with one errno, counting every
/// write the run still tries.
final class FailingSink: TextSink {
    let code: Int32
    private(set) var attempts = 0
    private(set) var failure: SystemErrorReason?

    init(code: Int32) {
        self.code = code
    }

    func write(_ text: String) {
        attempts += 1
        failure = failure ?? SystemErrorReason(code: code)
    }

    var writeFailure: SystemErrorReason? { failure }
}

/// What a run does when its output cannot be written: one line on stderr and exit 1 for a full disk
/// or a closed stream, nothing for a reader that has gone, and an endless watch that stops.
final class OutputFailureTests: XCTestCase {
    private let harness = BuergerHarness()

    /// - Parameter sleep: what the run's pauses do (a watch's fixture server changes there).
    private func run(
        _ arguments: [String], stdoutFails code: Int32, commands: [Command] = CommandTable.commands,
        sleep: @escaping (Double) -> Void = { _ in }
    ) -> (result: RunResult, out: FailingSink) {
        let out = FailingSink(code: code)
        let err = BufferSink()
        let terminal = TerminalEnvironment(
            out: out, err: err, isStdoutTTY: false, isStderrTTY: false,
            isStdinTTY: false, reportedColumns: nil)
        let transport = harness.transport
        let world = World(
            variables: harness.variables, terminal: terminal, makeTransport: { _ in transport },
            clock: { [harness] in harness.clock }, sleep: sleep)
        let code = CommandRunner(world: world, commands: commands).run(arguments).rawValue
        return (RunResult(out: "", err: err.text, code: code), out)
    }

    func testAFullDiskIsOneLineOnStderrAndExitOne() {
        let (result, _) = run(["lines"], stdoutFails: ENOSPC)
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(result.err, "buerger: Cannot write the output: no space left on the device.\n")
    }

    func testTheLineIsInTheRunsLanguage() {
        let (result, _) = run(["lines", "--lang", "de"], stdoutFails: ENOSPC)
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(
            result.err, "buerger: Die Ausgabe kann nicht geschrieben werden: kein Platz mehr auf dem Gerät.\n")
        harness.variables["LANG"] = "de_DE.UTF-8"
        XCTAssertEqual(
            run(["--version"], stdoutFails: EBADF).result.err,
            "buerger: Die Ausgabe kann nicht geschrieben werden: die Standardausgabe ist geschlossen.\n")
    }

    func testAReaderThatHasGoneEndsTheRunQuietly() {
        let (result, _) = run(["stops"], stdoutFails: EPIPE)
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.err, "")
    }

    /// Exit 1 stands for the output only when the command itself went well.
    func testACommandsOwnFailureCodeStays() {
        let (result, _) = run(["fails-after-output"], stdoutFails: ENOSPC, commands: [OutputThenNotFound()])
        XCTAssertEqual(result.code, ExitStatus.notFound.rawValue)
        XCTAssertEqual(result.err, "buerger: Cannot write the output: no space left on the device.\n")
    }

    /// Nowhere to say it: the exit code alone tells.
    func testWithStderrClosedTooTheExitCodeAloneTells() {
        let err = FailingSink(code: EBADF)
        let terminal = TerminalEnvironment(
            out: FailingSink(code: ENOSPC), err: err, isStdoutTTY: false,
            isStderrTTY: false, isStdinTTY: false, reportedColumns: nil)
        let transport = harness.transport
        let world = World(
            variables: harness.variables, terminal: terminal, makeTransport: { _ in transport },
            clock: { [harness] in harness.clock }, sleep: { _ in })
        XCTAssertEqual(CommandRunner(world: world, commands: CommandTable.commands).run(["lines"]), .failure)
        XCTAssertEqual(err.attempts, 1, "the one line was tried")
    }

    /// Without output the watch would poll on for ever (here: for all of --count), as nothing tells it
    /// that no one reads any more.
    func testAWatchStopsWhenItsOutputIsGone() {
        // After every interval the server has gone away or come back, so every poll has an event to print.
        let transport = harness.transport
        var slept = 0.0
        let (result, out) = run(
            ["watch", "bus", "1", "--count", "50", "--interval", "10", "--json"],
            stdoutFails: EPIPE,
            sleep: { seconds in
                slept += seconds
                transport.failure = Int(slept / 10) % 2 == 1 ? .cannotConnect(.refused) : nil
            })
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(out.attempts, 1, "one event tried, then the watch ended")
        XCTAssertLessThan(
            transport.requestedPaths.filter { $0 == "busses/1/" }.count, 5,
            "\(transport.requestedPaths)")
    }
}

/// A command that prints a line and then finds nothing, for the exit code of a run whose output failed.
private struct OutputThenNotFound: Command {
    let spec = CommandSpec(
        name: "fails-after-output", abstract: LocalizedText("Test only.", de: "Nur zum Testen."),
        examples: [])

    func run(_ context: CommandContext) throws -> ExitStatus {
        context.output("a line")
        return .notFound
    }
}
