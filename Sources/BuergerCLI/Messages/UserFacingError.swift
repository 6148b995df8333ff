/// A failure worded for a person: one sentence, an optional next step, and the exit code of the
/// command-line contract. The library's errors are plain data; the CLI gives each family these
/// words and codes (one file per family in this folder) and prints them all through one printer.
public protocol UserFacingError: Error {
    func message(in language: Language) -> String
    func suggestion(in language: Language) -> String?
    var exitStatus: ExitStatus { get }
}
