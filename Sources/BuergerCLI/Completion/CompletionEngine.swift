import CitizenClient
import Foundation

/// What the shell should offer for the word under the cursor, worked out from the command specs
/// alone: commands, their options, option values, sub-commands and, where an argument names a stop,
/// the stops and aliases `stopLookup` finds (the cache, never the network).
struct CompletionEngine {
    /// Stops for a typed prefix; `server` is a `--server` given on the line being completed.
    typealias StopLookup = (_ prefix: String, _ server: String?) -> [CompletionCandidate]

    let commands: [CommandSpec]
    let globalOptions: [OptionSpec]
    let configKeys: [String]
    let language: Language
    let stopLookup: StopLookup
    static let helpCommandName = "help"

    /// - Parameter words: the words after `buerger`, the last one being the (maybe empty) word under the cursor.
    func candidates(for words: [String]) -> [CompletionCandidate] {
        let typed = Self.unquoted(words.last ?? "")
        // A lone `=` is bash's split of `--lang=`: nothing of the value is typed yet.
        return TypedWordKeeper.narrow(offered(for: words), typed: typed == "=" ? "" : typed)
    }

    private func offered(for words: [String]) -> [CompletionCandidate] {
        var before = Array(words.dropLast())
        var current = Self.unquoted(words.last ?? "")
        // bash splits `--lang=d` at the `=` into three words.
        if current == "=" {
            before.append("=")
            current = ""
        }
        if before.count >= 2, before.last == "=", let option = option(named: before[before.count - 2], in: before) {
            return values(for: option, prefix: current, line: before)
        }
        // zsh and fish keep `--lang=d` whole: complete the value, keep the option in front.
        if current.hasPrefix("--"), let equals = current.firstIndex(of: "="),
            let option = option(named: String(current[..<equals]), in: before)
        {
            let head = String(current[...equals])
            return values(for: option, prefix: String(current[current.index(after: equals)...]), line: before)
                .map { CompletionCandidate(head + $0.value, $0.description) }
        }
        let line = ReadLine(words: before, commands: commands, globalOptions: globalOptions)
        if let pending = line.pendingOption { return values(for: pending, prefix: current, line: before) }
        if current.hasPrefix("-"), !line.optionsEnded {
            let options = globalOptions + (line.command?.options ?? [])
            return Self.filter(
                options.map { CompletionCandidate($0.flag, $0.help.text(in: language)) },
                prefix: current)
        }
        guard let command = line.command else { return commandNames(prefix: current) }
        if command.name == Self.helpCommandName {
            return line.positionals.isEmpty ? commandNames(prefix: current) : []
        }
        return positionalValues(command, after: line.positionals, prefix: current, line: before)
    }

    /// What the spec allows at the next position: a sub-command's word, or the values of the argument
    /// (of the command, or of the sub-command already typed) standing there.
    private func positionalValues(
        _ command: CommandSpec, after given: [String], prefix: String,
        line: [String]
    ) -> [CompletionCandidate] {
        var arguments = command.arguments
        var position = given.count
        if let subcommands = command.subcommands {
            guard let word = given.first else {
                return Self.filter(subcommands.listed.map { CompletionCandidate($0.name) }, prefix: prefix)
            }
            guard let choice = subcommands.named(word), choice.isListed else { return [] }
            arguments = choice.arguments
            position -= 1
        }
        let argument =
            arguments.indices.contains(position)
            ? arguments[position]
            : arguments.last.flatMap { $0.isVariadic ? $0 : nil }
        return argument.map { argumentValues($0, prefix: prefix, line: line) } ?? []
    }

    private func commandNames(prefix: String) -> [CompletionCandidate] {
        Self.filter(commands.map { CompletionCandidate($0.name, $0.abstract.text(in: language)) }, prefix: prefix)
    }

    private func argumentValues(_ argument: ArgumentSpec, prefix: String, line: [String]) -> [CompletionCandidate] {
        switch argument.completes {
        case .stop: return stopLookup(prefix, Self.serverOption(in: line))
        case .configKey: return Self.filter(configKeys.map { CompletionCandidate($0) }, prefix: prefix)
        case .command: return commandNames(prefix: prefix)
        case .anything: return []
        }
    }

    private func values(for option: OptionSpec, prefix: String, line: [String]) -> [CompletionCandidate] {
        if option.completes == .stop {
            return stopLookup(prefix, Self.serverOption(in: line))
        }
        return Self.filter((option.allowedValues + option.alsoAccepted).map { CompletionCandidate($0) }, prefix: prefix)
    }

    /// The option a word names (`--limit`, `-n`), among the globals and the options of the line's command.
    private func option(named word: String, in line: [String]) -> OptionSpec? {
        let command = ReadLine(words: line, commands: commands, globalOptions: globalOptions).command
        return ReadLine.option(named: word, among: globalOptions + (command?.options ?? []))
    }

    /// A `--server URL` or `--server=URL` on the line: its stops live in another cache.
    static func serverOption(in words: [String]) -> String? {
        for (index, word) in words.enumerated() {
            let flag = GlobalOption.server.flag
            if word.hasPrefix(flag + "=") { return String(word.dropFirst(flag.count + 1)) }
            if word == flag, words.indices.contains(index + 1) { return unquoted(words[index + 1]) }
        }
        return nil
    }

    /// Candidates that start with `prefix`, ignoring case and accents (`uni s` finds `Uni Süd`).
    static func filter(_ candidates: [CompletionCandidate], prefix: String) -> [CompletionCandidate] {
        let folded = fold(prefix)
        return candidates.filter { fold($0.value).hasPrefix(folded) }
    }

    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// The word as the user means it: an opening quote and backslash escapes removed (`"Uni S`, `Uni\ S`).
    static func unquoted(_ word: String) -> String {
        var text = Substring(word)
        if let first = text.first, first == "\"" || first == "'" {
            text = text.dropFirst()
            if text.last == first { text = text.dropLast() }
        }
        var result = ""
        var escaped = false
        for character in text {
            if character == "\\", !escaped {
                escaped = true
                continue
            }
            result.append(character)
            escaped = false
        }
        return result
    }
}

/// The words before the cursor, read as the parser would: which command, which positional words,
/// and whether the last word is an option still waiting for its value.
private struct ReadLine {
    var command: CommandSpec?
    var positionals: [String] = []
    var pendingOption: OptionSpec?
    var optionsEnded = false

    init(words: [String], commands: [CommandSpec], globalOptions: [OptionSpec]) {
        for word in words {
            // `--server URL`: the option took this word.
            if pendingOption != nil {
                pendingOption = nil
                continue
            }
            if word == "--", !optionsEnded {
                optionsEnded = true
            } else if !optionsEnded, CommandLineParser.looksLikeOption(word) {
                let known = Self.option(named: word, among: globalOptions + (command?.options ?? []))
                if let known, known.takesValue, !word.contains("=") { pendingOption = known }
            } else if command == nil {
                command = commands.first { $0.name == word }
            } else {
                positionals.append(CompletionEngine.unquoted(word))
            }
        }
    }

    /// `--limit`, `--limit=3` or `-n`: the spec it names, if any.
    static func option(named word: String, among options: [OptionSpec]) -> OptionSpec? {
        if word.hasPrefix("--") {
            let name = word.dropFirst(2).split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
            return options.first { $0.name == name }
        }
        guard word.hasPrefix("-"), word.count == 2, let letter = word.last else { return nil }
        return options.first { $0.short == letter }
    }
}
