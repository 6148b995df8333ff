import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension TerminalEnvironment {
    /// The real process streams, with `isatty` and the window size asked once.
    public static func system() -> TerminalEnvironment {
        TerminalEnvironment(out: FileHandleSink(.standardOutput), err: FileHandleSink(.standardError),
                            isStdoutTTY: isatty(STDOUT_FILENO) == 1, isStderrTTY: isatty(STDERR_FILENO) == 1,
                            isStdinTTY: isatty(STDIN_FILENO) == 1, reportedColumns: windowColumns())
    }

    private static func windowColumns() -> Int? {
        var size = winsize()
        // TIOCGWINSZ fails (and leaves zeros) when stdout is a pipe or file; then there is no width to honour.
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
