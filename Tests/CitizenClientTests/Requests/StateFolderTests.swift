import Foundation
import XCTest

@testable import CitizenClient

/// The state folder is tried for writing before a request is sent: by creating a file, as root
/// ignores permission bits.
final class StateFolderTests: XCTestCase {
    func testAFolderThatCanBeWrittenIsMadeAndLeftClean() throws {
        let directory = try makeTemporaryDirectory(self).appendingPathComponent("state/buerger")
        try StateFolder(directory: directory).prepareForWriting()
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }

    func testAFolderThatCannotBeMadeIsUnusableWithTheSystemsReason() throws {
        let blocker = try makeTemporaryDirectory(self).appendingPathComponent("state")
        XCTAssertTrue(FileManager.default.createFile(atPath: blocker.path, contents: Data()))
        let directory = blocker.appendingPathComponent("buerger")
        XCTAssertThrowsError(try StateFolder(directory: directory).prepareForWriting()) { error in
            XCTAssertEqual(
                error as? RequestSendError,
                .stateFolderUnusable(folder: directory.path, reason: SystemErrorReason(code: ENOTDIR)))
        }
    }

    /// A folder that exists without write permission: checked only when not run as root, which
    /// writes into any folder.
    func testAFolderWithoutWritePermissionIsUnusable() throws {
        try XCTSkipIf(geteuid() == 0, "root writes into any folder")
        let directory = try makeTemporaryDirectory(self).appendingPathComponent("buerger")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path) }
        XCTAssertThrowsError(try StateFolder(directory: directory).prepareForWriting()) { error in
            XCTAssertEqual(
                error as? RequestSendError,
                .stateFolderUnusable(folder: directory.path, reason: SystemErrorReason(code: EACCES)))
        }
    }
}
