/// Everything the parser, help, the man page and completion know about one command.
public struct CommandSpec: Equatable, Sendable {
    public let name: String
    public let abstract: LocalizedText
    /// What help explains; with `subcommands` the arguments only describe them, each sub-command
    /// has its own.
    public let arguments: [ArgumentSpec]
    /// Every option, in the order help lists them.
    public let options: [OptionSpec]
    /// The words that pick a form of the command (`watch stop`, `config set`); nil when it has none.
    public let subcommands: Subcommands?
    /// The ways the options may be combined when some are needed (`request-stop`); empty when none is.
    public let optionForms: [OptionForm]
    public let examples: [CommandExample]

    public init(
        name: String, abstract: LocalizedText, arguments: [ArgumentSpec] = [], options: [OptionSpec] = [],
        subcommands: Subcommands? = nil, optionForms: [OptionForm] = [], examples: [CommandExample]
    ) {
        self.name = name
        self.abstract = abstract
        self.arguments = arguments
        self.options = options
        self.subcommands = subcommands
        self.optionForms = optionForms
        self.examples = examples
    }

    /// The part of the usage line after `buerger NAME`, made from the arguments, options and sub-commands.
    public var usage: String {
        UsageLine(self).text
    }

    public var usageLine: String {
        usage.isEmpty ? "buerger \(name)" : "buerger \(name) \(usage)"
    }

    /// `usage` with what a person fills in said in `language` (`HALTESTELLE`).
    func usage(in language: Language) -> String {
        UsageLine(self, language: language).text
    }

    func usageLine(in language: Language) -> String {
        let usage = usage(in: language)
        return usage.isEmpty ? "buerger \(name)" : "buerger \(name) \(usage)"
    }
}
