import CitizenClient

extension ResumeReport {
    /// 5 when the server refused one, else 2 when one kept as typed was found wrong, else 7 when one is
    /// still not on the server (or another run sends it), else 0. Ctrl-C is the caller's: its signal's.
    var exitStatus: ExitStatus {
        var refused = false
        var unsent = false
        for item in items {
            switch item {
            case .rejected: return .badServerAnswer
            case .refused: refused = true
            case .stillUnsent, .sendingElsewhere: unsent = true
            case .sent, .adopted: break
            }
        }
        if refused { return .usage }
        return unsent ? .gaveUp : .success
    }
}
