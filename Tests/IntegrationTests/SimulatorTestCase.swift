import Foundation
import XCTest

/// A test class sharing one `buerger-sim` across its tests (starting one per test would cost seconds),
/// with a fresh home folder (config, cache) for each test.
class SimulatorTestCase: XCTestCase {
    /// The simulator's options for this class; `--port 0 --quiet` are added.
    class var simulatorArguments: [String] { ["--data", "original", "--speed", "0"] }
    class var simulatorIsQuiet: Bool { true }

    private static var running: [ObjectIdentifier: Result<SimulatorProcess, Error>] = [:]
    private var runner: CommandRunner?

    /// Arranges the scene once the simulator runs (through its /sim/ API); nothing by default.
    class func prepare(_ simulator: SimulatorProcess) throws {}

    override class func setUp() {
        super.setUp()
        running[ObjectIdentifier(self)] = Result {
            let simulator = try SimulatorProcess(arguments: simulatorArguments, quiet: simulatorIsQuiet)
            try prepare(simulator)
            return simulator
        }
    }

    override class func tearDown() {
        if case .success(let simulator)? = running.removeValue(forKey: ObjectIdentifier(self)) { simulator.stop() }
        super.tearDown()
    }

    override func tearDown() {
        runner?.removeFiles()
        super.tearDown()
    }

    /// The class's simulator; fails the test when it did not start.
    func simulator() throws -> SimulatorProcess {
        guard let started = Self.running[ObjectIdentifier(type(of: self))] else {
            throw SimulatorStartError(message: "no simulator for \(type(of: self))")
        }
        return try started.get()
    }

    /// This test's runner, talking to the class's simulator, with its own home folder.
    func commandRunner() throws -> CommandRunner {
        if let runner { return runner }
        let made = try CommandRunner(server: try simulator().baseURL)
        runner = made
        return made
    }

    /// Runs `buerger ARGUMENTS` against the class's simulator.
    func buerger(_ arguments: String..., environment: [String: String] = [:]) throws -> CommandResult {
        try commandRunner().run(arguments, extraEnvironment: environment)
    }
}
