import CitizenClient
import Foundation
import XCTest

@testable import BuergerCLI

/// What one in-process run of `buerger` printed and returned.
struct RunResult {
    let out: String
    let err: String
    let code: Int32
}

/// Runs `buerger` in-process against a fixture server, with a private home folder per test case.
final class BuergerHarness {
    let transport = FixtureTransport()
    let home: URL
    var variables: [String: String]
    /// 2026-11-23 08:30 in Weilerbach (UTC+1).
    var clock = Date(timeIntervalSince1970: 1_795_419_000)

    init() {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("buerger-cli-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        variables = [
            "HOME": home.path, "LANG": "C.UTF-8", "TZ": "Europe/Berlin",
            "BUERGER_SERVER": "http://fixture.test/services/rest",
        ]
    }

    deinit {
        try? FileManager.default.removeItem(at: home)
    }

    func run(_ arguments: [String], tty: Bool = false, columns: Int? = nil) -> RunResult {
        let (terminal, out, err) = TerminalEnvironment.captured(tty: tty, columns: columns)
        let transport = transport
        let world = World(
            variables: variables, terminal: terminal, makeTransport: { _ in transport },
            clock: { [clock] in clock }, sleep: { _ in })
        let code = runCheckingOptionReads(arguments, world: world)
        return RunResult(out: out.text, err: err.text, code: code)
    }

    /// Parses stdout as one JSON object.
    func json(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) -> [String: Any] {
        let result = run(arguments)
        XCTAssertEqual(result.code, 0, result.err, file: file, line: line)
        let object = try? JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
        XCTAssertNotNil(object, "not one JSON object: \(result.out)", file: file, line: line)
        return object ?? [:]
    }
}
