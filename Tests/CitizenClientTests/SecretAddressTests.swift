import XCTest

@testable import CitizenClient

/// A password in the server address (`http://alice:s3cr3tPW@host/…`) is used for the requests and
/// kept in the config file, and nowhere else: the trial found it in every error, `-v` line, the
/// journal and all nine cache files.
final class SecretAddressTests: XCTestCase {
    private let secret = "s3cr3tPW"
    private let withPassword = "http://alice:s3cr3tPW@bus.example:8080/services/rest"
    private let without = "http://bus.example:8080/services/rest"

    func testTheAddressIsShownAndKeyedWithoutItsUserInfo() throws {
        let address = try ServerAddress(withPassword)
        XCTAssertEqual(address.description, without)
        XCTAssertEqual(address.withUserInfo, withPassword, "the config file keeps what was given")
        XCTAssertTrue(address.endpoint("lines/").absoluteString.contains(secret), "the requests still carry it")
        XCTAssertEqual(
            MasterDataCache.folderName(for: address), MasterDataCache.folderName(for: try ServerAddress(without)))
    }

    func testAnAddressWithoutUserInfoIsUnchangedSoOldCachesKeepTheirKeys() throws {
        for text in [without, "https://h.example/services/rest", "http://[::1]:8080/services/rest"] {
            XCTAssertEqual(ServerAddress.hidingUserInfo(text), text)
            XCTAssertFalse(try ServerAddress(text).hasUserInfo)
        }
    }

    func testHidingWorksOnTextThatIsNoAddress() {
        XCTAssertEqual(ServerAddress.hidingUserInfo("http://alice:pw@/x"), "http:///x")
        XCTAssertEqual(ServerAddress.hidingUserInfo("http://a@b:p@w@host:99999/x?q=a@b"), "http://host:99999/x?q=a@b")
        XCTAssertEqual(ServerAddress.hidingUserInfo("not an address @ all"), "not an address @ all")
        XCTAssertThrowsError(try ServerAddress("http://alice:\(secret)@/services/rest")) { error in
            XCTAssertFalse(String(describing: error).contains(secret), "the error value does not carry it")
        }
    }

    /// An upgraded user's journal keyed its entries with the whole address: they still belong to the
    /// server (an unsent one is still resumed), and the next write leaves the password out.
    func testJournalEntriesOfEarlierVersionsStillBelongToTheirServer() throws {
        let directory = try makeTemporaryDirectory(self)
        let journal = RequestJournal(stateDirectory: directory)
        let old = JournalEntry(
            intent: SenderHarness.intent(name: "Emma Meier"), server: withPassword, deviceId: "dev-1",
            createdAt: Date(timeIntervalSince1970: 1_800_000_000), state: .unsent, attempts: 1, lastAttemptAt: nil,
            lastFailure: nil, batchKey: nil, storedAt: nil)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try JournalFileFormat.encode(JournalContents(entries: [old])).write(to: journal.file)

        let server = try ServerAddress(withPassword).description
        XCTAssertEqual(try journal.entries(server: server).map(\.id), [old.id])
        try journal.append(
            JournalEntry(
                intent: SenderHarness.intent(name: "Emma Meier"), server: server, deviceId: "dev-1",
                createdAt: Date(timeIntervalSince1970: 1_800_000_100), state: .unsent, attempts: 0, lastAttemptAt: nil,
                lastFailure: nil, batchKey: nil, storedAt: nil))
        XCTAssertFalse(String(decoding: try Data(contentsOf: journal.file), as: UTF8.self).contains(secret))
        XCTAssertEqual(try journal.entries(server: server).count, 2)
    }

    /// The cache folder an earlier version named after the whole address (its files' headers held
    /// the password) goes when the new one is first written.
    func testTheCacheFolderKeyedWithThePasswordGoes() throws {
        let home = try makeTemporaryDirectory(self)
        let address = try ServerAddress(withPassword)
        let cache = MasterDataCache(cacheHome: home, server: address)
        let servers = cache.directory.deletingLastPathComponent()
        var legacyKey: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in withPassword.utf8 {
            legacyKey ^= UInt64(byte)
            legacyKey = legacyKey &* 0x0000_0100_0000_01b3
        }
        let legacy = servers.appendingPathComponent("bus.example-8080-" + String(legacyKey, radix: 16))
        try FileManager.default.createDirectory(at: legacy, withIntermediateDirectories: true)
        try Data("{\"server\":\"\(withPassword)\"}\n".utf8).write(to: legacy.appendingPathComponent("lines.json"))

        let body = Data(#"{"timeStamp":7,"lines":[]}"#.utf8)
        cache.store(.lines, body: body, decoded: try DecodedTable(kind: .lines, body: body), at: Date())
        XCTAssertFalse(FileManager.default.fileExists(atPath: legacy.path))
        XCTAssertFalse(String(decoding: try Data(contentsOf: cache.file(for: .lines)), as: UTF8.self).contains(secret))
    }
}
