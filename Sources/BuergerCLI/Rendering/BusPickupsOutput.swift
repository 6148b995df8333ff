import CitizenClient
import Foundation

/// This installation's pick-ups a bus is to fetch, under `buerger bus`: each request told as every
/// command tells it (its sentence and its estimate, as `status` says them), so the bus page and the
/// request never disagree about where the bus goes next.
struct BusPickupsOutput {
    let requests: RequestOutput
    let times: TimeText

    /// A blank line, then per request its sentence and the bus's expected arrival; for a door the bus
    /// has yet to reach, that the next stops above leave the way there out (new-user trial r13: the
    /// list said Siegelbach Ortsmitte at 10:19 under "an Ihrer Tür erwartet gegen 10:20", 3.7 km off).
    func human(_ pickups: [RequestView]) -> [String] {
        pickups.flatMap { request -> [String] in
            let estimate = requests.pickupText(request).map { [$0] } ?? []
            let detourLeftOut =
                request.pickupEstimate.map { $0.place == .door && $0.busIs != .arrived } ?? false
            return [""] + [requests.sentence(request)] + estimate
                + (detourLeftOut ? [requests.words.nextStopsLeaveOutDoor] : [])
        }
    }

    /// `pickup<TAB>request id<TAB>estimated<TAB>earliest<TAB>latest` (empty without an estimate).
    func plain(_ pickups: [RequestView]) -> [String] {
        pickups.map { request in
            let estimate = request.pickupEstimate
            return PlainLine.make([
                "pickup", request.id.map(String.init) ?? "", estimate.map { times.iso($0.estimated) } ?? "",
                estimate.map { times.iso($0.earliest) } ?? "", estimate.map { times.iso($0.latest) } ?? "",
            ])
        }
    }

    /// The bus's object with `"pickups"`: the request objects every command prints.
    func json(_ pickups: [RequestView], beside bus: JSONValue) -> JSONValue {
        guard case .object(let members) = bus else { return bus }
        return .object(members + [("pickups", .array(pickups.map(requests.json)))])
    }
}
