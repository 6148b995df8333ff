import Foundation

/// A line as the estimator sees it: its stops in driving order placed along the route, and its runs.
///
/// Run k is the k-th call at every stop, counted from the service day's start at 03:00, so a run
/// that starts at 23:40 and ends after midnight stays one run.
public struct LineSchedule: Sendable {
    /// When a service day begins: calls before this hour belong to the previous day's late runs.
    static let serviceDayStartSeconds = 3 * 3600

    public let lineId: Int64
    /// The stops in driving order (only those with a timetable for this line).
    public let stops: [Stop]
    /// Metres along `geometry` of each stop; nil without a usable route.
    public let stopMeters: [Double]?
    /// `runs[k][i]`: seconds after midnight of the service day when run k is due at stop i (past
    /// midnight counts on: 00:10 of a late run is 87 000).
    public let runs: [[Int]]
    let geometry: RouteGeometry?
    /// The route ends where it starts, so a bus begins its next run where it ended the last.
    public let isLoop: Bool
    /// The line's own planned pace between stops, metres per second (for stretches the timetable
    /// does not cover: to the first stop and back to the terminal).
    let plannedSpeed: Double

    /// Nil when the line has no timetable to drive.
    public init?(lineId: Int64, data: MasterData) {
        let times = data.stops(onLine: lineId).map { stop in
            (stop, stop.schedule.filter { $0.lineId == lineId }.map { Self.serviceSeconds($0.arrivingTime) }.sorted())
        }.filter { !$0.1.isEmpty }
        guard !times.isEmpty else { return nil }
        let route = data.line(id: lineId).flatMap(data.route(for:))
        let routeGeometry = route.flatMap { $0.points.count > 1 ? RouteGeometry(points: $0.points) : nil }
        let ordered = Self.drivingOrder(times, geometry: routeGeometry)
        self.lineId = lineId
        stops = ordered.map(\.0)
        runs = Self.runs(ordered.map(\.1))
        let located = stops.compactMap(\.location)
        geometry = routeGeometry ?? (located.count > 1 ? RouteGeometry(points: located) : nil)
        if let geometry {
            var along = 0.0
            stopMeters = stops.map { stop in
                if let location = stop.location, let projection = geometry.project(location, fromMeters: along) {
                    along = projection.distanceAlongMeters
                }
                return along
            }
        } else {
            stopMeters = nil
        }
        if let first = geometry?.points.first, let last = geometry?.points.last, (geometry?.points.count ?? 0) > 2 {
            isLoop = Geodesy.distanceMeters(first, last) < 50
        } else {
            isLoop = false
        }
        plannedSpeed = Self.pace(runs: runs, stopMeters: stopMeters)
    }

    public var lengthMeters: Double { geometry?.lengthMeters ?? 0 }

    /// The runs around `now` (from yesterday's to tomorrow's), placed on real dates, in time order.
    func instances(around now: Date, timetable: Timetable) -> [RunInstance] {
        var result: [RunInstance] = []
        for dayOffset in -1...1 {
            guard let dayStart = timetable.startOfDay(offset: dayOffset, from: now) else { continue }
            let place = placer(dayStart: dayStart, timetable: timetable)
            for (index, seconds) in runs.enumerated() {
                let times = seconds.compactMap(place)
                guard times.count == seconds.count else { continue }
                result.append(RunInstance(key: RunKey(serviceDay: dayStart, index: index), times: times))
            }
        }
        return result.sorted { ($0.start, $0.key.index) < ($1.start, $1.key.index) }
    }

    /// Turns service-day seconds into instants. On an ordinary day of 24 hours plain addition is
    /// exact and far cheaper than the calendar; only the two DST nights need the calendar.
    private func placer(dayStart: Date, timetable: Timetable) -> (Int) -> Date? {
        let next = timetable.startOfDay(offset: 1, from: dayStart.addingTimeInterval(3600))
        let afterNext = next.flatMap { timetable.startOfDay(offset: 1, from: $0.addingTimeInterval(3600)) }
        if let next, let afterNext, next.timeIntervalSince(dayStart) == 86_400,
            afterNext.timeIntervalSince(next) == 86_400
        {
            return { dayStart.addingTimeInterval(Double($0)) }
        }
        return { Self.instant($0, dayStart: dayStart, timetable: timetable) }
    }

    static func serviceSeconds(_ time: TimeOfDay) -> Int {
        let seconds = time.secondsSinceMidnight
        return seconds < serviceDayStartSeconds ? seconds + 86_400 : seconds
    }

    private static func instant(_ seconds: Int, dayStart: Date, timetable: Timetable) -> Date? {
        let day =
            seconds >= 86_400 ? timetable.startOfDay(offset: 1, from: dayStart.addingTimeInterval(3600)) : dayStart
        let within = seconds % 86_400
        guard let day, let time = TimeOfDay(hour: within / 3600, minute: within / 60 % 60, second: within % 60) else {
            return nil
        }
        return timetable.instant(of: time, on: day)
    }

    /// By the first call of the service day; where that ties, by place along the route.
    private static func drivingOrder(_ stops: [(Stop, [Int])], geometry: RouteGeometry?) -> [(Stop, [Int])] {
        stops.map { entry -> (entry: (Stop, [Int]), along: Double) in
            (entry, entry.0.location.flatMap { geometry?.project($0)?.distanceAlongMeters } ?? .infinity)
        }.sorted {
            ($0.entry.1.first ?? 0, $0.along, $0.entry.0.id) < ($1.entry.1.first ?? 0, $1.along, $1.entry.0.id)
        }.map(\.entry)
    }

    /// Run k = the k-th call at each stop; hand-made timetables can be inconsistent, so a run never
    /// goes back in time.
    private static func runs(_ timesByStop: [[Int]]) -> [[Int]] {
        let count = timesByStop.map(\.count).min() ?? 0
        return (0..<count).map { run in
            var times: [Int] = []
            for stopTimes in timesByStop where run < stopTimes.count {
                times.append(max(stopTimes[run], times.last ?? stopTimes[run]))
            }
            return times
        }
    }

    /// Metres per second the timetable plans between its first and last stop, allowing for stops.
    private static func pace(runs: [[Int]], stopMeters: [Double]?) -> Double {
        let fallback = 22.0 / 3.6
        guard let meters = stopMeters, let first = meters.first, let last = meters.last, last > first,
            let run = runs.first, let start = run.first, let end = run.last
        else { return fallback }
        let driving = Double(end - start) - DrivingAssumptions.plannedDwellSeconds * Double(max(0, run.count - 2))
        guard driving > 0 else { return fallback }
        return min(25, max(2, (last - first) / driving))
    }
}

/// Which run: the service day's midnight and the run's number that day.
public struct RunKey: Hashable, Sendable {
    public let serviceDay: Date
    public let index: Int
}

/// One run on a real date: when it is due at each stop of the line.
public struct RunInstance: Equatable, Sendable {
    public let key: RunKey
    /// Scheduled time at each stop, in the line's stop order.
    public let times: [Date]

    public var start: Date { times.first ?? key.serviceDay }
    public var end: Date { times.last ?? key.serviceDay }

    /// The timetable's mean gap between two stops, seconds (at least a minute): one "stretch", the unit
    /// the pace's priors are weighed in (`RunPace`).
    var meanGap: TimeInterval {
        max(60, end.timeIntervalSince(start) / Double(max(1, times.count - 1)))
    }
}
