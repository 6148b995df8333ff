import CitizenClient
import Foundation
import XCTest

@testable import BuergerCLI

/// Issue 23 §2: a `--json` answer made from saved data says so at its top level, `"offline": true` and
/// `"dataFrom"`; a live answer has neither. And `config set/unset/alias/unalias/place/unplace --json`
/// print the setting as it now stands.
final class SavedAnswerJSONTests: XCTestCase {
    private let harness = BuergerHarness()
    private let answers = [
        ["stops", "--json"], ["stop", "Kirche", "--json", "--limit", "1"], ["lines", "--json"], ["bus", "1", "--json"],
    ]

    private func object(_ arguments: [String]) -> [String: Any] {
        harness.json(arguments)
    }

    func testALiveAnswerHasNoOfflineFields() {
        for arguments in answers {
            let json = object(arguments)
            XCTAssertNil(json["offline"], "\(arguments)")
            XCTAssertNil(json["dataFrom"], "\(arguments)")
        }
    }

    func testAnAnswerFromSavedDataWhenTheServerIsDownSaysSoAndFromWhen() {
        answers.forEach { _ = object($0) } // saves the tables at 08:30
        harness.clock += 3600
        harness.transport.failure = .cannotConnect(.refused)
        for arguments in answers {
            let result = harness.run(arguments)
            XCTAssertEqual(result.code, 0, "\(arguments): \(result.err)")
            XCTAssertTrue(result.err.contains("offline — data from 08:30"), result.err)
            let json = (try? JSONSerialization.jsonObject(with: Data(result.out.utf8))) as? [String: Any]
            XCTAssertEqual(json?["offline"] as? Bool, true, "\(arguments): \(result.out)")
            XCTAssertEqual(json?["dataFrom"] as? String, "2026-11-23T08:30:00+01:00", "\(arguments)")
        }
    }

    /// `--offline` asks for saved data: the JSON says so as well, stderr has no note (`-v` shows it).
    func testOfflineAskedForSaysSoInJSONAndOnlyVerboselyOnStderr() {
        _ = object(["stops", "--json"])
        let result = harness.run(["stops", "--json", "--offline"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertFalse(result.err.contains("offline —"), result.err)
        let json = (try? JSONSerialization.jsonObject(with: Data(result.out.utf8))) as? [String: Any]
        XCTAssertEqual(json?["offline"] as? Bool, true, result.out)
        XCTAssertEqual(json?["dataFrom"] as? String, "2026-11-23T08:30:00+01:00")
        XCTAssertTrue(harness.run(["stops", "--offline", "-v"]).err.contains("offline — data from 08:30"))
    }

    func testConfigChangesPrintTheSettingAsItNowStands() {
        let runs: [([String], String)] = [
            (["config", "set", "lang", "de", "--json"], #"{"settings":{"lang":{"value":"de","source":"config"}}}"#),
            (["config", "unset", "lang", "--json"], #"{"settings":{"lang":{"value":"en","source":"default"}}}"#),
            (
                ["config", "set", "timeout", "9", "--json"],
                #"{"settings":{"timeout":{"value":"9","source":"config"}}}"#
            ),
            (["config", "alias", "zuhause", "1", "--json"], #"{"aliases":{"zuhause":"1"}}"#),
            (["config", "unalias", "zuhause", "--json"], #"{"aliases":{"zuhause":null}}"#),
            (
                ["config", "place", "tuer", "49.4785,7.6405", "--json"],
                #"{"places":{"tuer":"49.478500,7.640500"}}"#
            ),
            (["config", "unplace", "tuer", "--json"], #"{"places":{"tuer":null}}"#),
        ]
        harness.variables["LANG"] = nil
        for (arguments, expected) in runs {
            let result = harness.run(arguments)
            XCTAssertEqual(result.code, 0, result.err)
            XCTAssertEqual(result.out, expected + "\n", "\(arguments)")
        }
        XCTAssertEqual(harness.run(["config", "set", "lang", "de"]).out, "", "without --json stdout stays empty")
    }
}
