import Foundation

/// A made-up county network of any size in the `--data PATH` format, for benchmarks: villages on a
/// grid around Kaiserslautern, lines of up to 20 stops as loops, one bus per line.
public enum SyntheticNetwork {
    public static let stopsPerLine = 20

    /// - Parameters:
    ///   - stopCount: number of stops (each served by exactly one line).
    ///   - scheduleRowCount: wanted schedule rows; met exactly when it is a multiple of `stopCount`,
    ///     otherwise to within one line's stop count.
    public static func document(stopCount: Int, scheduleRowCount: Int, seed: UInt64 = 1) -> NetworkDocument {
        let stopTotal = max(1, stopCount)
        var random = SeededRandom(seed: seed)
        let lineCount = (stopTotal + stopsPerLine - 1) / stopsPerLine
        let columns = Int(Double(lineCount).squareRoot().rounded(.up))
        var stops: [NetworkDocument.Stop] = []
        var lines: [NetworkDocument.Line] = []
        var buses: [NetworkDocument.Bus] = []
        var rowsLeft = max(0, scheduleRowCount)
        for lineIndex in 0..<lineCount {
            let first = lineIndex * stopsPerLine
            let size = min(stopsPerLine, stopTotal - first)
            // Each line is a ring of stops around its village centre, about 2 km across.
            let centreLat = 49.2 + Double(lineIndex / columns) * 0.03
            let centreLon = 7.4 + Double(lineIndex % columns) * 0.045
            var ids: [Int64] = []
            for stopIndex in 0..<size {
                let angle = 2 * Double.pi * Double(stopIndex) / Double(size)
                let radius = random.uniform(0.006, 0.01)
                let id = Int64(first + stopIndex + 1)
                stops.append(
                    NetworkDocument.Stop(
                        id: id, name: "Ort \(lineIndex + 1) Haltestelle \(stopIndex + 1)",
                        lat: rounded(centreLat + radius * sin(angle)),
                        lon: rounded(centreLon + radius * 1.5 * cos(angle))))
                ids.append(id)
            }
            let stopsLeft = stopTotal - first
            let runs = max(1, Int((Double(rowsLeft) / Double(stopsLeft)).rounded()))
            rowsLeft -= runs * size
            let every = runs > 1 ? max(1, (14 * 60) / (runs - 1)) : 60
            let departures = (0..<runs).map { ClockTime.text(6 * 3600 + min($0 * every * 60, 17 * 3600)) }
            let offsets = (0..<size).map { Double($0 * 2) }
            lines.append(
                NetworkDocument.Line(
                    id: Int64(lineIndex + 1), name: "Linie \(lineIndex + 1)", stops: ids,
                    timetable: .departures(departures, offsets: offsets), loop: true))
            buses.append(
                NetworkDocument.Bus(
                    id: Int64(lineIndex + 1), numberPlate: "KL-SY \(lineIndex + 1)",
                    seats: [8, 12, 16, 20][lineIndex % 4], line: Int64(lineIndex + 1)))
        }
        return NetworkDocument(timeZone: "Europe/Berlin", stops: stops, lines: lines, buses: buses)
    }

    /// Writes `document(stopCount:scheduleRowCount:seed:)` to `path`.
    public static func write(stopCount: Int, scheduleRowCount: Int, seed: UInt64 = 1, to path: String) throws {
        try NetworkFile.write(document(stopCount: stopCount, scheduleRowCount: scheduleRowCount, seed: seed), to: path)
    }

    private static func rounded(_ degrees: Double) -> Double { (degrees * 1e6).rounded() / 1e6 }
}
