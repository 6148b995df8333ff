import CitizenClient
import Foundation

/// `buerger watch request REQUEST [--until pickup|alert] [--alert D] [--timeout D]`: follows this
/// device's request through the pick-up with the library's `RequestFollower` and prints each change
/// with its time, the accepted bus's expected arrival as it moves included. Without `--until` it ends
/// when the request is completed (0), ends badly (6), is gone (3), at `--timeout` (7) or on Ctrl-C
/// (130, as every command; it says where the request stands). `--until pickup` ends with 0 right after
/// the 15-minute reminder of an accepted request (or when it is completed), `--until alert` right after
/// the `--alert`, so a script can ring.
struct WatchRequestRun {
    /// The moment `--until` waits for.
    enum Until: String {
        case pickup
        case alert
    }

    let context: CommandContext
    let requestId: Int64
    let until: Until?
    /// `--alert`: say once when the bus may be this close.
    let alertSeconds: Double?
    let timeoutSeconds: Double?
    let interrupt: InterruptCatcher
    let notifier: ((String) -> Void)?

    func run() throws -> ExitStatus {
        let access = try RequestAccess(context)
        // Checked before anything is printed: someone else's request is "not found" (exit 3).
        let (first, seen) = try access.requests.status(requestId)
        let stops = (try? access.requests.citizen.masterData([.stops]).data.stops) ?? []
        context.note(access.words.watchStarted(id: requestId))
        // Which request, told as every command tells it; its estimate is the first change below, and
        // said here too it stood twice on the screen (new-user trial).
        if context.terminal.mode.isForPeople {
            access.output.human(first, withEstimate: false).forEach(context.note)
        }

        let output = RequestWatchOutput(
            words: access.words, strings: context.strings, times: context.times,
            accessible: (context.terminal.mode == .accessible), placeText: access.output.placeText(first),
            pickupText: { [output = access.output, stopName = first.place.stopName] estimate, now in
                output.pickupText(estimate, stopName: stopName, at: now)
            }, forCaller: first.filedForCaller, atDoor: first.place.isDoor)
        let clock = access.requests.runClock()
        let deadline = timeoutSeconds.map { clock().addingTimeInterval($0) } ?? .distantFuture
        let sleep = context.world.sleep
        let interrupt = interrupt
        // Set once the reminder (`--until pickup`) or the alert (`--until alert`) is out: the follower
        // then stops without another pause (it looks at `isInterrupted` before each look-up, and the
        // sleeper skips).
        var reachedPickupWindow = false
        let follower = access.requests.follower(
            of: requestId, seen: seen, mode: .throughPickup, deadline: deadline, clock: clock,
            sleeper: { seconds in
                guard !reachedPickupWindow else { return }
                interrupt.pause(seconds, sleep: sleep)
            },
            isInterrupted: { reachedPickupWindow || interrupt.isRaised || context.terminal.outputLost },
            alertLead: alertSeconds)
        let tellsPersonOnScreen =
            context.terminal.mode.isForPeople && context.terminal.truncatesToWidth && context.terminal.fitsErr
            && !context.terminal.quiet
        var events = RequestWatchEvents(requestId: requestId, stops: stops)
        let outcome = follower.follow { followed in
            let event = events.translate(followed, at: clock())
            // The state as first seen is what the lines above just told a person on the same screen
            // ("wurde … angenommen" under "ist angenommen" read as news); a log or a script keeps it
            // as its first line.
            if tellsPersonOnScreen, case .stateChanged(nil, let state, _) = followed, state == first.state {
                return
            }
            switch context.terminal.mode {
            case .json: context.output(output.json(event).serialized())
            case .plain: context.output(output.plain(event))
            case .human, .accessible: context.output(output.human(event))
            }
            // A desktop notification for what happens, not for every minute the estimate moves.
            if case .estimate = event.change {
            } else {
                notifier?(output.message(event))
            }
            // A no is not the end of the way: what would work instead (notes, for a person only).
            if case .stateChanged(_, .declined, let request) = followed { access.noteAdvice(after: request) }
            if until == .pickup, case .reminder = followed { reachedPickupWindow = true }
            if until == .alert, case .alert = followed { reachedPickupWindow = true }
        }
        if reachedPickupWindow { return .success }
        switch outcome.ending {
        case .decided, .vanished:
            return outcome.exitStatus
        case .interrupted:
            let state = RequestWords.stateText(outcome.lastSeen.map { RequestState(code: $0.status ?? 0) })
            context.note(
                LocalizedText(
                    "Stopped watching: request \(requestId) is still \(state.english). 'buerger status \(requestId)' shows it.",
                    de:
                        "Beobachtung beendet: Anfrage \(requestId) ist noch \(state.german). 'buerger status \(requestId)' zeigt sie."
                )
                .text(in: context.language))
            return interrupt.received?.exitStatus ?? .interrupted
        case .deadlinePassed:
            let state = RequestWords.stateText(outcome.lastSeen.map { RequestState(code: $0.status ?? 0) })
            throw CommandFailure(
                .stillOpen,
                LocalizedText(
                    "Stopped watching: request \(requestId) is still \(state.english).",
                    de: "Beobachtung beendet: Anfrage \(requestId) ist noch \(state.german)."),
                suggestion: LocalizedText(
                    "Look again with 'buerger status \(requestId)'.",
                    de: "Erneut nachsehen mit 'buerger status \(requestId)'."),
                status: .gaveUp)
        }
    }
}
