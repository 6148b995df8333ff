import Foundation
import XCTest

/// Issue 24 §2: every screen fits the terminal it is shown on. Every command, the dialogue and its
/// read-back run on a real pseudo-terminal that reports 120, 80, 60 and 40 columns, in English, German
/// and the accessible mode, on the demo network and on one with long real-world names
/// (Tests/Fixtures/networks/long-names.json). A line wider than the terminal fails, unless it holds only
/// a command or an address (those are never wrapped: broken, they cannot be copied); so does a word the
/// program broke, over two lines or cut with "…". At 80 columns every departure keeps its stop, line,
/// time, delay and seats. One simulator per network; the runs share it.
class ScreenWidthTestCase: SimulatorTestCase {
    static let now = "2026-11-25T08:00:00+01:00"
    static let widths = [120, 80, 60, 40]

    /// A way of speaking: the environment, the extra options, and the answers of the dialogue.
    struct Voice {
        let name: String
        let environment: [String: String]
        let options: [String]
        let yes: String
        let no: String
    }

    static let voices = [
        Voice(name: "en", environment: ["LANG": "en_GB.UTF-8"], options: [], yes: "yes", no: "no"),
        Voice(name: "de", environment: ["LANG": "de_DE.UTF-8"], options: [], yes: "ja", no: "nein"),
        Voice(
            name: "accessible", environment: ["LANG": "de_DE.UTF-8"], options: ["--accessible"], yes: "ja",
            no: "nein"),
    ]

    /// One command as a person types it, with the answers to its questions (none for most).
    struct Screen {
        let arguments: [String]
        var answers: (Voice) -> [String] = { _ in [] }
        /// What the screen must come to at every width (the dialogue: its read-back's question).
        var reaches: (Voice) -> String? = { _ in nil }
    }

    /// Runs every screen at every width in every voice and checks each; `departures` are the stop
    /// boards whose departures must keep what a person needs at 80 columns.
    func checkEveryScreen(_ screens: [Screen], boards: [[String]]) throws {
        let runner = try commandRunner()
        var problems: [String] = []
        for voice in Self.voices {
            for screen in screens {
                let arguments = screen.arguments + voice.options + ["--now", Self.now]
                // The words as the program writes them whole: piped, and at the widest terminal.
                let piped = try runner.run(arguments, extraEnvironment: voice.environment)
                var words = ScreenCheck.words(piped.stdout + "\n" + piped.stderr)
                var shown: [Int: String] = [:]
                for width in Self.widths {
                    shown[width] = try onTerminal(arguments, voice: voice, width: width, answers: screen.answers(voice))
                    if width == Self.widths[0] { words.formUnion(ScreenCheck.words(shown[width] ?? "")) }
                }
                for width in Self.widths {
                    let label = "\(voice.name) \(width) columns: buerger \(screen.arguments.joined(separator: " "))"
                    let text = shown[width] ?? ""
                    problems += ScreenCheck.problems(in: text, width: width, words: words)
                        .map { "\(label): \($0)\n\(text)" }
                    // Lines joined again, so that a wrapped sentence is found as it was said.
                    let joined = text.replacingOccurrences(of: "\n", with: " ")
                    if let wanted = screen.reaches(voice), !joined.contains(wanted) {
                        problems.append("\(label): never came to '\(wanted)'\n\(text)")
                    }
                }
            }
            guard voice.options.isEmpty else { continue }
            for board in boards {
                problems += try departuresKept(board, voice: voice).map { "\(voice.name) \(board): \($0)" }
            }
        }
        XCTAssertEqual(problems, [], problems.prefix(3).joined(separator: "\n\n"))
    }

    private func onTerminal(_ arguments: [String], voice: Voice, width: Int, answers: [String]) throws -> String {
        let environment = try commandRunner().environment.merging(
            voice.environment.merging(["NO_COLOR": "1", "COLUMNS": "200"]) { $1 }
        ) { $1 }
        let run = try PseudoTerminalRun.run(
            BuiltProducts.executable("buerger"), arguments, environment: environment, answers: answers,
            columns: width, conversing: true)
        return run.transcript
    }

    /// At 80 columns the board still says, for each departure, its time, line, delay and seats.
    private func departuresKept(_ board: [String], voice: Voice) throws -> [String] {
        let data = try commandRunner().run(board + ["--json", "--now", Self.now], extraEnvironment: voice.environment)
        let departures = JSONNode(value: data.json)["departures"].array
        let screen = try onTerminal(board + ["--now", Self.now], voice: voice, width: 80, answers: [])
        let lines = screen.split(separator: "\n").map(String.init)
        guard lines.count >= departures.count + 2 else { return ["fewer lines than departures:\n\(screen)"] }
        var problems: [String] = []
        let stop = JSONNode(value: data.json)["stop"]["name"].string ?? "?"
        if !lines[0].hasPrefix(stop) { problems.append("the stop '\(stop)' is not the title:\n\(screen)") }
        for (index, departure) in departures.enumerated() {
            let row = lines[index + 2]
            let clock = String((departure["scheduled"].string ?? "").dropFirst(11).prefix(5))
            let line = departure["lineName"].string ?? ""
            var wanted = [clock]
            if let delay = departure["delayMinutes"].int {
                wanted.append(
                    delay == 0 ? (voice.name == "de" ? "pünktlich" : "on time") : delay > 0 ? "+\(delay)" : "\(-delay)")
            }
            var seats: [String] = []
            if let free = departure["freeSeats"].int, let total = departure["totalSeats"].int {
                seats = ["\(free)/\(total)", "\(free) of \(total)", "\(free) von \(total)"]
            }
            problems += wanted.filter { !row.contains($0) }.map { "departure \(index + 1) lost '\($0)': \(row)" }
            if !seats.isEmpty, !seats.contains(where: row.contains) {
                problems.append("departure \(index + 1) lost its seats '\(seats[0])': \(row)")
            }
            // The line by its name in the row, or by a short label the legend under the table explains.
            let named =
                row.contains(line)
                || lines.contains { legend in
                    guard let colon = legend.range(of: ": ") else { return false }
                    let label = String(legend[..<colon.lowerBound])
                    let rest = String(legend[colon.upperBound...])
                    return row.contains(label) && (line == label + " " + rest || line == rest)
                }
            if !named { problems.append("departure \(index + 1) lost its line '\(line)': \(row)\n\(screen)") }
        }
        return problems
    }

    /// The question of the read-back, which a dialogue must come to.
    static func readBack(_ voice: Voice) -> String? {
        voice.name == "en" ? "Send the request? [y/N]" : "Anfrage senden? [j/N]"
    }

    /// The id of the latest request this home has filed, as `requests --json` has it.
    func latestRequestId() throws -> String {
        let list = try commandRunner().run(["requests", "--json", "--now", Self.now])
        let ids = JSONNode(value: list.json)["requests"].array.compactMap { $0["id"].int }
        return try String(XCTUnwrap(ids.max(), list.stdout + list.stderr))
    }
}

/// The checks on one screen, alike for every command.
enum ScreenCheck {
    /// Every space-separated word of `text`, and the first parts of compounds ("Kottweiler-"), where
    /// a word may be cut.
    static func words(_ text: String) -> Set<String> {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        let parts = words.flatMap { word in
            word.indices.filter { word[$0] == "-" }.map { String(word[...$0]) }
        }
        return Set(words + parts)
    }

    /// Columns a line takes on a terminal (combining marks none, the rest one: our data has no wide
    /// characters).
    static func width(_ line: String) -> Int {
        line.unicodeScalars.filter { $0.properties.generalCategory != .nonspacingMark }.count
    }

    /// A command or an address alone on its line, which may be wider than the terminal.
    static func isCommandOrAddress(_ line: String) -> Bool {
        var text = line.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("$ ") { text.removeFirst(2) }
        if text.hasPrefix("'") { text.removeFirst() }
        if text.hasPrefix("buerger ") { return true }
        return !text.contains(" ") && (text.hasPrefix("https://") || text.hasPrefix("http://"))
    }

    /// What is wrong with `screen` at `width`: lines too wide, and words the program broke, over
    /// two lines ("Schulstraß" / "e.") or cut with an ellipsis ("Siegelb…"), against the `words`
    /// the program writes whole.
    static func problems(in screen: String, width: Int, words: Set<String>) -> [String] {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var problems: [String] = []
        for line in lines where Self.width(line) > width && !isCommandOrAddress(line) {
            problems.append("\(Self.width(line)) columns: \(line)")
        }
        for (line, next) in zip(lines, lines.dropFirst()) {
            guard let last = line.split(separator: " ").last, let first = next.split(separator: " ").first else {
                continue
            }
            let joined = String(last + first)
            if words.contains(joined), !words.contains(String(last)) || !words.contains(String(first)) {
                problems.append("'\(joined)' broken over two lines: \(line) / \(next)")
            }
        }
        for line in lines {
            for word in line.split(separator: " ").map(String.init) where word.count > 1 && !words.contains(word) {
                guard let cut = word.last, cut == "…" || cut == "~" else { continue }
                let stem = String(word.dropLast())
                if !words.contains(stem), words.contains(where: { $0.count > stem.count && $0.hasPrefix(stem) }) {
                    problems.append("'\(word)' cut inside a word: \(line)")
                }
            }
        }
        return problems
    }
}

final class DemoScreenWidthIntegrationTests: ScreenWidthTestCase {
    override class var simulatorArguments: [String] { ["--data", "demo", "--speed", "0", "--start", now] }

    func testEveryScreenFitsEveryWidthOnTheDemoNetwork() throws {
        let filed = try commandRunner().run([
            "request-stop", "--stop", "Weilerbach Mühlweg", "--time", "10:00", "--persons", "2", "--name",
            "Erna Schmidt-Hohenstein", "--address", "Schulstraße 3, 67685 Weilerbach", "--help-with",
            "wheelchair,luggage", "--now", Self.now,
        ])
        XCTAssertEqual(filed.exitCode, 0, filed.stderr)
        let id = try latestRequestId()
        // A community office's file: one row filed, one at a place, one that cannot be.
        let rows = try commandRunner().home.appendingPathComponent("fahrten.csv")
        try Data(
            ("time,persons,name,address,stop,at,line,help\n"
                + "morgen 07:30,2,Marie-Luise Schwarzenberger-Hohenstein,Am Rötelberg 117,Weilerbach Rathaus,,1,wheelchair\n"
                + "morgen 08:15,1,Karl Becker,Am Markt 3,,\"49.4729,7.6545\",1,\n"
                + "morgen 08:15,1,Karl Becker,Am Markt 3,Nirgendwo,,1,\n").utf8
        ).write(to: rows)
        let commands = [
            "stops", "stop", "bus", "lines", "config", "watch", "request-stop", "status", "requests", "cancel",
            "forget", "completion", "manual",
        ]
        var screens: [Screen] = [
            Screen(arguments: ["stops"]), Screen(arguments: ["stops", "schul"]),
            Screen(arguments: ["stops", "--near", "49.4832,7.6385", "--limit", "3"]),
            Screen(arguments: ["stop", "Weilerbach", "Rathaus"]), Screen(arguments: ["stop", "Siegelbach Zoo"]),
            Screen(arguments: ["bus", "1"]), Screen(arguments: ["bus", "3"]), Screen(arguments: ["lines"]),
            Screen(arguments: ["config"]), Screen(arguments: ["requests"]), Screen(arguments: ["status", id]),
            Screen(arguments: ["cancel", id], answers: { [$0.no] }),
            Screen(arguments: ["watch", "stop", "Weilerbach Rathaus", "--count", "1"]),
            Screen(arguments: ["stop", "Nirgendwo"]), Screen(arguments: ["stpo"]),
            Screen(arguments: ["request-stop", "--from-file", rows.path]),
            Screen(arguments: ["help"]),
            // The dialogue with a slip in every answer, and its read-back, declined.
            Screen(
                arguments: ["request-stop"],
                answers: { voice in
                    voice.name == "en"
                        ? [
                            "town hall", "Weilerbach Rathaus", "yesterday", "tomorrow at 10:15", "3", "viele", "1",
                            "Erna Schmidt-Hohenstein", "Schulstraße 3, 67685 Weilerbach", "dog", "wheelchair", voice.no,
                        ]
                        : [
                            "Schulstraße 3, Weilerbach", "1", "7:00", "morgen halb zehn", "viele", "2",
                            "Erna Schmidt-Hohenstein", "Schulstraße 3, 67685 Weilerbach", "Hund", "Rollstuhl", voice.no,
                        ]
                }, reaches: Self.readBack),
        ]
        screens += commands.map { Screen(arguments: ["help", $0]) }
        try checkEveryScreen(
            screens,
            boards: [["stop", "Weilerbach Rathaus"], ["stop", "Siegelbach Zoo"], ["stop", "Rodenbach Kirche"]])
    }
}

final class LongNamesScreenWidthIntegrationTests: ScreenWidthTestCase {
    static let network = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/networks/long-names.json").path

    override class var simulatorArguments: [String] {
        ["--data", network, "--speed", "0", "--start", now]
    }

    func testEveryScreenFitsEveryWidthWithLongRealWorldNames() throws {
        let filed = try commandRunner().run([
            "request-stop", "--stop", "Kottweiler-Schwanden Grundschule am Sportplatz", "--time", "10:18", "--name",
            "Marie-Luise Schwarzenberger-Hohenstein", "--address", "Am Rötelberg 117, 67685 Weilerbach",
            "--now", Self.now,
        ])
        XCTAssertEqual(filed.exitCode, 0, filed.stderr)
        let id = try latestRequestId()
        let screens: [Screen] = [
            Screen(arguments: ["stops"]), Screen(arguments: ["stops", "kirche"]),
            Screen(arguments: ["stops", "--near", "49.48,7.63", "--limit", "3"]),
            Screen(arguments: ["stop", "Weilerbach Katholische Kirche St. Laurentius"]),
            Screen(arguments: ["stop", "Weilerbach Rathaus"]),
            Screen(arguments: ["stop", "Kottweiler-Schwanden Grundschule am Sportplatz"]),
            Screen(arguments: ["bus", "1"]), Screen(arguments: ["bus", "2"]), Screen(arguments: ["bus", "3"]),
            Screen(arguments: ["lines"]), Screen(arguments: ["requests"]), Screen(arguments: ["status", id]),
            Screen(arguments: ["cancel", id], answers: { [$0.no] }),
            Screen(arguments: ["stop", "Kirche"]),
            Screen(
                arguments: ["request-stop"],
                answers: { voice in
                    [
                        "Schwedelbach Feuerwehrgerätehaus", "10:22", "2", "Marie-Luise Schwarzenberger-Hohenstein",
                        "Am Rötelberg 117, 67685 Weilerbach", "", voice.no,
                    ]
                }, reaches: Self.readBack),
        ]
        try checkEveryScreen(
            screens,
            boards: [
                ["stop", "Weilerbach Katholische Kirche St. Laurentius"], ["stop", "Weilerbach Rathaus"],
                ["stop", "Kottweiler-Schwanden Grundschule am Sportplatz"],
            ])
    }
}
