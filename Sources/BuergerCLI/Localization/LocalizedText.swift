import CitizenClient

/// A text written in both languages: the one form of every word buerger shows a person, whether it
/// is kept as a value (help texts next to the command they describe) or said at once by a
/// `LocalizedTable`. Both languages are required, so a missing translation does not compile.
public struct LocalizedText: Equatable, Sendable {
    public let english: String
    public let german: String

    public init(_ english: String, de german: String) {
        self.english = english
        self.german = german
    }

    public func text(in language: Language) -> String {
        language == .german ? german : english
    }
}
