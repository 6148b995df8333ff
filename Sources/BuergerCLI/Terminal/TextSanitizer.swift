/// Server text is untrusted: this makes it safe to print on a terminal.
///
/// Removes C0 and C1 controls (ESC included, so no escape sequence survives), DEL, and the Unicode bidi
/// controls that can make text read differently from what it is. Tabs and line breaks become a space, so a
/// value stays one cell of a table and one field of a `--plain` line.
public enum TextSanitizer {
    public static func clean(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isLineOrTab(scalar) {
                result.append(" ")
            } else if !isForbidden(scalar) {
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static func isLineOrTab(_ scalar: Unicode.Scalar) -> Bool {
        [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains(scalar.value)
    }

    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F:
            return true
        // Bidi embeddings, overrides and isolates, and the marks that steer them.
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C:
            return true
        default:
            return false
        }
    }
}
