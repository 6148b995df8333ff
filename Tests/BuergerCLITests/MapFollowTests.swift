import CitizenClient
import Foundation
import XCTest

@testable import BuergerCLI

/// `buerger map --follow` in-process: the injected sleep moves the injected clock on, and a scripted
/// Ctrl-C comes after a given number of pauses (one pause follows each picture).
final class MapFollowTests: XCTestCase {
    private let harness = BuergerHarness()
    private static let escape = "\u{1B}"

    override func setUp() {
        harness.variables["COLUMNS"] = "80"
        harness.variables["LINES"] = "24"
    }

    private struct FollowResult {
        let run: RunResult
        let sleeps: [Double]
        let interrupts: ScriptedInterrupts
    }

    private func follow(_ arguments: [String], tty: Bool = false, ctrlCAfter pauses: Int = 3) -> FollowResult {
        let (terminal, out, err) = TerminalEnvironment.captured(tty: tty, columns: 80, rows: 24)
        let transport = harness.transport
        let interrupts = ScriptedInterrupts(afterPauses: pauses)
        var sleeps: [Double] = []
        let start = harness.clock
        let world = World(
            variables: harness.variables, terminal: terminal, makeTransport: { _ in transport },
            clock: { start.addingTimeInterval(sleeps.reduce(0, +)) }, sleep: { sleeps.append($0) },
            catchInterrupts: { interrupts })
        let code = runCheckingOptionReads(arguments, world: world)
        return FollowResult(
            run: RunResult(out: out.text, err: err.text, code: code), sleeps: sleeps, interrupts: interrupts)
    }

    private func count(_ part: String, in text: String) -> Int {
        text.components(separatedBy: part).count - 1
    }

    func testAtATerminalEachPictureReplacesTheLastOnTheAlternateScreenUntilCtrlC() {
        let result = follow(["map", "--follow", "--every", "20s"], tty: true)
        let out = result.run.out
        XCTAssertEqual(result.run.code, 130, result.run.err)
        XCTAssertEqual(result.sleeps, [20, 20, 20])
        XCTAssertTrue(out.hasPrefix(TerminalControl.enterAlternateScreen.sequence), out)
        XCTAssertTrue(out.hasSuffix(TerminalControl.leaveAlternateScreen.sequence), out)
        XCTAssertEqual(count(TerminalControl.enterAlternateScreen.sequence, in: out), 1)
        XCTAssertEqual(count(TerminalControl.leaveAlternateScreen.sequence, in: out), 1)
        XCTAssertEqual(count(TerminalControl.clearScreen.sequence, in: out), 3)
        XCTAssertEqual(count("Bürgerbus network", in: out), 3)
        XCTAssertTrue(result.interrupts.released)
        // Where things stood, as the spoken map says it, in one line on the shell's screen.
        let lines = result.run.err.split(separator: "\n").filter { $0.contains("Stopped following the map.") }
        XCTAssertEqual(lines.count, 1, result.run.err)
        XCTAssertTrue(lines.first?.contains("Bus 1 (line Pirmasens) is") == true, result.run.err)
        XCTAssertFalse(result.run.err.contains(Self.escape), result.run.err)
    }

    func testAnErrorWhileFollowingLeavesTheAlternateScreenFirst() {
        harness.variables["BUERGER_SERVER"] = "not a server address"
        let result = follow(["map", "--follow"], tty: true)
        XCTAssertNotEqual(result.run.code, 0)
        XCTAssertNotEqual(result.run.code, 130)
        let out = result.run.out
        XCTAssertEqual(count(TerminalControl.enterAlternateScreen.sequence, in: out), 1, out)
        XCTAssertTrue(out.hasSuffix(TerminalControl.leaveAlternateScreen.sequence), out)
        XCTAssertFalse(result.run.err.isEmpty)
    }

    func testInAPipeThePicturesFollowOneAnotherWithoutEscapeSequences() {
        for arguments in [["map", "--follow"], ["map", "--follow", "--plain"], ["map", "--follow", "--accessible"]] {
            let result = follow(arguments, tty: arguments.count == 3)
            XCTAssertEqual(result.run.code, 130, result.run.err)
            XCTAssertEqual(result.sleeps, [30, 30, 30], "\(arguments)")
            XCTAssertFalse(result.run.out.contains(Self.escape), "\(arguments): \(result.run.out)")
            let pictures = count("Bürgerbus network", in: result.run.out) + count("The map shows", in: result.run.out)
            XCTAssertEqual(pictures, 3, "\(arguments): \(result.run.out)")
        }
    }

    func testJSONIsOneObjectPerPicture() throws {
        let result = follow(["map", "--follow", "--json", "--every", "10"], ctrlCAfter: 4)
        XCTAssertEqual(result.run.code, 130, result.run.err)
        XCTAssertFalse(result.run.out.contains(Self.escape))
        let lines = result.run.out.split(separator: "\n")
        XCTAssertEqual(lines.count, 4, result.run.out)
        for line in lines {
            let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            XCTAssertNotNil(object["projection"])
            XCTAssertEqual((object["buses"] as? [Any])?.count, 2)
        }
    }

    func testEveryIsBetweenTenSecondsAndAMinuteAndOnlyWithFollow() {
        XCTAssertEqual(follow(["map", "--follow", "--every", "5s"]).run.code, 2)
        XCTAssertEqual(follow(["map", "--follow", "--every", "2m"]).run.code, 2)
        XCTAssertEqual(follow(["map", "--follow", "--every", "soon"]).run.code, 2)
        let alone = follow(["map", "--every", "30s"])
        XCTAssertEqual(alone.run.code, 2)
        XCTAssertTrue(alone.run.err.contains("'--every' only works with '--follow'."), alone.run.err)
    }
}
