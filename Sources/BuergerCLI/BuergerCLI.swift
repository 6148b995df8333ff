import CitizenClient

/// The `buerger` program as a function: arguments and a world in, an exit code out.
public enum BuergerCLI {
    /// Runs one invocation against the real process world and returns the exit code.
    public static func run(arguments: [String]) -> Int32 {
        run(arguments: arguments, world: .live())
    }

    /// Runs one invocation against an injected world (tests capture output and fake the server).
    public static func run(arguments: [String], world: World) -> Int32 {
        CommandRunner(world: world, commands: CommandTable.commands).run(arguments).rawValue
    }
}
