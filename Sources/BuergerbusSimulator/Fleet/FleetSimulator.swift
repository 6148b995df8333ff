import Foundation

/// Drives every bus that has a line along its route on its timetable in simulated time, reporting
/// like the BusDriveApp (E8 rules, #SF_B3.2) into the same `ServerState` that E7 serves, and lets
/// the simulated drivers answer custom stops through the E12 rules.
///
/// Work happens on a fixed simulated tick grid, so what the server shows depends only on the seed,
/// the simulated clock and the requests, never on how often `catchUp()` happens to run.
public final class FleetSimulator: @unchecked Sendable {
    /// The driver app's timer.
    public static let tickSeconds: TimeInterval = 5
    /// A longer jump of the clock is not replayed tick by tick; only the final state is reported.
    public static let longestReplay: TimeInterval = 15 * 60

    private let state: ServerState
    private let clock: SimulatedClock
    private let seed: UInt64
    private let calendar: ServiceCalendar
    private let timetables: [Int64: LineTimetable]
    private let lock = NSLock()
    private var desk: DriverDesk
    /// The last tick processed, counted in `tickSeconds` since 1970.
    private var processedUntil: Int64?
    private var throttles: [Int64: ReportThrottle] = [:]
    private var detoursByBus: [Int64: [Detour]] = [:]
    private var planCache: [PlanKey: TripPlan] = [:]
    private let pickupHabit: DriverBehaviour.PickupHabit
    private var timer: DispatchSourceTimer?

    public init(
        state: ServerState, clock: SimulatedClock, network: MasterData, seed: UInt64,
        drivers: DriverBehaviour = .standard
    ) {
        self.state = state
        self.clock = clock
        self.seed = seed
        self.calendar = ServiceCalendar(timeZoneIdentifier: network.timeZone)
        self.timetables = LineTimetable.deriveAll(network: network)
        self.desk = DriverDesk(seed: seed, behaviour: drivers)
        self.pickupHabit = drivers.pickupHabit
    }

    deinit { timer?.cancel() }

    /// Catches up every ~100 ms of real time on a background queue until `stop()`.
    public func start() {
        lock.lock()
        defer { lock.unlock() }
        guard timer == nil else { return }
        let source = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "buerger-sim.fleet"))
        source.schedule(deadline: .now(), repeating: .milliseconds(100), leeway: .milliseconds(20))
        source.setEventHandler { [weak self] in self?.catchUp() }
        timer = source
        source.resume()
    }

    public func stop() {
        lock.lock()
        defer { lock.unlock() }
        timer?.cancel()
        timer = nil
    }

    /// Processes every tick up to the clock's now, synchronously (the /sim/clock endpoint calls it).
    /// Ticks are counted as integers, so a catch-up takes at most `longestReplay / tickSeconds` steps
    /// whatever the clock shows (adding 5 s to a double of 1e17 s left it unchanged: the loop never ended).
    public func catchUp() {
        lock.lock()
        defer { lock.unlock() }
        // The clock keeps to SimulatedClock.range, so the tick number fits an Int64 with room to spare.
        let target = Int64((clock.now.timeIntervalSince1970 / Self.tickSeconds).rounded(.down))
        guard let last = processedUntil, target >= last else {
            // First run, or the clock was set back: start afresh from here.
            throttles = [:]
            step(at: Self.time(ofTick: target))
            processedUntil = target
            return
        }
        if Double(target - last) * Self.tickSeconds > Self.longestReplay {
            throttles = [:]
            step(at: Self.time(ofTick: target))
        } else if target > last {
            for tick in (last + 1)...target { step(at: Self.time(ofTick: tick)) }
        }
        processedUntil = target
    }

    private static func time(ofTick tick: Int64) -> TimeInterval { Double(tick) * tickSeconds }

    /// The plan a bus follows on the service day of `date`, for its current line; nil without one.
    public func plan(busId: Int64, on date: Date) -> TripPlan? {
        lock.lock()
        defer { lock.unlock() }
        let busses = state.busses()
        guard let bus = busses.first(where: { $0.id == busId }) else { return nil }
        return plan(for: bus, rota: Rota(busses), day: calendar.day(containing: date))
    }

    // MARK: - One tick

    private func step(at time: TimeInterval) {
        var busses = state.busses()
        answerRequests(at: time, busses: busses)
        busses = state.busses()
        let rota = Rota(busses)
        let day = calendar.day(containing: Date(timeIntervalSince1970: time))
        for bus in busses {
            guard let plan = plan(for: bus, rota: rota, day: day) else { continue }
            let instant = Date(timeIntervalSince1970: time)
            let position = plan.position(at: instant)
            var throttle = throttles[bus.id] ?? ReportThrottle()
            guard throttle.shouldReport(at: time, position: position) else { continue }
            state.reportRealTimeData(busId: bus.id, position: position, takenSeats: plan.takenSeats(at: instant))
            throttle.reported(at: time, position: position)
            throttles[bus.id] = throttle
        }
    }

    private func answerRequests(at time: TimeInterval, busses: [BusRecord]) {
        let requests = state.customStops()
        guard !requests.isEmpty else { return }
        let rota = Rota(busses)
        let fleet = DriverDesk.Fleet(
            busesOnLine: { line in busses.filter { $0.lineId == line } },
            takenSeats: { [unowned self] busId, at in
                guard let bus = busses.first(where: { $0.id == busId }) else { return 0 }
                let date = Date(timeIntervalSince1970: at)
                return plan(for: bus, rota: rota, day: calendar.day(containing: date))?.takenSeats(at: date) ?? 0
            },
            detourVisit: { [unowned self] requestId, busId, pickUp in
                guard let bus = busses.first(where: { $0.id == busId }) else { return nil }
                let day = calendar.day(containing: Date(timeIntervalSince1970: pickUp))
                return plan(for: bus, rota: rota, day: day)?.detourVisit(requestId: requestId)
            })
        for action in desk.actions(for: requests, at: time, fleet: fleet) {
            switch action {
            case .accept(let requestId, let busId):
                state.updateCustomStopStatus(id: requestId, status: CustomStopStatus.accepted, busId: busId)
            case .decline(let requestId, let busId):
                state.updateCustomStopStatus(id: requestId, status: CustomStopStatus.declined, busId: busId)
            case .finish(let requestId, let busId, let showedUp):
                state.updateCustomStopStatus(
                    id: requestId,
                    status: showedUp ? CustomStopStatus.completed : CustomStopStatus.noShow,
                    busId: busId)
            case .fetch(let detour, let busId):
                detoursByBus[busId, default: []].append(detour)
            case .forget(let requestId, let busId):
                detoursByBus[busId]?.removeAll { $0.requestId == requestId }
            }
        }
    }

    // MARK: - Plans

    private struct PlanKey: Hashable {
        var busId: Int64
        var lineId: Int64
        var share: RunShare
        var day: ServiceDay
        var detours: [Int64]
    }

    /// Bus ids per line, in id order: who shares which runs.
    private struct Rota {
        let idsByLine: [Int64: [Int64]]

        init(_ busses: [BusRecord]) {
            var ids: [Int64: [Int64]] = [:]
            for bus in busses { if let line = bus.lineId { ids[line, default: []].append(bus.id) } }
            idsByLine = ids.mapValues { $0.sorted() }
        }

        func share(of bus: BusRecord, line: Int64) -> RunShare {
            let colleagues = idsByLine[line] ?? [bus.id]
            return RunShare(index: colleagues.firstIndex(of: bus.id) ?? 0, count: colleagues.count)
        }
    }

    private func plan(for bus: BusRecord, rota: Rota, day: ServiceDay) -> TripPlan? {
        guard let lineId = bus.lineId, let timetable = timetables[lineId] else { return nil }
        let share = rota.share(of: bus, line: lineId)
        let dayEnd = day.midnight + 24 * 3600
        let detours = (detoursByBus[bus.id] ?? []).filter { $0.pickUp >= day.midnight && $0.pickUp < dayEnd }
        let key = PlanKey(busId: bus.id, lineId: lineId, share: share, day: day, detours: detours.map(\.requestId))
        if let cached = planCache[key] { return cached }
        // Room for a few days of every bus; old days and superseded plans are dropped wholesale.
        if planCache.count > 4 * max(64, rota.idsByLine.values.map(\.count).reduce(0, +)) { planCache.removeAll() }
        let plan = TripPlanner.plan(
            line: timetable, bus: bus, day: day, seed: seed, share: share, detours: detours, habit: pickupHabit)
        planCache[key] = plan
        return plan
    }
}
