/// A bus line with the buses currently assigned to it (E1).
public struct Line: Equatable, Sendable, Decodable {
    public let id: Int64
    /// The line's name; empty when the server sends `null`.
    public let name: String
    public let routeId: Int64?
    /// Buses whose `lineId` is this line right now (the wire key is `busses`).
    public let busIds: [Int64]

    public init(id: Int64, name: String, routeId: Int64?, busIds: [Int64]) {
        self.id = id
        self.name = name
        self.routeId = routeId
        self.busIds = busIds
    }

    private enum CodingKeys: String, CodingKey { case id, name, routeId, busses }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.int64(.id)
        name = try container.stringIfPresent(.name) ?? ""
        routeId = try container.int64IfPresent(.routeId)
        busIds = try container.arrayIfPresent(Int64.self, .busses)
    }
}
