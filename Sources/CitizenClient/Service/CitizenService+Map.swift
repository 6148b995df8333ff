import Foundation

extension CitizenService {
    /// `buerger map`: the routes, stops, buses and saved places of what `request` names. Live
    /// positions when the server answers; otherwise each bus where the position history last saw it.
    public func mapScene(_ request: MapRequest) throws -> MapScene {
        let loaded = try loader().loadForMap()
        let builder = MapSceneBuilder(places: settings.places, aliases: settings.aliases)
        let focus = try builder.focus(for: request, in: loaded.data)
        let busIds = builder.busIds(for: focus, in: loaded.data)
        var fetched: [Int64: BusPosition] = [:]
        if loaded.offlineSince == nil {
            let answer = try BusPositionFetcher(api: api).positions(of: busIds)
            fetched = answer.positions
            for failure in answer.failures {
                guard failure.error.isConnectivityFailure else { throw failure.error }
                events(.realTimeUnavailable(busId: failure.busId, reason: failure.error))
            }
        }
        let moment = now
        // The positions go into the history for the next `bus` or `stop`; no run is learnt from them
        // here, as a map's stops (from the stop index) carry no timetable to match them with.
        let sightings = remember(fetched, of: busIds, data: loaded.data, at: moment)
        var positions: [Int64: (Coordinate, Date?)] = [:]
        for busId in busIds {
            if let live = fetched[busId]?.position {
                positions[busId] = (live, nil)
            } else if let last = sightings[busId]?.earlier.last {
                positions[busId] = (last.position, last.seenAt)
            }
        }
        return builder.scene(
            focus: focus, data: loaded.data, positions: positions, offlineSince: loaded.offlineSince, now: moment)
    }
}
