import CitizenClient

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output could not be written (a full disk, a closed stream): said once, at the end of the
/// run, on one line of stderr, with exit code 1. A closed pipe (`buerger stops | head -1`) is no
/// failure: the reader has what it wanted, so the run ends quietly.
struct OutputFailure: UserFacingError, Equatable {
    let reason: SystemErrorReason

    var isClosedPipe: Bool { reason.code == EPIPE }

    func message(in language: Language) -> String {
        // "it is not open" is the general wording; for the output the stream has a name.
        let why =
            reason.code == EBADF
            ? LocalizedText("standard output is closed", de: "die Standardausgabe ist geschlossen").text(in: language)
            : reason.text(in: language)
        return LocalizedText(
            "Cannot write the output: \(why).",
            de: "Die Ausgabe kann nicht geschrieben werden: \(why)."
        ).text(in: language)
    }

    /// One line is all there is room for: the cause says what to mend.
    func suggestion(in language: Language) -> String? { nil }

    var exitStatus: ExitStatus { .failure }
}
