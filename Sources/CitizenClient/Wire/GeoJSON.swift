/// GeoJSON `Point` as the server writes it: `{"type":"Point","coordinates":[LON,LAT]}`.
/// `type` is not checked because the original server itself ignores it.
struct GeoJSONPoint: Decodable {
    let coordinate: Coordinate

    private enum CodingKeys: String, CodingKey { case coordinates }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let numbers = try container.decode([Double].self, forKey: .coordinates)
        coordinate = try GeoJSONPoint.coordinate(from: numbers, codingPath: container.codingPath)
    }

    static func coordinate(from numbers: [Double], codingPath: [CodingKey]) throws -> Coordinate {
        guard numbers.count >= 2 else {
            throw WireValueFault.notAPosition.decodingError(at: codingPath)
        }
        return Coordinate(latitude: numbers[1], longitude: numbers[0])
    }
}

/// GeoJSON `LineString`: `{"type":"LineString","coordinates":[[LON,LAT],...]}`.
struct GeoJSONLineString: Decodable {
    let coordinates: [Coordinate]

    private enum CodingKeys: String, CodingKey { case coordinates }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let pairs = try container.arrayIfPresent([Double].self, .coordinates)
        coordinates = try pairs.map { try GeoJSONPoint.coordinate(from: $0, codingPath: container.codingPath) }
    }
}
