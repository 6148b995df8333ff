/// The usage line of a command, made from its spec so it cannot drift from what the parser accepts:
/// `STOP [--limit <n>] [--all]`, `[init | get KEY | …]`, `(stop STOP | bus BUS) [--interval <seconds>] …`.
/// Arguments are in capitals, options and their values as help lists them.
struct UsageLine {
    let text: String

    init(_ spec: CommandSpec) {
        if let subcommands = spec.subcommands {
            text = Self.alternatives(subcommands)
        } else if !spec.optionForms.isEmpty {
            text = spec.optionForms.map(Self.form).joined(separator: " | ")
        } else {
            text = (Self.arguments(spec.arguments) + spec.options.map(Self.optional)).joined(separator: " ")
        }
    }

    private static func arguments(_ arguments: [ArgumentSpec]) -> [String] {
        arguments.map { argument in
            let name = argument.name.uppercased() + (argument.isVariadic ? "..." : "")
            return argument.isOptional ? "[\(name)]" : name
        }
    }

    private static func optional(_ option: OptionSpec) -> String {
        "[\(option.synopsis)]"
    }

    /// Sub-commands side by side; neighbours that take the same options share them:
    /// `(stop STOP | bus BUS) [--count <n>]`.
    private static func alternatives(_ subcommands: Subcommands) -> String {
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
    private static func form(_ form: OptionForm) -> String {
        var words = form.required.map { group in
            let names = group.map(\.synopsis)
            return names.count > 1 ? "(\(names.joined(separator: " | ")))" : names.joined()
        }
        if form.allowsOthers { words.append("[options]") }
        return words.joined(separator: " ")
    }
}
