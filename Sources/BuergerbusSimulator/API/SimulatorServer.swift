import Foundation

/// The whole simulator in one object: state, clock, fleet, faults, persistence, /sim/ and the HTTP server.
/// `buerger-sim` and the tests start it the same way.
public final class SimulatorServer: @unchecked Sendable {
    public let state: ServerState
    public let clock: SimulatedClock
    public let faults: FaultInjector
    private let server: HTTPServer
    private let persister: StatePersister?
    private let fleet: FleetSimulator?

    /// Fails on an invalid fault SPEC, an unreadable state file (never silently overwritten) or one that
    /// cannot be written (checked by writing it once).
    public init(configuration: SimulatorConfiguration) throws {
        let clock = SimulatedClock(
            start: configuration.start, speed: configuration.speed, realNow: configuration.realNow)
        let faults = try FaultInjector(spec: configuration.faults, seed: configuration.seed)
        let persister = configuration.stateFile.map {
            StatePersister(file: StateFile(path: $0), onError: configuration.log)
        }
        // Typed, so the closures are inferred @Sendable (they run on connection threads).
        let onChange: (@Sendable () -> Void)? = persister.map { saver in { @Sendable in saver.stateDidChange() } }
        let state = ServerState(masterData: configuration.masterData, clock: clock, onChange: onChange)
        if let persister {
            if let saved = try persister.file.load() { state.restore(saved) }
            // Weak: a coalesced save may fire after the server is gone; then there is nothing left to save.
            persister.attach { [weak state] in state?.snapshot() }
            try persister.saveNowOrThrow()
        }
        let timeZone =
            TimeZone(identifier: configuration.masterData.timeZone) ?? TimeZone(secondsFromGMT: 0) ?? .current
        let fleet =
            configuration.runsFleet
            ? FleetSimulator(
                state: state, clock: clock, network: configuration.masterData, seed: configuration.seed,
                drivers: configuration.drivers)
            : nil
        var control = SimControl(
            state: state, clock: clock, faults: faults, timeZone: timeZone,
            onClockChanged: { fleet?.catchUp() })
        control.plan = { busId, date in fleet?.plan(busId: busId, on: date) }
        let handler = SimulatorHandler(state: state, control: control, faults: faults, makeUUID: configuration.makeUUID)
        let log = configuration.log
        let exchangeLog: (@Sendable (HTTPExchangeLog) -> Void)? = log.map { write in
            { @Sendable exchange in write(exchange.description) }
        }
        server = HTTPServer(host: configuration.host, port: configuration.port, handler: handler, log: exchangeLog)
        self.state = state
        self.clock = clock
        self.faults = faults
        self.persister = persister
        self.fleet = fleet
    }

    /// Binds and serves; returns the bound port.
    public func start() throws -> UInt16 {
        fleet?.catchUp()
        let port = try server.start()
        fleet?.start()
        return port
    }

    /// Stops serving and writes any unsaved state.
    public func stop() {
        fleet?.stop()
        server.stop()
        persister?.flush()
    }

    /// Blocks until `stop()` has finished.
    public func waitUntilStopped() {
        server.waitUntilStopped()
    }
}
