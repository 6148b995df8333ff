import Foundation

/// A line as the fleet drives it: its route, its stops placed along the route, and its runs
/// (the k-th time at each stop, in route order, is run k).
public struct LineTimetable: Sendable {
    public let lineId: Int64
    public let path: RoutePath
    /// Stop ids in driving order.
    public let stopIds: [Int64]
    /// Metres along `path` of each stop in `stopIds`.
    public let stopDistances: [Double]
    /// Where each stop in `stopIds` stands (nil for a stop without a location).
    public let stopLocations: [GeoPoint?]
    /// `runs[k][i]`: seconds after midnight when run k is due at stop i.
    public let runs: [[Int]]

    /// Every line of the network that has a schedule to drive, by line id.
    public static func deriveAll(network: MasterData) -> [Int64: LineTimetable] {
        let rowsByLine = Dictionary(grouping: network.schedules.filter { $0.lineId != nil }, by: { $0.lineId ?? 0 })
        let locations = stopLocations(network)
        var timetables: [Int64: LineTimetable] = [:]
        for line in network.lines {
            timetables[line.id] = derive(
                lineId: line.id, rows: rowsByLine[line.id] ?? [], locations: locations,
                network: network)
        }
        return timetables
    }

    /// Nil when the line has no schedule to drive.
    public static func derive(lineId: Int64, network: MasterData) -> LineTimetable? {
        derive(
            lineId: lineId, rows: network.schedules.filter { $0.lineId == lineId },
            locations: stopLocations(network), network: network)
    }

    private static func stopLocations(_ network: MasterData) -> [Int64: GeoPoint] {
        Dictionary(network.stops.map { ($0.id, $0.location) }, uniquingKeysWith: { first, _ in first })
    }

    private static func derive(
        lineId: Int64, rows: [ScheduleRecord], locations: [Int64: GeoPoint],
        network: MasterData
    ) -> LineTimetable? {
        var timesByStop: [Int64: [Int]] = [:]
        for row in rows {
            guard let stopId = row.stopId else { continue }
            timesByStop[stopId, default: []].append(row.arrivingTime)
        }
        guard !timesByStop.isEmpty else { return nil }
        for key in timesByStop.keys { timesByStop[key]?.sort() }
        // Route order from the first run: the stop served earliest comes first.
        let stopIds = timesByStop.keys.sorted {
            let a = timesByStop[$0]?.first ?? 0
            let b = timesByStop[$1]?.first ?? 0
            return a != b ? a < b : $0 < $1
        }
        let runCount = timesByStop.values.map(\.count).min() ?? 0
        var runs: [[Int]] = []
        for run in 0..<runCount {
            var times: [Int] = []
            for stopId in stopIds {
                let time = timesByStop[stopId]?[run] ?? 0
                // Hand-made timetables can be inconsistent; a run never goes back in time.
                times.append(max(time, times.last ?? time))
            }
            runs.append(times)
        }

        let routeId = network.lines.first { $0.id == lineId }?.routeId
        var points = network.routes.first { $0.id == routeId }?.points ?? []
        if points.count < 2 {
            // No usable route: drive straight from stop to stop.
            points = stopIds.compactMap { locations[$0] }
            if points.count == 1, let only = points.first { points.append(only) }
        }
        guard !points.isEmpty else { return nil }
        let path = RoutePath(points: points)
        var distances: [Double] = []
        var along = 0.0
        for stopId in stopIds {
            if let location = locations[stopId] {
                along = path.project(location, fromDistance: along).distanceAlong
            }
            distances.append(along)
        }
        return LineTimetable(
            lineId: lineId, path: path, stopIds: stopIds, stopDistances: distances,
            stopLocations: stopIds.map { locations[$0] }, runs: runs)
    }
}
