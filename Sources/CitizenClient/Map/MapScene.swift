import Foundation

/// What `buerger map` shows, as data: the routes, stops, buses and saved places of the part of the
/// network asked for, with the area the map must hold. The drawing is the CLI's; this says only where
/// things are.
public struct MapScene: Equatable, Sendable {
    /// A line's route as the server draws it.
    public struct Track: Equatable, Sendable {
        public let line: LineReference
        public let points: [Coordinate]

        public init(line: LineReference, points: [Coordinate]) {
            self.line = line
            self.points = points
        }
    }

    /// A stop with a position, and the lines calling there.
    public struct StopMark: Equatable, Sendable {
        public let id: Int64
        public let name: String
        public let coordinate: Coordinate
        public let lineIds: [Int64]

        public init(id: Int64, name: String, coordinate: Coordinate, lineIds: [Int64]) {
            self.id = id
            self.name = name
            self.coordinate = coordinate
            self.lineIds = lineIds
        }
    }

    /// A bus where it was last seen.
    public struct BusMark: Equatable, Sendable {
        public let busId: Int64
        public let lineId: Int64?
        public let coordinate: Coordinate
        /// When this position was seen: nil for a position the server gave in this run.
        public let seenAt: Date?

        public init(busId: Int64, lineId: Int64?, coordinate: Coordinate, seenAt: Date?) {
            self.busId = busId
            self.lineId = lineId
            self.coordinate = coordinate
            self.seenAt = seenAt
        }
    }

    /// A saved place (`@zuhause`).
    public struct PlaceMark: Equatable, Sendable {
        public let name: String
        public let coordinate: Coordinate

        public init(name: String, coordinate: Coordinate) {
            self.name = name
            self.coordinate = coordinate
        }
    }

    public let focus: MapFocus
    public let tracks: [Track]
    public let stops: [StopMark]
    public let buses: [BusMark]
    public let places: [PlaceMark]
    /// The points the map must hold: the asked-for part of the network (a line's route, the area
    /// around a place or a bus); the rest of the network is drawn where it falls inside.
    public let frame: [Coordinate]
    /// Set when the master data came from the cache because the server could not be reached: when
    /// the oldest table used was fetched.
    public let offlineSince: Date?
    /// The time the scene stands for (the run's now).
    public let takenAt: Date

    public init(
        focus: MapFocus, tracks: [Track], stops: [StopMark], buses: [BusMark], places: [PlaceMark],
        frame: [Coordinate], offlineSince: Date?, takenAt: Date
    ) {
        self.focus = focus
        self.tracks = tracks
        self.stops = stops
        self.buses = buses
        self.places = places
        self.frame = frame
        self.offlineSince = offlineSince
        self.takenAt = takenAt
    }
}
