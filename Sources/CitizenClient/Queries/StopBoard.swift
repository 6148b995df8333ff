import Foundation

/// One upcoming departure at a stop.
public struct Departure: Equatable, Sendable {
    public let stopId: Int64
    public let lineId: Int64?
    public let lineName: String
    public let scheduled: Date
    /// From the `ArrivalEstimator`; nil when there is none.
    public let estimate: ArrivalEstimate?
    /// The bus expected to make this call (run inference, never "the first bus of the line" when
    /// positions tell otherwise); nil when the line has none.
    public let busId: Int64?
    /// The bus's seats as last reported: its load now. For this departure only when `busOnRun`.
    public let seats: SeatInfo
    /// The bus is already on the run that makes this call (`CallForecast.busOnRun`). False for a bus still
    /// on an earlier run or parked (tonight's load is no forecast for tomorrow's first run), and for lines
    /// without a forecast: `seats` is then the load now, not this departure's.
    public let busOnRun: Bool
    /// Why the estimate is what it is (or why there is none); nil for lines without a forecast.
    public let basis: EstimateBasis?
    /// When the client first saw `busId` at its current position (`BusSighting.positionSeenAt`): the
    /// age of what the estimate rests on, and how long a stale bus has stood. Nil when unknown.
    public let positionSeenAt: Date?

    public var estimated: Date? { estimate?.time }

    /// Whole minutes the estimate lies after the timetable (negative when early); nil without one.
    public var delayMinutes: Int? {
        guard let estimated else { return nil }
        return Int((estimated.timeIntervalSince(scheduled) / 60).rounded())
    }
}

/// `buerger stop STOP`: the stop and its next departures.
public struct StopBoard: Equatable, Sendable {
    public let stop: Stop
    public let departures: [Departure]
}

/// Builds stop boards from master data and real-time positions.
public struct StopBoardBuilder {
    public let timetable: Timetable
    public let estimator: ArrivalEstimator

    public init(timetable: Timetable, estimator: ArrivalEstimator = TimetableOnlyEstimator()) {
        self.timetable = timetable
        self.estimator = estimator
    }

    /// The buses whose positions a board needs: every bus of every line calling here, because which
    /// bus makes which call is worked out from where they all are.
    public func busIds(servingStop stop: Stop, in data: MasterData) -> [Int64] {
        var seen = Set<Int64>()
        return stop.lineIds.flatMap { data.busIds(onLine: $0) }.filter { seen.insert($0).inserted }
    }

    /// For a line without a forecast: the first bus now on the call's line.
    public func busId(for call: ScheduledCall, in data: MasterData) -> Int64? {
        call.entry.lineId.flatMap { data.busIds(onLine: $0).first }
    }

    /// - Parameter positions: E7 answers by bus id; a missing or nil entry means "unknown".
    public func board(
        for stop: Stop, data: MasterData, positions: [Int64: BusPosition],
        now: Date, limit: Int?
    ) -> StopBoard {
        board(for: stop, data: data, positions: positions, sightings: [:], now: now, limit: limit)
    }

    /// - Parameters:
    ///   - positions: E7 answers by bus id (seats).
    ///   - sightings: positions with their history by bus id; where missing, built from `positions`.
    public func board(
        for stop: Stop, data: MasterData, positions: [Int64: BusPosition],
        sightings: [Int64: BusSighting], now: Date, limit: Int?
    ) -> StopBoard {
        var known = sightings
        for (busId, position) in positions where known[busId] == nil {
            known[busId] = BusSighting(busId: busId, position: position.position)
        }
        let forecaster = LineForecaster(timetable: timetable)
        var items: [(call: ScheduledCall, forecast: CallForecast?)] = []
        var forecastLines = Set<Int64>()
        for lineId in stop.lineIds {
            guard let forecast = forecaster.forecast(lineId: lineId, data: data, sightings: known, now: now) else {
                continue
            }
            forecastLines.insert(lineId)
            for call in forecast.departures(atStop: stop.id) {
                guard let row = entry(at: stop, lineId: lineId, time: call.scheduled) else { continue }
                items.append((ScheduledCall(entry: row, time: call.scheduled), call))
            }
        }
        let uncovered = stop.schedule.filter { entry in entry.lineId.map { !forecastLines.contains($0) } ?? true }
        items += timetable.upcoming(uncovered, from: now, limit: limit).map { ($0, nil) }
        if limit == nil, let tomorrow = timetable.startOfDay(offset: 1, from: now) {
            items = items.filter { $0.call.time < tomorrow }
        }
        items.sort { $0.call.time < $1.call.time }
        let chosen = limit.map { Array(items.prefix(max(0, $0))) } ?? items
        let departures = chosen.map { item -> Departure in
            let call = item.call
            let busId = item.forecast.map(\.busId) ?? busId(for: call, in: data)
            let bus = busId.flatMap(data.bus(id:))
            let position = busId.flatMap { positions[$0] }
            let line = call.entry.lineId.flatMap(data.line(id:))
            let question = ArrivalQuestion(
                call: call, stop: stop, bus: bus, position: position,
                route: line.flatMap(data.route(for:)), now: now, forecast: item.forecast)
            let name = call.entry.lineId.flatMap(data.lineName(id:)) ?? call.entry.lineName ?? ""
            return Departure(
                stopId: stop.id, lineId: call.entry.lineId, lineName: name,
                scheduled: call.time, estimate: estimator.estimate(question), busId: busId,
                seats: SeatInfo(totalSeats: bus?.totalSeats, takenSeats: position?.takenSeats),
                busOnRun: item.forecast?.busOnRun ?? false,
                basis: item.forecast?.basis, positionSeenAt: busId.flatMap { known[$0]?.positionSeenAt })
        }
        return StopBoard(stop: stop, departures: departures)
    }

    /// The stop's timetable row behind a forecast call (forecast calls come from these rows).
    private func entry(at stop: Stop, lineId: Int64, time: Date) -> ScheduleEntry? {
        guard let clock = timetable.timeOfDay(of: time) else { return nil }
        return stop.schedule.first { $0.lineId == lineId && $0.arrivingTime == clock }
    }
}
