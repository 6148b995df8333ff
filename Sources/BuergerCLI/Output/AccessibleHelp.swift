import CitizenClient
import Foundation

/// Help for `--accessible`: one sentence per line, no columns, no padding, no hard wraps (a screen
/// reader reads a wrapped line as two). Example command lines stand alone so they can be copied.
struct AccessibleHelp: LocalizedTable {
    let strings: StringTable
    let language: Language

    func overview(commands: [CommandSpec], globalOptions: [OptionSpec]) -> String {
        var lines = ["buerger: " + strings.programAbstract]
        lines.append(
            say(
                "Usage: buerger, then a command, then its options.",
                de: "Aufruf: buerger, dann ein Befehl, dann seine Optionen."))
        lines += commands.map { say("Command", de: "Befehl") + " \($0.name): " + $0.abstract.text(in: language) }
        lines += globalOptions.map(option)
        lines.append(strings.seeCommandHelp)
        return finish(lines)
    }

    func command(_ spec: CommandSpec, helpOption: OptionSpec?) -> String {
        var lines = ["buerger \(spec.name): " + spec.abstract.text(in: language)]
        // "stop|bus" is read out as "vertical line": say the word instead.
        let usage = spec.usage(in: language).replacingOccurrences(of: "|", with: say(" or ", de: " oder "))
        lines.append(say("Usage", de: "Aufruf") + ": buerger \(spec.name)" + (usage.isEmpty ? "" : " " + usage))
        lines += spec.arguments.map {
            say("Argument", de: "Argument") + " \(Placeholder.word($0.name, in: language)): "
                + $0.help.text(in: language)
        }
        lines += (spec.options + [helpOption].compactMap { $0 }).map(option)
        for example in spec.examples {
            lines.append(say("Example", de: "Beispiel") + ": " + example.explanation.text(in: language))
            lines.append(example.commandLine)
        }
        lines.append(strings.globalOptionsHint)
        return finish(lines)
    }

    private func option(_ option: OptionSpec) -> String {
        var text =
            say("Option", de: "Option") + " \(option.label(in: language)): " + sentence(option.help.text(in: language))
        let values = option.shownValues(in: language)
        if !values.isEmpty { text += " " + sentence(strings.allowedValues(values)) }
        if let value = option.defaultValue { text += " " + sentence(strings.defaultValue(value)) }
        return text
    }

    /// Every line but a command line ends as a sentence; runs of spaces are closed up.
    private func finish(_ lines: [String]) -> String {
        lines.map { line in
            let single = line.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
            return single.hasPrefix("buerger ") && !single.contains(": ") ? single : ended(single)
        }.joined(separator: "\n") + "\n"
    }

    private func ended(_ text: String) -> String {
        guard let last = text.last, !".!?".contains(last) else { return text }
        return text + "."
    }

    private func sentence(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let last = trimmed.last else { return trimmed }
        let capitalized = trimmed.prefix(1).uppercased() + trimmed.dropFirst()
        return ".!?".contains(last) ? capitalized : capitalized + "."
    }
}
