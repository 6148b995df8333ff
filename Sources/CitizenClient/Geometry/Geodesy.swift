import Foundation

/// Distances on the earth's surface.
public enum Geodesy {
    /// Mean earth radius (IUGG), metres.
    public static let earthRadiusMeters = 6_371_008.8

    /// Great-circle distance by the haversine formula, metres.
    public static func distanceMeters(_ from: Coordinate, _ to: Coordinate) -> Double {
        let lat1 = radians(from.latitude)
        let lat2 = radians(to.latitude)
        let deltaLat = lat2 - lat1
        let deltaLon = radians(to.longitude - from.longitude)
        let a = sin(deltaLat / 2) * sin(deltaLat / 2) + cos(lat1) * cos(lat2) * sin(deltaLon / 2) * sin(deltaLon / 2)
        return 2 * earthRadiusMeters * asin(min(1, sqrt(max(0, a))))
    }

    static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
}
