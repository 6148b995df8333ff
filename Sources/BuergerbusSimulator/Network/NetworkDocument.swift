import Foundation

/// The hand-writable network file of `--data PATH` (docs/simulator.md, "Data files").
/// Coordinates are written `[lat, lon]` here because that is how people copy them from a map;
/// the wire uses GeoJSON's `[lon, lat]`.
public struct NetworkDocument: Codable, Equatable, Sendable {
    public var timeZone: String?
    /// Epoch milliseconds served as every table's `timeStamp`; a fixed default when absent.
    public var timeStamp: Int64?
    public var stops: [Stop]
    public var lines: [Line]
    public var buses: [Bus]

    public init(timeZone: String? = nil, timeStamp: Int64? = nil, stops: [Stop], lines: [Line], buses: [Bus]) {
        self.timeZone = timeZone
        self.timeStamp = timeStamp
        self.stops = stops
        self.lines = lines
        self.buses = buses
    }

    public struct Stop: Codable, Equatable, Sendable {
        public var id: Int64
        public var name: String
        public var lat: Double
        public var lon: Double
        public init(id: Int64, name: String, lat: Double, lon: Double) {
            self.id = id
            self.name = name
            self.lat = lat
            self.lon = lon
        }
    }

    public struct Line: Codable, Equatable, Sendable {
        public var id: Int64
        public var name: String
        /// Stop ids in driving order; each stop at most once.
        public var stops: [Int64]
        public var timetable: Timetable
        /// `[[lat, lon], ...]`; when absent, straight segments between the stops.
        public var route: [LatLon]?
        /// Whether a generated route drives back to the first stop (ignored when `route` is given).
        public var loop: Bool?
        public init(
            id: Int64, name: String, stops: [Int64], timetable: Timetable, route: [LatLon]? = nil,
            loop: Bool? = nil
        ) {
            self.id = id
            self.name = name
            self.stops = stops
            self.timetable = timetable
            self.route = route
            self.loop = loop
        }
    }

    public struct Bus: Codable, Equatable, Sendable {
        public var id: Int64
        public var numberPlate: String?
        public var seats: Int
        public var line: Int64?
        public var color: String?
        public var picture: String?
        /// Where the bus stands at start, `[lat, lon]`; defaults to the start of its line's route.
        public var position: LatLon?
        public init(
            id: Int64, numberPlate: String?, seats: Int, line: Int64?, color: String? = nil,
            picture: String? = nil, position: LatLon? = nil
        ) {
            self.id = id
            self.numberPlate = numberPlate
            self.seats = seats
            self.line = line
            self.color = color
            self.picture = picture
            self.position = position
        }
    }
}

/// A `[lat, lon]` pair.
public struct LatLon: Codable, Equatable, Sendable {
    public var lat: Double
    public var lon: Double
    public init(lat: Double, lon: Double) {
        self.lat = lat
        self.lon = lon
    }

    public init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        lat = try container.decode(Double.self)
        lon = try container.decode(Double.self)
        guard container.isAtEnd else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected exactly [lat, lon]")
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(lat)
        try container.encode(lon)
    }

    var geoPoint: GeoPoint { GeoPoint(lon: lon, lat: lat) }
}
