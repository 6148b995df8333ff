import CitizenClient
import Foundation

/// Stdout or stderr written in whole lines, each within the terminal's width: the one place where
/// every screen, sentence, message and question is fitted (issue 24).
///
/// - Whole lines: text is held until its line ends, so when both streams go to one file
///   (`2>&1 | tee log`) a note never lands inside a table line. A question waits for its answer on
///   the same line, so `flush()` writes the part of a line held so far; the run flushes at its end.
/// - On a terminal, for a person (`width` set), a line wider than the width is wrapped by
///   `TextWrapper`: between words only, a labelled value under itself, a command or an address whole.
///   Renderers fit their tables and drawings first (`TableRenderer`, `RoutePicture`); this catches
///   every other line. In a pipe or file (`width` nil) lines stay as they are: there a line is a record.
final class FittingSink: TextSink {
    let inner: TextSink
    /// The width lines are wrapped to; nil to leave them as they are.
    let width: Int?
    // Notes may come from the threads that fetch a board's buses side by side.
    private let lock = NSLock()
    private var held = ""

    init(_ inner: TextSink, width: Int?) {
        self.inner = inner
        self.width = width
    }

    var writeFailure: SystemErrorReason? { inner.writeFailure }

    func write(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        held += text
        // Found in the bytes: a "\r\n" from outside is one character, and a JSON document of megabytes
        // is one line that needs no wrapping.
        let bytes = held.utf8
        guard let lastBreak = bytes.lastIndex(of: UInt8(ascii: "\n")) else { return }
        let complete = String(decoding: bytes[...lastBreak], as: UTF8.self)
        held = String(decoding: bytes[bytes.index(after: lastBreak)...], as: UTF8.self)
        guard width != nil else { return inner.write(complete) }
        inner.write(
            complete.dropLast().split(separator: "\n", omittingEmptySubsequences: false).map(fitted).joined())
    }

    /// Writes the part of a line held so far (a question before its answer is read), fitted as a line
    /// is; the space a question ends with stays, for the answer to follow it.
    func flush() {
        lock.lock()
        defer { lock.unlock() }
        guard !held.isEmpty else { return }
        let trailing = String(held.reversed().prefix { $0 == " " })
        // The answer follows the question's last space: it must fit the line too.
        var lines = width.map { TextWrapper.wrap(held, width: $0 - trailing.count) } ?? [held]
        if let last = lines.popLast() { lines.append(last.hasSuffix(trailing) ? last : last + trailing) }
        held = ""
        inner.write(lines.joined(separator: "\n"))
    }

    private func fitted(_ line: Substring) -> String {
        fittedLines(line).map { $0 + "\n" }.joined()
    }

    private func fittedLines(_ line: Substring) -> [String] {
        guard let width else { return [String(line)] }
        return TextWrapper.wrap(String(line), width: width)
    }
}
