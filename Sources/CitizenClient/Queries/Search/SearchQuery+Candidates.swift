extension SearchQuery {
    /// The items a typed name may mean, best first: the exact fits when there are any; else every
    /// fit without a typo, however good, because picking "Schule Nord" over "Grundschule" for
    /// "Schule" would be a guess; only when nothing fits without one, the typo fits. One item means
    /// the name is decided; several mean the person must say which.
    /// - Parameter id: ties by folded name, then this id; without it ties keep the given order
    ///   (lines, whose table order is their numbering).
    func candidates<Item>(among items: [Item], name: (Item) -> String, id: ((Item) -> Int64)? = nil) -> [Item] {
        guard !isEmpty else { return [] }
        let fitting = items.enumerated().compactMap {
            position, item -> (item: Item, folded: String, rank: SearchRank, position: Int)? in
            let folded = SearchFolding.fold(name(item))
            return rank(ofFolded: folded).map { (item, folded, $0, position) }
        }
        let exact = fitting.filter { $0.rank == .exact }
        let withoutTypo = fitting.filter { $0.rank != .typo }
        let chosen = exact.isEmpty ? (withoutTypo.isEmpty ? fitting : withoutTypo) : exact
        guard let id else {
            return chosen.sorted { ($0.rank, $0.position) < ($1.rank, $1.position) }.map(\.item)
        }
        return ranked(chosen, folded: \.folded, id: { id($0.item) }).map(\.item)
    }
}
