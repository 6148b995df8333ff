import CitizenClient

/// A table of texts for one language. Every text in it is written through `say(_:de:)`, the one way
/// buerger writes words for people: both languages side by side, each required, so a missing German
/// text does not compile, and the logic around them (plurals, units, choices) is written once.
protocol LocalizedTable {
    var language: Language { get }
}

extension LocalizedTable {
    func say(_ english: String, de german: String) -> String {
        LocalizedText(english, de: german).text(in: language)
    }
}
