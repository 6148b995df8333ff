import Foundation

/// Works out `RequestAdvice` from the timetable alone: which stops within walking distance of the
/// asked place are served within an hour of the asked time, and the run closest to it.
public struct RequestAdvisor: Sendable {
    /// About ten minutes on foot for an older person.
    public static let nearbyMeters = 800.0
    /// Runs this far before or after the asked time count as "around that time".
    public static let windowSeconds = 3600.0
    /// How many stops and how many runs per stop are worth reading.
    static let stopLimit = 3
    static let runLimit = 4
    /// A call this close in place and time is the very pick-up that was refused: never offered again.
    static let sameStopMeters = 30.0

    public let data: MasterData
    public let timetable: Timetable

    public init(data: MasterData, timeZone: TimeZone) {
        self.data = data
        timetable = Timetable(timeZone: timeZone)
    }

    public func advice(for request: AdviceRequest, now: Date) -> RequestAdvice {
        let nearby = data.stops.compactMap { stop -> (Stop, Coordinate, Double)? in
            guard let location = stop.location else { return nil }
            let distance = Geodesy.distanceMeters(request.place, location)
            return distance <= Self.nearbyMeters ? (stop, location, distance) : nil
        }
        let earliest = max(now, request.time.addingTimeInterval(-Self.windowSeconds))
        let latest = request.time.addingTimeInterval(Self.windowSeconds)
        var around = served(nearby, request: request) { $0 >= earliest && $0 <= latest }
        var isLater = false
        if around.isEmpty {
            // Outside service (or a gap in it): the next runs after the asked time, up to a day later.
            let from = max(now, request.time)
            let until = from.addingTimeInterval(86_400)
            around = served(nearby, request: request) { $0 >= from && $0 <= until }
                .map { stop in stop.with(runs: Array(stop.runs.prefix(2))) }
            isLater = true
        }
        let chosen = Array(around.sorted(by: Self.order(preferring: request.lineId)).prefix(Self.stopLimit))
        let suggestion = chosen.first.map { best in
            SuggestedRequest(
                stopId: best.stopId, lineId: best.lineId, time: Self.closest(best.runs, to: request.time),
                persons: request.persons, assistance: request.assistance)
        }
        return RequestAdvice(stops: chosen, isLater: isLater && !chosen.isEmpty, suggestion: suggestion)
    }

    private func served(
        _ nearby: [(Stop, Coordinate, Double)], request: AdviceRequest,
        keep: (Date) -> Bool
    ) -> [RequestAdvice.ServedStop] {
        var result: [RequestAdvice.ServedStop] = []
        for (stop, location, distance) in nearby {
            for lineId in stop.lineIds {
                let refused = lineId == request.lineId && distance <= Self.sameStopMeters
                let runs = calls(of: lineId, at: stop, near: request.time).filter { run in
                    keep(run) && !(refused && abs(run.timeIntervalSince(request.time)) < 60)
                }
                guard !runs.isEmpty else { continue }
                result.append(
                    RequestAdvice.ServedStop(
                        stopId: stop.id, stopName: stop.name, location: location, distanceMeters: distance,
                        lineId: lineId,
                        lineName: data.lineName(id: lineId) ?? String(lineId), runs: Array(runs.prefix(Self.runLimit))))
            }
        }
        return result
    }

    /// The line's calls at the stop on the day before, of, and after `time`, in time order.
    private func calls(of lineId: Int64, at stop: Stop, near time: Date) -> [Date] {
        let times = stop.schedule.filter { $0.lineId == lineId }.map(\.arrivingTime)
        var result: [Date] = []
        for dayOffset in -1...1 {
            guard let day = timetable.startOfDay(offset: dayOffset, from: time) else { continue }
            result += times.compactMap { timetable.instant(of: $0, on: day) }
        }
        return Array(Set(result)).sorted()
    }

    /// Nearest first; at the same distance the asked line first, then by line id for a stable order.
    private static func order(preferring lineId: Int64?) -> (RequestAdvice.ServedStop, RequestAdvice.ServedStop) -> Bool
    {
        { left, right in
            let leftDistance = left.distanceMeters.rounded()
            let rightDistance = right.distanceMeters.rounded()
            if leftDistance != rightDistance { return leftDistance < rightDistance }
            if (left.lineId == lineId) != (right.lineId == lineId) { return left.lineId == lineId }
            return (left.lineId, left.stopId) < (right.lineId, right.stopId)
        }
    }

    private static func closest(_ runs: [Date], to time: Date) -> Date {
        runs.min { abs($0.timeIntervalSince(time)) < abs($1.timeIntervalSince(time)) } ?? time
    }
}

extension RequestAdvice.ServedStop {
    func with(runs: [Date]) -> RequestAdvice.ServedStop {
        RequestAdvice.ServedStop(
            stopId: stopId, stopName: stopName, location: location, distanceMeters: distanceMeters,
            lineId: lineId, lineName: lineName, runs: runs)
    }
}
