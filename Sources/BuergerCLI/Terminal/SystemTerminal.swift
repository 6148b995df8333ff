import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension TerminalEnvironment {
    /// The real process streams, with `isatty` and the window size asked once.
    public static func system() -> TerminalEnvironment {
        // A reader that has gone (`buerger stops | head -1`) is then a write error the sink keeps, not
        // a signal that kills the run wherever it is: a request being sent still reaches the journal.
        signal(SIGPIPE, SIG_IGN)
        // In order, so each closed number is the lowest free one when it is filled.
        let closed = [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO].map(holdIfClosed)
        let window = window()
        return TerminalEnvironment(
            out: DescriptorSink(descriptor: STDOUT_FILENO, closedAtStart: closed[1]),
            err: DescriptorSink(descriptor: STDERR_FILENO, closedAtStart: closed[2]),
            isStdoutTTY: isatty(STDOUT_FILENO) == 1, isStderrTTY: isatty(STDERR_FILENO) == 1,
            isStdinTTY: isatty(STDIN_FILENO) == 1, reportedColumns: window.columns,
            reportedRows: window.rows)
    }

    /// A standard stream closed by the caller (`buerger stops >&-`) gets /dev/null under its number:
    /// otherwise the next file or socket opened would take that number, and output meant for the
    /// screen would land in a cache file or go to the server. Returns whether it was closed.
    private static func holdIfClosed(_ descriptor: Int32) -> Bool {
        guard fcntl(descriptor, F_GETFD) == -1, errno == EBADF else { return false }
        let null = open("/dev/null", O_RDWR)
        if null >= 0, null != descriptor {
            dup2(null, descriptor)
            close(null)
        }
        return true
    }

    /// The window's width, asked of stdout, else of stderr or stdin (`buerger stops > file` still asks
    /// its questions on the terminal). TIOCGWINSZ fails (and leaves zeros) on a pipe or file.
    /// The height comes with it, for a map that must fit the window.
    private static func window() -> (columns: Int?, rows: Int?) {
        for descriptor in [STDOUT_FILENO, STDERR_FILENO, STDIN_FILENO] {
            var size = winsize()
            if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
                return (Int(size.ws_col), size.ws_row > 0 ? Int(size.ws_row) : nil)
            }
        }
        return (nil, nil)
    }
}
