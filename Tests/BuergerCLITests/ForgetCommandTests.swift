import CitizenClient
import XCTest

@testable import BuergerCLI

final class ForgetCommandTests: XCTestCase {
    func prepare(_ harness: RequestHarness) throws {
        try ConfigStore(file: harness.paths.configFile).save(
            BuergerConfig(
                language: "en", name: "Emma Meier",
                address: "Hauptstr. 1"))
        let intent = RequestIntent(
            lineId: 1, pickUpTime: harness.later(60), location: DomainFixture.kirche, persons: 1,
            name: "Emma Meier", address: "Hauptstr. 1", assistance: [])
        try RequestJournal(stateDirectory: harness.paths.stateDirectory)
            .append(JournalEntry(intent: intent, server: "x", deviceId: harness.deviceId, createdAt: harness.clock))
        XCTAssertEqual(harness.run(["stops"]).code, 0, "fills the cache")
    }

    func testYesRemovesEverythingAndListsIt() throws {
        let harness = RequestHarness()
        try prepare(harness)
        let result = harness.run(["forget", "--yes", "--json"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(
            result.out,
            "{\"removed\":[\"name\",\"address\",\"deviceId\",\"journal\",\"cache\"],\"places\":[],\"aliases\":[]}\n")
        let config = try ConfigStore(file: harness.paths.configFile).load()
        XCTAssertNil(config.name)
        XCTAssertNil(config.address)
        XCTAssertEqual(config.language, "en", "other settings stay")
        XCTAssertNil(DeviceIdentity(stateDirectory: harness.paths.stateDirectory).existing())
        XCTAssertFalse(FileManager.default.fileExists(atPath: harness.paths.cacheDirectory.path))
        let journal = RequestJournal(stateDirectory: harness.paths.stateDirectory)
        XCTAssertFalse(FileManager.default.fileExists(atPath: journal.file.path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: journal.lockFile.path), "journal.lock goes too")
        XCTAssertEqual(harness.run(["forget", "--yes"]).out, "Nothing to delete: buerger kept nothing about you.\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: journal.lockFile.path), "and is not made again")
    }

    func testOffATerminalItNeedsYesAndKeepsEverything() throws {
        let harness = RequestHarness()
        try prepare(harness)
        let result = harness.run(["forget"], answers: ["y"])
        XCTAssertEqual(result.code, ExitStatus.usage.rawValue)
        XCTAssertEqual(harness.answersRead, 0)
        XCTAssertNotNil(DeviceIdentity(stateDirectory: harness.paths.stateDirectory).existing())
    }

    func testOnATerminalItWarnsAboutUnsentRequestsAndAsks() throws {
        let harness = RequestHarness()
        try prepare(harness)
        let refused = harness.run(["forget"], tty: true, answers: [""])
        XCTAssertEqual(refused.code, ExitStatus.failure.rawValue)
        XCTAssertTrue(refused.err.contains("1 request(s) not sent yet will be lost."), refused.err)
        XCTAssertEqual(try ConfigStore(file: harness.paths.configFile).load().name, "Emma Meier")
        let agreed = harness.run(["forget", "--lang", "de"], tty: true, answers: ["ja"])
        XCTAssertEqual(agreed.code, 0, agreed.err)
        XCTAssertTrue(agreed.out.hasPrefix("Gelöscht:\n  Ihr Name (Einstellungen)\n"), agreed.out)
    }

    /// Issue 21 §4: saved places and stop aliases are hers too (where she lives, which stop she uses);
    /// `forget` removes them and names each, and keeps the settings that say nothing about her.
    func testSavedPlacesAndStopAliasesAreForgottenAndNamed() throws {
        let harness = RequestHarness()
        try prepare(harness)
        XCTAssertEqual(harness.run(["config", "place", "zuhause", "49.2093,7.6075"]).code, 0)
        XCTAssertEqual(harness.run(["config", "alias", "markt", "Markt"]).code, 0)
        let result = harness.run(["forget", "--yes", "--lang", "de"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.out.contains("  Ihre gespeicherten Orte @zuhause (Einstellungen)\n"), result.out)
        XCTAssertTrue(result.out.contains("  Ihre Haltestellen-Kurznamen @markt (Einstellungen)\n"), result.out)
        let config = try ConfigStore(file: harness.paths.configFile).load()
        XCTAssertNil(config.places)
        XCTAssertNil(config.aliases)
        XCTAssertEqual(config.language, "en", "other settings stay")
        let text = try String(contentsOf: harness.paths.configFile, encoding: .utf8)
        XCTAssertFalse(text.contains("zuhause") || text.contains("49.2093"), text)
    }
}
