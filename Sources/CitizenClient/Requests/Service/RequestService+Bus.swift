import Foundation

extension RequestService {
    /// Bus `busId` (`CitizenService.busReport`) with this installation's requests it has accepted
    /// whose pick-up is near enough to be estimated (`CitizenService.pickupEstimateAhead` ahead,
    /// `pickupEstimateBehind` past). Throws as the bus report does; a journal that cannot be read or
    /// a server that does not say leaves the pick-ups out, never the bus.
    public func bus(_ busId: Int64) throws -> BusWithPickups {
        let report = try citizen.busReport(busId: busId)
        return BusWithPickups(report: report, pickups: pickups(byBus: busId))
    }

    /// Asked only where the journal holds a request (sent or not: a killed run's may be on the server)
    /// with a pick-up in the window: most runs of `bus` have none, and cost no look-up.
    private func pickups(byBus busId: Int64) -> [RequestView] {
        let entries = (try? journal.entries(server: server)) ?? []
        let now = runClock()()
        let inWindow = { (time: Date) in
            time.timeIntervalSince(now) <= CitizenService.pickupEstimateAhead
                && now.timeIntervalSince(time) <= CitizenService.pickupEstimateBehind
        }
        guard entries.contains(where: { inWindow($0.intent.pickUpTime) }) else { return [] }
        let views = viewBuilder(entries: entries)
        return serverRequests(of: entries).0.filter { stop in
            stop.acceptingBus == busId && RequestState(code: stop.status ?? 0) == .accepted
                && stop.pickUpTime.map(inWindow) ?? false
        }.sorted { ($0.pickUpTime ?? now) < ($1.pickUpTime ?? now) }.map(views.view)
    }
}
