@testable import BuergerCLI

/// The specs of the real command table, for tests that check every command.
enum CommandTableProbe {
    static var specs: [CommandSpec] { CommandTable.commands.map(\.spec) + [CommandTable.helpSpec] }
}
