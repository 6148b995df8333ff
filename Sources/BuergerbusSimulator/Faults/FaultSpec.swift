import Foundation

/// The `--faults` / `/sim/faults` syntax: comma-separated rules `KIND[:OPTION]...` where KIND is
/// `refuse`, `reset`, `delay=DURATION`, `500`, `503`, `html`, `truncate`, `malformed`, `empty`,
/// `204` or `drop-after-store`, and OPTION is `rate=P` (0…1), `next=N` or `path=TEXT`.
/// Example: `drop-after-store:next=2,500:rate=0.1,delay=3s:rate=0.5:path=/busses`.
public enum FaultSpec {
    public static func parse(_ text: String) throws -> [FaultRule] {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, trimmed != "none" else { return [] }
        return try trimmed.split(separator: ",").map { try rule(String($0).trimmingCharacters(in: .whitespaces)) }
    }

    private static func rule(_ clause: String) throws -> FaultRule {
        let parts = clause.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard let head = parts.first, !head.isEmpty else {
            throw FaultSpecError(clause: clause, problem: "no fault kind")
        }
        var rule = FaultRule(kind: try kind(head, clause: clause))
        for option in parts.dropFirst() {
            let pair = option.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else {
                throw FaultSpecError(clause: clause, problem: "option '\(option)' needs a value")
            }
            switch pair[0] {
            case "rate":
                guard let rate = Double(pair[1]), rate >= 0, rate <= 1 else {
                    throw FaultSpecError(clause: clause, problem: "rate must be a number from 0 to 1")
                }
                rule.trigger = .rate(rate)
            case "next":
                guard let count = Int(pair[1]), count >= 0 else {
                    throw FaultSpecError(clause: clause, problem: "next must be a whole number of requests")
                }
                rule.trigger = .next(count)
            case "path":
                rule.pathFilter = pair[1]
            default:
                throw FaultSpecError(clause: clause, problem: "unknown option '\(pair[0])' (use rate=, next= or path=)")
            }
        }
        return rule
    }

    private static func kind(_ head: String, clause: String) throws -> FaultKind {
        if head.hasPrefix("delay=") {
            guard let seconds = duration(String(head.dropFirst("delay=".count))) else {
                throw FaultSpecError(clause: clause, problem: "delay needs a duration such as 3s or 250ms")
            }
            return .delay(seconds)
        }
        let kinds: [String: FaultKind] = [
            "refuse": .refuse, "reset": .reset, "500": .serverError, "503": .unavailable, "html": .html,
            "truncate": .truncate, "malformed": .malformed, "empty": .empty, "204": .noContent,
            "drop-after-store": .dropAfterStore,
        ]
        guard let kind = kinds[head] else {
            throw FaultSpecError(
                clause: clause,
                problem: "unknown fault '\(head)' (known: refuse, reset, delay=, 500, "
                    + "503, html, truncate, malformed, empty, 204, drop-after-store)")
        }
        return kind
    }

    /// `3s`, `250ms`, `1.5` (seconds).
    static func duration(_ text: String) -> TimeInterval? {
        let (number, scale): (Substring, Double) =
            text.hasSuffix("ms")
            ? (text.dropLast(2), 0.001)
            : text.hasSuffix("s") ? (text.dropLast(), 1) : (Substring(text), 1)
        guard let value = Double(number), value >= 0, value.isFinite else { return nil }
        return value * scale
    }
}

/// A SPEC that cannot be understood, with the clause at fault.
public struct FaultSpecError: Error, Equatable, CustomStringConvertible {
    public var clause: String
    public var problem: String
    public var description: String { "invalid fault '\(clause)': \(problem)" }
}
