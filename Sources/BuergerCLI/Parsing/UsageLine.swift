/// The usage line of a command, made from its spec so it cannot drift from what the parser accepts:
/// `STOP [--limit <n>] [--all]`, `[init | get KEY | …]`, `(stop STOP | bus BUS) [--interval <seconds>] …`.
/// Arguments are in capitals, options and their values as help lists them; what a person fills in
/// in the person's language (`Placeholder`).
struct UsageLine {
    private(set) var text = ""
    private let language: Language

    init(_ spec: CommandSpec, language: Language = .english) {
        self.language = language
        if let subcommands = spec.subcommands {
            text = alternatives(subcommands)
        } else if !spec.optionForms.isEmpty {
            text = spec.optionForms.map(form).joined(separator: " | ")
        } else {
            text = (arguments(spec.arguments) + spec.options.map(optional)).joined(separator: " ")
        }
    }

    private func arguments(_ arguments: [ArgumentSpec]) -> [String] {
        arguments.map { argument in
            let name = Placeholder.word(argument.name, in: language).uppercased() + (argument.isVariadic ? "..." : "")
            return argument.isOptional ? "[\(name)]" : name
        }
    }

    private func optional(_ option: OptionSpec) -> String {
        "[\(option.synopsis(in: language))]"
    }

    /// Sub-commands side by side; neighbours that take the same options share them:
    /// `(stop STOP | bus BUS) [--count <n>]`.
    private func alternatives(_ subcommands: Subcommands) -> String {
        var groups: [(heads: [String], options: [OptionSpec])] = []
        for choice in subcommands.listed {
            let head = ([choice.name] + arguments(choice.arguments)).joined(separator: " ")
            if let last = groups.last, !last.options.isEmpty, last.options == choice.options {
                groups[groups.count - 1].heads.append(head)
            } else {
                groups.append(([head], choice.options))
            }
        }
        let parts = groups.map { group in
            let heads = group.heads.count > 1 ? "(\(group.heads.joined(separator: " | ")))" : group.heads[0]
            return ([heads] + group.options.map(optional)).joined(separator: " ")
        }
        let joined = parts.joined(separator: " | ")
        if subcommands.isOptional { return "[\(joined)]" }
        // A choice of single words is one slot: `(bash | zsh | fish)`; longer forms read as whole lines.
        return parts.allSatisfy { !$0.contains(" ") } ? "(\(joined))" : joined
    }

    /// `(--stop <stop> | --at <lat,lon>) --time <time> [options]`.
    private func form(_ form: OptionForm) -> String {
        var words = form.required.map { group in
            let names = group.map { $0.synopsis(in: language) }
            return names.count > 1 ? "(\(names.joined(separator: " | ")))" : names.joined()
        }
        if form.allowsOthers { words.append("[" + LocalizedText("options", de: "Optionen").text(in: language) + "]") }
        return words.joined(separator: " ")
    }
}
