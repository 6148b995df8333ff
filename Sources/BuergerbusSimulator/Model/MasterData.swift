import Foundation

// The simulator's own model of the original server's tables (wire-contract §7, §8).
// Times are epoch milliseconds, as the server writes them; ids are 64-bit.

public struct GeoPoint: Codable, Equatable, Sendable {
    public var lon: Double
    public var lat: Double
    public init(lon: Double, lat: Double) {
        self.lon = lon
        self.lat = lat
    }
}

public struct StopRecord: Codable, Equatable, Sendable {
    public var id: Int64
    public var name: String?
    public var location: GeoPoint
    public var timeStamp: Int64
    public init(id: Int64, name: String?, location: GeoPoint, timeStamp: Int64) {
        self.id = id
        self.name = name
        self.location = location
        self.timeStamp = timeStamp
    }
}

public struct LineRecord: Codable, Equatable, Sendable {
    public var id: Int64
    public var name: String?
    public var routeId: Int64?
    public var timeStamp: Int64
    public init(id: Int64, name: String?, routeId: Int64?, timeStamp: Int64) {
        self.id = id
        self.name = name
        self.routeId = routeId
        self.timeStamp = timeStamp
    }
}

public struct BusRecord: Codable, Equatable, Sendable {
    public var id: Int64
    public var numberPlate: String?
    /// The line the bus serves now; E9 changes it, and it may be nil.
    public var lineId: Int64?
    public var color: String?
    public var picture: String?
    public var totalSeats: Int
    public var timeStamp: Int64
    public init(
        id: Int64, numberPlate: String?, lineId: Int64?, color: String?, picture: String?,
        totalSeats: Int, timeStamp: Int64
    ) {
        self.id = id
        self.numberPlate = numberPlate
        self.lineId = lineId
        self.color = color
        self.picture = picture
        self.totalSeats = totalSeats
        self.timeStamp = timeStamp
    }
}

public struct RouteRecord: Codable, Equatable, Sendable {
    public var id: Int64
    /// The polyline in driving order.
    public var points: [GeoPoint]
    public var timeStamp: Int64
    public init(id: Int64, points: [GeoPoint], timeStamp: Int64) {
        self.id = id
        self.points = points
        self.timeStamp = timeStamp
    }
}

public struct ScheduleRecord: Codable, Equatable, Sendable {
    public var id: Int64
    public var lineId: Int64?
    public var lineName: String
    public var stopId: Int64?
    /// Seconds after midnight, local service time; served as `"HH:mm:ss"`.
    public var arrivingTime: Int
    public init(id: Int64, lineId: Int64?, lineName: String, stopId: Int64?, arrivingTime: Int) {
        self.id = id
        self.lineId = lineId
        self.lineName = lineName
        self.stopId = stopId
        self.arrivingTime = arrivingTime
    }
}

public struct LastPositionRecord: Codable, Equatable, Sendable {
    public var busId: Int64
    public var position: GeoPoint
    public var takenSeats: Int
    /// Seeded and never updated (wire-contract §4.7).
    public var timeStamp: Int64
    public init(busId: Int64, position: GeoPoint, takenSeats: Int, timeStamp: Int64) {
        self.busId = busId
        self.position = position
        self.takenSeats = takenSeats
        self.timeStamp = timeStamp
    }
}

public struct CustomStopRecord: Codable, Equatable, Sendable {
    public var id: Int64
    public var lineId: Int64
    /// Epoch milliseconds (received in seconds, stored and served in ms).
    public var pickUpTime: Int64
    public var location: GeoPoint
    public var numberOfPersons: Int
    public var deviceId: String
    /// The raw JSON text built the way Jettison built it (wire-contract §5.4).
    public var userInfo: String
    public var status: Int
    public var acceptingBus: Int64?
    /// Comma-separated ids of rejecting buses, or nil.
    public var rejectingBus: String?
    /// Creation time, epoch ms.
    public var timeStamp: Int64
    public init(
        id: Int64, lineId: Int64, pickUpTime: Int64, location: GeoPoint, numberOfPersons: Int,
        deviceId: String, userInfo: String, status: Int, acceptingBus: Int64?, rejectingBus: String?,
        timeStamp: Int64
    ) {
        self.id = id
        self.lineId = lineId
        self.pickUpTime = pickUpTime
        self.location = location
        self.numberOfPersons = numberOfPersons
        self.deviceId = deviceId
        self.userInfo = userInfo
        self.status = status
        self.acceptingBus = acceptingBus
        self.rejectingBus = rejectingBus
        self.timeStamp = timeStamp
    }
}

/// Everything a server starts with: the tables of V0002, or a designed network.
public struct MasterData: Codable, Equatable, Sendable {
    public var lines: [LineRecord]
    public var busses: [BusRecord]
    public var routes: [RouteRecord]
    public var stops: [StopRecord]
    public var schedules: [ScheduleRecord]
    public var lastPositions: [LastPositionRecord]
    /// Seeded custom stops; `pickUpTime` here is an offset in ms from the server's start time.
    public var seededCustomStops: [CustomStopRecord]
    /// The IANA time zone the timetable's `arrivingTime` values are in (default Europe/Berlin).
    public var timeZone: String

    public init(
        lines: [LineRecord], busses: [BusRecord], routes: [RouteRecord], stops: [StopRecord],
        schedules: [ScheduleRecord], lastPositions: [LastPositionRecord],
        seededCustomStops: [CustomStopRecord], timeZone: String = "Europe/Berlin"
    ) {
        self.lines = lines
        self.busses = busses
        self.routes = routes
        self.stops = stops
        self.schedules = schedules
        self.lastPositions = lastPositions
        self.seededCustomStops = seededCustomStops
        self.timeZone = timeZone
    }
}
