import BuergerbusSimulator
import Dispatch
import Foundation

// Parses options, starts the simulator, announces its address, and stops cleanly on SIGINT/SIGTERM.
let exitCode = SimLauncher.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(exitCode)
