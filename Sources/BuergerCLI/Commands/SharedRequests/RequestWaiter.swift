import CitizenClient
import Foundation

/// `--wait` of `status` and `request-stop`: the library's `RequestFollower` (until a driver decides),
/// each change printed as the one-shot commands print a request. Exit 0 accepted or completed,
/// 6 declined, no-show or cancelled, 3 when the request is gone, 7 at the timeout, 130 on Ctrl-C.
struct RequestWaiter {
    let access: RequestAccess
    let timeoutSeconds: Double

    /// - Parameter seen: the request as just read from the server, so the first look costs no GET.
    func follow(_ first: RequestView, seen: CustomStop?) throws -> ExitStatus {
        let context = access.context
        guard let id = first.id else { return .failure }
        let clock = access.requests.runClock()
        var shown = first
        let interrupt = context.world.catchInterrupts()
        defer { interrupt.release() }
        let sleep = context.world.sleep
        let follower = access.requests.follower(
            of: id, seen: seen, mode: .untilDecided,
            deadline: clock().addingTimeInterval(timeoutSeconds), clock: clock,
            sleeper: { interrupt.pause($0, sleep: sleep) },
            isInterrupted: { interrupt.isRaised })
        let outcome = follower.follow { event in
            switch event {
            case .stateChanged(_, _, let request):
                // The same view as every other command gives of it: help words, place, name and all.
                let next = access.requests.view(of: request)
                shown = next
                // Already waiting: "follow it with --wait" would be said to someone who is; say that
                // it waits, and how to stop, instead.
                let pending = next.state == .pending
                access.showWithAdvice(shown, stop: request, withNextStep: !pending)
                if pending, context.terminal.mode.isForPeople { context.note(access.words.waitingForDrivers) }
            case .reminder(let pickUp, _, _):
                let minutes = Int((pickUp.timeIntervalSince(clock()) / 60).rounded())
                // Words, not "min": this sentence matters most to someone who listens to the screen.
                let inTime =
                    minutes == 1
                    ? LocalizedText("in 1 minute", de: "in 1 Minute")
                    : LocalizedText("in \(minutes) minutes", de: "in \(minutes) Minuten")
                // At a door there is nowhere to go, and a request the office filed is someone else's
                // to be ready for (new-user trial: "bitte jetzt zum Abholort gehen" for her own door).
                let said: LocalizedText
                if shown.filedForCaller {
                    said = LocalizedText(
                        "The bus comes \(inTime.english) for the pick-up.",
                        de: "Der Bus kommt \(inTime.german) zur Abholung.")
                } else if shown.place.isDoor {
                    said = LocalizedText(
                        "The bus comes to your door \(inTime.english): please be ready there.",
                        de: "Der Bus kommt \(inTime.german) an Ihre Tür: bitte dort bereit sein.")
                } else {
                    said = LocalizedText(
                        "The bus comes \(inTime.english): please go to the pick-up place now.",
                        de: "Der Bus kommt \(inTime.german): bitte jetzt zum Abholort gehen.")
                }
                context.note(said.text(in: context.language))
            case .fetchFailed(let failure):
                context.note(failure.message(in: context.language))
            case .recovered:
                context.note(Self.troubleOver.text(in: context.language))
            case .vanished:
                break
            case .estimate, .alert:
                // The accepted request's view, just shown, tells the estimate; no alert is asked for.
                break
            }
        }
        switch outcome.ending {
        case .decided: return outcome.exitStatus
        case .vanished: throw Self.vanished(id)
        case .deadlinePassed: throw gaveUp(shown, id: id)
        case .interrupted:
            let state = RequestWords.stateText(shown.state)
            context.note(
                LocalizedText(
                    "Stopped waiting: request \(id) is still \(state.english). 'buerger status \(id)' shows it.",
                    de: "Warten beendet: Anfrage \(id) ist noch \(state.german). 'buerger status \(id)' zeigt sie."
                )
                .text(in: context.language))
            return interrupt.received?.exitStatus ?? .interrupted
        }
    }

    private func gaveUp(_ request: RequestView, id: Int64) -> CommandFailure {
        let state = RequestWords.stateText(request.state)
        return CommandFailure(
            .stillOpen,
            LocalizedText(
                "Stopped waiting: request \(id) is still \(state.english).",
                de: "Warten beendet: Anfrage \(id) ist noch \(state.german)."),
            suggestion: LocalizedText(
                "Look again later with 'buerger status \(id)'.",
                de: "Später erneut nachsehen mit 'buerger status \(id)'."),
            status: .gaveUp)
    }

    static func vanished(_ id: Int64) -> CommandFailure {
        CommandFailure(
            .requestVanished,
            LocalizedText(
                "Request \(id) is no longer on the server for this device.",
                de: "Die Anfrage \(id) ist für dieses Gerät nicht mehr auf dem Server."),
            suggestion: LocalizedText(
                "Your requests: 'buerger requests'.",
                de: "Ihre Anfragen: 'buerger requests'."),
            status: .notFound)
    }

    static let troubleOver = LocalizedText("The server answers again.", de: "Der Server antwortet wieder.")
}
