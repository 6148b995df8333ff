import CitizenClient
import Foundation

public enum BuergerCLI {
    /// Runs one invocation and returns the process exit code.
    public static func run(arguments: [String]) -> Int32 {
        FileHandle.standardError.write(Data("buerger: not built yet\n".utf8))
        return 1
    }
}
