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
    /// With `stopsForSearch`, the cached stop index in place of `data.stops` (which is then empty).
    let stopIndex: StopIndex?
    /// With `stopsForBoard`, the cached board form in place of `data.stops` (which is then empty).
    var stopTimetable: StopTimetable? = nil
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

    /// - Parameter stopsForSearch: set when the caller only searches stops by name and place: a valid
    ///   stop index may then stand in for the stops table (`LoadedMasterData.stopIndex`), holding only
    ///   the stops whose folded name this accepts.
    /// - Parameter stopsForBoard: set for a stop board: a valid board form may then stand in for the
    ///   stops table (`LoadedMasterData.stopTimetable`).
    func load(
        _ kinds: [MasterDataKind], stopsForSearch: ((String) -> Bool)? = nil,
        stopsForBoard: Bool = false
    ) throws -> LoadedMasterData {
        let now = clock()
        var cached: [MasterDataKind: Entry] = [:]
        if mode != .refresh, let cache {
            for kind in kinds {
                cached[kind] = cachedEntry(
                    kind, from: cache, stopsForSearch: stopsForSearch, stopsForBoard: stopsForBoard)
            }
        }
        if mode == .offline {
            guard kinds.allSatisfy({ cached[$0] != nil }) else {
                throw ClientError.noCachedData(server: api.server.description, offline: true)
            }
            kinds.forEach { events(.cache(CacheDecision(kind: $0, reason: .offlineRequested))) }
            return assemble(kinds, cached, offline: true)
        }
        do {
            return try refresh(kinds, cached: cached, now: now)
        } catch let error as ClientError where error.isConnectivityFailure {
            guard kinds.allSatisfy({ cached[$0] != nil }) else { throw error }
            let loaded = assemble(kinds, cached, offline: true)
            if let since = loaded.offlineSince { events(.offline(dataFrom: since)) }
            return loaded
        }
    }

    /// The stop index when it may and does stand in for the stops table; else the decoded table
    /// (rebuilding a missing index on the way, so the next search is fast again).
    private func cachedEntry(
        _ kind: MasterDataKind, from cache: MasterDataCache,
        stopsForSearch: ((String) -> Bool)?, stopsForBoard: Bool
    ) -> Entry? {
        guard let table = cache.loadTable(kind) else { return nil }
        if kind == .stops, let keep = stopsForSearch, let index = cache.loadStopIndex(for: table, keepingFolded: keep) {
            return Entry(table: table, content: .stopIndex(index))
        }
        if kind == .stops, stopsForBoard, let timetable = cache.loadStopTimetable(for: table) {
            return Entry(table: table, content: .stopTimetable(timetable))
        }
        guard let decoded = cache.decode(table, kind) else { return nil }
        if stopsForSearch != nil, case .stops(let list) = decoded {
            cache.storeStopIndex(StopIndex(stops: list.items), for: table)
        }
        if stopsForBoard, case .stops(let list) = decoded {
            cache.storeStopTimetable(list.items, for: table)
        }
        return Entry(table: table, content: .decoded(decoded))
    }

    private func refresh(_ kinds: [MasterDataKind], cached: [MasterDataKind: Entry], now: Date) throws
        -> LoadedMasterData
    {
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
            return (.routes(answer.list), answer.body)
        }
    }

    private func assemble(_ kinds: [MasterDataKind], _ tables: [MasterDataKind: Entry], offline: Bool)
        -> LoadedMasterData
    {
        var data = MasterData()
        var stopIndex: StopIndex?
        var stopTimetable: StopTimetable?
        var oldest: Int64?
        for kind in kinds {
            guard let entry = tables[kind] else { continue }
            switch entry.content {
            case .decoded(let decoded): decoded.apply(to: &data)
            case .stopIndex(let index): stopIndex = index
            case .stopTimetable(let timetable): stopTimetable = timetable
            }
            oldest = min(oldest ?? entry.table.fetchedAt, entry.table.fetchedAt)
        }
        return LoadedMasterData(
            data: data, offlineSince: offline ? oldest.map(Date.init(epochMilliseconds:)) : nil,
            stopIndex: stopIndex, stopTimetable: stopTimetable)
    }
}
