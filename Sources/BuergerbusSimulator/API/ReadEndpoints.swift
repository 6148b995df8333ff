import Foundation

/// E1–E7: the reads of master data and real-time positions.
struct ReadEndpoints {
    let state: ServerState
    let makeUUID: @Sendable () -> UUID

    func lines() -> HTTPResponse {
        WireResponse.json(WireEncoding.lines(state.lines(), busses: state.busses()))
    }

    func busses() -> HTTPResponse { WireResponse.json(WireEncoding.busses(state.busses())) }

    func routes() -> HTTPResponse { WireResponse.json(WireEncoding.routes(state.routes())) }

    func stops() -> HTTPResponse {
        WireResponse.json(WireEncoding.stops(state.stops(), schedules: state.schedules()))
    }

    func schedules() -> HTTPResponse { WireResponse.json(WireEncoding.schedules(state.schedules())) }

    func update() -> HTTPResponse {
        WireResponse.json(
            WireEncoding.update(
                lines: state.lines(), busses: state.busses(),
                routes: state.routes(), stops: state.stops()))
    }

    /// E7: the id is parsed by the method itself, so a bad one is a 400 with the original's message.
    func bus(id: String) -> HTTPResponse {
        guard let busId = JavaNumberParsing.long(id) else {
            return WireResponse.applicationError(status: 400, message: "Bus id is not a number", uuid: makeUUID())
        }
        guard let position = state.lastPosition(busId: busId) else { return WireResponse.noContent }
        return WireResponse.json(WireEncoding.lastPosition(position))
    }
}
