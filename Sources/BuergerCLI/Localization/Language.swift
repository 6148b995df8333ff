/// The language of every human sentence buerger prints (errors, suggestions, notes).
public enum Language: String, Sendable, CaseIterable {
    case english = "en"
    case german = "de"

    /// Picks German for `de*` locale strings (`de_DE.UTF-8`, `de`), English otherwise.
    public init(localeIdentifier: String?) {
        let lowered = (localeIdentifier ?? "").lowercased()
        self = lowered.hasPrefix("de") ? .german : .english
    }
}

extension Language {
    /// "line Pirmasens" / "Linie Pirmasens", but a name that already says it ("Linie 1 Rodenbach –
    /// Siegelbach", as real networks name lines) as it is: never "line Linie 1".
    public func line(_ name: String, capitalized: Bool = false) -> String {
        if name.lowercased().hasPrefix("lin") { return name }
        return LocalizedText(capitalized ? "Line " : "line ", de: "Linie ").text(in: self) + name
    }
}
