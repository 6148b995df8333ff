import XCTest

@testable import BuergerCLI

/// Runs `buerger` in-process like `BuergerCLI.run`, and fails the test when the command read an option
/// its spec does not declare (such a read compiles, but reads nothing for ever).
/// - Parameter seen: also told which options the command read.
func runCheckingOptionReads(
    _ arguments: [String], world: World,
    seen: @escaping (CommandSpec, OptionReadLog) -> Void = { _, _ in }
) -> Int32 {
    var runner = CommandRunner(world: world, commands: CommandTable.commands)
    runner.optionsRead = { command, reads in
        for option in reads.undeclared {
            XCTFail("'\(command.name)' read --\(option), which its spec does not declare")
        }
        seen(command, reads)
    }
    return runner.run(arguments).rawValue
}
