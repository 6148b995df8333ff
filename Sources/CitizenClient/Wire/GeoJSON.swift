/// GeoJSON `Point` as the server writes it: `{"type":"Point","coordinates":[LON,LAT]}`.
/// `type` is not checked because the original server itself ignores it.
struct GeoJSONPoint: Decodable {
    /// Nil for a point that is not on earth (`[-999,999]`, `[1e308,1e308]`): the server has no
    /// position to give, and a made-up one would print "in 1817 h" and a map link of 300 digits.
    let coordinate: Coordinate?

    private enum CodingKeys: String, CodingKey { case coordinates }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let numbers = try container.decode([Double].self, forKey: .coordinates)
        coordinate = try GeoJSONPoint.coordinate(from: numbers, codingPath: container.codingPath)
    }

    static func coordinate(from numbers: [Double], codingPath: [CodingKey]) throws -> Coordinate? {
        guard numbers.count >= 2 else {
            throw WireValueFault.notAPosition.decodingError(at: codingPath)
        }
        let (latitude, longitude) = (numbers[1], numbers[0])
        guard latitude.isFinite, longitude.isFinite, (-90...90).contains(latitude), (-180...180).contains(longitude)
        else { return nil }
        return Coordinate(latitude: latitude, longitude: longitude)
    }
}

/// GeoJSON `LineString`: `{"type":"LineString","coordinates":[[LON,LAT],...]}`.
struct GeoJSONLineString: Decodable {
    let coordinates: [Coordinate]

    private enum CodingKeys: String, CodingKey { case coordinates }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let pairs = try container.arrayIfPresent([Double].self, .coordinates)
        // A point off the earth is left out of the route, as a position off the earth is no position.
        coordinates = try pairs.compactMap { try GeoJSONPoint.coordinate(from: $0, codingPath: container.codingPath) }
    }
}
