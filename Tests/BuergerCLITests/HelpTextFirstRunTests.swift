import CitizenClient
import XCTest

/// The first run: no server chosen and nothing at the default address. The message names the address
/// tried and both ways forward: choosing a server, or starting buerger-sim locally.
final class HelpTextFirstRunTests: XCTestCase {
    private let harness = BuergerHarness()

    override func setUp() {
        harness.variables["BUERGER_SERVER"] = nil
        harness.transport.failure = .cannotConnect(.refused)
    }

    func testEnglishNamesTheAddressAndEveryWayToChooseAnother() {
        let result = harness.run(["stop", "Kirche"])
        XCTAssertEqual(result.code, 4)
        for part in [
            "http://localhost:8080/services/rest", "--server", "BUERGER_SERVER",
            "buerger config set server", "buerger-sim --port 8080",
        ] {
            XCTAssertTrue(result.err.contains(part), "missing \(part): \(result.err)")
        }
    }

    func testGermanToo() {
        harness.variables["LANG"] = "de_DE.UTF-8"
        let result = harness.run(["stops"])
        XCTAssertEqual(result.code, 4)
        XCTAssertTrue(result.err.contains("Standardadresse"), result.err)
        XCTAssertTrue(result.err.contains("buerger-sim --port 8080"), result.err)
    }

    /// Another program on port 8080 that takes the connection and never answers: still the first
    /// run's advice (a clean clone's suite, with such a program there, got only "check the network").
    func testSomethingSilentAtTheDefaultAddressGetsTheFirstRunAdviceToo() {
        harness.transport.failure = .timedOut(seconds: 5)
        let result = harness.run(["stops"])
        XCTAssertEqual(result.code, 4)
        XCTAssertTrue(result.err.contains("buerger-sim --port 8080"), result.err)
    }

    func testAChosenServerGetsTheUsualAdviceNotTheFirstRunOne() {
        harness.variables["BUERGER_SERVER"] = "http://bus.example/services/rest"
        let result = harness.run(["stops"])
        XCTAssertEqual(result.code, 4)
        XCTAssertTrue(result.err.contains("bus.example"), result.err)
        XCTAssertFalse(result.err.contains("buerger-sim"), result.err)
    }
}
