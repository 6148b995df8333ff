import CitizenClient
import Foundation

/// The progress of a run that keeps trying for a while (`requests --resume`), for a person: a failure
/// that repeats for the same reason is said once, with how long buerger keeps trying, instead of once
/// per try (a dead server gave 41 lines of "looking up your requests failed … next try in N s").
/// A new reason, and anything else, is said as it comes.
final class RepeatedFailureNotes {
    private let language: Language
    private let retryFor: TimeInterval
    /// The failure said last, in words without its attempt number; nil after anything else.
    private var lastFailure: String?

    init(language: Language, retryFor: TimeInterval) {
        self.language = language
        self.retryFor = retryFor
    }

    /// The line to say for `progress`; nil for a repeat of the failure just said.
    func line(_ progress: SendProgress) -> String? {
        let line = RequestProgressText.line(progress, language: language)
        guard let (failure, nextTry) = failure(progress) else {
            lastFailure = nil
            return line
        }
        defer { lastFailure = failure }
        guard failure != lastFailure else { return nil }
        guard nextTry != nil else { return line }
        let window = Self.duration(retryFor)
        return line
            + LocalizedText(
                "; buerger keeps trying for up to \(window)",
                de: "; buerger versucht es bis zu \(window) lang weiter"
            ).text(in: language)
    }

    /// What failed and why, the same words for every try; and the pause before the next.
    private func failure(_ progress: SendProgress) -> (String, TimeInterval?)? {
        switch progress {
        case .attemptFailed(_, let reason, let next): return ("attempt " + reason.message(in: language), next)
        case .lookupFailed(let reason, let next): return ("look-up " + reason.message(in: language), next)
        case .outcomeUnknown, .adopted, .sendingElsewhere: return nil
        }
    }

    /// `45 s`, `10 min`, `1 h 30 min`: minutes rounded up, so the time is never said shorter than it is.
    static func duration(_ seconds: TimeInterval) -> String {
        guard seconds >= 120 else { return "\(max(1, Int(seconds.rounded(.up)))) s" }
        let minutes = Int((seconds / 60).rounded(.up))
        guard minutes >= 120 else { return "\(minutes) min" }
        let rest = minutes % 60
        return "\(minutes / 60) h" + (rest == 0 ? "" : " \(rest) min")
    }
}
