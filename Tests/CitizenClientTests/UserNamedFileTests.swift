import Foundation
import XCTest

@testable import CitizenClient

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--ics FILE` is written as `> FILE` would be: the trial saw `/dev/null` turned into a regular
/// file (as root), a FIFO replaced, a symlink replaced instead of followed and a 0600 file left 0644.
final class UserNamedFileTests: XCTestCase {
    private func mode(_ path: String, following: Bool = true) -> mode_t {
        var info = stat()
        _ = following ? stat(path, &info) : lstat(path, &info)
        return info.st_mode
    }

    func testANewFileIsPrivate() throws {
        let path = try makeTemporaryDirectory(self).appendingPathComponent("pickups.ics").path
        try UserNamedFile.write(Data("new".utf8), toPath: path)
        XCTAssertEqual(mode(path) & 0o777, 0o600)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "new")
    }

    func testAnExistingFileIsReplacedKeepingItsMode() throws {
        let path = try makeTemporaryDirectory(self).appendingPathComponent("pickups.ics").path
        for permissions: mode_t in [0o600, 0o640] {
            try Data("old".utf8).write(to: URL(fileURLWithPath: path))
            chmod(path, permissions)
            try UserNamedFile.write(Data("new".utf8), toPath: path)
            XCTAssertEqual(mode(path) & 0o777, permissions)
            XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "new")
        }
    }

    func testASymbolicLinkIsFollowedAndStays() throws {
        let folder = try makeTemporaryDirectory(self)
        let target = folder.appendingPathComponent("real.ics").path
        let link = folder.appendingPathComponent("link.ics").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        chmod(target, 0o600)
        XCTAssertEqual(symlink(target, link), 0)
        try UserNamedFile.write(Data("new".utf8), toPath: link)
        XCTAssertEqual(mode(link, following: false) & S_IFMT, S_IFLNK, "the link is still a link")
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "new")
        XCTAssertEqual(mode(target) & 0o777, 0o600)

        let dangling = folder.appendingPathComponent("dangling.ics").path
        let missing = folder.appendingPathComponent("created.ics").path
        XCTAssertEqual(symlink(missing, dangling), 0)
        try UserNamedFile.write(Data("made".utf8), toPath: dangling)
        XCTAssertEqual(mode(dangling, following: false) & S_IFMT, S_IFLNK)
        XCTAssertEqual(try String(contentsOfFile: missing, encoding: .utf8), "made")
    }

    func testADeviceIsWrittenInPlaceAndStaysADevice() throws {
        try UserNamedFile.write(Data("gone".utf8), toPath: "/dev/null")
        XCTAssertEqual(mode("/dev/null") & S_IFMT, S_IFCHR)
    }

    func testAFIFOIsWrittenInPlaceForItsReader() throws {
        let path = try makeTemporaryDirectory(self).appendingPathComponent("pipe").path
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        // A reader waiting on it, as `cat pipe` would be: opened first so the writer's open returns.
        let reader = open(path, O_RDONLY | O_NONBLOCK)
        XCTAssertGreaterThanOrEqual(reader, 0)
        defer { close(reader) }
        try UserNamedFile.write(Data("BEGIN:VCALENDAR".utf8), toPath: path)
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(reader, &buffer, buffer.count)
        XCTAssertEqual(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self), "BEGIN:VCALENDAR")
        XCTAssertEqual(mode(path) & S_IFMT, S_IFIFO, "still a FIFO")
    }

    func testAFolderIsRefusedWithItsReason() throws {
        let folder = try makeTemporaryDirectory(self).path
        XCTAssertThrowsError(try UserNamedFile.write(Data("x".utf8), toPath: folder)) { error in
            XCTAssertEqual(error as? SystemErrorReason, SystemErrorReason(code: EISDIR))
        }
        XCTAssertEqual(mode(folder) & S_IFMT, S_IFDIR)
    }

    func testAMissingFolderIsNotCreated() throws {
        let path = try makeTemporaryDirectory(self).appendingPathComponent("nope/pickups.ics").path
        XCTAssertThrowsError(try UserNamedFile.write(Data("x".utf8), toPath: path)) { error in
            XCTAssertEqual(error as? SystemErrorReason, SystemErrorReason(code: ENOENT))
        }
    }
}
