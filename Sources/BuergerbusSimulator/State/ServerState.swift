import Foundation

/// The original server's database in memory, with its rules (wire-contract §4–§5).
/// Thread-safe: the HTTP connections, the fleet and /sim/ all call it at once.
public final class ServerState: @unchecked Sendable {
    /// New custom-stop ids after a (re)start: Hibernate seqhilo over a sequence starting at 1000000.
    public static let firstCustomStopId: Int64 = 10_000_000

    private let lock = NSLock()
    private let clock: SimulatedClock
    private let onChange: (@Sendable () -> Void)?
    private let lineTable: [LineRecord]
    private var busTable: [BusRecord]
    private let routeTable: [RouteRecord]
    private let stopTable: [StopRecord]
    private let scheduleTable: [ScheduleRecord]
    private var positionTable: [LastPositionRecord]
    private var customStopTable: [CustomStopRecord]
    private var nextCustomStopId: Int64 = ServerState.firstCustomStopId
    /// The zone of the timetable's `arrivingTime` values.
    public let timeZoneIdentifier: String

    public convenience init(masterData: MasterData, clock: SimulatedClock) {
        self.init(masterData: masterData, clock: clock, onChange: nil)
    }

    /// - Parameter onChange: called after every change of runtime state (outside the lock), so that
    ///   persistence can save; never called for reads.
    public init(masterData: MasterData, clock: SimulatedClock, onChange: (@Sendable () -> Void)?) {
        self.clock = clock
        self.onChange = onChange
        lineTable = masterData.lines
        busTable = masterData.busses
        routeTable = masterData.routes
        stopTable = masterData.stops
        scheduleTable = masterData.schedules
        positionTable = masterData.lastPositions
        timeZoneIdentifier = masterData.timeZone
        // The seed's pickUpTime is GETDATE()+1 in the original: relative to the start.
        let startMillis = Self.epochMillis(clock.now)
        customStopTable = masterData.seededCustomStops.map { seeded in
            var stop = seeded
            stop.pickUpTime = startMillis &+ seeded.pickUpTime
            return stop
        }
    }

    // MARK: Reads

    public func lines() -> [LineRecord] { locked { lineTable } }
    public func busses() -> [BusRecord] { locked { busTable } }
    public func routes() -> [RouteRecord] { locked { routeTable } }
    public func stops() -> [StopRecord] { locked { stopTable } }
    public func schedules() -> [ScheduleRecord] { locked { scheduleTable } }
    public func customStops() -> [CustomStopRecord] { locked { customStopTable } }
    public func lastPositions() -> [LastPositionRecord] { locked { positionTable } }

    public func lastPosition(busId: Int64) -> LastPositionRecord? {
        locked { positionTable.first { $0.busId == busId } }
    }

    /// The current epoch milliseconds of the simulated clock, as the original's `new Date()`.
    public func nowMillis() -> Int64 { Self.epochMillis(clock.now) }

    // MARK: Driver writes (E8, E9)

    /// E8: a bulk UPDATE of the bus's last position; rows are never inserted and the timestamp is never
    /// touched. A non-negative `takenSeats` above the bus's capacity throws in the original and the
    /// whole update is swallowed; a negative one means "position only".
    public func reportRealTimeData(busId: Int64, position: GeoPoint, takenSeats: Int) {
        let changed: Bool = locked {
            guard let row = positionTable.firstIndex(where: { $0.busId == busId }) else { return false }
            if takenSeats > -1 {
                guard let bus = busTable.first(where: { $0.id == busId }), bus.totalSeats >= takenSeats else {
                    return false
                }
                positionTable[row].takenSeats = takenSeats
            }
            positionTable[row].position = position
            return true
        }
        if changed { onChange?() }
    }

    /// E9: `UPDATE BUS SET lineId = :lineId WHERE id = :busId`; no foreign key, nil clears it.
    public func updateBusStatus(busId: Int64, lineId: Int64?) {
        let changed: Bool = locked {
            guard let row = busTable.firstIndex(where: { $0.id == busId }) else { return false }
            busTable[row].lineId = lineId
            return true
        }
        if changed { onChange?() }
    }

    // MARK: Custom stops (E10, E12)

    /// E10: stores a new request with status 1, or returns nil where the original's commit fails
    /// (unknown line, missing pickUpTime, deviceId over 50 characters). Like the sequence in the
    /// original, a failed insert still uses up its id.
    public func createCustomStop(_ request: NewCustomStop) -> CustomStopRecord? {
        let created: CustomStopRecord? = locked {
            let id = nextCustomStopId
            nextCustomStopId += 1
            guard lineTable.contains(where: { $0.id == request.lineId }),
                request.deviceId.count <= 50,
                let seconds = request.pickUpTimeSeconds
            else { return nil }
            let (millis, overflow) = seconds.multipliedReportingOverflow(by: 1000)
            guard !overflow else { return nil }
            let record = CustomStopRecord(
                id: id, lineId: request.lineId, pickUpTime: millis, location: request.location,
                numberOfPersons: request.numberOfPersons, deviceId: request.deviceId,
                userInfo: request.userInfo, status: CustomStopStatus.pending, acceptingBus: nil,
                rejectingBus: nil, timeStamp: Self.epochMillis(clock.now))
            customStopTable.append(record)
            return record
        }
        onChange?()
        return created
    }

    /// E12 with the transition rules of wire-contract §5.
    @discardableResult
    public func updateCustomStopStatus(id: Int64, status: Int, busId: Int64?) -> CustomStopUpdate {
        let outcome: CustomStopUpdate = locked {
            guard let row = customStopTable.firstIndex(where: { $0.id == id }) else { return .ignored }
            let busCount = { (line: Int64) in self.busTable.filter { $0.lineId == line }.count }
            let knownBus = { (bus: Int64) in self.busTable.contains { $0.id == bus } }
            return CustomStopTransition.apply(
                status: status, busId: busId, to: &customStopTable[row],
                busesOnLine: busCount, busExists: knownBus)
        }
        if outcome == .applied { onChange?() }
        return outcome
    }

    // MARK: Custom-stop queries (E11)

    /// E11 branch 1: the request with this id, if it belongs to this device.
    public func customStops(requestId: Int64, deviceId: String) -> [CustomStopRecord] {
        locked { customStopTable.filter { $0.id == requestId && $0.deviceId == deviceId } }
    }

    /// E11 branch 2: every request of a device, any status, table order.
    public func customStops(deviceId: String) -> [CustomStopRecord] {
        locked { customStopTable.filter { $0.deviceId == deviceId } }
    }

    /// E11 branch 4: the request with this id, whatever the device.
    public func customStops(requestId: Int64) -> [CustomStopRecord] {
        locked { customStopTable.filter { $0.id == requestId } }
    }

    /// E11 branch 3: what a driver of `busId` on `lineId` sees, with the original's removal bugs.
    public func driverCustomStops(lineId: Int64, busId: Int64) -> [CustomStopRecord] {
        let rows = locked { customStopTable }
        return DriverQuery.visibleRequests(in: rows, lineId: lineId, busId: busId)
    }

    // MARK: Persistence

    public func snapshot() -> StateSnapshot {
        locked {
            StateSnapshot(
                customStops: customStopTable, nextCustomStopId: nextCustomStopId,
                lastPositions: positionTable,
                busAssignments: busTable.map { .init(busId: $0.id, lineId: $0.lineId) })
        }
    }

    /// Takes over the runtime state of an earlier run. Positions and assignments of buses that are
    /// no longer in the master data are dropped; the id counter never goes backwards.
    public func restore(_ snapshot: StateSnapshot) {
        locked {
            customStopTable = snapshot.customStops
            nextCustomStopId = max(nextCustomStopId, snapshot.nextCustomStopId)
            for saved in snapshot.lastPositions {
                if let row = positionTable.firstIndex(where: { $0.busId == saved.busId }) {
                    positionTable[row] = saved
                }
            }
            for assignment in snapshot.busAssignments {
                if let row = busTable.firstIndex(where: { $0.id == assignment.busId }) {
                    busTable[row].lineId = assignment.lineId
                }
            }
        }
    }

    // MARK: Helpers

    static func epochMillis(_ date: Date) -> Int64 {
        let millis = (date.timeIntervalSince1970 * 1000).rounded(.down)
        guard millis.isFinite, abs(millis) < 9.2e18 else { return 0 }
        return Int64(millis)
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
