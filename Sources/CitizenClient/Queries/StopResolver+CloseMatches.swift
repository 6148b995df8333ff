import Foundation

extension StopResolver {
    /// Stops that share a word with a text that matched none, most shared words first: for
    /// "Schulstraße 3, Weilerbach" the stops named after that street or in that village, so a person
    /// who typed an address sees which stops are near it by name (issue 13 §1). Words of one or two
    /// letters and numbers are left out: they match everything or nothing.
    public static func closeMatches(to text: String, in stops: [Stop], limit: Int = 5) -> [Stop] {
        let words = text.split(whereSeparator: { !$0.isLetter })
            .map(String.init).filter { $0.count >= 3 }
        guard !words.isEmpty else { return [] }
        let queries = words.map { SearchQuery($0) }
        let scored = stops.compactMap { stop -> (stop: Stop, shared: Int)? in
            let folded = SearchFolding.fold(stop.name)
            let shared = queries.filter { $0.rank(ofFolded: folded) != nil }.count
            return shared > 0 ? (stop, shared) : nil
        }
        return scored.sorted { ($1.shared, $0.stop.name, $0.stop.id) < ($0.shared, $1.stop.name, $1.stop.id) }
            .prefix(limit).map(\.stop)
    }
}
