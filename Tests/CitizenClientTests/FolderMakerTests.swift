import Foundation
import XCTest

@testable import CitizenClient

/// `mkdir -p` that keeps the system's reason (FileManager on Linux says only "error 512").
final class FolderMakerTests: XCTestCase {
    func testMakesEveryMissingFolderAndAcceptsOneThatIsThere() throws {
        let root = try makeTemporaryDirectory(self)
        let deep = root.appendingPathComponent("a/b/c", isDirectory: true)
        try FolderMaker.create(deep)
        try FolderMaker.create(deep)
        var isFolder: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: deep.path, isDirectory: &isFolder) && isFolder.boolValue)
    }

    /// The way tests make a folder that even root cannot create.
    func testAFileOnThePathIsNotAFolder() throws {
        let root = try makeTemporaryDirectory(self)
        let file = root.appendingPathComponent("file")
        XCTAssertTrue(FileManager.default.createFile(atPath: file.path, contents: Data()))
        for folder in [file, file.appendingPathComponent("buerger"), file.appendingPathComponent("x/buerger")] {
            XCTAssertThrowsError(try FolderMaker.create(folder), folder.path) { error in
                XCTAssertEqual(error as? SystemErrorReason, SystemErrorReason(code: ENOTDIR), folder.path)
            }
        }
    }

    func testTheLastFolderGetsItsPermissions() throws {
        let folder = try makeTemporaryDirectory(self).appendingPathComponent("sending")
        try FolderMaker.create(folder, permissions: 0o700)
        let mode = try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o700)
    }
}
