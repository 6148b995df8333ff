import Foundation

/// A length of time as typed for `--timeout` and `--retry-for`: `90s`, `10m`, `1h`, `1h30m`, or plain
/// seconds (`300`).
enum DurationOption {
    static func seconds(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let plain = Double(trimmed) { return plain.isFinite && plain > 0 ? plain : nil }
        var total = 0.0
        var digits = ""
        for character in trimmed {
            if character.isNumber {
                digits.append(character)
                continue
            }
            guard let value = Double(digits) else { return nil }
            switch character {
            case "s": total += value
            case "m": total += value * 60
            case "h": total += value * 3600
            default: return nil
            }
            digits = ""
        }
        guard digits.isEmpty, total > 0 else { return nil }
        return total
    }

    /// Reads a duration option, or throws a usage error naming the option.
    static func read(_ context: CommandContext, option: OptionSpec, default fallback: Double) throws -> Double {
        guard let text = context.options.value(option) else { return fallback }
        guard let seconds = seconds(text) else {
            throw UsageError(
                .invalidValue(
                    text, for: option.synopsis,
                    reason: LocalizedText(
                        "expected a length of time such as 90s, 10m or 1h",
                        de: "erwartet wird eine Dauer wie 90s, 10m oder 1h")))
        }
        return seconds
    }
}
