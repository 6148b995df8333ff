import CitizenClient

/// Help in argument-parser's layout: OVERVIEW, USAGE, ARGUMENTS, OPTIONS, then EXAMPLES; labels indented two
/// spaces, text from column 26, wrapped to the terminal width.
struct HelpRenderer {
    static let indent = "  "
    static let labelColumn = 26
    /// Narrower than this beside the labels, texts stand under them.
    static let narrowestTextColumn = 30

    let strings: StringTable
    let language: Language
    let width: Int

    /// `buerger help`: every command and the global options.
    func overview(commands: [CommandSpec], globalOptions: [OptionSpec]) -> String {
        var lines = TextWrapper.wrap("\(strings.overviewHeading) \(strings.programAbstract)", width: width)
        lines += ["", "\(strings.usageHeading) buerger \(strings.commandSynopsis)", "", strings.commandsHeading]
        lines += commands.flatMap { entry(label: $0.name, text: $0.abstract.text(in: language)) }
        lines += ["", strings.globalOptionsHeading]
        lines += globalOptions.flatMap(optionEntry)
        lines += [""] + TextWrapper.wrap(strings.seeCommandHelp, width: width - 2).map { Self.indent + $0 }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `buerger help COMMAND`, `buerger COMMAND --help`.
    func command(_ spec: CommandSpec, helpOption: OptionSpec?) -> String {
        var lines = TextWrapper.wrap("\(strings.overviewHeading) \(spec.abstract.text(in: language))", width: width)
        lines += [""] + usage(spec)
        if !spec.arguments.isEmpty {
            lines += ["", strings.argumentsHeading]
            lines += spec.arguments.flatMap {
                entry(label: "<\(Placeholder.word($0.name, in: language))>", text: $0.help.text(in: language))
            }
        }
        lines += ["", strings.optionsHeading]
        lines += (spec.options + [helpOption].compactMap { $0 }).flatMap(optionEntry)
        if !spec.examples.isEmpty {
            lines += ["", strings.examplesHeading]
            for example in spec.examples {
                lines.append(Self.indent + "$ " + example.commandLine)
                lines += TextWrapper.wrap(example.explanation.text(in: language), width: width - 6)
                    .map { Self.indent + "    " + $0 }
            }
        }
        lines += [""] + TextWrapper.wrap(strings.globalOptionsHint, width: width - 2).map { Self.indent + $0 }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `USAGE: buerger config [get KEY | …`, continued under the first argument when it is too wide.
    private func usage(_ spec: CommandSpec) -> [String] {
        let head = "\(strings.usageHeading) buerger \(spec.name)"
        let usage = spec.usage(in: language)
        guard !usage.isEmpty else { return [head] }
        let indent = String(repeating: " ", count: DisplayWidth.of(head) + 1)
        guard width - indent.count >= Self.narrowestTextColumn else {
            let below = Self.indent + "    "
            return [head] + TextWrapper.wrap(usage, width: max(1, width - below.count)).map { below + $0 }
        }
        let wrapped = TextWrapper.wrap(usage, width: width - indent.count)
        return wrapped.enumerated().map { index, part in (index == 0 ? head + " " : indent) + part }
    }

    private func optionEntry(_ option: OptionSpec) -> [String] {
        var notes: [String] = []
        let values = option.shownValues(in: language)
        if !values.isEmpty { notes.append(strings.allowedValues(values)) }
        if let value = option.defaultValue { notes.append(strings.defaultValue(value)) }
        let suffix = notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))"
        return entry(label: option.label(in: language), text: option.help.text(in: language) + suffix)
    }

    /// A label and its text; a label too long for the column puts the text on the next line, and so
    /// does a terminal too narrow for a text column beside the labels.
    private func entry(label: String, text: String) -> [String] {
        guard width - Self.labelColumn >= Self.narrowestTextColumn else {
            let below = Self.indent + "    "
            return [Self.indent + label]
                + TextWrapper.wrap(text, width: max(1, width - below.count)).map { below + $0 }
        }
        let textWidth = width - Self.labelColumn
        let wrapped = TextWrapper.wrap(text, width: textWidth)
        let blank = String(repeating: " ", count: Self.labelColumn)
        let labelText = Self.indent + label
        var lines: [String] = []
        var rest = wrapped[...]
        if DisplayWidth.of(labelText) < Self.labelColumn - 1, let first = rest.popFirst() {
            lines.append(DisplayWidth.pad(labelText, to: Self.labelColumn) + first)
        } else {
            lines.append(labelText)
        }
        lines += rest.map { blank + $0 }
        return lines
    }
}
