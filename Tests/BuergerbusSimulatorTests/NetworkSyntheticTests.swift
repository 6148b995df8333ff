import XCTest

@testable import BuergerbusSimulator

final class NetworkSyntheticTests: XCTestCase {
    func testTheGeneratorMakesTheAskedSizeAndItLoads() throws {
        let document = SyntheticNetwork.document(stopCount: 95, scheduleRowCount: 950, seed: 3)
        let network = try NetworkFile.masterData(from: document)
        XCTAssertEqual(network.stops.count, 95)
        XCTAssertEqual(network.schedules.count, 950)
        XCTAssertEqual(network.lines.count, 5)
        XCTAssertEqual(network.busses.count, 5)
        XCTAssertEqual(SyntheticNetwork.document(stopCount: 95, scheduleRowCount: 950, seed: 3), document)
    }

    func testWrittenFilesLoadBack() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("synthetic-\(UUID().uuidString).json")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try SyntheticNetwork.write(stopCount: 40, scheduleRowCount: 400, to: path)
        let network = try NetworkFile.load(path: path)
        XCTAssertEqual(network.stops.count, 40)
        XCTAssertEqual(network.schedules.count, 400)
    }
}
