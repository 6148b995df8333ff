import XCTest

@testable import CitizenClient

final class ConfigTests: XCTestCase {
    func testXDGDirectoriesFromTheEnvironment() {
        let paths = BuergerPaths(environment: [
            "HOME": "/home/emma", "XDG_CONFIG_HOME": "/cfg",
            "XDG_CACHE_HOME": "/var/cache/emma", "XDG_STATE_HOME": "/st",
        ])
        XCTAssertEqual(paths.configDirectory.path, "/cfg/buerger")
        XCTAssertEqual(paths.cacheDirectory.path, "/var/cache/emma/buerger")
        XCTAssertEqual(paths.stateDirectory.path, "/st/buerger")
        XCTAssertEqual(paths.configFile.path, "/cfg/buerger/config.json")
    }

    func testDefaultsUnderHomeAndRelativeXDGIgnored() {
        let paths = BuergerPaths(environment: ["HOME": "/home/emma", "XDG_CACHE_HOME": "relative/cache"])
        XCTAssertEqual(paths.configDirectory.path, "/home/emma/.config/buerger")
        XCTAssertEqual(paths.cacheDirectory.path, "/home/emma/.cache/buerger")
        XCTAssertEqual(paths.stateDirectory.path, "/home/emma/.local/state/buerger")
        let noHome = BuergerPaths(environment: [:], fallbackHome: URL(fileURLWithPath: "/fallback"))
        XCTAssertEqual(noHome.cacheDirectory.path, "/fallback/.cache/buerger")
    }

    func testConfigRoundTripWithMode0600() throws {
        let directory = try makeTemporaryDirectory(self)
        let store = ConfigStore(file: directory.appendingPathComponent("nested/config.json"))
        XCTAssertEqual(try store.load(), BuergerConfig())
        let config = BuergerConfig(
            server: "http://x:1/services/rest", language: "de", timeZone: "Europe/Berlin",
            name: "Emma Meier", address: "Kirchstraße 3", aliases: ["home": "2"],
            freshnessSeconds: 30, timeoutSeconds: 3, accessible: true)
        try store.save(config)
        XCTAssertEqual(try store.load(), config)
        let attributes = try FileManager.default.attributesOfItem(atPath: store.file.path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
        XCTAssertEqual(config.resolvedTimeZone?.identifier, "Europe/Berlin")
        XCTAssertNil(BuergerConfig(timeZone: "Mars/Olympus").resolvedTimeZone)
    }

    func testUnknownKeysAreIgnoredAndBrokenFilesReported() throws {
        let directory = try makeTemporaryDirectory(self)
        let file = directory.appendingPathComponent("config.json")
        try Data(#"{"server":"http://a/services/rest","future":1}"#.utf8).write(to: file)
        XCTAssertEqual(try ConfigStore(file: file).load().server, "http://a/services/rest")
        try Data(#"{"server":42"#.utf8).write(to: file)
        XCTAssertThrowsError(try ConfigStore(file: file).load()) { error in
            guard case .configUnreadable(let path, _)? = error as? ClientError else { return XCTFail("\(error)") }
            XCTAssertEqual(path, file.path)
        }
    }

    /// The config folder cannot be made (a file is in the way): the reason in words, in both
    /// languages, where it used to read "(NSCocoaErrorDomain error 512.)".
    func testSavingWhereNoFolderCanBeMadeSaysWhyInWords() throws {
        let blocker = try makeTemporaryDirectory(self).appendingPathComponent("config")
        XCTAssertTrue(FileManager.default.createFile(atPath: blocker.path, contents: Data()))
        let file = blocker.appendingPathComponent("buerger/config.json")
        XCTAssertThrowsError(try ConfigStore(file: file).save(BuergerConfig())) { error in
            XCTAssertEqual(
                error as? ClientError, .fileNotWritable(path: file.path, reason: SystemErrorReason(code: ENOTDIR)))
        }
    }
}
