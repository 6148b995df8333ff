import Foundation

/// A citizen's request for a pick-up ("custom stop", E10/E11).
public struct CustomStop: Equatable, Sendable, Decodable {
    public let id: Int64
    public let lineId: Int64?
    /// Pick-up time. The server returns milliseconds (although it is sent seconds).
    public let pickUpTime: Date?
    public let location: Coordinate?
    public let numberOfPersons: Int?
    public let deviceId: String?
    /// Lifecycle code (wire-contract §5.1): 1 pending, 2 accepted, 3 declined, 4 completed, 5 no-show, 6 cancelled.
    public let status: Int?
    public let acceptingBus: Int64?
    /// Buses that said no; the server keeps them as a comma-separated string.
    public let rejectingBusIds: [Int64]
    /// When the server stored the request.
    public let createdAt: Date?
    public let passenger: PassengerInfo

    public init(
        id: Int64, lineId: Int64?, pickUpTime: Date?, location: Coordinate?, numberOfPersons: Int?,
        deviceId: String?, status: Int?, acceptingBus: Int64?, rejectingBusIds: [Int64],
        createdAt: Date?, passenger: PassengerInfo
    ) {
        self.id = id
        self.lineId = lineId
        self.pickUpTime = pickUpTime
        self.location = location
        self.numberOfPersons = numberOfPersons
        self.deviceId = deviceId
        self.status = status
        self.acceptingBus = acceptingBus
        self.rejectingBusIds = rejectingBusIds
        self.createdAt = createdAt
        self.passenger = passenger
    }

    private enum CodingKeys: String, CodingKey {
        case id, lineId, pickUpTime, location, numberOfPersons, deviceId, userInfo, status
        case acceptingBus, timeStamp, timestamp, rejectingBus, info
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.int64(.id)
        lineId = try container.int64IfPresent(.lineId)
        pickUpTime = try container.int64IfPresent(.pickUpTime).map(Date.init(epochMilliseconds:))
        location = try container.decodeIfPresent(GeoJSONPoint.self, forKey: .location)?.coordinate
        numberOfPersons = try container.intIfPresent(.numberOfPersons)
        deviceId = try container.stringIfPresent(.deviceId)
        status = try container.intIfPresent(.status)
        acceptingBus = try container.int64IfPresent(.acceptingBus)
        rejectingBusIds = CustomStop.parseBusList(try container.stringIfPresent(.rejectingBus))
        let stamp = try container.int64IfPresent(.timeStamp) ?? container.int64IfPresent(.timestamp)
        createdAt = stamp.map(Date.init(epochMilliseconds:))
        // userInfo is the stored JSON and gives the true text; `info` is the server's lossy re-parse.
        let fromUserInfo = (try? container.stringIfPresent(.userInfo)).flatMap(PassengerInfo.init(userInfoJSON:))
        let fromInfo = try? container.decodeIfPresent(PassengerInfo.self, forKey: .info)
        passenger = fromUserInfo ?? fromInfo ?? PassengerInfo(name: nil, address: nil, assistance: [])
    }

    /// `"1,2"` → `[1, 2]`; blanks and junk are skipped.
    static func parseBusList(_ text: String?) -> [Int64] {
        guard let text else { return [] }
        return text.split(separator: ",").compactMap { Int64($0.trimmingCharacters(in: .whitespaces)) }
    }
}

extension Date {
    /// A server time in epoch milliseconds.
    public init(epochMilliseconds: Int64) {
        self.init(timeIntervalSince1970: Double(epochMilliseconds) / 1000)
    }

    /// Epoch milliseconds, rounded down; safe for any date.
    public var epochMilliseconds: Int64 {
        let value = (timeIntervalSince1970 * 1000).rounded(.down)
        return Int64(exactly: value) ?? (value < 0 ? Int64.min : Int64.max)
    }
}
