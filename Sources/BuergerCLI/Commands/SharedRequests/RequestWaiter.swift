import CitizenClient
import Foundation

/// `--wait` of `status` and `request-stop`: the library's `RequestFollower` (until a driver decides),
/// each change printed as the one-shot commands print a request. Exit 0 accepted or completed,
/// 6 declined, no-show or cancelled, 3 when the request is gone, 7 at the timeout, 130 on Ctrl-C.
struct RequestWaiter {
    let access: RequestAccess
    let timeoutSeconds: Double

    /// - Parameter seen: the request as just read from the server, so the first look costs no GET.
    func follow(_ first: RequestSummary, seen: CustomStop?) throws -> ExitStatus {
        let context = access.context
        guard let id = first.id else { return .failure }
        let clock = access.followClock()
        var shown = first
        let interrupt = context.world.catchInterrupts()
        defer { interrupt.release() }
        let sleep = context.world.sleep
        let follower = access.follower(
            of: id, seen: seen, mode: .untilDecided,
            deadline: clock().addingTimeInterval(timeoutSeconds), clock: clock,
            sleeper: { interrupt.pause($0, sleep: sleep) },
            isInterrupted: { interrupt.isRaised })
        let outcome = follower.follow { event in
            switch event {
            case .stateChanged(_, _, let request):
                var next = RequestSummary(request)
                next.lineName = first.lineName
                next.stopName = first.stopName
                next.journalId = first.journalId
                shown = next
                // Already waiting: "follow it with --wait" would be said to someone who is; say that
                // it waits, and how to stop, instead.
                let pending = next.state == .pending
                access.showWithAdvice(shown, stop: request, withNextStep: !pending)
                if pending, context.terminal.mode == .human { context.note(access.words.waitingForDrivers) }
            case .reminder(let pickUp, _, _):
                let minutes = Int((pickUp.timeIntervalSince(clock()) / 60).rounded())
                // Words, not "min": this sentence matters most to someone who listens to the screen.
                let inTime =
                    minutes == 1
                    ? LocalizedText("in 1 minute", de: "in 1 Minute")
                    : LocalizedText("in \(minutes) minutes", de: "in \(minutes) Minuten")
                context.note(
                    LocalizedText(
                        "The bus comes \(inTime.english): please go to the pick-up place now.",
                        de: "Der Bus kommt \(inTime.german): bitte jetzt zum Abholort gehen."
                    )
                    .text(in: context.language))
            case .fetchFailed(let failure):
                context.note(failure.message(in: context.language))
            case .recovered:
                context.note(Self.troubleOver.text(in: context.language))
            case .vanished:
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

    private func gaveUp(_ request: RequestSummary, id: Int64) -> CommandFailure {
        let state = RequestWords.stateText(request.state)
        return CommandFailure(
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

extension RequestAccess {
    /// One request as `show` prints it; a declined one with the way forward: for a person on stderr
    /// after it, in JSON as `"advice"` beside `"request"` (plain lines keep their fixed fields).
    func showWithAdvice(_ request: RequestSummary, stop: CustomStop, withNextStep: Bool = true) {
        guard request.state == .declined else { return show(request, withNextStep: withNextStep) }
        guard context.terminal.mode == .json else {
            show(request)
            noteAdvice(for: stop)
            return
        }
        var members: [(String, JSONValue)] = [("request", output.json(request))]
        if let data = adviceData, let asked = AdviceRequest(stop) {
            members.append(AdviceReport(context).adviceMember(for: asked, data: data))
        }
        context.output(JSONValue.object(members).serialized())
    }

    /// The time the follower reckons with: `--now` (when given) moving on with the real clock, so a
    /// pretend morning still passes and the reminder falls due.
    func followClock() -> () -> Date {
        let world = context.world
        let startedAt = world.clock()
        let now = context.now
        return { now.addingTimeInterval(world.clock().timeIntervalSince(startedAt)) }
    }

    /// A follower of this device's request `id`. The server lets anyone read any request, so one that
    /// is not this device's counts as gone (nil), like one the server no longer has.
    func follower(
        of id: Int64, seen: CustomStop?, mode: RequestFollower.Mode, deadline: Date,
        clock: @escaping () -> Date, sleeper: @escaping (TimeInterval) -> Void,
        isInterrupted: @escaping () -> Bool = { false }
    ) -> RequestFollower {
        var unread = seen
        let access = self
        return RequestFollower(
            mode: mode, deadline: deadline, clock: clock, sleeper: sleeper,
            isInterrupted: isInterrupted
        ) {
            if let first = unread {
                unread = nil
                return first
            }
            return try access.ownRequestIfAny(id)
        }
    }
}
