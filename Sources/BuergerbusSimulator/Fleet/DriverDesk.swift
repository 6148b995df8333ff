import Foundation

/// The simulated drivers' side of custom stops: who accepts or declines a pending request, which
/// bus fetches an accepted one, and when its driver reports "picked up" or "no-show". It only
/// decides; `FleetSimulator` carries the answers out through the E12 rules of `ServerState`.
struct DriverDesk {
    enum Action: Equatable {
        case accept(requestId: Int64, busId: Int64)
        case decline(requestId: Int64, busId: Int64)
        /// Status 4 (showed up) or 5 (no-show), by the accepting bus.
        case finish(requestId: Int64, busId: Int64, showedUp: Bool)
        case fetch(Detour, busId: Int64)
        case forget(requestId: Int64, busId: Int64)
    }

    /// What the desk needs to know about the fleet at an instant.
    struct Fleet {
        var busesOnLine: (Int64) -> [BusRecord]
        var takenSeats: (_ busId: Int64, _ at: TimeInterval) -> Int
        /// When the accepting bus's plan has it done with the pickup, if it drives there at all.
        var detourVisit: (_ requestId: Int64, _ busId: Int64, _ pickUp: TimeInterval) -> DetourVisit?
    }

    let seed: UInt64
    let behaviour: DriverBehaviour
    private var answered = Set<Int64>()
    private var fetching: [Int64: Detour] = [:]
    private var finished = Set<Int64>()

    init(seed: UInt64, behaviour: DriverBehaviour) {
        self.seed = seed
        self.behaviour = behaviour
    }

    mutating func actions(for requests: [CustomStopRecord], at time: TimeInterval, fleet: Fleet) -> [Action] {
        var actions: [Action] = []
        for request in requests {
            switch request.status {
            case CustomStopStatus.pending:
                actions += answer(request, at: time, fleet: fleet)
            case CustomStopStatus.accepted:
                actions += serve(request, at: time, fleet: fleet)
            default:
                actions += withdraw(request, at: time, fleet: fleet)
            }
        }
        return actions
    }

    private mutating func answer(_ request: CustomStopRecord, at time: TimeInterval, fleet: Fleet) -> [Action] {
        let decideAt = Double(request.timeStamp) / 1000 + behaviour.decideAfter
        guard time >= decideAt, !answered.contains(request.id) else { return [] }
        answered.insert(request.id)
        let rejected = Set(
            (request.rejectingBus ?? "").split(separator: ",").compactMap {
                Int64($0.trimmingCharacters(in: .whitespaces))
            })
        var actions: [Action] = []
        for bus in fleet.busesOnLine(request.lineId).sorted(by: { $0.id < $1.id }) where !rejected.contains(bus.id) {
            var random = SeededRandom(seed: seed, stream: [request.id, bus.id, 1])
            let free = bus.totalSeats - fleet.takenSeats(bus.id, time)
            if request.numberOfPersons <= free, random.chance(behaviour.acceptRate) {
                actions.append(.accept(requestId: request.id, busId: bus.id))
                break
            }
            actions.append(.decline(requestId: request.id, busId: bus.id))
        }
        return actions
    }

    private mutating func serve(_ request: CustomStopRecord, at time: TimeInterval, fleet: Fleet) -> [Action] {
        guard let busId = request.acceptingBus, !finished.contains(request.id) else { return [] }
        var actions: [Action] = []
        let pickUp = Double(request.pickUpTime) / 1000
        let detour: Detour
        if let known = fetching[request.id] {
            detour = known
        } else {
            var random = SeededRandom(seed: seed, stream: [request.id, 2])
            detour = Detour(
                requestId: request.id, pickUp: Date(timeIntervalSince1970: pickUp),
                location: request.location, persons: request.numberOfPersons,
                showsUp: !random.chance(behaviour.noShowRate), notBefore: Date(timeIntervalSince1970: time))
            fetching[request.id] = detour
            actions.append(.fetch(detour, busId: busId))
        }
        // Without a practical detour the driver still reports the outcome at pickup time.
        let due = fleet.detourVisit(request.id, busId, pickUp)?.finished.timeIntervalSince1970 ?? pickUp
        if time >= due {
            finished.insert(request.id)
            actions.append(.finish(requestId: request.id, busId: busId, showedUp: detour.showsUp))
        }
        return actions
    }

    private mutating func withdraw(_ request: CustomStopRecord, at time: TimeInterval, fleet: Fleet) -> [Action] {
        guard let detour = fetching[request.id], !finished.contains(request.id),
            let busId = request.acceptingBus
        else { return [] }
        finished.insert(request.id)
        // A driver already on the way drives there anyway; the plan must not change in the past.
        if let visit = fleet.detourVisit(request.id, busId, detour.pickUp), visit.left.timeIntervalSince1970 <= time {
            return []
        }
        return [.forget(requestId: request.id, busId: busId)]
    }
}
