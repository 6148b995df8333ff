/// A bus's master data (E2).
public struct Bus: Equatable, Sendable, Decodable {
    public let id: Int64
    public let numberPlate: String?
    /// The line the bus serves now; null when unassigned.
    public let lineId: Int64?
    public let color: String?
    public let picture: String?
    /// Seat capacity; 0 when unknown (the server sends 0 for a NULL column).
    public let totalSeats: Int

    public init(id: Int64, numberPlate: String?, lineId: Int64?, color: String?, picture: String?, totalSeats: Int) {
        self.id = id
        self.numberPlate = numberPlate
        self.lineId = lineId
        self.color = color
        self.picture = picture
        self.totalSeats = totalSeats
    }

    private enum CodingKeys: String, CodingKey { case id, numberPlate, lineId, color, picture, totalSeats }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.int64(.id)
        numberPlate = try container.stringIfPresent(.numberPlate)
        lineId = try container.int64IfPresent(.lineId)
        color = try container.stringIfPresent(.color)
        picture = try container.stringIfPresent(.picture)
        totalSeats = max(0, try container.intIfPresent(.totalSeats) ?? 0)
    }
}
