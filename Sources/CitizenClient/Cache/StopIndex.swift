import Foundation

/// What `buerger stops` needs of the stops table, without its timetables: a county's 100,000
/// schedule rows cost a warm search far more than the 10,000 names it looks at. Derived from the
/// stops table when it is stored, and only used together with that very table (same stamp and
/// fetch time, checked by `MasterDataCache`).
struct StopIndex: Equatable, Sendable {
    /// Bumped whenever the entries or the name folding change, so an index from an older build is rebuilt.
    /// 3: `SearchFolding` (ae/oe/ue, street endings, punctuation as spaces); 4: street endings as "str.".
    static let version = 4

    struct Entry: Codable, Equatable, Sendable {
        let id: Int64
        let name: String
        /// `SearchFolding.fold(name)`, worked out once instead of on every search.
        let folded: String
        let latitude: Double?
        let longitude: Double?
        /// `Stop.lineIds` (from the timetable, wire-contract §10.10).
        let lineIds: [Int64]

        var stop: Stop {
            let location = latitude.flatMap { lat in longitude.map { Coordinate(latitude: lat, longitude: $0) } }
            // Without the timetable the line ids live in reportedLineIds, which `Stop.lineIds` falls back to.
            return Stop(id: id, name: name, location: location, schedule: [], reportedLineIds: lineIds)
        }
    }

    /// A line's name as the timetable gives it, for lines the lines table does not name.
    struct TimetableLineName: Codable, Equatable, Sendable {
        let id: Int64
        let name: String
    }

    let version: Int
    let entries: [Entry]
    let timetableLineNames: [TimetableLineName]

    init(stops: [Stop]) {
        version = Self.version
        entries = stops.map { stop in
            Entry(
                id: stop.id, name: stop.name, folded: SearchFolding.fold(stop.name),
                latitude: stop.location?.latitude, longitude: stop.location?.longitude, lineIds: stop.lineIds)
        }
        // The first name in stop order, as `MasterData.lineName(id:)` picks it.
        var named: [TimetableLineName] = []
        var seen = Set<Int64>()
        for stop in stops {
            for row in stop.schedule {
                guard let id = row.lineId, let name = row.lineName, !name.isEmpty, !seen.contains(id) else { continue }
                seen.insert(id)
                named.append(TimetableLineName(id: id, name: name))
            }
        }
        timetableLineNames = named
    }

    init(entries: [Entry], timetableLineNames: [TimetableLineName]) {
        version = Self.version
        self.entries = entries
        self.timetableLineNames = timetableLineNames
    }

    /// A search text prepared for `matches`, once per search.
    static func foldedQuery(_ query: String?) -> SearchQuery { SearchQuery(query) }

    /// True when a stop's folded name fits the search (a blank one fits every stop).
    static func matches(folded: String, foldedQuery: SearchQuery) -> Bool {
        foldedQuery.rank(ofFolded: folded) != nil
    }

    /// `StopSearch.search` over the index: the same matches, order and line names as over the full table.
    func search(lines: [Line], query: String?, near: Coordinate?, limit: Int?) -> [StopMatch] {
        let named = Self.foldedQuery(query).ranked(entries, folded: \.folded, id: \.id).map(\.stop)
        let matches = StopSearch.listed(named, in: MasterData(stops: named, lines: lines), near: near, limit: limit)
        let fallbackNames = Dictionary(
            timetableLineNames.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        return matches.map { match in
            StopMatch(
                stop: match.stop,
                lines: match.lines.map { line in
                    line.name.isEmpty ? LineReference(id: line.id, name: fallbackNames[line.id] ?? "") : line
                }, distanceMeters: match.distanceMeters)
        }
    }
}
