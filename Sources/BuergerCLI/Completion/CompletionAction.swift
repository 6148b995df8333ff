/// What `buerger completion` does: print a shell's script, or (for those scripts) complete the words
/// after `complete --`.
enum CompletionAction: SubcommandChoice, Equatable {
    case script(CompletionScript)
    /// The scripts' own call; not a shell, so usage and completion leave it out.
    case complete

    static var allCases: [CompletionAction] { CompletionScript.allCases.map(Self.script) + [.complete] }

    var spec: SubcommandSpec {
        switch self {
        case .script(let script): return SubcommandSpec(script.rawValue)
        case .complete:
            return SubcommandSpec(
                "complete", arguments: [ArgumentSpec("words", optional: true, variadic: true)],
                listed: false)
        }
    }

    /// `bash, zsh, fish`, for the message about a word that names no shell.
    static var shellNames: String { CompletionScript.allCases.map(\.rawValue).joined(separator: ", ") }
}
