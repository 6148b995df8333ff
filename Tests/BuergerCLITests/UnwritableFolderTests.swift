import CitizenClient
import Foundation
import XCTest

@testable import BuergerCLI

/// Folders nothing can be saved in. Tests run as root, which ignores permission bits, so the folder is
/// made impossible instead: a file stands where one of its parents should be (ENOTDIR).
final class UnwritableFolderTests: XCTestCase {
    /// `<home>/<name>/buerger`, where `<home>/<name>` is a file.
    private func blockedFolder(in home: URL, _ name: String) -> String {
        let blocker = home.appendingPathComponent(name)
        XCTAssertTrue(FileManager.default.createFile(atPath: blocker.path, contents: Data()))
        return blocker.path
    }

    private func lines(_ text: String, containing part: String) -> [Substring] {
        text.split(separator: "\n").filter { $0.contains(part) }
    }

    /// It used to be nine "Unable to write cache file …" lines, one per file, at every run.
    func testACacheFolderThatTakesNoFilesIsOneWarningAndTheCommandWorks() {
        let harness = BuergerHarness()
        harness.variables["XDG_CACHE_HOME"] = blockedFolder(in: harness.home, "cache")
        let folder = harness.home.appendingPathComponent("cache/buerger").path
        let result = harness.run(["lines"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.out.contains("Pirmasens"), result.out)
        XCTAssertEqual(
            result.err,
            """
            Nothing can be saved in the cache folder \(folder): part of the path is a file, not a folder. \
            Without a cache every run asks the server, and there is no saved data to show when it cannot be reached.
              Make the folder writable for you, or set XDG_CACHE_HOME to a folder you can write to.

            """)

        let german = harness.run(["stop", "Kirche", "--lang", "de"])
        XCTAssertEqual(german.code, 0, german.err)
        XCTAssertEqual(lines(german.err, containing: "Cache-Ordner").count, 1, german.err)
        XCTAssertTrue(
            german.err.contains("kann nichts gespeichert werden: ein Teil des Pfads ist eine Datei, kein Ordner."),
            german.err)
        XCTAssertEqual(lines(german.err, containing: "XDG_CACHE_HOME").count, 1, german.err)
    }

    /// A watch makes a new service at every poll: still one warning for the whole run.
    func testAWatchSaysItOnceForAllItsPolls() {
        let harness = BuergerHarness()
        harness.variables["XDG_CACHE_HOME"] = blockedFolder(in: harness.home, "cache")
        let result = harness.run(["watch", "bus", "1", "--count", "3", "--interval", "1"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(lines(result.err, containing: "cache folder").count, 1, result.err)
    }

    func testRequestStopRefusesBeforeAskingOrSendingAnything() {
        let harness = RequestHarness(withDeviceId: false)
        let state = blockedFolder(in: harness.home, "state")
        harness.variables["XDG_STATE_HOME"] = state
        let result = harness.run([
            "request-stop", "--stop", "Kirche", "--time", "09:30", "--name", "Emma Meier",
            "--address", "Hauptstr. 1",
        ])
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(harness.server.exchanges.count, 0, "nothing sent, not even a question for the stops")
        XCTAssertEqual(result.out, "")
        XCTAssertEqual(
            result.err,
            """
            buerger: Nothing was sent: your requests are kept in the folder \(state)/buerger, and nothing can be \
            saved there (part of the path is a file, not a folder).
              Make the folder writable for you, or set XDG_STATE_HOME to a folder you can write to; \
            'buerger config path' shows where it is.

            """)
        let german = harness.run(["request-stop", "--from-file", "-", "--lang", "de"])
        XCTAssertEqual(german.code, 1)
        XCTAssertTrue(german.err.hasPrefix("buerger: Es wurde nichts gesendet: "), german.err)
        XCTAssertEqual(harness.server.exchanges.count, 0)
    }

    /// Reading commands find no journal and no device id there, as on a first run: no error, no note.
    func testCommandsThatOnlyReadStateStayQuiet() {
        let harness = RequestHarness(withDeviceId: false)
        harness.variables["XDG_STATE_HOME"] = blockedFolder(in: harness.home, "state")
        let listed = harness.run(["requests"])
        XCTAssertEqual(listed.code, 0, listed.err)
        XCTAssertFalse(listed.err.contains("state"), listed.err)
        XCTAssertFalse(listed.err.contains("buerger:"), listed.err)
        let status = harness.run(["status", "10000000"])
        XCTAssertEqual(status.code, 3, "not one of this device's requests, as without a device id")
        XCTAssertFalse(status.err.contains("folder"), status.err)
    }
}
