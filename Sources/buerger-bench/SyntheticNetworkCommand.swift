import BuergerbusSimulator
import Foundation

/// `make-network`: writes a synthetic county network file for `buerger-sim --data PATH`, so the
/// client can be measured on a network far larger than Weilerbach's.
enum SyntheticNetworkCommand {
    static let command = BenchmarkCommand(
        name: "make-network",
        summary: "write a synthetic county network file (for buerger-sim --data PATH)",
        run: run)

    static let usage = "usage: buerger-bench make-network --out FILE [--stops 10000] [--rows 100000] [--seed 1]"

    static func run(_ arguments: [String]) -> Int32 {
        do {
            let options = try BenchmarkOptions(arguments, allowed: ["out", "stops", "rows", "seed"])
            let path = try options.string("out")
            let stops = try options.positiveInteger("stops", default: 10_000)
            let rows = try options.positiveInteger("rows", default: 100_000)
            let seed = try options.positiveInteger("seed", default: 1)
            try SyntheticNetwork.write(stopCount: stops, scheduleRowCount: rows, seed: UInt64(seed), to: path)
            print("wrote \(path): \(stops) stops, \(rows) schedule rows")
            return 0
        } catch let error as BenchmarkUsageError {
            printError("buerger-bench make-network: \(error.message)\n\(usage)")
            return 2
        } catch {
            printError("buerger-bench make-network: \(error)")
            return 1
        }
    }
}
