import Foundation

/// One upcoming departure at a stop.
public struct Departure: Equatable, Sendable {
    public let stopId: Int64
    public let lineId: Int64?
    public let lineName: String
    public let scheduled: Date
    /// From the `ArrivalEstimator`; nil when there is none.
    public let estimate: ArrivalEstimate?
    /// The bus now serving the line (not the line id!); nil when the line has none.
    public let busId: Int64?
    public let seats: SeatInfo

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

    /// The scheduled calls of a board, before real-time data is needed (to know which buses to ask).
    public func calls(at stop: Stop, now: Date, limit: Int?) -> [ScheduledCall] {
        timetable.upcoming(stop.schedule, from: now, limit: limit)
    }

    /// The bus that will make a call: the first bus now on the call's line.
    public func busId(for call: ScheduledCall, in data: MasterData) -> Int64? {
        call.entry.lineId.flatMap { data.busIds(onLine: $0).first }
    }

    /// - Parameter positions: E7 answers by bus id; a missing or nil entry means "unknown".
    public func board(for stop: Stop, data: MasterData, positions: [Int64: BusPosition],
                      now: Date, limit: Int?) -> StopBoard {
        let departures = calls(at: stop, now: now, limit: limit).map { call -> Departure in
            let busId = busId(for: call, in: data)
            let bus = busId.flatMap(data.bus(id:))
            let position = busId.flatMap { positions[$0] }
            let line = call.entry.lineId.flatMap(data.line(id:))
            let question = ArrivalQuestion(call: call, stop: stop, bus: bus, position: position,
                                           route: line.flatMap(data.route(for:)), now: now)
            let name = call.entry.lineId.flatMap(data.lineName(id:)) ?? call.entry.lineName ?? ""
            return Departure(stopId: stop.id, lineId: call.entry.lineId, lineName: name,
                             scheduled: call.time, estimate: estimator.estimate(question), busId: busId,
                             seats: SeatInfo(totalSeats: bus?.totalSeats, takenSeats: position?.takenSeats))
        }
        return StopBoard(stop: stop, departures: departures)
    }
}
