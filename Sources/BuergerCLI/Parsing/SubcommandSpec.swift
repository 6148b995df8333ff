/// One word-led form of a command (`watch stop STOP`, `config set KEY VALUE`): the parser picks it by
/// its word and checks its own arguments; usage lines and completion list it.
public struct SubcommandSpec: Equatable, Sendable {
    public let name: String
    public let arguments: [ArgumentSpec]
    /// Which of the command's options apply to this form (usage shows them); the parser accepts all of
    /// the command's options and the command says why one does not apply.
    public let options: [OptionSpec]
    /// False for a word the completion scripts use (`completion complete`): it works but is neither
    /// shown in the usage line nor offered.
    public let isListed: Bool

    public init(
        _ name: String, arguments: [ArgumentSpec] = [], options: [OptionSpec] = [], listed isListed: Bool = true
    ) {
        self.name = name
        self.arguments = arguments
        self.options = options
        self.isListed = isListed
    }
}

/// The sub-commands of one command, and how an unknown word is answered.
public struct Subcommands: Equatable, Sendable {
    /// What the parser says to a word that names no sub-command.
    public enum UnknownWordReply: Equatable, Sendable {
        /// `Unknown command 'config foo'. Did you mean 'config get'?`
        case unknownCommand
        /// `'foo' is not a valid <what>: expected 'stop', 'bus' or 'request'`, naming the command's first argument.
        case invalidValue(reason: LocalizedText)
    }

    public let choices: [SubcommandSpec]
    /// Whether the command also runs without one (`buerger config` shows every setting).
    public let isOptional: Bool
    public let unknownWordReply: UnknownWordReply

    public init(
        _ choices: [SubcommandSpec], optional isOptional: Bool = false,
        unknownWord unknownWordReply: UnknownWordReply = .unknownCommand
    ) {
        self.choices = choices
        self.isOptional = isOptional
        self.unknownWordReply = unknownWordReply
    }

    public var listed: [SubcommandSpec] { choices.filter(\.isListed) }

    public func named(_ word: String) -> SubcommandSpec? {
        choices.first { $0.name == word }
    }
}

/// The sub-commands of one command as a Swift enum, so the command dispatches on a case, not a word.
protocol SubcommandChoice: CaseIterable {
    var spec: SubcommandSpec { get }
}

extension SubcommandChoice {
    static var specs: [SubcommandSpec] { allCases.map(\.spec) }

    /// The case the parser picked, by its spec.
    static func picked(_ spec: SubcommandSpec?) -> Self? {
        guard let spec else { return nil }
        return allCases.first { $0.spec == spec }
    }
}
