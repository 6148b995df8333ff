/// How many persons a request on a line may be for: the largest bus serving the line. When the
/// line has no bus with known seats, the largest bus of the network (buses move between lines;
/// refusing outright would stop every request on such a line), with a note saying so.
enum SeatCapacity {
    static func limit(lineId: Int64, data: MasterData) -> (seats: Int?, note: RequestNote?) {
        let lineName = data.lineName(id: lineId) ?? String(lineId)
        let onLine = data.busIds(onLine: lineId).compactMap { data.bus(id: $0)?.totalSeats }.max() ?? 0
        if onLine > 0 { return (onLine, nil) }
        let anywhere = data.busses.map(\.totalSeats).max() ?? 0
        if anywhere > 0 { return (anywhere, .capacityFromNetwork(lineName: lineName, seats: anywhere)) }
        return (nil, .capacityUnknown(lineName: lineName))
    }
}
