import CitizenClient
import Foundation

/// What a reader should know about the position an estimate rests on, once per bus: how old it is,
/// or in plain words why only the timetable is shown (issue 7 §1). Rendered by `EstimateText` and
/// `AccessibleEstimate`.
enum PositionNote: Equatable {
    /// Estimates rest on a position first seen at this time.
    case seen(busId: Int64, at: Date)
    /// The bus has stood still for longer than the timetable allows (since `since`, when known):
    /// the times are the timetable's.
    case stale(busId: Int64, since: Date?)
    /// No position is known for the bus (the server has none, or it could not be fetched).
    case noPosition(busId: Int64)
    /// The bus is away from its route and nobody saw where it left it.
    case offRoute(busId: Int64)

    var busId: Int64 {
        switch self {
        case .seen(let busId, _), .stale(let busId, _), .noPosition(let busId), .offRoute(let busId): return busId
        }
    }

    /// One note per bus of the board, in the order the buses first appear. A bus with an estimate
    /// gets the age of its position (when the client knows it); a bus without one gets the reason
    /// where it is one a reader can act on. Buses with nothing worth saying are left out.
    static func notes(for board: StopBoard) -> [PositionNote] {
        var order: [Int64] = []
        var calls: [Int64: [(estimate: ArrivalEstimate?, basis: EstimateBasis?, seenAt: Date?)]] = [:]
        for departure in board.departures {
            guard let busId = departure.busId else { continue }
            if calls[busId] == nil { order.append(busId) }
            calls[busId, default: []].append((departure.estimate, departure.basis, departure.positionSeenAt))
        }
        return order.compactMap { busId in
            let known = calls[busId] ?? []
            return note(
                busId: busId, estimated: known.contains { $0.estimate != nil },
                bases: known.compactMap(\.basis), seenAt: known.lazy.compactMap(\.seenAt).first)
        }
    }

    /// The note for the bus of `buerger bus`, from the stops ahead of it.
    static func note(for report: BusReport) -> PositionNote? {
        let calls = report.nextStops
        return note(
            busId: report.bus.id, estimated: calls.contains { $0.estimate != nil },
            bases: calls.compactMap(\.basis), seenAt: report.positionSeenAt)
    }

    private static func note(busId: Int64, estimated: Bool, bases: [EstimateBasis], seenAt: Date?) -> PositionNote? {
        if estimated { return seenAt.map { .seen(busId: busId, at: $0) } }
        // Only the first reason counts: one bus has one position, so its calls share it.
        for basis in bases {
            guard case .timetable(let reason) = basis else { continue }
            switch reason {
            case .stalePosition: return .stale(busId: busId, since: seenAt)
            case .noPosition: return .noPosition(busId: busId)
            case .offRoute: return .offRoute(busId: busId)
            // Before its run, or no run fits: the timetable is the honest answer, nothing to explain.
            case .noRoute, .noRunFits, .noBus, .runNotStarted: continue
            }
        }
        return nil
    }
}
