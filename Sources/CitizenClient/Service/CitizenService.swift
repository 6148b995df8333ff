import Foundation

/// # CitizenClient: how to use it
///
/// `CitizenService` is the one object the CLI talks to. Build it once per invocation from plain
/// values (the CLI reads flags, environment and config; this library never does):
///
/// ```swift
/// let paths = BuergerPaths(environment: environment)
/// let config = try ConfigStore(file: paths.configFile).load()
/// let server = try ServerAddress.resolve(option: serverFlag, environment: environment, configured: config.server)
/// let base = SchemeRoutingTransport(timeouts: TransportTimeouts(seconds: config.timeoutSeconds ?? 5),
///                                   environment: environment)
/// let transport = RetryingTransport(base: TracingTransport(base: base, sink: { trace in
///     if verbose { stderr(trace.line(in: language)) } }), sleep: sleep)
/// let service = CitizenService(
///     settings: .init(server: server, cacheHome: paths.cacheDirectory, mode: .normal,
///                     freshnessSeconds: config.freshnessSeconds ?? 60,
///                     timeZone: config.resolvedTimeZone ?? villageZone, aliases: config.aliases ?? [:]),
///     transport: transport, clock: clock, pretendNow: nowFlag,
///     events: { event in if verbose || !event.isVerbose { stderr(event.message(in: language, timeZone: zone, now: now)) } })
///
/// let matches = try service.stops(matching: "sud", near: nil, limit: nil)   // [StopMatch]
/// let board = try service.stopBoard("@home", count: .next(5))             // StopBoard
/// let report = try service.busReport(busId: 1)                              // BusReport
/// let lines = try service.lineOverview()                                    // [LineSummary]
/// ```
///
/// Every failure is a `ClientError`: data the CLI words and gives an exit code.
/// Offline answers, cache decisions and HTTP traces arrive as `ClientEvent`s through `events`.
/// Pure building blocks (`StopSearch`, `StopResolver`, `Timetable`, `StopBoardBuilder`,
/// `BusReportBuilder`, `LineOverview`, `RouteGeometry`, `Geodesy`, `SeatInfo`, `WireDecoder`)
/// are public too and work on values without any I/O.
public struct CitizenService {
    /// Everything that decides how the service behaves, as plain values.
    public struct Settings {
        public var server: ServerAddress
        /// The user's cache directory; nil disables caching.
        public var cacheHome: URL?
        public var mode: CacheMode
        /// How long master data counts as fresh without asking the server (default 60 s).
        public var freshnessSeconds: Double
        /// The zone in which timetable times are read (the original server's times have none).
        public var timeZone: TimeZone
        /// Stop aliases from the config (`@name` → stop id or name).
        public var aliases: [String: String]
        /// Saved places (`@name` → `LAT,LON`): as a stop, the one nearest to the place.
        public var places: [String: String]

        public init(
            server: ServerAddress, cacheHome: URL?, mode: CacheMode = .normal, freshnessSeconds: Double = 60,
            timeZone: TimeZone, aliases: [String: String] = [:], places: [String: String] = [:]
        ) {
            self.server = server
            self.cacheHome = cacheHome
            self.mode = mode
            self.freshnessSeconds = freshnessSeconds.isFinite ? max(0, freshnessSeconds) : 60
            self.timeZone = timeZone
            self.aliases = aliases
            self.places = places
        }
    }

    /// How many departures a stop board lists.
    public enum DepartureCount: Equatable, Sendable {
        case next(Int)
        /// `--all`: every remaining departure today.
        case restOfDay
    }

    public let settings: Settings
    public let api: BuergerbusAPI
    let clock: () -> Date
    let pretendNow: Date?
    let estimator: ArrivalEstimator
    let events: (ClientEvent) -> Void

    /// - Parameters:
    ///   - clock: the real wall clock (cache ages).
    ///   - pretendNow: `--now`/`BUERGER_NOW`; used for every timetable calculation.
    ///   - estimator: the ETA seam; by default the estimate from the bus's place on its run (docs/eta.md).
    public init(
        settings: Settings, transport: HTTPTransport, clock: @escaping () -> Date, pretendNow: Date? = nil,
        estimator: ArrivalEstimator = RouteProgressEstimator(), events: @escaping (ClientEvent) -> Void = { _ in }
    ) {
        self.settings = settings
        self.api = BuergerbusAPI(server: settings.server, transport: transport)
        self.clock = clock
        self.pretendNow = pretendNow
        self.estimator = estimator
        self.events = events
    }

    /// The time every timetable question is asked at.
    public var now: Date { pretendNow ?? clock() }

    public var timetable: Timetable { Timetable(timeZone: settings.timeZone) }

    /// Master data of the given kinds, from cache or server as the settings say.
    public func masterData(_ kinds: [MasterDataKind] = MasterDataKind.allCases) throws -> LoadedMasterData {
        try loader().load(kinds)
    }

    func loader() -> MasterDataLoader {
        let cache = settings.cacheHome.map { home in
            MasterDataCache(cacheHome: home, server: settings.server, warn: { events(.cacheWarning($0)) })
        }
        return MasterDataLoader(
            api: api, cache: cache, mode: settings.mode,
            freshnessSeconds: settings.freshnessSeconds, clock: clock, events: events)
    }

    /// `buerger stops`. From a warm cache the search reads the stop index, not the timetables, so
    /// the matched stops carry no `schedule` (their `lineIds` are filled in all the same).
    public func stops(matching query: String?, near: Coordinate?, limit: Int?) throws -> [StopMatch] {
        let needle = StopIndex.foldedQuery(query)
        let tables = try loader().loadForSearch(keepingFolded: { StopIndex.matches(folded: $0, foldedQuery: needle) })
        switch tables.stops {
        case .index(let index):
            return index.search(lines: tables.lines, query: query, near: near, limit: limit)
        case .table(let stops):
            return StopSearch.search(
                MasterData(stops: stops, lines: tables.lines), query: query, near: near, limit: limit)
        }
    }

    /// The stop a STOP argument means (id, `@alias`, unique name).
    public func resolveStop(_ argument: String) throws -> Stop {
        try StopResolver(aliases: settings.aliases, places: settings.places).resolve(
            argument, in: masterData([.stops]).data.stops)
    }

    /// `buerger bus BUS`: master data, live position and seats, and the line's stops.
    public func busReport(busId: Int64) throws -> BusReport {
        let loaded = try masterData([.stops, .lines, .busses, .routes])
        guard let bus = loaded.data.bus(id: busId) else { throw ClientError.busNotFound(busId) }
        var realTime: BusPosition?
        var positions: [Int64: BusPosition] = [:]
        let colleagues = bus.lineId.map { loaded.data.busIds(onLine: $0) } ?? []
        if loaded.offlineSince == nil {
            // The other buses of the line too, so that the run inference never puts two on one run;
            // whether they answer is theirs to say, not this report's.
            let fetched = try BusPositionFetcher(api: api).positions(
                of: [busId] + colleagues.filter { $0 != busId })
            positions = fetched.positions
            realTime = positions[busId]
            if let failure = fetched.failures.first(where: { $0.busId == busId }) {
                guard failure.error.isConnectivityFailure else { throw failure.error }
                events(.realTimeUnavailable(busId: busId, reason: failure.error))
            }
        }
        let moment = now
        let sightings = remember(positions, of: Array(Set(colleagues + [busId])), data: loaded.data, at: moment)
        return BusReportBuilder(timetable: timetable, estimator: estimator)
            .report(for: bus, data: loaded.data, realTime: realTime, sightings: sightings, now: moment)
    }

    /// Adds the positions just fetched to the position history (when there is a cache) and returns
    /// what the estimator should know of each bus.
    func remember(_ positions: [Int64: BusPosition], of busIds: [Int64], data: MasterData, at moment: Date) -> [Int64:
        BusSighting]
    {
        guard let home = settings.cacheHome else {
            return Dictionary(
                uniqueKeysWithValues: busIds.map { ($0, BusSighting(busId: $0, position: positions[$0]?.position)) })
        }
        let store = PositionHistoryStore(cacheHome: home, server: settings.server)
        var history = store.load()
        for (busId, position) in positions {
            if let point = position.position { history.record(busId: busId, position: point, at: moment) }
            if let taken = position.takenSeats { history.recordSeats(busId: busId, takenSeats: taken, at: moment) }
        }
        if !positions.isEmpty {
            history.learnRuns(busIds: Array(positions.keys), data: data, timetable: timetable, now: moment)
            store.save(history)
        }
        return Dictionary(
            uniqueKeysWithValues: busIds.map {
                ($0, history.sighting(busId: $0, position: positions[$0]?.position, lineId: data.bus(id: $0)?.lineId))
            })
    }

    /// `buerger lines`: lines with their buses and stops in route order.
    public func lineOverview() throws -> [LineSummary] {
        LineOverview.summaries(try masterData([.stops, .lines, .busses, .routes]).data)
    }
}
