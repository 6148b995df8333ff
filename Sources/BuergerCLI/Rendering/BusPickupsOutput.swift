import CitizenClient
import Foundation

/// This installation's pick-ups a bus is to fetch, under `buerger bus`: each request told as every
/// command tells it (its sentence and its estimate, as `status` says them), so the bus page and the
/// request never disagree about where the bus goes next.
struct BusPickupsOutput {
    let requests: RequestOutput
    let times: TimeText

    /// A blank line, then per request its sentence and the bus's expected arrival.
    func human(_ pickups: [RequestView]) -> [String] {
        pickups.flatMap { request in
            [""] + [requests.sentence(request)] + (requests.pickupText(request).map { [$0] } ?? [])
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
