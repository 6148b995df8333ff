import Foundation

/// Turns a few hand-picked corner points into a road-like polyline: every leg is cut into short
/// pieces that bow gently sideways, so a map shows a road rather than a ruler line. Every sketch
/// point (stops included) stays a vertex of the result, so stops lie exactly on the route.
enum RouteSketch {
    static func road(through corners: [GeoPoint], pieceMetres: Double = 90, maxBowMetres: Double = 25) -> [GeoPoint] {
        guard let first = corners.first else { return [] }
        var points = [first]
        for index in corners.indices.dropFirst() {
            let a = corners[index - 1]
            let b = corners[index]
            let length = Geodesy.distance(a, b)
            let pieces = max(1, Int((length / pieceMetres).rounded(.up)))
            // Alternate the side of the bow from leg to leg, like a road winding through fields.
            let bow = min(maxBowMetres, length * 0.04) * (index.isMultiple(of: 2) ? 1 : -1)
            let east = (b.lon - a.lon) * Geodesy.earthRadiusMetres * .pi / 180 * cos(a.lat * .pi / 180)
            let north = (b.lat - a.lat) * Geodesy.earthRadiusMetres * .pi / 180
            let norm = max(1e-9, (east * east + north * north).squareRoot())
            for piece in 1..<pieces {
                let fraction = Double(piece) / Double(pieces)
                let onLine = Geodesy.interpolate(a, b, fraction: fraction)
                let side = bow * sin(.pi * fraction)
                points.append(rounded(Geodesy.offset(onLine, east: -north / norm * side, north: east / norm * side)))
            }
            points.append(b)
        }
        return points
    }

    /// Six decimals (about 10 cm), as a survey export would have them.
    static func rounded(_ point: GeoPoint) -> GeoPoint {
        GeoPoint(lon: (point.lon * 1e6).rounded() / 1e6, lat: (point.lat * 1e6).rounded() / 1e6)
    }
}
