import Foundation

extension RequestService {
    /// What runs near a declined request's place and time instead; nil when neither cache nor server
    /// can give the stops and lines (the advice is a help, never a reason to fail).
    public func advice(after stop: CustomStop) -> RequestAdvice? {
        AdviceRequest(stop).flatMap(advice(for:))
    }

    /// What runs near `asked` (a request outside the service hours, or one declined).
    public func advice(for asked: AdviceRequest) -> RequestAdvice? {
        guard let data = try? citizen.masterData([.stops, .lines, .busses]).data else { return nil }
        return RequestAdvisor(data: data, timeZone: settings.timeZone).advice(for: asked, now: settings.now)
    }

    /// Before sending: whether the party is likely to find seats, from the seats seen so far
    /// (positions.json); nil when the stops and lines cannot be had.
    public func seatOutlook(for intent: RequestIntent, data: MasterData) -> SeatOutlook {
        let history =
            citizen.settings.cacheHome.map {
                PositionHistoryStore(cacheHome: $0, server: citizen.settings.server).load()
            }
            ?? PositionHistory()
        return SeatOutlook.assess(
            data: data, lineId: intent.lineId, persons: intent.persons, assistance: intent.assistance,
            pickUpTime: intent.pickUpTime, sightings: history.seatSightings(busIds: data.busIds(onLine: intent.lineId)),
            timeZone: settings.timeZone)
    }
}
