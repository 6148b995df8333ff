import Foundation

/// The server's master tables in one value, with the look-ups every query needs.
public struct MasterData: Equatable, Sendable {
    public var stops: [Stop]
    public var lines: [Line]
    public var busses: [Bus]
    public var routes: [Route]

    public init(stops: [Stop] = [], lines: [Line] = [], busses: [Bus] = [], routes: [Route] = []) {
        self.stops = stops
        self.lines = lines
        self.busses = busses
        self.routes = routes
    }

    public func stop(id: Int64) -> Stop? { stops.first { $0.id == id } }
    public func line(id: Int64) -> Line? { lines.first { $0.id == id } }
    public func bus(id: Int64) -> Bus? { busses.first { $0.id == id } }

    public func route(for line: Line) -> Route? {
        guard let routeId = line.routeId else { return nil }
        return routes.first { $0.id == routeId }
    }

    /// Buses on a line now, from both `lines[].busses` and `busses[].lineId` (they should agree;
    /// the union survives either being stale). Never the line id itself: that was the original
    /// app's bug.
    public func busIds(onLine lineId: Int64) -> [Int64] {
        var seen = Set<Int64>()
        let fromLine = line(id: lineId)?.busIds ?? []
        let fromBusses = busses.filter { $0.lineId == lineId }.map(\.id)
        return (fromLine + fromBusses).filter { seen.insert($0).inserted }
    }

    /// The line's name from the lines table, else from any timetable row that names it.
    public func lineName(id: Int64) -> String? {
        if let name = line(id: id)?.name, !name.isEmpty { return name }
        for stop in stops {
            if let name = stop.schedule.first(where: { $0.lineId == id })?.lineName, !name.isEmpty { return name }
        }
        return nil
    }

    /// Stops served by a line (by their timetables).
    public func stops(onLine lineId: Int64) -> [Stop] {
        stops.filter { $0.lineIds.contains(lineId) }
    }

    public func lineReferences(for stop: Stop) -> [LineReference] {
        stop.lineIds.map { LineReference(id: $0, name: lineName(id: $0) ?? "") }
    }
}

/// A line named by id and name.
public struct LineReference: Equatable, Hashable, Sendable {
    public let id: Int64
    public let name: String

    public init(id: Int64, name: String) {
        self.id = id
        self.name = name
    }
}
