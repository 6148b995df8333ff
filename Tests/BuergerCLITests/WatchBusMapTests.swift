import CitizenClient
import Foundation
import XCTest

@testable import BuergerCLI

/// `watch bus N --map` in-process: the fixture bus moves between polls, the injected sleep moves time on.
final class WatchBusMapTests: XCTestCase {
    private let harness = BuergerHarness()
    private static let escape = "\u{1B}"

    override func setUp() {
        harness.variables["COLUMNS"] = "80"
        harness.variables["LINES"] = "30"
    }

    private static func position(longitude: Double, latitude: Double) -> HTTPResponseData {
        let body =
            "{\"delay\":0,\"busId\":1,\"takenSeats\":0,\"timestamp\":1098181434000,"
            + "\"position\":{\"type\":\"Point\",\"coordinates\":[\(longitude),\(latitude)]}}"
        return HTTPResponseData(status: 200, headers: ["content-type": "application/json"], body: Data(body.utf8))
    }

    /// Runs `arguments` with a 10 s interval; bus 1 stands at one place for the first two polls, then
    /// at another.
    private func watch(_ arguments: [String], tty: Bool = false, interrupts: InterruptCatcher = NoInterrupts())
        -> RunResult
    {
        let (terminal, out, err) = TerminalEnvironment.captured(tty: tty, columns: 80, rows: 30)
        let transport = harness.transport
        transport.overrides["busses/1/"] = Self.position(longitude: 7.60497, latitude: 49.21059)
        var slept = 0.0
        let start = harness.clock
        let world = World(
            variables: harness.variables, terminal: terminal, makeTransport: { _ in transport },
            clock: { start.addingTimeInterval(slept) },
            sleep: { seconds in
                slept += seconds
                if slept >= 20 { transport.overrides["busses/1/"] = Self.position(longitude: 7.615, latitude: 49.215) }
            },
            catchInterrupts: { interrupts })
        let code = runCheckingOptionReads(arguments + ["--interval", "10"], world: world)
        return RunResult(out: out.text, err: err.text, code: code)
    }

    private func count(_ part: String, in text: String) -> Int {
        text.components(separatedBy: part).count - 1
    }

    func testInAPipeTheMapIsPrintedAgainOnlyWhenTheBusHasMoved() {
        let result = watch(["watch", "bus", "1", "--map", "--count", "4", "--plain"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertFalse(result.out.contains(Self.escape), result.out)
        // Polls 1 and 2 see the bus at one place, 3 and 4 at another: two pictures.
        let titles = result.out.split(separator: "\n").filter { $0.hasPrefix("Bus 1 (line Pirmasens)  ") }
        XCTAssertEqual(titles.count, 2, result.out)
    }

    func testAtATerminalTheMapIsOnTheAlternateScreenAndCtrlCGivesTheShellsScreenBack() {
        let interrupts = ScriptedInterrupts(afterPauses: 3)
        let result = watch(["watch", "bus", "1", "--map"], tty: true, interrupts: interrupts)
        XCTAssertEqual(result.code, 130, result.err)
        XCTAssertTrue(result.out.hasPrefix(TerminalControl.enterAlternateScreen.sequence), result.out)
        XCTAssertTrue(result.out.hasSuffix(TerminalControl.leaveAlternateScreen.sequence), result.out)
        XCTAssertEqual(count(TerminalControl.leaveAlternateScreen.sequence, in: result.out), 1)
        XCTAssertGreaterThanOrEqual(count(TerminalControl.clearScreen.sequence, in: result.out), 2)
        XCTAssertTrue(result.err.contains("Stopped watching."), result.err)
    }

    func testTheMapIsForABusAndForAPicture() {
        XCTAssertEqual(watch(["watch", "bus", "1", "--map", "--json", "--count", "1"]).code, 2)
        for arguments in [["watch", "stop", "Markt", "--map"], ["watch", "request", "10000003", "--map"]] {
            let result = watch(arguments)
            XCTAssertEqual(result.code, 2)
            XCTAssertTrue(result.err.contains("'--map' only works with 'watch bus'."), result.err)
        }
        let without = watch(["watch", "bus", "1", "--count", "2", "--plain"])
        XCTAssertEqual(without.code, 0, without.err)
        XCTAssertFalse(without.out.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }, without.out)
    }
}
