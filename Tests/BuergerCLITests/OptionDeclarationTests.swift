import CitizenClient
import XCTest

@testable import BuergerCLI

/// Options are read through their specs, and every run in these tests fails on a read the command's spec
/// does not declare. Here each command runs with every option it declares, far enough to read them.
final class OptionDeclarationTests: XCTestCase {
    func testEachCommandReadsEveryOptionItDeclaresAndNoOther() {
        let harness = RequestHarness()
        let id = String(
            harness.server.add(
                deviceId: harness.deviceId, status: 2, pickUp: harness.later(60),
                acceptingBus: 1))
        var read: [String: Set<String>] = [:]
        harness.optionsRead = { command, reads in read[command.name, default: []].formUnion(reads.names) }
        let lines: [[String]] = [
            ["stops", "Kirche", "--near", "49.2,7.6", "--limit", "2"],
            ["stop", "Kirche", "--limit", "2", "--all"],
            ["bus", "1", "--timeout", "3s"], ["map", "--bus", "1", "--timeout", "3s"], ["lines", "--timeout", "3"],
            ["config", "get", "lang"],
            ["watch", "stop", "Kirche", "--interval", "10", "--count", "1", "--notify"],
            ["watch", "request", id, "--until", "pickup", "--timeout", "1m"],
            ["request-stop", "--stop", "1", "--time", "09:30", "--ics", "-", "--wait"],
            ["status", id, "--wait", "--timeout", "1m"],
            ["requests", "--resume", "--retry-for", "1m", "--ics", "-"],
            ["cancel", id, "--yes"], ["forget", "--yes"],
            ["completion", "bash"], ["manual"],
        ]
        for line in lines { _ = harness.run(line) }
        for spec in CommandTableProbe.specs where spec.name != CommandTable.helpSpec.name {
            let unread = spec.options.map(\.name).filter { !(read[spec.name] ?? []).contains($0) }
            XCTAssertEqual(unread, [], "'\(spec.name)' declares these options, but no line here made it read them")
        }
    }

    func testAReadOfAnUndeclaredOptionIsCaught() {
        let (terminal, _, _) = TerminalEnvironment.captured(tty: false, columns: nil)
        let world = World(
            variables: ["HOME": "/nonexistent"], terminal: terminal,
            makeTransport: { _ in FixtureTransport() }, clock: { Date(timeIntervalSince1970: 0) },
            sleep: { _ in })
        var runner = CommandRunner(world: world, commands: [ReadsAnotherCommandsOption()])
        var undeclared: [String] = []
        runner.optionsRead = { _, reads in undeclared = reads.undeclared }
        XCTAssertEqual(runner.run([ReadsAnotherCommandsOption.name, "--limit", "3"]), .success)
        XCTAssertEqual(undeclared, ["near"])
    }
}

/// Declares `--limit` of `stops` but reads `--near` as well: a slip the check must catch.
private struct ReadsAnotherCommandsOption: Command {
    static let name = "reads-another"
    let spec = CommandSpec(
        name: name, abstract: LocalizedText("Test only.", de: "Nur zum Testen."),
        options: [StopsCommand.limit], examples: [])

    func run(_ context: CommandContext) throws -> ExitStatus {
        _ = context.options.value(StopsCommand.limit)
        _ = context.options.value(StopsCommand.near)
        return .success
    }
}
