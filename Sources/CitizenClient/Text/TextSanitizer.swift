/// Text from outside (a server, a file, the environment) is untrusted: this is the one place that
/// decides which of its characters may reach a person — a terminal, a calendar file, a notification,
/// `--json` output. The writers (`CleanSink` for stdout and stderr, the calendar, the notifier, the
/// JSON writer) call it, so no command can forget it.
///
/// Removed: C0 and C1 controls (ESC and the C1 CSI 0x9B included, so no escape sequence survives; an
/// escape sequence's printable tail stays as harmless text), DEL; the bidi embeddings, overrides,
/// isolates and marks that make text read differently from what it is (U+202A–202E, U+2066–2069,
/// U+200E, U+200F, U+061C); zero-width characters that make two names look alike ("Rat\u{200B}haus"
/// as "Rathaus": U+200B–200D, U+2060, U+FEFF) and tag characters (U+E0000–E007F), which are invisible.
public enum TextSanitizer {
    /// One value for one cell of a table, one field of a `--plain` line or one line of a file: line
    /// breaks and tabs become a space, every forbidden character goes.
    public static func clean(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isBreakOrTab(scalar) {
                result.append(" ")
            } else if !isForbidden(scalar) {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whole lines for a writer: line feeds stay (and tabs when `keepsTabs`, for `--plain` fields and
    /// completion candidates), and so does a CR right before one (`--ics -` writes CRLF lines; a CR LF
    /// cannot overwrite anything); other line and page breaks become a space; every forbidden
    /// character, a lone CR and backspace included, goes.
    public static func cleanLines(_ text: String, keepsTabs: Bool) -> String {
        var result = String.UnicodeScalarView()
        let scalars = text.unicodeScalars
        for (index, scalar) in zip(scalars.indices, scalars) {
            let endsLine =
                scalar == "\r" && scalars.index(after: index) < scalars.endIndex
                && scalars[scalars.index(after: index)] == "\n"
            if scalar == "\n" || endsLine || (keepsTabs && scalar == "\t") {
                result.append(scalar)
            } else if isBreakOrTab(scalar) && scalar != "\r" {
                result.append(" ")
            } else if !isForbidden(scalar) {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether a writer must drop this character (see the type's comment).
    public static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F:
            return true
        // Bidi embeddings, overrides and isolates, and the marks that steer them.
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C:
            return true
        // Zero-width space, non-joiner, joiner, word joiner and the byte-order mark.
        case 0x200B...0x200D, 0x2060, 0xFEFF:
            return true
        // Tag characters: invisible, and able to carry a hidden message.
        case 0xE0000...0xE007F:
            return true
        default:
            return false
        }
    }

    private static func isBreakOrTab(_ scalar: Unicode.Scalar) -> Bool {
        [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains(scalar.value)
    }
}
