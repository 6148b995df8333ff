import Foundation

/// The help a passenger asks for (#SF_C7). The one place where the words of `--help-with` meet the
/// codes sent in `info.assistance`.
///
/// The codes are what the original **driver** app draws (its assistance icons: 0 wheelchair,
/// 1 luggage, 2 walking aid, 3 pram, 4 child), because the driver's reading decides the service: a
/// wheelchair user's request must show the driver a wheelchair, so the ramp comes. (The original
/// citizen app sent its own table — 0 luggage, 1 wheelchair, 2 shopping — and so showed drivers a
/// suitcase for a wheelchair; earlier versions of `buerger` did the same.) Shopping help has no icon
/// in the driver app: it is not sent as a code (any code would show the driver something false),
/// and stays visible in what `buerger` shows, from the journal. The journal keeps words, not codes.
public enum AssistanceNeed: String, CaseIterable, Sendable {
    case wheelchair
    case luggage
    case walkingAid = "walking-aid"
    case pram
    case child
    case shopping

    /// The option word, as typed after `--help-with` and shown in JSON `assistance`.
    public var word: String { rawValue }

    /// The code the original driver app draws for this need; nil for shopping, which it does not draw.
    public var driverCode: Int? {
        switch self {
        case .wheelchair: return 0
        case .luggage: return 1
        case .walkingAid: return 2
        case .pram: return 3
        case .child: return 4
        case .shopping: return nil
        }
    }

    /// The need a code from the server stands for, read as the driver app reads it.
    public init?(driverCode: Int) {
        guard let need = AssistanceNeed.allCases.first(where: { $0.driverCode == driverCode }) else { return nil }
        self = need
    }

    /// The table of the original citizen app, which earlier versions of `buerger` sent and journalled
    /// as numbers: read so that requests journalled then are shown as they were asked for.
    init?(citizenAppCode: Int) {
        switch citizenAppCode {
        case 0: self = .luggage
        case 1: self = .wheelchair
        case 2: self = .shopping
        default: return nil
        }
    }

    /// English and German words, case, accents and hyphens aside: `wheelchair`, `Rollstuhl`,
    /// `walking aid`, `Rollator`, `Kinderwagen`…
    public init?(word: String) {
        let folded = word.trimmingCharacters(in: .whitespaces).lowercased()
            .folding(options: [.diacriticInsensitive], locale: Locale(identifier: "de_DE"))
            .replacingOccurrences(of: "ß", with: "ss")
            .replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
        guard let need = Self.synonyms.first(where: { $0.words.contains(folded) })?.need else { return nil }
        self = need
    }

    /// The English words for a person to read (the option word spelled as words: "walking aid").
    public var englishWord: String {
        word.replacingOccurrences(of: "-", with: " ")
    }

    /// The German word, as a German speaker types and reads it (each is also understood when typed).
    public var germanWord: String {
        switch self {
        case .wheelchair: return "Rollstuhl"
        case .luggage: return "Gepäck"
        case .walkingAid: return "Gehhilfe"
        case .pram: return "Kinderwagen"
        case .child: return "Kind"
        case .shopping: return "Einkauf"
        }
    }

    private static let synonyms: [(need: AssistanceNeed, words: Set<String>)] = [
        (.wheelchair, ["wheelchair", "rollstuhl"]),
        (.luggage, ["luggage", "gepack", "gepaeck", "koffer"]),
        (.walkingAid, ["walking aid", "walkingaid", "walker", "gehhilfe", "rollator"]),
        (.pram, ["pram", "stroller", "pushchair", "kinderwagen"]),
        (.child, ["child", "kind", "kinder"]),
        (.shopping, ["shopping", "einkauf", "einkaufe", "einkaeufe"]),
    ]

    /// Parses a list such as `luggage,wheelchair` (or `;`-separated, as in batch files).
    /// Duplicates collapse; the order is the order of `allCases`. Throws the first unknown word.
    public static func parseList(_ text: String) throws -> [AssistanceNeed] {
        var needs = Set<AssistanceNeed>()
        for piece in text.split(whereSeparator: { $0 == "," || $0 == ";" }) {
            let word = piece.trimmingCharacters(in: .whitespaces)
            if word.isEmpty { continue }
            guard let need = AssistanceNeed(word: word) else { throw UnknownAssistanceWord(word: word) }
            needs.insert(need)
        }
        return allCases.filter(needs.contains)
    }

    /// The name of a code received from the server, read as the driver app reads it: the word for
    /// 0–4, the number as text otherwise.
    public static func describe(code: Int) -> String {
        AssistanceNeed(driverCode: code)?.word ?? String(code)
    }

    /// The codes sent for `needs` (shopping has none).
    public static func driverCodes(_ needs: [AssistanceNeed]) -> [Int] {
        needs.compactMap(\.driverCode).sorted()
    }
}

extension AssistanceNeed: Codable {
    /// A word; a number is the citizen-app table earlier versions journalled.
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let code = try? container.decode(Int.self) {
            guard let need = AssistanceNeed(citizenAppCode: code) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown help code \(code)")
            }
            self = need
            return
        }
        let word = try container.decode(String.self)
        guard let need = AssistanceNeed(rawValue: word) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown help word '\(word)'")
        }
        self = need
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// A `--help-with` word that is none of the known ones.
public struct UnknownAssistanceWord: Error, Equatable {
    public let word: String
    public static var knownWords: [String] { AssistanceNeed.allCases.map(\.word) }
}
