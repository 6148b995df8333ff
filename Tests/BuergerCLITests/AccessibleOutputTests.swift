import CitizenClient
import Foundation
import XCTest

@testable import BuergerCLI

/// Every command with `--accessible`, in English and German, against the fixtures (and the in-memory
/// request server): sentences only, spoken times, no table, drawing, padding, tab or escape code.
final class AccessibleOutputTests: XCTestCase {
    /// One run of a command as a person would see it.
    struct Seen {
        let label: String
        let result: RunResult
        /// Said at a time of day, so the time must be spoken.
        var tellsTime = false
        /// Lines meant to be copied as they stand (a command to type).
        var verbatim: Set<String> = []
    }

    private static let languages: [(code: String, german: Bool)] = [("en", false), ("de", true)]

    /// What each command prints for a person, by the command's name in `CommandTable`. A command added
    /// to the table without an entry here fails `testEveryCommandHasAnAccessibleForm`.
    private static let scenarios: [String: (String) -> [Seen]] = [
        "stops": { lang in
            let harness = BuergerHarness()
            return [
                Seen(label: "stops", result: harness.run(["stops", "--accessible", "--lang", lang])),
                Seen(
                    label: "stops --near",
                    result: harness.run([
                        "stops", "--near", "49.21,7.605", "--accessible",
                        "--lang", lang,
                    ])),
            ]
        },
        "stop": { lang in
            let harness = BuergerHarness()
            return [
                Seen(
                    label: "stop", result: harness.run(["stop", "Kirche", "--accessible", "--lang", lang]),
                    tellsTime: true)
            ]
        },
        "bus": { lang in
            [
                Seen(
                    label: "bus", result: BuergerHarness().run(["bus", "1", "--accessible", "--lang", lang]),
                    tellsTime: true)
            ]
        },
        "map": { lang in
            [
                Seen(
                    label: "map", result: BuergerHarness().run(["map", "--accessible", "--lang", lang]),
                    tellsTime: true)
            ]
        },
        "lines": { lang in
            [Seen(label: "lines", result: BuergerHarness().run(["lines", "--accessible", "--lang", lang]))]
        },
        "config": { lang in
            let harness = BuergerHarness()
            let flags = ["--accessible", "--lang", lang]
            return [
                Seen(label: "config set", result: harness.run(["config", "set", "name", "Emma Meier"] + flags)),
                Seen(label: "config alias", result: harness.run(["config", "alias", "heim", "Kirche"] + flags)),
                Seen(label: "config", result: harness.run(["config"] + flags)),
                Seen(label: "config get", result: harness.run(["config", "get", "name"] + flags)),
                Seen(label: "config path", result: harness.run(["config", "path"] + flags)),
                Seen(label: "config unalias", result: harness.run(["config", "unalias", "heim"] + flags)),
                Seen(label: "config unset", result: harness.run(["config", "unset", "name"] + flags)),
            ]
        },
        "watch": { lang in
            let harness = BuergerHarness()
            // A full bus is a change the first look already reports.
            let full =
                "{\"delay\":0,\"busId\":1,\"takenSeats\":10,\"timestamp\":1098181434000,"
                + "\"position\":{\"type\":\"Point\",\"coordinates\":[7.60497,49.21059]}}"
            harness.transport.overrides["busses/1/"] = HTTPResponseData(
                status: 200, headers: ["content-type": "application/json"], body: Data(full.utf8))
            let flags = ["--count", "2", "--interval", "10", "--accessible", "--lang", lang]
            let requests = RequestHarness()
            let id = requests.server.add(deviceId: requests.deviceId, pickUp: requests.later(10), acceptingBus: 2)
            requests.server.statusAtReads[id] = [1, 2, 4]
            return [
                Seen(label: "watch stop", result: harness.run(["watch", "stop", "Markt"] + flags), tellsTime: true),
                Seen(label: "watch bus", result: harness.run(["watch", "bus", "1"] + flags), tellsTime: true),
                Seen(
                    label: "watch request",
                    result: requests.run([
                        "watch", "request", String(id), "--accessible",
                        "--lang", lang,
                    ]), tellsTime: true),
            ]
        },
        "request-stop": { lang in
            let harness = RequestHarness()
            return [
                Seen(
                    label: "request-stop",
                    result: harness.run(
                        [
                            "request-stop", "--stop", "Kirche", "--time", "09:30", "--name", "Emma Meier", "--address",
                            "Hauptstr. 1",
                            "--persons", "2", "--accessible", "--lang", lang,
                        ]), tellsTime: true)
            ]
        },
        "status": { lang in
            let harness = RequestHarness()
            let accepted = harness.server.add(
                deviceId: harness.deviceId, status: 2, pickUp: harness.later(60),
                acceptingBus: 1, assistance: [1])
            let declined = harness.server.add(deviceId: harness.deviceId, status: 3, pickUp: harness.later(30))
            return [
                Seen(
                    label: "status", result: harness.run(["status", String(accepted), "--accessible", "--lang", lang]),
                    tellsTime: true),
                Seen(
                    label: "status declined",
                    result: harness.run([
                        "status", String(declined), "--accessible",
                        "--lang", lang,
                    ]), tellsTime: true),
            ]
        },
        "requests": { lang in
            let harness = RequestHarness()
            harness.server.add(deviceId: harness.deviceId, status: 2, pickUp: harness.later(60), acceptingBus: 1)
            harness.server.add(deviceId: harness.deviceId, status: 1, pickUp: harness.later(24 * 60 + 30), persons: 3)
            return [
                Seen(
                    label: "requests", result: harness.run(["requests", "--accessible", "--lang", lang]),
                    tellsTime: true)
            ]
        },
        "cancel": { lang in
            let harness = RequestHarness()
            let id = harness.server.add(
                deviceId: harness.deviceId, status: 2, pickUp: harness.later(60), acceptingBus: 1)
            return [
                Seen(
                    label: "cancel",
                    result: harness.run(["cancel", String(id), "--yes", "--accessible", "--lang", lang]),
                    tellsTime: true)
            ]
        },
        "forget": { lang in
            let harness = BuergerHarness()
            _ = harness.run(["config", "set", "name", "Emma Meier"])
            _ = harness.run(["stops"])
            return [
                Seen(label: "forget", result: harness.run(["forget", "--yes", "--accessible", "--lang", lang])),
                Seen(label: "forget again", result: harness.run(["forget", "--yes", "--accessible", "--lang", lang])),
            ]
        },
    ]

    /// Files for other programs, not text for a person: a shell completion script and a manual page
    /// in roff. `--accessible` leaves them exactly as they are (`testFileFormatsAreLeftAsTheyAre`).
    private static let fileFormats: [String: [String]] = [
        "completion": ["completion", "bash"],
        "manual": ["manual"],
    ]

    func testEveryCommandHasAnAccessibleForm() {
        for spec in CommandTable.commands.map(\.spec) {
            XCTAssertTrue(
                Self.scenarios[spec.name] != nil || Self.fileFormats[spec.name] != nil,
                "'\(spec.name)' has no accessible form checked here: add a scenario")
        }
    }

    func testEveryCommandSpeaksInSentencesInBothLanguages() {
        for (_, scenario) in Self.scenarios.sorted(by: { $0.key < $1.key }) {
            for language in Self.languages {
                for seen in scenario(language.code) {
                    let label = "\(seen.label) (\(language.code))"
                    XCTAssertEqual(seen.result.code, 0, "\(label): \(seen.result.err)")
                    XCTAssertFalse(seen.result.out.isEmpty && seen.result.err.isEmpty, "\(label) printed nothing")
                    AccessibleChecks.assertSentences(seen.result.out, label + " stdout", exceptions: seen.verbatim)
                    AccessibleChecks.assertNoArt(seen.result.err, label + " stderr")
                    if seen.tellsTime {
                        AccessibleChecks.assertSpokenTime(
                            seen.result.out + seen.result.err, german: language.german, label)
                    }
                }
            }
        }
    }

    func testTheConfigFileTurnsItOnAndTheEnvironmentCanTurnItOff() throws {
        let harness = BuergerHarness()
        try ConfigStore(file: BuergerPaths(environment: harness.variables).configFile).save(
            BuergerConfig(accessible: true))
        XCTAssertEqual(
            harness.run(["lines"]).out.components(separatedBy: "\n").first,
            "Line Pirmasens, number 1, with bus 1. Stops in order: Kirche, Brunnen, Park and Markt.")
        harness.variables["BUERGER_ACCESSIBLE"] = "0"
        XCTAssertTrue(harness.run(["lines"]).out.hasPrefix("ID"), "BUERGER_ACCESSIBLE=0 keeps the table")
        XCTAssertTrue(harness.run(["lines", "--accessible"]).out.hasPrefix("Line Pirmasens"), "the option wins")
    }

    func testFileFormatsAreLeftAsTheyAre() {
        for (name, arguments) in Self.fileFormats {
            let harness = BuergerHarness()
            let usual = harness.run(arguments)
            let accessible = harness.run(arguments + ["--accessible"])
            XCTAssertEqual(usual.code, 0, "\(name): \(usual.err)")
            XCTAssertEqual(accessible.out, usual.out, "\(name): a file for another program stays as it is")
        }
    }
}
