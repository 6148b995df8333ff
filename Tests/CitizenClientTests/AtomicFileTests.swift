@testable import CitizenClient
import Foundation
import XCTest

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
        let kept = [".positions.json.\(getpid()).3C4D.tmp", ".positions.json.1.5E6F.tmp", ".stops.json.\(Int32.max).7A8B.tmp",
                    "positions.json.bak"]
        for name in [abandoned] + kept {
            try Data("x".utf8).write(to: directory.appendingPathComponent(name))
        }
        try AtomicFile.write(Data("{}".utf8), to: file)
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
        XCTAssertEqual(left, Set(kept + ["positions.json"]))
    }
}
