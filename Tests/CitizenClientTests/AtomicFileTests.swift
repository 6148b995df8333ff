import Foundation
import XCTest

@testable import CitizenClient

final class AtomicFileTests: XCTestCase {
    func testAWriteReplacesTheFileWhole() throws {
        let file = try makeTemporaryDirectory(self).appendingPathComponent("positions.json")
        try AtomicFile.write(Data("old".utf8), to: file)
        try AtomicFile.write(Data("new".utf8), to: file)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "new")
    }

    func testAWriteSweepsTemporaryFilesOfProcessesThatNoLongerRun() throws {
        let directory = try makeTemporaryDirectory(self)
        let file = directory.appendingPathComponent("positions.json")
        // A writer killed between writing and renaming leaves its temporary file; its process is gone.
        let abandoned = ".positions.json.\(Int32.max).1F2E.tmp"
        // Files of running processes (this one, init) and of other names are not touched.
        let kept = [
            ".positions.json.\(getpid()).3C4D.tmp", ".positions.json.1.5E6F.tmp", ".stops.json.\(Int32.max).7A8B.tmp",
            "positions.json.bak",
        ]
        for name in [abandoned] + kept {
            try Data("x".utf8).write(to: directory.appendingPathComponent(name))
        }
        try AtomicFile.write(Data("{}".utf8), to: file)
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
        XCTAssertEqual(left, Set(kept + ["positions.json"]))
    }

    #if os(Linux)
        func testATemporaryFileOfAKilledButUnreapedProcessIsSwept() throws {
            // A child that has ended but that nobody has waited for yet (a zombie) still has its id.
            var child: pid_t = 0
            let arguments = ["/bin/true"]
            var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
            defer { argv.forEach { free($0) } }
            XCTAssertEqual(posix_spawn(&child, "/bin/true", nil, nil, &argv, nil), 0)
            var ended = false
            for _ in 0..<200 where !ended {
                let stat = (try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8)) ?? ""
                ended = stat.split(separator: ")").last?.trimmingCharacters(in: .whitespaces).first == "Z"
                if !ended { usleep(10_000) }
            }
            defer {
                var status: Int32 = 0
                waitpid(child, &status, 0)
            }
            try XCTSkipUnless(ended, "the child did not end within 2 s")
            XCTAssertEqual(kill(child, 0), 0, "a zombie still answers to its id")

            let directory = try makeTemporaryDirectory(self)
            let leftover = ".positions.json.\(child).9A0B.tmp"
            try Data("x".utf8).write(to: directory.appendingPathComponent(leftover))
            try AtomicFile.write(Data("{}".utf8), to: directory.appendingPathComponent("positions.json"))
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["positions.json"])
        }
    #endif
}
