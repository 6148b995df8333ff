/// A scale bar of a round length ("├───┤ 500 m") no longer than a fifth of the map's width.
struct MapScaleBar: Equatable {
    let meters: Int
    let cells: Int

    static let roundLengths = [
        10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10_000, 20_000, 50_000, 100_000, 200_000,
        500_000,
    ]

    init(metersPerCell: Double, columns: Int) {
        let longest = max(3, min(24, columns / 5))
        let fitting = Self.roundLengths.last { Double($0) / metersPerCell <= Double(longest) }
        let meters = fitting ?? Self.roundLengths[0]
        self.meters = meters
        self.cells = max(2, Int((Double(meters) / max(metersPerCell, 0.001)).rounded()))
    }
}
