import CitizenClient

/// A text written in both languages, for help texts that live next to the command they describe.
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
