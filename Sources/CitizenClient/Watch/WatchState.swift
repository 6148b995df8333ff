import Foundation

/// A stop a bus is due at next, as far as its forecast tells.
public struct UpcomingCall: Equatable, Sendable {
    public let stopId: Int64
    public let stopName: String
    public let location: Coordinate?
    public let scheduled: Date

    public init(stopId: Int64, stopName: String, location: Coordinate?, scheduled: Date) {
        self.stopId = stopId
        self.stopName = stopName
        self.location = location
        self.scheduled = scheduled
    }
}

/// What one poll told about one bus.
public struct BusObservation: Equatable, Sendable {
    public let bus: WatchedBus
    /// Whole minutes late (negative: early) at `delayStopName`; nil without an estimate.
    public let delayMinutes: Int?
    public let delayStopName: String?
    public let seatBand: SeatBand?
    /// No seat free (a count the server gave, not a guess): said as "full", not "almost full".
    public let isFull: Bool
    /// Whether the server knew where the bus is; nil when the snapshot cannot tell (a stop board).
    public let hasPosition: Bool?
    public let position: Coordinate?
    /// The stops ahead in driving order, from the bus's place on its run; empty without a forecast.
    public let upcoming: [UpcomingCall]

    public init(
        bus: WatchedBus, delayMinutes: Int?, delayStopName: String?, seatBand: SeatBand?,
        hasPosition: Bool?, position: Coordinate?, upcoming: [UpcomingCall], isFull: Bool = false
    ) {
        self.bus = bus
        self.isFull = isFull
        self.delayMinutes = delayMinutes
        self.delayStopName = delayStopName
        self.seatBand = seatBand
        self.hasPosition = hasPosition
        self.position = position
        self.upcoming = upcoming
    }
}

/// One poll of `buerger watch`: the buses it concerns, in the order they were seen.
public struct WatchState: Equatable, Sendable {
    public let takenAt: Date
    public let buses: [BusObservation]

    public init(takenAt: Date, buses: [BusObservation]) {
        self.takenAt = takenAt
        self.buses = buses
    }

    /// A stop board: each bus with its first departure here. Boards carry no positions, so position
    /// changes and passed stops are not judged from them.
    public init(board: StopBoard, at moment: Date) {
        var seen = Set<Int64>()
        var buses: [BusObservation] = []
        for departure in board.departures {
            guard let busId = departure.busId, seen.insert(busId).inserted else { continue }
            buses.append(
                BusObservation(
                    bus: WatchedBus(id: busId, lineName: departure.lineName.isEmpty ? nil : departure.lineName),
                    delayMinutes: departure.delayMinutes, delayStopName: board.stop.name,
                    seatBand: departure.seats.band,
                    hasPosition: nil, position: nil, upcoming: [], isFull: departure.seats.freeSeats == 0))
        }
        self.init(takenAt: moment, buses: buses)
    }

    /// A bus report: the delay at the bus's next stop, its seats, its position and the stops ahead.
    public init(report: BusReport, at moment: Date) {
        let next = report.nextStops.first
        var delay: Int?
        if let next, let scheduled = next.nextScheduled, let estimate = next.estimate {
            delay = Int((estimate.time.timeIntervalSince(scheduled) / 60).rounded())
        }
        // Only forecast calls follow the bus; timetable-only calls leave the list by the clock.
        let upcoming = report.nextStops.compactMap { call -> UpcomingCall? in
            guard call.basis != nil, let scheduled = call.nextScheduled else { return nil }
            return UpcomingCall(
                stopId: call.stop.id, stopName: call.stop.name, location: call.stop.location,
                scheduled: scheduled)
        }
        let observation = BusObservation(
            bus: WatchedBus(id: report.bus.id, lineName: report.line?.name), delayMinutes: delay,
            delayStopName: next?.stop.name, seatBand: report.seats.band, hasPosition: report.position != nil,
            position: report.position, upcoming: upcoming, isFull: report.seats.freeSeats == 0)
        self.init(takenAt: moment, buses: [observation])
    }
}
