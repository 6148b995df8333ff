/// One timetable row: a line calls at a stop at a time of day (E4 `schedule[]`, E5).
public struct ScheduleEntry: Equatable, Sendable, Decodable {
    public let lineId: Int64?
    public let lineName: String?
    public let stopId: Int64?
    public let arrivingTime: TimeOfDay

    public init(lineId: Int64?, lineName: String?, stopId: Int64?, arrivingTime: TimeOfDay) {
        self.lineId = lineId
        self.lineName = lineName
        self.stopId = stopId
        self.arrivingTime = arrivingTime
    }

    private enum CodingKeys: String, CodingKey { case lineId, lineName, stopId, arrivingTime }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        lineId = try container.int64IfPresent(.lineId)
        lineName = try container.stringIfPresent(.lineName)
        stopId = try container.int64IfPresent(.stopId)
        let text = try container.decode(String.self, forKey: .arrivingTime)
        guard let time = TimeOfDay(parsing: text) else {
            throw WireValueFault.notATime(text).decodingError(at: container.codingPath + [CodingKeys.arrivingTime])
        }
        arrivingTime = time
    }
}
