import CitizenClient

/// The one cleaning point of stdout and stderr: `Terminal` puts one in front of each stream, so every
/// byte any command writes — server, file or environment text in tables, sentences, messages, `-v`
/// trace lines, `--json` — passes `TextSanitizer` on its way out. Then, and only then, our own style
/// marks become escape codes (`StyleMark`), so colour works and nothing else can drive the terminal.
final class CleanSink: TextSink {
    let inner: TextSink
    /// Stdout keeps tabs (`--plain` fields, completion candidates); on stderr a tab becomes a space.
    let keepsTabs: Bool

    init(_ inner: TextSink, keepsTabs: Bool) {
        self.inner = inner
        self.keepsTabs = keepsTabs
    }

    var writeFailure: SystemErrorReason? { inner.writeFailure }

    func write(_ text: String) {
        inner.write(Self.shown(text, keepsTabs: keepsTabs))
    }

    /// `text` as it reaches the stream: cleaned, with the style marks made escape codes.
    static func shown(_ text: String, keepsTabs: Bool) -> String {
        var result = ""
        var plain = ""
        for scalar in text.unicodeScalars {
            if let code = StyleMark.escapeCode(for: scalar) {
                result += TextSanitizer.cleanLines(plain, keepsTabs: keepsTabs) + code
                plain = ""
            } else {
                plain.unicodeScalars.append(scalar)
            }
        }
        return result + TextSanitizer.cleanLines(plain, keepsTabs: keepsTabs)
    }
}
