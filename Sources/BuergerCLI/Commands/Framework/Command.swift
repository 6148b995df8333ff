import CitizenClient

/// One `buerger` subcommand: its spec drives parsing and help, `run` does the work.
protocol Command {
    var spec: CommandSpec { get }
    func run(_ context: CommandContext) throws -> ExitStatus
}
