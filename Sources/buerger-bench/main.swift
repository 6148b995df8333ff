import Foundation

// buerger-bench BENCHMARK [options]: one file per benchmark, listed here.
let benchmarks: [BenchmarkCommand] = [
    ServerLoadBenchmark.command,
    CommandTimingBenchmark.command,
    SyntheticNetworkCommand.command,
    EtaBenchmark.command,
    EtaLiveBenchmark.command,
    EtaPickupBenchmark.command,
    RequestSoakBenchmark.command,
    ProcessSoakBenchmark.command,
    FloodBenchmark.command,
]

let arguments = Array(CommandLine.arguments.dropFirst())
let usage =
    "usage: buerger-bench BENCHMARK [options]\n\nbenchmarks:\n"
    + benchmarks.map { "  \($0.name.padding(toLength: 14, withPad: " ", startingAt: 0)) \($0.summary)" }
    .joined(separator: "\n") + "\n"

guard let name = arguments.first, name != "--help", name != "-h" else {
    FileHandle.standardError.write(Data(usage.utf8))
    exit(arguments.isEmpty ? 2 : 0)
}
guard let benchmark = benchmarks.first(where: { $0.name == name }) else {
    FileHandle.standardError.write(Data("buerger-bench: unknown benchmark '\(name)'\n\n\(usage)".utf8))
    exit(2)
}
exit(benchmark.run(Array(arguments.dropFirst())))
