/// The cells of a map being drawn, with what each is taken by: a label may cover a route, never a
/// mark, a bus or another label, and keeps a blank cell between itself and another label on its row.
struct MapGrid {
    enum Taken: Equatable {
        case free
        case mark
        case bus
        case label
    }

    let columns: Int
    let rows: Int
    private(set) var glyphs: [[MapGlyph]]
    private var taken: [[Taken]]

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        glyphs = Array(
            repeating: Array(repeating: MapGlyph(text: " ", ink: .blank), count: columns), count: rows)
        taken = Array(repeating: Array(repeating: .free, count: columns), count: rows)
    }

    func taken(_ cell: MapCell) -> Taken { taken[cell.row][cell.column] }

    mutating func set(_ cell: MapCell, _ glyph: MapGlyph, taken kind: Taken) {
        guard contains(cell) else { return }
        glyphs[cell.row][cell.column] = glyph
        taken[cell.row][cell.column] = kind
    }

    private func contains(_ cell: MapCell) -> Bool {
        (0..<columns).contains(cell.column) && (0..<rows).contains(cell.row)
    }

    /// Where a bus number of `width` digits starts: at its cell, else shifted along its row to the
    /// nearest run of cells no earlier bus holds or touches (buses 4 and 13 side by side would read
    /// as bus 413); nil when the row has none.
    func freeBusRun(for width: Int, near cell: MapCell) -> MapCell? {
        let latest = columns - width
        guard latest >= 0 else { return nil }
        let row = taken[cell.row]
        for shift in 0...columns {
            for start in [cell.column + shift, cell.column - shift] where (0...latest).contains(start) {
                let touched = max(0, start - 1)..<min(columns, start + width + 1)
                if !touched.contains(where: { row[$0] == .bus }) { return MapCell(column: start, row: cell.row) }
            }
        }
        return nil
    }

    /// The first free place for a label of `width` beside the mark in `cell`, preferring the one that
    /// covers the fewest route cells: right of it, left of it, then the rows above and below.
    func bestLabelStart(width: Int, beside cell: MapCell) -> MapCell? {
        let candidates = [
            MapCell(column: cell.column + 2, row: cell.row),
            MapCell(column: cell.column - 1 - width, row: cell.row),
            MapCell(column: cell.column + 1, row: cell.row),
            MapCell(column: cell.column - width, row: cell.row),
            MapCell(column: cell.column, row: cell.row - 1),
            MapCell(column: cell.column - width + 1, row: cell.row - 1),
            MapCell(column: cell.column, row: cell.row + 1),
            MapCell(column: cell.column - width + 1, row: cell.row + 1),
        ]
        var best: (cell: MapCell, covered: Int)?
        for candidate in candidates {
            guard let covered = routeCellsCovered(width: width, at: candidate) else { continue }
            if covered == 0 { return candidate }
            if best.map({ covered < $0.covered }) ?? true { best = (candidate, covered) }
        }
        return best?.cell
    }

    /// How many route cells a label there would cover; nil when it does not fit there.
    private func routeCellsCovered(width: Int, at start: MapCell) -> Int? {
        guard width > 0, start.row >= 0, start.row < rows, start.column >= 0, start.column + width <= columns else {
            return nil
        }
        let row = taken[start.row]
        if start.column > 0, row[start.column - 1] == .label { return nil }
        if start.column + width < columns, row[start.column + width] == .label { return nil }
        var covered = 0
        for column in start.column..<(start.column + width) {
            guard row[column] == .free else { return nil }
            if glyphs[start.row][column].ink != .blank { covered += 1 }
        }
        return covered
    }

    /// Writes a label from `start`: a wide character takes two cells, the second left empty ("").
    mutating func write(label text: String, at start: MapCell) {
        var column = start.column
        for character in text {
            let width = DisplayWidth.of(character)
            guard width > 0 else { continue }
            set(MapCell(column: column, row: start.row), MapGlyph(text: String(character), ink: .label), taken: .label)
            if width == 2 {
                set(MapCell(column: column + 1, row: start.row), MapGlyph(text: "", ink: .label), taken: .label)
            }
            column += width
        }
    }
}
