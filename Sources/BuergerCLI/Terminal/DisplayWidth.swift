/// How many terminal columns text takes: umlauts 1, combining marks 0, East Asian wide characters and emoji 2.
public enum DisplayWidth {
    public static func of(_ text: String) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        if scalars.contains(where: isWide) { return 2 }
        return scalars.allSatisfy(isZeroWidth) ? 0 : 1
    }

    /// The width of `text`, counted no further than past `limit`: the answer is exact up to `limit`
    /// and more than `limit` otherwise, at the cost of the first `limit` columns, not the whole text.
    public static func of(_ text: String, upTo limit: Int) -> Int {
        var used = 0
        for character in text {
            used += of(character)
            if used > limit { return used }
        }
        return used
    }

    /// The longest prefix of `text` that fits `columns`, with `ellipsis` appended when something was cut.
    /// Looks at no more of `text` than `columns` need, so a very long name costs no more than a short one.
    public static func truncate(_ text: String, to columns: Int, ellipsis: String) -> String {
        guard of(text, upTo: columns) > columns else { return text }
        let room = columns - of(ellipsis)
        guard room > 0 else { return String(ellipsis.prefix(max(columns, 0))) }
        var kept = ""
        var used = 0
        for character in text {
            let width = of(character)
            if used + width > room { break }
            kept.append(character)
            used += width
        }
        return kept + ellipsis
    }

    /// `text` cut to `columns` between words, with `ellipsis` after the last word kept ("Weilerbach
    /// Rathaus – Weilerbach …"), or after the hyphen of a compound ("Kottweiler-…"): a word is left
    /// out whole, never cut ("Weilerbach Schulstr…" reads as a different stop). Only a first word
    /// wider than `columns` is cut inside, as `truncate` does.
    public static func truncateBetweenWords(_ text: String, to columns: Int, ellipsis: String) -> String {
        guard of(text, upTo: columns) > columns else { return text }
        let room = columns - of(ellipsis) - 1
        var kept = ""
        var candidate = ""
        var keptAtHyphen = false
        for character in text {
            if character == " " {
                let trimmed = trimmingJoiners(candidate)
                if !trimmed.isEmpty, of(trimmed) <= room {
                    (kept, keptAtHyphen) = (trimmed, false)
                } else if of(candidate) > room {
                    break
                }
            }
            candidate.append(character)
            // A compound word may be cut after its hyphen: "Kottweiler-…".
            if character == "-", candidate.count > 1, of(candidate) <= room + 1 {
                (kept, keptAtHyphen) = (candidate, true)
            }
            if of(candidate, upTo: room + 1) > room + 1 { break }
        }
        guard !kept.isEmpty else { return truncate(text, to: columns, ellipsis: ellipsis) }
        return kept + (keptAtHyphen ? "" : " ") + ellipsis
    }

    /// What may stand between words without meaning anything alone at the end of a cut text.
    private static let joiners: Set<Character> = [" ", "–", "-", ",", ";", ":", "/"]

    private static func trimmingJoiners(_ text: String) -> String {
        var text = text
        while let last = text.last, joiners.contains(last) { text.removeLast() }
        return text
    }

    /// `text` followed by spaces up to `columns`.
    public static func pad(_ text: String, to columns: Int, alignRight: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, columns - of(text)))
        return alignRight ? padding + text : text + padding
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        // A style mark becomes an escape code, which takes no column.
        if StyleMark.escapeCode(for: scalar) != nil { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return true
        default:
            // Variation selectors and the zero-width joiner sit in other categories on some platforms.
            return (0xFE00...0xFE0F).contains(scalar.value) || scalar.value == 0x200D
        }
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
