import Foundation

/// The positions the client has seen of each bus, each with when it was first and last seen (on the
/// service's clock, so `--now` counts). The server never says how old a position is; this history
/// lets the estimator tell a bus standing still from one reporting, and see where a bus left its route.
public struct PositionHistory: Codable, Equatable, Sendable {
    /// Per bus this many distinct positions are kept, and none older than `keepSeconds`: a few runs
    /// at a position a minute, so the estimator can learn how this bus drives (`RunPace`).
    static let keepCount = 160
    static let keepSeconds: TimeInterval = 6 * 3600

    struct Entry: Codable, Equatable, Sendable {
        var lat: Double
        var lon: Double
        /// Epoch milliseconds.
        var firstSeen: Int64
        var lastSeen: Int64
    }

    /// Seats taken as seen, for "usually too full at that time" (`SeatOutlook`): kept for weeks, since
    /// the question is about a time of day over many days; one per bus per few minutes is enough.
    static let seatKeepCount = 400
    static let seatKeepSeconds: TimeInterval = 28 * 86_400
    static let seatSpacingSeconds: TimeInterval = 300

    struct SeatEntry: Codable, Equatable, Sendable {
        /// Epoch milliseconds.
        var at: Int64
        var taken: Int
    }

    /// Runs of each line seen (`SeenRun`), kept for weeks after their positions are gone: how late the
    /// line's runs start and how its buses drive, for the first sightings of a day. One run is a few
    /// hundred bytes; a line's last 60 (two weeks of a few runs a day watched) are kept.
    static let runKeepCount = 60
    static let runKeepSeconds: TimeInterval = 28 * 86_400

    /// Bumped whenever this layout changes; files of another version are dropped.
    static let currentFormat = 1
    var format = PositionHistory.currentFormat
    /// By bus id (as text: JSON object keys), oldest first.
    var buses: [String: [Entry]] = [:]
    /// Seats taken by bus id, oldest first. Optional so that files written before seats were kept
    /// still read (as "nothing seen yet"), and older readers simply skip the key: same format number.
    var seats: [String: [SeatEntry]]?
    /// Runs seen by line id, oldest first; optional for the same reason as `seats`.
    var lines: [String: [SeenRun]]?

    public init() {}

    /// Notes that `busId` was seen at `position` at `time`.
    public mutating func record(busId: Int64, position: Coordinate, at time: Date) {
        let key = String(busId)
        let millis = time.epochMilliseconds
        var entries = (buses[key] ?? []).filter {
            $0.lastSeen <= millis && Double(millis - $0.lastSeen) / 1000 <= Self.keepSeconds
        }
        if var last = entries.last, last.lat == position.latitude, last.lon == position.longitude {
            last.lastSeen = millis
            entries[entries.count - 1] = last
        } else {
            entries.append(Entry(lat: position.latitude, lon: position.longitude, firstSeen: millis, lastSeen: millis))
        }
        buses[key] = Array(entries.suffix(Self.keepCount))
    }

    /// Notes that `busId` had `takenSeats` taken at `time`. A repeat of the same count within a few
    /// minutes adds nothing, so a stop board polled every 30 s does not fill the history.
    public mutating func recordSeats(busId: Int64, takenSeats: Int, at time: Date) {
        guard takenSeats >= 0 else { return }
        let key = String(busId)
        let millis = time.epochMilliseconds
        var all = seats ?? [:]
        // Weeks of seats are worth more than positions: a run with `--now` in the past keeps the later ones.
        var entries = (all[key] ?? []).filter { Double(millis - $0.at) / 1000 <= Self.seatKeepSeconds }
        if let before = entries.last(where: { $0.at <= millis }), before.taken == takenSeats,
            Double(millis - before.at) / 1000 < Self.seatSpacingSeconds
        {
            return
        }
        entries.append(SeatEntry(at: millis, taken: takenSeats))
        entries.sort { $0.at < $1.at }
        all[key] = Array(entries.suffix(Self.seatKeepCount))
        seats = all
    }

    /// Every seat count kept for these buses, oldest first per bus.
    public func seatSightings(busIds: [Int64]) -> [SeatSighting] {
        busIds.flatMap { busId in
            (seats?[String(busId)] ?? []).map {
                SeatSighting(busId: busId, time: Self.date($0.at), takenSeats: $0.taken)
            }
        }
    }

    /// Keeps `runs` of line `lineId`. A run kept already is replaced only by a fuller view of it: once
    /// the 6-hour window has cut off its beginning, the history shows less of it than was kept.
    mutating func keep(_ runs: [SeenRun], lineId: Int64, now: Date) {
        var all = lines ?? [:]
        let key = String(lineId)
        let millis = now.epochMilliseconds
        var kept = (all[key] ?? []).filter { Double(millis - $0.start) / 1000 <= Self.runKeepSeconds }
        for run in runs {
            if let index = kept.firstIndex(where: { $0.start == run.start }) {
                if run.planned >= kept[index].planned { kept[index] = run }
            } else {
                kept.append(run)
            }
        }
        kept.sort { $0.start < $1.start }
        all[key] = Array(kept.suffix(Self.runKeepCount))
        lines = all
    }

    /// Runs of line `lineId` kept, oldest first.
    func runsSeen(lineId: Int64) -> [SeenRun] { lines?[String(lineId)] ?? [] }

    /// The history as it will be once every position has aged out: the runs seen and the seats stay.
    /// (buerger-bench eta: an installation on a later day.)
    public func forgettingPositions() -> PositionHistory {
        var later = self
        later.buses = [:]
        return later
    }

    /// What the estimator should know of a bus now showing `position` (after `record`). The position
    /// counts as seen since its first sighting once it has been seen at least twice.
    /// - Parameter lineId: the bus's line, whose earlier runs seen come with it (`SeenRun`).
    public func sighting(busId: Int64, position: Coordinate?, lineId: Int64? = nil) -> BusSighting {
        let entries = buses[String(busId)] ?? []
        let lineRuns = lineId.map(runsSeen(lineId:)) ?? []
        guard let position, let last = entries.last, last.lat == position.latitude, last.lon == position.longitude
        else {
            return BusSighting(
                busId: busId, position: position, positionSeenAt: nil, earlier: timed(entries), lineRuns: lineRuns)
        }
        // Seen once only: the server may have held it for hours, so how old it is is unknown.
        guard last.firstSeen < last.lastSeen else {
            return BusSighting(
                busId: busId, position: position, positionSeenAt: nil, earlier: timed(Array(entries.dropLast())),
                lineRuns: lineRuns)
        }
        return BusSighting(
            busId: busId, position: position, positionSeenAt: Self.date(last.firstSeen),
            earlier: timed(Array(entries.dropLast())), lineRuns: lineRuns)
    }

    private func timed(_ entries: [Entry]) -> [TimedPosition] {
        entries.map {
            TimedPosition(
                position: Coordinate(latitude: $0.lat, longitude: $0.lon), seenAt: Self.date($0.lastSeen),
                firstSeenAt: Self.date($0.firstSeen))
        }
    }

    private static func date(_ millis: Int64) -> Date { Date(timeIntervalSince1970: Double(millis) / 1000) }
}

/// The position history on disk, next to the server's master data: `<server folder>/positions.json`.
/// A damaged or foreign file is simply started afresh: the history is a help, never required.
public struct PositionHistoryStore {
    public let file: URL

    public init(cacheHome: URL, server: ServerAddress) {
        file = MasterDataCache(cacheHome: cacheHome, server: server).directory.appendingPathComponent("positions.json")
    }

    public func load() -> PositionHistory {
        guard let bytes = FileManager.default.contents(atPath: file.path),
            let history = try? JSONDecoder().decode(PositionHistory.self, from: bytes),
            history.format == PositionHistory.currentFormat
        else { return PositionHistory() }
        return history
    }

    /// A failed write costs only the next estimate some knowledge, so it is not an error.
    public func save(_ history: PositionHistory) {
        guard let data = try? JSONEncoder().encode(history) else { return }
        try? AtomicFile.write(data, to: file)
    }
}
