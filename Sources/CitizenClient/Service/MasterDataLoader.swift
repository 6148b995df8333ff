import Foundation

/// How master data may be obtained.
public enum CacheMode: Sendable, Equatable {
    /// Cache within the freshness window, else revalidate with `/update` (#SF_S9).
    case normal
    /// `--refresh`: ignore the cache, fetch everything (and save it).
    case refresh
    /// `--offline`: the cache only; no request at all.
    case offline
}

/// Master data plus where it came from.
public struct LoadedMasterData: Equatable, Sendable {
    public let data: MasterData
    /// Set when the server could not be reached (or `--offline`): when the oldest table used was fetched.
    public let offlineSince: Date?
}

/// Gets master data from the cache and the server according to the `CacheMode` and the
/// freshness window, and falls back to the cache when the server cannot be reached.
struct MasterDataLoader {
    let api: BuergerbusAPI
    let cache: MasterDataCache?
    let mode: CacheMode
    let freshnessSeconds: Double
    let clock: () -> Date
    let events: (ClientEvent) -> Void

    /// Kinds checked through `/update`; lines and busses are refetched once the window has passed,
    /// because the original server never changes their stamps when a bus changes line.
    static let stampValidated: Set<MasterDataKind> = [.stops, .routes]

    /// The form in which the stops table is wanted: whole, or a derived form that may stand in for it.
    private enum StopsForm {
        case table
        /// A search: a valid stop index, holding only the stops whose folded name this accepts.
        case search(keepingFolded: (String) -> Bool)
        /// A board: a valid board form.
        case board
    }

    /// A table as it is used: decoded, or for a search only its stop index.
    private struct Entry {
        let table: CachedTable
        let content: Content
        enum Content {
            case decoded(DecodedTable)
            case stopIndex(StopIndex)
            case stopTimetable(StopTimetable)
        }
    }

    /// The tables of the given kinds, decoded.
    func load(_ kinds: [MasterDataKind]) throws -> LoadedMasterData {
        let loaded = try entries(kinds, stopsForm: .table)
        return LoadedMasterData(data: loaded.data, offlineSince: loaded.offlineSince)
    }

    /// Stops and lines for a search by name and place: from a warm cache the stop index stands in for
    /// the stops table, decoding only the stops whose folded name `keep` accepts.
    func loadForSearch(keepingFolded keep: @escaping (String) -> Bool) throws -> SearchTables {
        let loaded = try entries([.stops, .lines], stopsForm: .search(keepingFolded: keep))
        let stops = loaded.stopIndex.map(SearchTables.Stops.index) ?? .table(loaded.data.stops)
        return SearchTables(lines: loaded.data.lines, stops: stops, offlineSince: loaded.offlineSince)
    }

    /// Every table a map needs: from a warm cache the stop index stands in for the stops table (names,
    /// places and lines; a map draws no timetable, and a county's schedule rows cost most of the run).
    func loadForMap() throws -> LoadedMasterData {
        let loaded = try entries([.stops, .lines, .busses, .routes], stopsForm: .search(keepingFolded: { _ in true }))
        guard let index = loaded.stopIndex else {
            return LoadedMasterData(data: loaded.data, offlineSince: loaded.offlineSince)
        }
        var data = loaded.data
        data.stops = index.entries.map(\.stop)
        // A line the lines table leaves unnamed keeps the name its timetable rows give it.
        let named = Dictionary(
            index.timetableLineNames.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        data.lines = data.lines.map { line in
            guard line.name.isEmpty, let name = named[line.id] else { return line }
            return Line(id: line.id, name: name, routeId: line.routeId, busIds: line.busIds)
        }
        return LoadedMasterData(data: data, offlineSince: loaded.offlineSince)
    }

    /// Every table a stop board needs: from a warm cache the board form stands in for the stops table.
    func loadForBoard() throws -> BoardTables {
        let loaded = try entries([.stops, .lines, .busses, .routes], stopsForm: .board)
        let stops = loaded.stopTimetable.map(BoardTables.Stops.timetable) ?? .table(loaded.data.stops)
        return BoardTables(
            lines: loaded.data.lines, busses: loaded.data.busses, routes: loaded.data.routes, stops: stops,
            offlineSince: loaded.offlineSince)
    }

    /// The tables as loaded: decoded ones in `data`, a derived form of the stops beside it.
    private struct Loaded {
        var data = MasterData()
        var stopIndex: StopIndex?
        var stopTimetable: StopTimetable?
        var offlineSince: Date?
    }

    private func entries(_ kinds: [MasterDataKind], stopsForm: StopsForm) throws -> Loaded {
        let now = clock()
        var cached: [MasterDataKind: Entry] = [:]
        if mode != .refresh, let cache {
            for kind in kinds {
                cached[kind] = cachedEntry(kind, from: cache, stopsForm: stopsForm)
            }
        }
        if mode == .offline {
            guard kinds.allSatisfy({ cached[$0] != nil }) else {
                throw ClientError.noCachedData(server: api.server.description, offline: true)
            }
            kinds.forEach { events(.cache(CacheDecision(kind: $0, reason: .offlineRequested))) }
            let loaded = assemble(kinds, cached, offline: true)
            if let since = loaded.offlineSince { events(.offline(dataFrom: since, asked: true)) }
            return loaded
        }
        do {
            return try refresh(kinds, cached: cached, now: now)
        } catch let error as ClientError where error.isConnectivityFailure {
            guard kinds.allSatisfy({ cached[$0] != nil }) else { throw error }
            let loaded = assemble(kinds, cached, offline: true)
            if let since = loaded.offlineSince { events(.offline(dataFrom: since, asked: false)) }
            return loaded
        }
    }

    /// The stop index when it may and does stand in for the stops table; else the decoded table
    /// (rebuilding a missing index on the way, so the next search is fast again).
    private func cachedEntry(_ kind: MasterDataKind, from cache: MasterDataCache, stopsForm: StopsForm) -> Entry? {
        guard let table = cache.loadTable(kind) else { return nil }
        if kind == .stops {
            switch stopsForm {
            case .search(let keep):
                if let index = cache.loadStopIndex(for: table, keepingFolded: keep) {
                    return Entry(table: table, content: .stopIndex(index))
                }
            case .board:
                if let timetable = cache.loadStopTimetable(for: table) {
                    return Entry(table: table, content: .stopTimetable(timetable))
                }
            case .table:
                break
            }
        }
        guard let decoded = cache.decode(table, kind) else { return nil }
        if case .stops(let list) = decoded {
            switch stopsForm {
            case .search: cache.storeStopIndex(StopIndex(stops: list.items), for: table)
            case .board: cache.storeStopTimetable(list.items, for: table)
            case .table: break
            }
        }
        return Entry(table: table, content: .decoded(decoded))
    }

    private func refresh(_ kinds: [MasterDataKind], cached: [MasterDataKind: Entry], now: Date) throws -> Loaded {
        let window = Int(min(max(freshnessSeconds, 0), 1e9))
        var result = cached
        var stale: [MasterDataKind] = []
        for kind in kinds {
            guard let entry = cached[kind] else {
                events(.cache(CacheDecision(kind: kind, reason: mode == .refresh ? .refreshRequested : .notCached)))
                stale.append(kind)
                continue
            }
            let since = Self.stampValidated.contains(kind) ? entry.table.validatedAt : entry.table.fetchedAt
            let (elapsed, overflow) = now.epochMilliseconds.subtractingReportingOverflow(since)
            let age = Double(elapsed) / 1000
            // A file from the future (clock moved back) or garbage times count as stale.
            if !overflow, age >= 0, age < freshnessSeconds {
                events(.cache(CacheDecision(kind: kind, reason: .fresh(ageSeconds: Int(age), windowSeconds: window))))
            } else {
                stale.append(kind)
            }
        }
        let needsStamps = stale.contains { cached[$0] != nil && Self.stampValidated.contains($0) }
        let stamps = needsStamps ? try api.updateStamps() : nil
        for kind in stale {
            if let entry = cached[kind], Self.stampValidated.contains(kind) {
                if let current = stamps?.stamp(for: kind), current == entry.table.stamp {
                    events(.cache(CacheDecision(kind: kind, reason: .unchanged)))
                    cache?.write(entry.table.revalidated(at: now), kind)
                    continue
                }
                events(.cache(CacheDecision(kind: kind, reason: .changed)))
            } else if cached[kind] != nil {
                events(.cache(CacheDecision(kind: kind, reason: .assignmentsExpired(windowSeconds: window))))
            }
            let (decoded, body) = try fetch(kind)
            cache?.store(kind, body: body, decoded: decoded, at: now)
            let table = CachedTable(
                server: api.server.description, kind: kind, stamp: decoded.stamp,
                fetchedAt: now.epochMilliseconds, validatedAt: now.epochMilliseconds, body: body)
            result[kind] = Entry(table: table, content: .decoded(decoded))
        }
        return assemble(kinds, result, offline: false)
    }

    private func fetch(_ kind: MasterDataKind) throws -> (DecodedTable, Data) {
        switch kind {
        case .stops:
            let answer = try api.stops()
            if !answer.list.unreadableIds.isEmpty { events(.unreadableStopNames(ids: answer.list.unreadableIds)) }
            return (.stops(answer.list), answer.body)
        case .lines:
            let answer = try api.lines()
            return (.lines(answer.list), answer.body)
        case .busses:
            let answer = try api.busses()
            return (.busses(answer.list), answer.body)
        case .routes:
            let answer = try api.routes()
            let kept = RouteThinning.thinned(answer.list)
            kept.thinned.forEach(events)
            return (.routes(kept.list), answer.body)
        }
    }

    private func assemble(_ kinds: [MasterDataKind], _ tables: [MasterDataKind: Entry], offline: Bool) -> Loaded {
        var loaded = Loaded()
        var oldest: Int64?
        for kind in kinds {
            guard let entry = tables[kind] else { continue }
            switch entry.content {
            case .decoded(let decoded): decoded.apply(to: &loaded.data)
            case .stopIndex(let index): loaded.stopIndex = index
            case .stopTimetable(let timetable): loaded.stopTimetable = timetable
            }
            oldest = min(oldest ?? entry.table.fetchedAt, entry.table.fetchedAt)
        }
        loaded.offlineSince = offline ? oldest.map(Date.init(epochMilliseconds:)) : nil
        return loaded
    }
}
