import Foundation

/// A position on earth in degrees. The server writes `[longitude, latitude]`; this type never does.
public struct Coordinate: Equatable, Hashable, Sendable {
    public let latitude: Double
    public let longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Parses the `LAT,LON` form users type (`49.2093,7.6075`, spaces allowed).
    public init(parsing text: String) throws {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2,
            let latitude = Double(parts[0]), let longitude = Double(parts[1]),
            latitude.isFinite, longitude.isFinite,
            (-90...90).contains(latitude), (-180...180).contains(longitude)
        else { throw ClientError.invalidCoordinate(text) }
        self.init(latitude: latitude, longitude: longitude)
    }
}
