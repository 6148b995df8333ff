import CitizenClient

/// A position as people type it where a LAT,LON is asked for: `49.4785,7.6405`, with a space
/// (`49.4785, 7.6405`, `49.4785 7.6405`), with German decimal commas (`49,4785 7,6405`), or a saved
/// place (`@zuhause`).
enum TypedPosition {
    static func parse(_ text: String, places: [String: String]) -> Coordinate? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("@") {
            return StopResolver(places: places).place(trimmed).flatMap { try? Coordinate(parsing: $0) }
        }
        if let position = try? Coordinate(parsing: trimmed) { return position }
        let parts = trimmed.split(whereSeparator: \.isWhitespace)
        guard parts.count == 2 else { return nil }
        let numbers = parts.map { $0.replacingOccurrences(of: ",", with: ".") }
        return try? Coordinate(parsing: numbers.joined(separator: ","))
    }

    /// Where to find the numbers: no address lookup exists offline, a map does.
    static let howToFind = LocalizedText(
        "A map app shows the position of a house: press and hold on it, then copy the two numbers.",
        de: "Eine Karten-App zeigt die Position eines Hauses: lange darauf tippen, dann die zwei Zahlen abschreiben.")
}
