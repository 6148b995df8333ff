import Foundation

/// Distances and interpolation on the WGS84 sphere, precise enough for a village bus network
/// (errors well below a metre over a few kilometres).
enum Geodesy {
    static let earthRadiusMetres = 6_371_008.8

    /// Great-circle (haversine) distance in metres.
    static func distance(_ a: GeoPoint, _ b: GeoPoint) -> Double {
        let lat1 = a.lat * .pi / 180
        let lat2 = b.lat * .pi / 180
        let dLat = lat2 - lat1
        let dLon = (b.lon - a.lon) * .pi / 180
        let h = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * earthRadiusMetres * asin(min(1, sqrt(h)))
    }

    /// Linear interpolation in degrees; over route segments of a few hundred metres this is
    /// indistinguishable from the great circle.
    static func interpolate(_ a: GeoPoint, _ b: GeoPoint, fraction: Double) -> GeoPoint {
        let f = min(1, max(0, fraction))
        return GeoPoint(lon: a.lon + (b.lon - a.lon) * f, lat: a.lat + (b.lat - a.lat) * f)
    }

    /// The point `metres` east and north of `origin`.
    static func offset(_ origin: GeoPoint, east: Double, north: Double) -> GeoPoint {
        let metresPerDegreeLat = earthRadiusMetres * .pi / 180
        let metresPerDegreeLon = metresPerDegreeLat * cos(origin.lat * .pi / 180)
        return GeoPoint(lon: origin.lon + east / metresPerDegreeLon, lat: origin.lat + north / metresPerDegreeLat)
    }

    /// Fraction along segment a→b of the point closest to p, in a local flat projection.
    static func closestFraction(on a: GeoPoint, _ b: GeoPoint, to p: GeoPoint) -> Double {
        let scale = cos(a.lat * .pi / 180)
        let abx = (b.lon - a.lon) * scale
        let aby = b.lat - a.lat
        let apx = (p.lon - a.lon) * scale
        let apy = p.lat - a.lat
        let lengthSquared = abx * abx + aby * aby
        guard lengthSquared > 0 else { return 0 }
        return min(1, max(0, (apx * abx + apy * aby) / lengthSquared))
    }
}
