import Foundation
import XCTest

/// Server text is untrusted: names with escape sequences, bells, carriage returns and C1 controls,
/// served by `buerger-sim --data PATH`, never reach the terminal raw.
final class HostileServerTextIntegrationTests: XCTestCase {
    private var simulator: SimulatorProcess?
    private var runner: CommandRunner?
    private var folder: URL?

    override func setUpWithError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "buerger-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        self.folder = folder
        let file = folder.appendingPathComponent("network.json")
        try Data(Self.network.utf8).write(to: file)
        let simulator = try SimulatorProcess(arguments: [
            "--data", file.path, "--start", "2025-03-03T09:00:00+01:00", "--speed", "0",
        ])
        self.simulator = simulator
        runner = try CommandRunner(server: simulator.baseURL)
    }

    override func tearDown() {
        simulator?.stop()
        runner?.removeFiles()
        if let folder { try? FileManager.default.removeItem(at: folder) }
        super.tearDown()
    }

    /// JSON text with every kind of control character a terminal would act on.
    static let network = #"""
        {"timeZone": "Europe/Berlin",
         "stops": [
           {"id": 1, "name": "Rathaus\u001b[31mROT\u001b[0m", "lat": 49.4813, "lon": 7.6335},
           {"id": 2, "name": "Große Gasse\u0007\r\nFAKE\u007f", "lat": 49.4790, "lon": 7.6305},
           {"id": 3, "name": "Mühlweg\u009b2J\u0000", "lat": 49.4780, "lon": 7.6415}],
         "lines": [{"id": 1, "name": "Ring\u001b]0;pwned\u0007bus", "stops": [1, 2, 3], "loop": true,
                    "timetable": {"first": "06:00", "last": "20:00", "every": 30, "offsets": [0, 4, 9]}}],
         "buses": [{"id": 1, "numberPlate": "KL\u001b[2J-WB 1", "seats": 8, "line": 1, "color": "blue\u001b[0m",
                    "picture": "http://x.example/\u001b[1mp.png"},
                   {"id": 2, "seats": 12, "line": null}]}
        """#

    /// Tab and newline are the only controls our own output uses.
    private func controlCharacters(in text: String) -> [String] {
        text.unicodeScalars.filter { scalar in
            let value = scalar.value
            return (value < 0x20 && value != 0x0A && value != 0x09) || (0x7F...0x9F).contains(value)
        }.map { String(format: "U+%04X", $0.value) }
    }

    func testNoControlCharacterReachesStdoutOrStderrInAnyCommandOrMode() throws {
        let runner = try XCTUnwrap(runner)
        let commands = [
            ["stops"], ["stops", "Rathaus"], ["stop", "1"], ["stop", "2"], ["stop", "3"], ["bus", "1"],
            ["bus", "2"], ["lines"], ["stop", "a"], ["stops", "--near", "49.48,7.63"],
        ]
        for command in commands {
            for mode in [[], ["--json"], ["--plain"], ["--accessible"], ["--lang", "de"]] {
                let result = try runner.run(command + mode + ["--now", "2025-03-03T09:00:00+01:00"])
                XCTAssertEqual(
                    controlCharacters(in: result.stdout), [], "stdout of \(command + mode): \(result.stdout)")
                XCTAssertEqual(
                    controlCharacters(in: result.stderr), [], "stderr of \(command + mode): \(result.stderr)")
            }
        }
    }

    func testJSONKeepsTheTextButEscaped() throws {
        let result = try XCTUnwrap(runner).run(["stops", "--json"])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let names = result.jsonNode["stops"].array.compactMap { $0["name"].string }
        XCTAssertEqual(names.count, 3)
        XCTAssertTrue(names.first?.hasPrefix("Rathaus") ?? false)
    }

    func testHumanTablesStayOneRowPerStop() throws {
        let result = try XCTUnwrap(runner).run(["stops", "--plain"])
        XCTAssertEqual(
            result.stdout.split(separator: "\n").count, 3, "a CR LF in a name must not add a row: \(result.stdout)")
    }
}
