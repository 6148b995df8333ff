/// The language of every human sentence the library produces (errors, suggestions, notes).
public enum Language: String, Sendable, CaseIterable {
    case english = "en"
    case german = "de"

    /// Picks German for `de*` locale strings (`de_DE.UTF-8`, `de`), English otherwise.
    public init(localeIdentifier: String?) {
        let lowered = (localeIdentifier ?? "").lowercased()
        self = lowered.hasPrefix("de") ? .german : .english
    }

    /// Chooses between an English and a German text.
    func pick(_ english: String, _ german: String) -> String {
        self == .german ? german : english
    }
}
