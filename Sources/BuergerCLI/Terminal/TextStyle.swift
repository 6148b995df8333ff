/// The few colours buerger uses, and only ever together with words that say the same.
///
/// A renderer never writes an escape code itself: `apply` wraps the text in marks, and the one writer
/// of stdout and stderr (`CleanSink`) first drops every control character of the text — a server's
/// ESC included — and then turns the marks into the escape codes. So our own styling is told apart
/// from text however the two were joined, and cleaning cannot be forgotten by a renderer that styles.
public enum TextStyle: Equatable, Sendable, CaseIterable {
    case green
    case yellow
    case red
    case bold
    case dim
    // Line colours of a map (`MapOutput`), beside the three above.
    case blue
    case magenta
    case cyan

    var code: String {
        switch self {
        case .green: return "32"
        case .yellow: return "33"
        case .red: return "31"
        case .bold: return "1"
        case .dim: return "2"
        case .blue: return "34"
        case .magenta: return "35"
        case .cyan: return "36"
        }
    }

    /// The text between this style's marks when colour is on; the text unchanged otherwise.
    public func apply(to text: String, colorEnabled: Bool) -> String {
        guard colorEnabled, !text.isEmpty else { return text }
        return String(Character(StyleMark.start(self))) + text + String(Character(StyleMark.reset))
    }
}

/// The marks `TextStyle` puts around styled text, one private-use character per style and one for the
/// reset. Their block is chosen afresh by each run, so text from outside cannot carry a mark it can
/// expect to work (and at worst it could only colour words: a mark becomes nothing but an SGR colour
/// code).
enum StyleMark {
    private static let count = UInt32(TextStyle.allCases.count + 1)
    /// The first mark: somewhere in Supplementary Private Use Area-A (U+F0000–U+FFFFD).
    private static let base = 0xF0000 + UInt32.random(in: 0..<((0xFFFFD - 0xF0000) / count)) * count

    static func start(_ style: TextStyle) -> Unicode.Scalar {
        scalar(UInt32(TextStyle.allCases.firstIndex(of: style) ?? 0))
    }

    static var reset: Unicode.Scalar { scalar(count - 1) }

    /// The escape code a mark stands for; nil for any other character.
    static func escapeCode(for scalar: Unicode.Scalar) -> String? {
        guard scalar.value >= base, scalar.value < base + count else { return nil }
        let index = Int(scalar.value - base)
        let code = index < TextStyle.allCases.count ? TextStyle.allCases[index].code : "0"
        return "\u{1B}[\(code)m"
    }

    private static func scalar(_ offset: UInt32) -> Unicode.Scalar {
        Unicode.Scalar(base + offset) ?? "\u{FFFD}"
    }
}
