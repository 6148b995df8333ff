import Foundation
import XCTest

/// scripts/check-curl-constants.sh (run by `make test`) compares the hand-declared libcurl constants
/// with <curl/curl.h>; this proves it notices a wrong one.
final class CurlConstantsCheckTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    func testTheDeclaredConstantsAgreeAndAWrongOneIsCaught() throws {
        let current = try check(root)
        XCTAssertEqual(current.status, 0, current.output)
        if current.output.contains("skipped") { throw XCTSkip(current.output) }

        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("curl-constants-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        for file in ["Sources/CCurl/CCurl.c", "Sources/CitizenClient/Transport/CurlFailure.swift"] {
            let target = copy.appendingPathComponent(file)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: root.appendingPathComponent(file), to: target)
        }
        XCTAssertEqual(try check(copy).status, 0, "the copy alone agrees")

        for (file, right, wrong) in [
            ("Sources/CCurl/CCurl.c", "CURLOPT_TIMEOUT_MS = 155,", "CURLOPT_TIMEOUT_MS = 154,"),
            (
                "Sources/CitizenClient/Transport/CurlFailure.swift",
                "CURLE_OPERATION_TIMEDOUT: Int32 = 28", "CURLE_OPERATION_TIMEDOUT: Int32 = 29"
            ),
        ] {
            let path = copy.appendingPathComponent(file)
            let text = try String(contentsOf: path, encoding: .utf8)
            XCTAssertTrue(text.contains(right), "\(file) no longer declares \(right)")
            try text.replacingOccurrences(of: right, with: wrong).write(to: path, atomically: true, encoding: .utf8)
            let result = try check(copy)
            XCTAssertEqual(result.status, 1, result.output)
            XCTAssertTrue(result.output.contains(String(wrong.prefix { $0 != " " && $0 != ":" })), result.output)
            try text.write(to: path, atomically: true, encoding: .utf8)
        }
    }

    private func check(_ checkout: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "bash", root.appendingPathComponent("scripts/check-curl-constants.sh").path, checkout.path,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}
