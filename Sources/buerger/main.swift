import BuergerCLI
import Foundation

// Thin entry point: everything else lives in BuergerCLI and CitizenClient.
exit(BuergerCLI.run(arguments: Array(CommandLine.arguments.dropFirst())))
