/// `buerger lines`: one line with its buses and its stops in route order.
public struct LineSummary: Equatable, Sendable {
    public let line: Line
    public let busIds: [Int64]
    public let stops: [Stop]
}

public enum LineOverview {
    public static func summaries(_ data: MasterData) -> [LineSummary] {
        data.lines.map { line in
            LineSummary(
                line: line, busIds: data.busIds(onLine: line.id),
                stops: RouteOrdering.order(
                    data.stops(onLine: line.id), lineId: line.id,
                    route: data.route(for: line)))
        }
    }
}
