import CitizenClient
import Foundation

/// Where a coordinate lands on a map of `columns` × `rows` terminal cells. North is up and east right;
/// metres are the same across and down (an equirectangular projection around the map's centre, exact
/// enough for a village network). A cell is taken to be twice as tall as it is wide, as terminal fonts
/// draw it, so a braille dot (2 across, 4 down per cell) is square.
public struct MapProjection: Equatable, Sendable {
    public let center: Coordinate
    /// The side of one braille dot on the ground, metres.
    public let metersPerDot: Double
    public let columns: Int
    public let rows: Int

    public static let dotsPerColumn = 2
    public static let dotsPerRow = 4

    public init(center: Coordinate, metersPerDot: Double, columns: Int, rows: Int) {
        self.center = center
        self.metersPerDot = metersPerDot
        self.columns = max(1, columns)
        self.rows = max(1, rows)
    }

    /// The projection that holds every point of `frame` with a cell to spare at each edge (for labels
    /// to start beside a mark), as large as the cells allow. A single point gets 5 m a dot.
    public static func fitting(_ frame: [Coordinate], columns: Int, rows: Int) -> MapProjection {
        guard let first = frame.first else {
            return MapProjection(
                center: Coordinate(latitude: 0, longitude: 0), metersPerDot: 5, columns: columns, rows: rows)
        }
        var south = first.latitude
        var north = first.latitude
        var west = first.longitude
        var east = first.longitude
        for point in frame {
            south = min(south, point.latitude)
            north = max(north, point.latitude)
            west = min(west, point.longitude)
            east = max(east, point.longitude)
        }
        let center = Coordinate(latitude: (south + north) / 2, longitude: (west + east) / 2)
        let unit = MapProjection(center: center, metersPerDot: 1, columns: columns, rows: rows)
        let across = unit.metersEast(of: Coordinate(latitude: center.latitude, longitude: east))
        let down = unit.metersNorth(of: Coordinate(latitude: north, longitude: center.longitude))
        // Half the map less the spare cell, and half a dot more: a point on the very line between
        // two cells would fall into the spare one.
        let usableAcross = max(0.5, Double(columns * dotsPerColumn) / 2 - Double(dotsPerColumn) - 0.5)
        let usableDown = max(0.5, Double(rows * dotsPerRow) / 2 - Double(dotsPerRow) - 0.5)
        let scale = max(across / usableAcross, down / usableDown)
        return MapProjection(
            center: center, metersPerDot: scale.isFinite && scale > 0 ? scale : 5, columns: columns, rows: rows)
    }

    /// Metres east of the centre (negative: west).
    func metersEast(of point: Coordinate) -> Double {
        (point.longitude - center.longitude) * Self.metersPerDegree * cos(center.latitude * .pi / 180)
    }

    /// Metres north of the centre (negative: south).
    func metersNorth(of point: Coordinate) -> Double {
        (point.latitude - center.latitude) * Self.metersPerDegree
    }

    static let metersPerDegree = Geodesy.earthRadiusMeters * .pi / 180

    /// The point in braille dots from the top left corner (not rounded; may lie outside).
    public func dot(_ point: Coordinate) -> (x: Double, y: Double) {
        let x = Double(columns * Self.dotsPerColumn) / 2 + metersEast(of: point) / metersPerDot
        let y = Double(rows * Self.dotsPerRow) / 2 - metersNorth(of: point) / metersPerDot
        return (x, y)
    }

    /// The cell holding the point; nil outside the map.
    public func cell(_ point: Coordinate) -> MapCell? {
        let (x, y) = dot(point)
        guard x.isFinite, y.isFinite else { return nil }
        let column = Int((x / Double(Self.dotsPerColumn)).rounded(.down))
        let row = Int((y / Double(Self.dotsPerRow)).rounded(.down))
        guard (0..<columns).contains(column), (0..<rows).contains(row) else { return nil }
        return MapCell(column: column, row: row)
    }

    /// The width of one cell on the ground, metres.
    public var metersPerCell: Double { metersPerDot * Double(Self.dotsPerColumn) }
}

/// A character cell of the map, counted from the top left.
public struct MapCell: Equatable, Hashable, Sendable {
    public let column: Int
    public let row: Int

    public init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }
}
