import Foundation

/// What `requests --resume` did with each request that was not on the server yet.
public struct ResumeReport {
    public enum Item {
        /// Sent now.
        case sent(RequestView)
        /// Found on the server (an earlier attempt had stored it): adopted, not sent again.
        case adopted(RequestView)
        /// The server refused it; it is given up.
        case rejected(RequestView, RequestSendError)
        /// Kept as typed, checked now and found wrong: never sent.
        case refused(RequestView, RequestProblem)
        /// Another buerger sends (or checks) it right now.
        case sendingElsewhere(RequestView)
        /// Still not on the server when the time ran out, or when Ctrl-C came (`interrupted`).
        case stillUnsent(RequestView, interrupted: Bool)
    }

    public let items: [Item]

    /// How many stay kept because Ctrl-C came.
    public var interrupted: Int {
        items.filter { if case .stillUnsent(_, true) = $0 { return true } else { return false } }.count
    }

    /// Of those, how many were sent and their answer lost (`RequestView.Standing.answerLost`).
    public var interruptedAnswerLost: Int {
        items.filter { item in
            if case .stillUnsent(let view, true) = item { return view.standing == .answerLost }
            return false
        }.count
    }
}
