import Foundation

/// Everything a `SimulatorServer` needs, resolved from options by `buerger-sim` or set by tests.
public struct SimulatorConfiguration: Sendable {
    public var host: String
    /// 0 picks a free port.
    public var port: UInt16
    public var masterData: MasterData
    /// The simulated clock's start.
    public var start: Date
    /// Simulated seconds per real second.
    public var speed: Double
    /// Seeds the fault dice (and the fleet, once wired).
    public var seed: UInt64
    /// A fault SPEC (see `FaultSpec`); empty for none.
    public var faults: String
    /// `--state FILE`: where runtime state is kept across restarts; nil forgets everything, as the original did.
    public var stateFile: String?
    /// Whether simulated buses drive and drivers answer requests (off: positions change only through E8).
    public var runsFleet: Bool
    /// How the simulated drivers answer custom stops.
    public var drivers: DriverBehaviour
    /// One line per answered request; nil for `--quiet`.
    public var log: (@Sendable (String) -> Void)?
    /// The real clock behind the simulated one (tests may pin it).
    public var realNow: @Sendable () -> Date
    /// New error uuids (tests may make them predictable).
    public var makeUUID: @Sendable () -> UUID

    public init(
        host: String = "127.0.0.1", port: UInt16 = 8080, masterData: MasterData, start: Date = Date(),
        speed: Double = 1, seed: UInt64 = 1, faults: String = "", stateFile: String? = nil,
        runsFleet: Bool = true, drivers: DriverBehaviour = .standard, log: (@Sendable (String) -> Void)? = nil,
        realNow: @escaping @Sendable () -> Date = { Date() },
        makeUUID: @escaping @Sendable () -> UUID = { UUID() }
    ) {
        self.host = host
        self.port = port
        self.masterData = masterData
        self.start = start
        self.speed = speed
        self.seed = seed
        self.faults = faults
        self.stateFile = stateFile
        self.runsFleet = runsFleet
        self.drivers = drivers
        self.log = log
        self.realNow = realNow
        self.makeUUID = makeUUID
    }
}
