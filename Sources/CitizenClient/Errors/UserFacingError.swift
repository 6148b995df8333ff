/// A failure the library reports to a person: one sentence, an optional next step, and the exit
/// code of the command-line contract. The CLI prints every such error through one printer, so new
/// error families (requests, batches) need no change there.
public protocol UserFacingError: Error {
    func message(in language: Language) -> String
    func suggestion(in language: Language) -> String?
    var exitStatus: ExitStatus { get }
}

extension ClientError: UserFacingError {}
