/// How well a stop name fits a search, best first: the order `buerger stops SEARCH` lists them in.
public enum SearchRank: Int, Comparable, Sendable {
    /// The whole name, as folded ("Muehle" for "Mühle").
    case exact
    /// The beginning of the name or of one of its words ("Rath" for "Weilerbach Rathaus").
    case prefix
    /// Anywhere inside the name ("bach" for "Weilerbach Rathaus").
    case contains
    /// Every word of the search is a word of the name, in any order; the last may be only begun
    /// ("Rathaus Weilerb" for "Weilerbach Rathaus").
    case allWords
    /// The words in the name one after the other, with one typo forgiven in each word of five letters
    /// or more ("Fridhof", "Weilerbach Rathas").
    case typo

    public static func < (lhs: SearchRank, rhs: SearchRank) -> Bool { lhs.rawValue < rhs.rawValue }
}
