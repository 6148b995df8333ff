import Foundation

/// What the original server does to `info.name` and `info.address` (wire-contract §5.4): it stores
/// them with Jettison's escapes and reads them back by searching for `name":"`, `address":"` and
/// `assistance":[`. So some text comes back changed, cut short, or makes every later answer that
/// contains the request fail. Such text is refused before anything is sent.
public enum UnsafeText: Equatable, Sendable {
    /// `/`, `"` or `\`: the server hands it back with a backslash added, or cut short.
    case character(Character)
    /// `",`: the server's reading stops there, so the rest is lost.
    case quoteComma
    /// A control character (a line break, a tab): escaped by the server and never read back.
    case controlCharacter
    /// `name`, `address` or `assistance`: the words the server searches for. `assistance` inside
    /// the text breaks every later answer with this request (it is "poisoned").
    case word(String)
    /// Longer than a driver can read at a glance (`PassengerText.maximumLength`): the server keeps
    /// any length, but a 1 MB name was journalled whole and refused by the server's front (413).
    case tooLong(limit: Int)
}

enum PassengerText {
    /// The words the server's reader searches for. Matched as the server does, case-sensitively
    /// (Java `indexOf`), so "Name" and "Nachname" differ: only the lower-case spelling is refused.
    static let searchedWords = ["assistance", "address", "name"]

    /// The longest name or address sent, in characters.
    public static let maximumLength: [PassengerField: Int] = [.name: 100, .address: 200]

    /// The first reason the text cannot be sent safely, nil when it can. `""` is safe. The length is
    /// checked first, so a huge text costs one count.
    static func problem(in text: String, field: PassengerField) -> UnsafeText? {
        let limit = maximumLength[field] ?? 200
        if text.utf8.count > limit, text.count > limit { return .tooLong(limit: limit) }
        if text.contains("\",") { return .quoteComma }
        for character in text {
            if character == "/" || character == "\"" || character == "\\" { return .character(character) }
            if character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                return .controlCharacter
            }
        }
        for word in searchedWords where text.contains(word) { return .word(word) }
        return nil
    }
}
