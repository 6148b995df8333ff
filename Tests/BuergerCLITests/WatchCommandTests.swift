import CitizenClient
import Foundation
import XCTest

@testable import BuergerCLI

/// `buerger watch` in-process: the fixture server changes between polls, the injected sleep moves time on.
final class WatchCommandTests: XCTestCase {
    private let harness = BuergerHarness()

    private static func position(takenSeats: Int) -> HTTPResponseData {
        let body =
            "{\"delay\":0,\"busId\":1,\"takenSeats\":\(takenSeats),\"timestamp\":1098181434000,"
            + "\"position\":{\"type\":\"Point\",\"coordinates\":[7.60497,49.21059]}}"
        return HTTPResponseData(status: 200, headers: ["content-type": "application/json"], body: Data(body.utf8))
    }

    /// Runs `arguments`; `changes[n]` is applied once n × 10 s have been slept (the poll interval is 10 s).
    private func watch(
        _ arguments: [String], changes: [Int: (FixtureTransport) -> Void],
        notifications: NotificationRecorder? = nil
    ) -> RunResult {
        let (terminal, out, err) = TerminalEnvironment.captured(tty: false, columns: nil)
        let transport = harness.transport
        var slept = 0.0
        var applied = Set<Int>()
        let start = harness.clock
        let world = World(
            variables: harness.variables, terminal: terminal, makeTransport: { _ in transport },
            clock: { start.addingTimeInterval(slept) },
            sleep: { seconds in
                slept += seconds
                for (step, change) in changes where Double(step) * 10 <= slept && !applied.contains(step) {
                    applied.insert(step)
                    change(transport)
                }
            },
            makeDesktopNotifier: { notifications.map { recorder in { recorder.messages.append($0) } } })
        let code = runCheckingOptionReads(arguments + ["--interval", "10"], world: world)
        return RunResult(out: out.text, err: err.text, code: code)
    }

    private func events(_ out: String) -> [[String: Any]] {
        out.split(separator: "\n").compactMap { line in
            try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        }
    }

    func testWatchBusReportsAFullBusAndTheNetworkGoneAndBackOnceEach() {
        let result = watch(
            ["watch", "bus", "1", "--count", "5", "--json"],
            changes: [
                1: { $0.overrides["busses/1/"] = Self.position(takenSeats: 9) },
                2: { $0.failure = .cannotConnect(.refused) },
                4: { $0.failure = nil },
            ])
        XCTAssertEqual(result.code, 0, result.err)
        let lines = events(result.out)
        XCTAssertEqual(lines.count, result.out.split(separator: "\n").count, "every line is one JSON object")
        let kinds = lines.compactMap { $0["kind"] as? String }.filter { $0 != "delay" }
        XCTAssertEqual(kinds, ["almost-full", "network-lost", "network-back"])
        let full = lines.first { $0["kind"] as? String == "almost-full" }
        XCTAssertEqual(full?["message"] as? String, "Bus 1 (line Pirmasens) is almost full")
        XCTAssertEqual(full?["time"] as? String, "2026-11-23T08:30:10+01:00")
        XCTAssertEqual(full?["busId"] as? Int, 1)
    }

    func testWatchStopInGermanPrintsTimedSentencesOnlyForChanges() {
        let result = watch(
            ["watch", "stop", "Markt", "--count", "3", "--lang", "de"],
            changes: [
                1: { $0.overrides["busses/1/"] = Self.position(takenSeats: 10) },
                2: { $0.failure = .cannotConnect(.refused) },
            ])
        XCTAssertEqual(result.code, 0, result.err)
        let lines = result.out.split(separator: "\n").map(String.init).filter {
            !$0.contains("zu spät") && !$0.contains("pünktlich") && !$0.contains("zu früh")
        }
        // 10 of 10 seats taken: full, not "fast voll" (issue 13 §5).
        XCTAssertEqual(
            lines,
            [
                "08:30  Bus 1 (Linie Pirmasens) ist voll: kein Platz frei",
                "08:30  Der Server ist nicht erreichbar; es wird weiter versucht",
            ])
        XCTAssertTrue(result.err.contains("Beobachte die Haltestelle Markt, alle 10 Sekunden"), result.err)
    }

    /// `--notify` goes through the world's notifier (the live one starts `notify-send`): each change
    /// once, as the sentence printed; without `--notify` nothing is shown on the desktop.
    func testNotifyShowsEachChangeThroughTheInjectedNotifierAndOnlyWhenAsked() {
        let full: [Int: (FixtureTransport) -> Void] = [1: { $0.overrides["busses/1/"] = Self.position(takenSeats: 10) }]
        let asked = NotificationRecorder()
        let result = watch(["watch", "bus", "1", "--count", "2", "--notify"], changes: full, notifications: asked)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(
            asked.messages.filter { !$0.contains("late") && !$0.contains("on time") && !$0.contains("early") },
            ["Bus 1 (line Pirmasens) is full: no seat free"])
        XCTAssertTrue(result.out.contains("Bus 1 (line Pirmasens) is full: no seat free"), result.out)
        XCTAssertFalse(result.err.contains("notify-send"), result.err)
        // Asked for where none can be shown: said once, and the watch goes on (a new user's report).
        let none = watch(["watch", "bus", "1", "--count", "2", "--notify"], changes: full, notifications: nil)
        XCTAssertEqual(none.code, 0, none.err)
        XCTAssertTrue(none.err.contains("Desktop notifications need notify-send, which is not installed"), none.err)
        let notAsked = NotificationRecorder()
        XCTAssertEqual(watch(["watch", "bus", "1", "--count", "2"], changes: full, notifications: notAsked).code, 0)
        XCTAssertEqual(notAsked.messages, [])
    }

    /// Changes only are printed; a first look that finds none says so, so the first minutes do not
    /// look as if nothing works (a new user's report). A first look with something to say does not.
    func testAFirstLookWithNothingToReportSaysSo() {
        let quiet = watch(["watch", "bus", "1", "--count", "1"], changes: [:])
        XCTAssertEqual(quiet.code, 0, quiet.err)
        XCTAssertEqual(quiet.out, "", "the fixture bus is on time with seats free")
        XCTAssertTrue(quiet.err.contains("So far no delay and no full bus"), quiet.err)
        harness.transport.overrides["busses/1/"] = Self.position(takenSeats: 10)
        let full = watch(["watch", "bus", "1", "--count", "1"], changes: [:])
        XCTAssertTrue(full.out.contains("is full"), full.out)
        XCTAssertFalse(full.err.contains("So far no delay"), full.err)
        let german = watch(["watch", "bus", "1", "--count", "1", "--lang", "de", "--json"], changes: [:])
        XCTAssertFalse(german.err.contains("Bisher"), "a script's stderr stays quiet: \(german.err)")
    }

    func testWatchAcceptsOnlyStopBusOrRequest() {
        let result = harness.run(["watch", "line", "5"])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.contains("'stop', 'bus' or 'request'"), result.err)
        XCTAssertEqual(harness.run(["watch", "bus", "1", "--interval", "0.5"]).code, 2)
        XCTAssertEqual(harness.run(["watch", "bus", "1", "--until", "pickup"]).code, 2, "--until is for requests")
    }

    func testWatchOfAnUnknownBusFailsAtOnce() {
        XCTAssertEqual(harness.run(["watch", "bus", "99", "--count", "1"]).code, 3)
    }
}

/// What the injected desktop notifier was asked to show.
final class NotificationRecorder {
    var messages: [String] = []
}
