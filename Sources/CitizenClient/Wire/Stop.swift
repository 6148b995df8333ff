/// A bus stop with its timetable (E4).
public struct Stop: Equatable, Sendable, Decodable {
    public let id: Int64
    /// The stop's name; empty when the server sends `null`.
    public let name: String
    /// Nil when the server sends no usable position.
    public let location: Coordinate?
    public let schedule: [ScheduleEntry]
    /// The server's own `lines` field. It is buggy (one element, the id of the LAST schedule row,
    /// as a string), so it only serves as a fallback for `lineIds`.
    public let reportedLineIds: [Int64]

    public init(
        id: Int64, name: String, location: Coordinate?, schedule: [ScheduleEntry], reportedLineIds: [Int64] = []
    ) {
        self.id = id
        self.name = name
        self.location = location
        self.schedule = schedule
        self.reportedLineIds = reportedLineIds
    }

    /// The lines calling here, worked out from the timetable (wire-contract §10.10), in first-seen order.
    public var lineIds: [Int64] {
        var seen = Set<Int64>()
        let fromSchedule = schedule.compactMap(\.lineId).filter { seen.insert($0).inserted }
        return fromSchedule.isEmpty ? reportedLineIds : fromSchedule
    }

    public var reference: StopReference { StopReference(id: id, name: name) }

    private enum CodingKeys: String, CodingKey { case id, name, schedule, lines, location }
    private struct LooseLineReference: Decodable {
        let id: Int64?
        private enum CodingKeys: String, CodingKey { case id }
        init(from decoder: Decoder) throws {
            id = try decoder.container(keyedBy: CodingKeys.self).int64IfPresent(.id)
        }
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.int64(.id)
        name = try container.stringIfPresent(.name) ?? ""
        schedule = try container.arrayIfPresent(ScheduleEntry.self, .schedule)
        reportedLineIds = try container.arrayIfPresent(LooseLineReference.self, .lines).compactMap(\.id)
        location = try container.decodeIfPresent(GeoJSONPoint.self, forKey: .location)?.coordinate
    }
}
