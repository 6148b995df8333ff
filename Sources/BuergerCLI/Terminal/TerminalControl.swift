/// The few screen commands a live picture needs (`map --follow`), as values: the one sanctioned path
/// for escape sequences other than colour. `Terminal.control` writes them past the cleaning point, and
/// only to a terminal showing the picture to a person; nothing from a server or a file can become one,
/// as text is never turned into a `TerminalControl`.
enum TerminalControl: Equatable {
    /// Switches to the alternate screen (the shell's screen is kept aside) and hides the cursor.
    case enterAlternateScreen
    /// Clears the screen and puts the cursor top left, for the next picture.
    case clearScreen
    /// Shows the cursor again and goes back to the shell's screen as it was.
    case leaveAlternateScreen

    /// The ECMA-48 / xterm sequence for it.
    var sequence: String {
        switch self {
        case .enterAlternateScreen: return "\u{1B}[?1049h\u{1B}[?25l"
        case .clearScreen: return "\u{1B}[H\u{1B}[2J"
        case .leaveAlternateScreen: return "\u{1B}[?25h\u{1B}[?1049l"
        }
    }
}
