/// A bus's real-time data (E7): last reported position and occupied seats.
public struct BusPosition: Equatable, Sendable, Decodable {
    public let busId: Int64
    public let position: Coordinate?
    public let takenSeats: Int?
    /// Always 0 on the original server; kept because a better server might fill it.
    public let delay: Int?
    /// Lower-case `timestamp` on the wire and never updated by the original server: not "last seen".
    public let timestamp: Int64?

    public init(busId: Int64, position: Coordinate?, takenSeats: Int?, delay: Int? = 0, timestamp: Int64? = nil) {
        self.busId = busId
        self.position = position
        self.takenSeats = takenSeats
        self.delay = delay
        self.timestamp = timestamp
    }

    private enum CodingKeys: String, CodingKey { case busId, position, takenSeats, delay, timestamp, timeStamp }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        busId = try container.int64(.busId)
        position = try container.decodeIfPresent(GeoJSONPoint.self, forKey: .position)?.coordinate
        takenSeats = try container.intIfPresent(.takenSeats)
        delay = try container.intIfPresent(.delay)
        timestamp = try container.int64IfPresent(.timestamp) ?? container.int64IfPresent(.timeStamp)
    }
}
