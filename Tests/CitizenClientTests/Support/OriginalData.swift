import Foundation

@testable import CitizenClient

/// The original server's master data, decoded from the fixtures.
enum OriginalData {
    static func load() throws -> MasterData {
        MasterData(
            stops: try WireDecoder.stops(Fixtures.data("stops.json")).items,
            lines: try WireDecoder.lines(Fixtures.data("lines.json")).items,
            busses: try WireDecoder.busses(Fixtures.data("busses.json")).items,
            routes: try WireDecoder.routes(Fixtures.data("routes.json")).items)
    }
}
