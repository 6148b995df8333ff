/// The few colours buerger uses, and only ever together with words that say the same.
public enum TextStyle: Equatable, Sendable {
    case green
    case yellow
    case red
    case bold
    case dim

    private var code: String {
        switch self {
        case .green: return "32"
        case .yellow: return "33"
        case .red: return "31"
        case .bold: return "1"
        case .dim: return "2"
        }
    }

    /// The text wrapped in this style's escape codes when colour is on; the text unchanged otherwise.
    public func apply(to text: String, colorEnabled: Bool) -> String {
        guard colorEnabled, !text.isEmpty else { return text }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
