import Foundation

/// How often `buerger watch` asks the server. The concept asks for at least one look per shortest
/// scheduled driving time between two successive stops, and no more than that; 10 s is the floor
/// that keeps a small server unburdened, a minute the ceiling so that a change never waits long.
public enum PollInterval {
    public static let floorSeconds: Double = 10
    public static let ceilingSeconds: Double = 60
    /// `--interval` may go below the floor, never below this.
    public static let smallestAllowedSeconds: Double = 1

    /// The default interval for lines whose shortest driving time between stops is `shortestGap`
    /// seconds; the floor when it is unknown.
    public static func standard(shortestGap: Double?) -> Double {
        guard let shortestGap, shortestGap.isFinite, shortestGap > 0 else { return floorSeconds }
        return max(floorSeconds, min(shortestGap, ceilingSeconds))
    }

    /// The shortest scheduled time between two successive calls of any of `lineIds`, in seconds.
    /// Successive distinct times of a line's timetable are a lower bound of its driving times (runs
    /// that overlap only make it smaller, and smaller means more frequent, which the floor caps).
    public static func shortestGap(lineIds: [Int64], in data: MasterData) -> Double? {
        var shortest: Int?
        for lineId in Set(lineIds) {
            let times = Set(
                data.stops.flatMap { stop in
                    stop.schedule.filter { $0.lineId == lineId }.map(\.arrivingTime.secondsSinceMidnight)
                }
            ).sorted()
            for (earlier, later) in zip(times, times.dropFirst()) {
                let gap = later - earlier
                if gap > 0, gap < (shortest ?? Int.max) { shortest = gap }
            }
        }
        return shortest.map(Double.init)
    }
}
