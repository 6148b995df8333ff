import CitizenClient
import Foundation

/// What one cell of a drawn map shows.
public enum MapInk: Equatable, Sendable {
    case blank
    /// A route, drawn by the track of that index (its colour).
    case route(track: Int)
    case stop
    /// A bus number, with the index of its line's track when the line is drawn.
    case bus(track: Int?)
    case place
    case label
}

/// One cell: its text ("" for the right half of a wide character) and what it shows.
public struct MapGlyph: Equatable, Sendable {
    public let text: String
    public let ink: MapInk
}

/// A stop as drawn: its mark's cell and its label, if it got one.
public struct DrawnStop: Equatable, Sendable {
    public let stop: MapScene.StopMark
    public let cell: MapCell
    public let label: PlacedLabel?
}

/// A bus as drawn: its number starts in `cell` (where its position lands, unless another bus was there).
public struct DrawnBus: Equatable, Sendable {
    public let bus: MapScene.BusMark
    public let cell: MapCell
    public let text: String
}

/// A saved place as drawn, with its `@name` beside it when there was room.
public struct DrawnPlace: Equatable, Sendable {
    public let place: MapScene.PlaceMark
    public let cell: MapCell
    public let label: PlacedLabel?
}

/// A label's text and the cells it takes: `width` columns from `cell` to the right.
public struct PlacedLabel: Equatable, Sendable {
    public let text: String
    public let cell: MapCell
    public let width: Int
}

/// A map drawn into cells: what `MapDrawer` makes of a scene, for any output to write out.
public struct MapDrawing: Sendable {
    public let projection: MapProjection
    /// `rows` lines of `columns` glyphs.
    public let glyphs: [[MapGlyph]]
    public let tracks: [MapScene.Track]
    /// The dash pattern of each track (all solid when colours tell the lines apart).
    public let patterns: [LinePattern]
    public let stops: [DrawnStop]
    public let buses: [DrawnBus]
    public let places: [DrawnPlace]
    /// Stops on the map left without a label: too dense to name them all at this size.
    public var unlabelledStops: Int { stops.filter { $0.label == nil }.count }
    /// Stops and buses of the scene that fall outside the map.
    public let stopsOutside: Int
    public let busesOutside: Int
}

/// The symbols a map is drawn with: Unicode where the terminal shows it, ASCII otherwise.
public struct MapSymbols: Equatable, Sendable {
    public let stop: String
    public let place: String
    public let ellipsis: String
    /// Routes in braille dots; without Unicode a route cell is a `.`.
    public let braille: Bool

    public static let unicode = MapSymbols(stop: "●", place: "⌂", ellipsis: "…", braille: true)
    public static let ascii = MapSymbols(stop: "o", place: "H", ellipsis: ".", braille: false)
}

/// Draws a scene into `columns` × `rows` cells: routes as braille strokes, then stop marks, buses and
/// places, then labels where they cover none of those and no other label. Takes the size as values,
/// so it draws the same for a test as for a terminal.
public struct MapDrawer: Sendable {
    public let symbols: MapSymbols
    /// Dashes per line instead of colours.
    public let dashed: Bool

    public init(symbols: MapSymbols, dashed: Bool) {
        self.symbols = symbols
        self.dashed = dashed
    }

    /// The shortest a name is cut to before its stop goes without a label: three letters and the ellipsis.
    static let shortestLabel = 4

    public func draw(_ scene: MapScene, columns: Int, rows: Int) -> MapDrawing {
        let projection = MapProjection.fitting(scene.frame, columns: columns, rows: rows)
        return draw(scene, projection: projection)
    }

    public func draw(_ scene: MapScene, projection: MapProjection) -> MapDrawing {
        let columns = projection.columns
        let rows = projection.rows
        var canvas = BrailleCanvas(columns: columns, rows: rows)
        let patterns = scene.tracks.indices.map {
            dashed ? LinePattern.allCases[$0 % LinePattern.allCases.count] : .solid
        }
        for (index, track) in scene.tracks.enumerated() {
            var step = 0
            for (from, to) in zip(track.points, track.points.dropFirst()) {
                step = canvas.stroke(
                    from: projection.dot(from), to: projection.dot(to), owner: index, step: step,
                    pattern: patterns[index])
            }
            if track.points.count == 1, let only = track.points.first {
                let dot = projection.dot(only)
                canvas.plot(x: Int(dot.x), y: Int(dot.y), owner: index)
            }
        }
        var grid = MapGrid(columns: columns, rows: rows)
        for row in 0..<rows {
            for column in 0..<columns {
                let cell = MapCell(column: column, row: row)
                guard canvas.isInked(cell), let owner = canvas.owner(cell) else { continue }
                grid.set(
                    cell,
                    MapGlyph(text: symbols.braille ? String(canvas.character(cell)) : ".", ink: .route(track: owner)),
                    taken: .free)
            }
        }
        let trackIndex = Dictionary(
            scene.tracks.enumerated().map { ($0.element.line.id, $0.offset) }, uniquingKeysWith: { first, _ in first })

        // Stop marks, then buses over them, then places: each reserves its cells against labels.
        var stopCells: [(MapScene.StopMark, MapCell)] = []
        var stopsOutside = 0
        for stop in scene.stops {
            guard let cell = projection.cell(stop.coordinate) else {
                stopsOutside += 1
                continue
            }
            stopCells.append((stop, cell))
            grid.set(cell, MapGlyph(text: symbols.stop, ink: .stop), taken: .mark)
        }
        var buses: [DrawnBus] = []
        var busesOutside = 0
        for bus in scene.buses {
            guard let cell = projection.cell(bus.coordinate) else {
                busesOutside += 1
                continue
            }
            let text = String(bus.busId)
            let start = grid.freeBusRun(for: text.count, near: cell) ?? cell
            for (offset, digit) in text.enumerated() where start.column + offset < columns {
                grid.set(
                    MapCell(column: start.column + offset, row: start.row),
                    MapGlyph(text: String(digit), ink: .bus(track: bus.lineId.flatMap { trackIndex[$0] })), taken: .bus)
            }
            buses.append(DrawnBus(bus: bus, cell: start, text: text))
        }
        var placeCells: [(MapScene.PlaceMark, MapCell)] = []
        for place in scene.places {
            guard let cell = projection.cell(place.coordinate), grid.taken(cell) != .bus else { continue }
            placeCells.append((place, cell))
            grid.set(cell, MapGlyph(text: symbols.place, ink: .place), taken: .mark)
        }

        var shown = Set<String>()
        var places: [DrawnPlace] = []
        for (mark, cell) in placeCells {
            let label = place(label: "@" + mark.name, at: cell, in: &grid, shown: &shown)
            places.append(DrawnPlace(place: mark, cell: cell, label: label))
        }
        let order = labelOrder(stopCells.map(\.0), scene: scene, projection: projection)
        var labels: [Int64: PlacedLabel] = [:]
        for index in order {
            let (stop, cell) = stopCells[index]
            guard labels[stop.id] == nil else { continue }
            labels[stop.id] = place(label: stop.name, at: cell, in: &grid, shown: &shown)
        }
        let stops = stopCells.map { stop, cell in DrawnStop(stop: stop, cell: cell, label: labels[stop.id]) }
        return MapDrawing(
            projection: projection, glyphs: grid.glyphs, tracks: scene.tracks, patterns: patterns, stops: stops,
            buses: buses, places: places, stopsOutside: stopsOutside, busesOutside: busesOutside)
    }

    /// The order stops are labelled in: the ones the map is about first (nearest the bus or the place
    /// asked about), then those served by more lines, then from the centre out; ids settle the rest.
    private func labelOrder(_ stops: [MapScene.StopMark], scene: MapScene, projection: MapProjection) -> [Int] {
        let anchor: Coordinate
        switch scene.focus {
        case .near(_, let center): anchor = center
        case .bus(let busId, _):
            anchor = scene.buses.first { $0.busId == busId }?.coordinate ?? projection.center
        case .network, .line: anchor = projection.center
        }
        let keys = stops.map { stop in
            (lines: -stop.lineIds.count, away: Geodesy.distanceMeters(anchor, stop.coordinate), id: stop.id)
        }
        let focused: Bool
        switch scene.focus {
        case .near, .bus: focused = true
        case .network, .line: focused = false
        }
        return stops.indices.sorted { a, b in
            let left = keys[a]
            let right = keys[b]
            if focused { return (left.away, left.id) < (right.away, right.id) }
            return (left.lines, left.away, left.id) < (right.lines, right.away, right.id)
        }
    }

    /// Puts a name beside the mark in `cell`: whole where it fits, else cut as little as needed, never
    /// to a text already on the map; nil when no place is free.
    private func place(label name: String, at cell: MapCell, in grid: inout MapGrid, shown: inout Set<String>)
        -> PlacedLabel?
    {
        let clean = TextSanitizer.clean(name).trimmingCharacters(in: .whitespaces)
        guard !clean.isEmpty else { return nil }
        let full = DisplayWidth.of(clean)
        // Each place beside the mark holds a longer label only where it holds a shorter one, so when
        // the shortest form fits nowhere no longer one will: a dense map gives up on a stop at once.
        let shortest = min(full, Self.shortestLabel)
        guard grid.bestLabelStart(width: shortest, beside: cell) != nil else { return nil }
        var width = full
        while width >= shortest {
            let text = width == full ? clean : DisplayWidth.truncate(clean, to: width, ellipsis: symbols.ellipsis)
            let textWidth = DisplayWidth.of(text)
            if width == full || !shown.contains(text),
                let start = grid.bestLabelStart(width: textWidth, beside: cell)
            {
                grid.write(label: text, at: start)
                shown.insert(text)
                return PlacedLabel(text: text, cell: start, width: textWidth)
            }
            width -= 1
        }
        return nil
    }
}
