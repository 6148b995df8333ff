/// How well a stop name fits a search, best first: the order `buerger stops SEARCH` lists them in.
public enum SearchRank: Int, Comparable, Sendable {
    /// The whole name, as folded ("Muehle" for "Mühle").
    case exact
    /// The beginning of the name or of one of its words ("Rath" for "Weilerbach Rathaus").
    case prefix
    /// Anywhere inside the name ("bach" for "Weilerbach Rathaus").
    case contains
    /// Every word of the search begins a word of the name, in any order ("Rathaus Weilerbach").
    case allWords
    /// As `allWords` or `contains`, but with one typo forgiven in words of five letters or more ("Fridhof").
    case typo

    public static func < (lhs: SearchRank, rhs: SearchRank) -> Bool { lhs.rawValue < rhs.rawValue }
}
