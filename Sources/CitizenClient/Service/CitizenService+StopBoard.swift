import Foundation

extension CitizenService {
    /// `buerger stop STOP`: upcoming departures with the seats of the buses involved.
    public func stopBoard(_ argument: String, count: DepartureCount = .next(5)) throws -> StopBoard {
        let (stop, loaded) = try boardData(argument)
        let builder = StopBoardBuilder(timetable: timetable, estimator: estimator)
        let limit: Int? = {
            if case .next(let count) = count { return max(0, count) }
            return nil
        }()
        let moment = now
        var positions: [Int64: BusPosition] = [:]
        if loaded.offlineSince == nil {
            // Every bus of the lines calling here: which bus makes which call follows from where they all are.
            let fetched = try BusPositionFetcher(api: api).positions(
                of: builder.busIds(servingStop: stop, in: loaded.data))
            positions = fetched.positions
            // Seats are a nice-to-have on a board: show the timetable rather than fail.
            for failure in fetched.failures {
                events(.realTimeUnavailable(busId: failure.busId, reason: failure.error))
            }
        }
        let sightings = remember(
            positions, of: builder.busIds(servingStop: stop, in: loaded.data), data: loaded.data, at: moment)
        return builder.board(
            for: stop, data: loaded.data, positions: positions, sightings: sightings, now: moment,
            limit: limit)
    }

    /// The stop an argument means and the master data its board needs. From a warm cache the stops
    /// come from their board form: only the stops sharing a line with this one, with timetables.
    func boardData(_ argument: String) throws -> (Stop, LoadedMasterData) {
        let resolver = StopResolver(aliases: settings.aliases, places: settings.places)
        let tables = try loader().loadForBoard()
        let timetable: StopTimetable
        switch tables.stops {
        case .table(let stops):
            let data = tables.data(stops: stops)
            return (
                try resolver.resolve(argument, in: stops),
                LoadedMasterData(data: data, offlineSince: tables.offlineSince)
            )
        case .timetable(let form):
            timetable = form
        }
        let outline = try resolver.resolve(argument, in: timetable.outlines)
        if let stops = timetable.stops(sharingLinesWith: outline),
            let stop = stops.first(where: { $0.id == outline.id && $0.name == outline.name })
        {
            return (stop, LoadedMasterData(data: tables.data(stops: stops), offlineSince: tables.offlineSince))
        }
        // A row damaged on disk: forget the board form and read the stops table itself.
        settings.cacheHome.map {
            MasterDataCache(cacheHome: $0, server: settings.server, warn: { events(.cacheWarning($0)) })
        }?
        .dropStopTimetable()
        let full = try loader().load([.stops, .lines, .busses, .routes])
        return (try resolver.resolve(argument, in: full.data.stops), full)
    }
}
