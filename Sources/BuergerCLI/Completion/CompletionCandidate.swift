import CitizenClient

/// One word a shell may offer, with a short description for shells that show one (zsh, fish).
struct CompletionCandidate: Equatable {
    let value: String
    let description: String

    init(_ value: String, _ description: String = "") {
        self.value = value
        self.description = description
    }

    /// `value<TAB>description`, the line format the three scripts read. Stop names come from the
    /// server, so both halves are sanitized: no control character reaches the shell's line editor.
    var line: String {
        let value = TextSanitizer.clean(value)
        return description.isEmpty ? value : value + "\t" + TextSanitizer.clean(description)
    }
}
