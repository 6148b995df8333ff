/// A grid of braille cells, each 2 dots across and 4 down (U+2800–U+28FF), on which routes are drawn
/// dot by dot. Each cell remembers the first line that drew in it, for its colour.
public struct BrailleCanvas: Sendable {
    public let columns: Int
    public let rows: Int
    private var bits: [UInt8]
    private var owners: [Int]

    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        bits = Array(repeating: 0, count: self.columns * self.rows)
        owners = Array(repeating: -1, count: self.columns * self.rows)
    }

    /// The braille dot numbering: bit of dot (x, y) inside its cell.
    private static let dotBits: [[UInt8]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]

    /// Sets one dot; dots outside the canvas are ignored.
    public mutating func plot(x: Int, y: Int, owner: Int) {
        guard x >= 0, y >= 0 else { return }
        let column = x / MapProjection.dotsPerColumn
        let row = y / MapProjection.dotsPerRow
        guard column < columns, row < rows else { return }
        let index = row * columns + column
        bits[index] |= Self.dotBits[y % MapProjection.dotsPerRow][x % MapProjection.dotsPerColumn]
        if owners[index] < 0 { owners[index] = owner }
    }

    /// Draws a straight stroke between two dot positions. `pattern` decides for each dot along the
    /// stroke, counted from `step`, whether it is set (dashes tell lines apart without colour); the
    /// count after the stroke is returned, so a polyline's pattern runs on across its corners.
    @discardableResult
    public mutating func stroke(
        from start: (x: Double, y: Double), to end: (x: Double, y: Double), owner: Int, step: Int = 0,
        pattern: LinePattern = .solid
    ) -> Int {
        // A stroke far outside (a route leaving the area) is clipped by `plot`, but its length must not
        // cost a dot each: strokes are cut to the canvas box (plus a margin) first.
        guard let (from, to) = clipped(start, end) else { return step }
        let length = Int(max(abs(to.x - from.x), abs(to.y - from.y)).rounded(.up))
        var count = step
        for index in 0...max(0, length) {
            let t = length == 0 ? 0 : Double(index) / Double(length)
            let x = from.x + (to.x - from.x) * t
            let y = from.y + (to.y - from.y) * t
            if pattern.draws(count) { plot(x: Int(x.rounded(.down)), y: Int(y.rounded(.down)), owner: owner) }
            count += 1
        }
        return count
    }

    /// The part of a stroke inside the canvas (Liang–Barsky); nil when none is.
    private func clipped(_ start: (x: Double, y: Double), _ end: (x: Double, y: Double)) -> (
        (x: Double, y: Double), (x: Double, y: Double)
    )? {
        let maxX = Double(columns * MapProjection.dotsPerColumn)
        let maxY = Double(rows * MapProjection.dotsPerRow)
        let dx = end.x - start.x
        let dy = end.y - start.y
        var low = 0.0
        var high = 1.0
        for (p, q) in [(-dx, start.x + 1), (dx, maxX - start.x), (-dy, start.y + 1), (dy, maxY - start.y)] {
            if p == 0 {
                if q < 0 { return nil }
                continue
            }
            let r = q / p
            if p < 0 { low = max(low, r) } else { high = min(high, r) }
            if low > high { return nil }
        }
        return ((start.x + dx * low, start.y + dy * low), (start.x + dx * high, start.y + dy * high))
    }

    /// Whether any dot of the cell is set.
    public func isInked(_ cell: MapCell) -> Bool {
        bits[cell.row * columns + cell.column] != 0
    }

    /// The line that first drew in the cell; nil for an empty cell.
    public func owner(_ cell: MapCell) -> Int? {
        let owner = owners[cell.row * columns + cell.column]
        return owner >= 0 ? owner : nil
    }

    /// The braille character of the cell (U+2800, blank braille, for an empty one).
    public func character(_ cell: MapCell) -> Character {
        Character(Unicode.Scalar(0x2800 + UInt32(bits[cell.row * columns + cell.column])) ?? " ")
    }
}

/// How a line's stroke is dashed: every line solid when colours tell them apart, otherwise one
/// pattern a line.
public enum LinePattern: Equatable, Sendable, CaseIterable {
    case solid
    case dashed
    case dotted
    case dashDotted

    /// Whether the dot at `step` along the stroke is set.
    func draws(_ step: Int) -> Bool {
        switch self {
        case .solid: return true
        case .dashed: return step % 6 < 4
        case .dotted: return step % 3 == 0
        case .dashDotted: return step % 8 < 4 || step % 8 == 6
        }
    }
}
