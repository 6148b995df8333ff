/// The path a line drives, as a polyline (E3).
public struct Route: Equatable, Sendable, Decodable {
    public let id: Int64
    public let points: [Coordinate]

    public init(id: Int64, points: [Coordinate]) {
        self.id = id
        self.points = points
    }

    private enum CodingKeys: String, CodingKey { case id, route }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.int64(.id)
        points = try container.decodeIfPresent(GeoJSONLineString.self, forKey: .route)?.coordinates ?? []
    }
}
