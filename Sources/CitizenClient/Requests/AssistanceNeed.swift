import Foundation

/// The help a passenger asks for (#SF_C7). The one place where the words of `--help-with` meet the
/// codes sent in `info.assistance`: the original citizen app's enum `CitizenDataAssistance`
/// (0 luggage, 1 wheelchair, 2 shopping). The server defines none and the original driver app read
/// them differently (docs/requests.md), so other codes from the server are kept as plain numbers.
public enum AssistanceNeed: Int, CaseIterable, Codable, Sendable {
    case luggage = 0
    case wheelchair = 1
    case shopping = 2

    /// The option word, as typed after `--help-with` and shown in JSON `assistance`.
    public var word: String {
        switch self {
        case .luggage: return "luggage"
        case .wheelchair: return "wheelchair"
        case .shopping: return "shopping"
        }
    }

    public init?(word: String) {
        let folded = word.trimmingCharacters(in: .whitespaces).lowercased()
        guard let need = AssistanceNeed.allCases.first(where: { $0.word == folded }) else { return nil }
        self = need
    }

    /// Parses a list such as `luggage,wheelchair` (or `;`-separated, as in batch files).
    /// Duplicates collapse; the order is the code order. Throws the first unknown word.
    public static func parseList(_ text: String) throws -> [AssistanceNeed] {
        var needs = Set<AssistanceNeed>()
        for piece in text.split(whereSeparator: { $0 == "," || $0 == ";" }) {
            let word = piece.trimmingCharacters(in: .whitespaces)
            if word.isEmpty { continue }
            guard let need = AssistanceNeed(word: word) else { throw UnknownAssistanceWord(word: word) }
            needs.insert(need)
        }
        return needs.sorted { $0.rawValue < $1.rawValue }
    }

    /// The name of a code received from the server: the word for 0–2, the number as text otherwise.
    public static func describe(code: Int) -> String {
        AssistanceNeed(rawValue: code)?.word ?? String(code)
    }
}

/// A `--help-with` word that is none of the known ones.
public struct UnknownAssistanceWord: Error, Equatable {
    public let word: String
    public static var knownWords: [String] { AssistanceNeed.allCases.map(\.word) }
}
