import Foundation

extension CitizenService {
    /// Pick-ups further ahead than this are told by their time alone: the forecast places no bus on
    /// runs that far away.
    public static let pickupEstimateAhead: TimeInterval = 2 * 3600
    /// A pick-up this long past its time may still be waited for (a late bus): as long as the
    /// forecast still looks for a late bus's run (`DrivingAssumptions.lateWindowSeconds`). It was
    /// 30 minutes, and the bench's late drivers (eta-pickups) were left without an estimate there.
    public static let pickupEstimateBehind: TimeInterval = DrivingAssumptions.lateWindowSeconds

    /// When the bus that accepted `request` is expected at its pick-up (`PickupEstimate`), from the
    /// positions of the line's buses now (remembered in the position history as `bus` and `stop` do).
    /// Nil when there is no basis: not accepted, no bus, no line, no position, the pick-up far off,
    /// offline, or the server did not answer (a request's status never fails for want of an estimate).
    public func pickupEstimate(for request: CustomStop, at moment: Date) -> PickupEstimate? {
        guard RequestState(code: request.status ?? 0) == .accepted, let busId = request.acceptingBus,
            let lineId = request.lineId, let pickUp = request.pickUpTime, let location = request.location,
            pickUp.timeIntervalSince(moment) <= Self.pickupEstimateAhead,
            moment.timeIntervalSince(pickUp) <= Self.pickupEstimateBehind,
            let loaded = try? masterData([.stops, .lines, .busses, .routes]), loaded.offlineSince == nil
        else { return nil }
        let busIds = loaded.data.busIds(onLine: lineId)
        guard busIds.contains(busId),
            let fetched = try? BusPositionFetcher(api: api).positions(of: [busId] + busIds.filter { $0 != busId }),
            fetched.positions[busId]?.position != nil
        else { return nil }
        let sightings = remember(fetched.positions, of: busIds, data: loaded.data, at: moment)
        guard let sighting = sightings[busId],
            let forecast = LineForecaster(timetable: timetable).forecast(
                lineId: lineId, data: loaded.data, sightings: sightings, now: moment)
        else { return nil }
        return PickupEstimator(forecast: forecast).estimate(
            busId: busId, sighting: sighting, pickUp: pickUp, at: location, now: moment)
    }
}
