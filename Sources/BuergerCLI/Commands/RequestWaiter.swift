import CitizenClient
import Foundation

/// `--wait` of `status` and `request-stop`: looks every 5–10 s and prints each change until a driver
/// decides (exit 0 accepted or completed, 6 declined, no-show or cancelled) or the time is up (7).
struct RequestWaiter {
    static let pauseRange = 5.0...10.0
    /// The reminder of #SF_C4: said when an accepted pick-up is this close.
    static let reminderSeconds = 15.0 * 60

    let access: RequestAccess
    let timeoutSeconds: Double
    /// Picks each pause within `pauseRange`; random so that many clients do not poll in step.
    var pause: () -> Double = { Double.random(in: RequestWaiter.pauseRange) }

    init(access: RequestAccess, timeoutSeconds: Double) {
        self.access = access
        self.timeoutSeconds = timeoutSeconds
    }

    func follow(_ first: RequestSummary) throws -> ExitStatus {
        let context = access.context
        guard let id = first.id else { return .failure }
        let startedAt = context.world.clock()
        let elapsed = { context.world.clock().timeIntervalSince(startedAt) }
        var shown = first
        access.show(shown)
        var reportedTrouble = false
        while true {
            if let ending = ending(shown, at: context.now.addingTimeInterval(elapsed())) { return ending }
            let wait = min(pause(), max(0, timeoutSeconds - elapsed()))
            guard wait > 0 else { throw gaveUp(shown, id: id) }
            context.world.sleep(wait)
            let latest: CustomStop
            do {
                latest = try access.ownRequest(id)
            } catch let error as ClientError where error.exitStatus == .unreachable || error.exitStatus == .badServerAnswer {
                if !reportedTrouble { context.note(error.message(in: context.language)) }
                reportedTrouble = true
                continue
            }
            if reportedTrouble { context.note(Self.troubleOver.text(in: context.language)) }
            reportedTrouble = false
            var next = RequestSummary(latest)
            next.lineName = shown.lineName
            next.stopName = shown.stopName
            if next.state != shown.state || next.acceptingBus != shown.acceptingBus {
                shown = next
                access.show(shown)
            }
        }
    }

    /// The exit for a decided request, with the pick-up reminder when an accepted one is near.
    private func ending(_ request: RequestSummary, at now: Date) -> ExitStatus? {
        guard let state = request.state else { return nil }
        if state == .accepted, let pickUp = request.pickUpTime, pickUp.timeIntervalSince(now) <= Self.reminderSeconds,
           pickUp > now {
            let minutes = Int((pickUp.timeIntervalSince(now) / 60).rounded())
            access.context.note(LocalizedText("The bus comes in \(minutes) min: please go to the pick-up place now.",
                                              de: "Der Bus kommt in \(minutes) Min.: bitte jetzt zum Abholort gehen.")
                .text(in: access.context.language))
        }
        if state.endedWell { return .success }
        if state.endedBadly { return .requestEndedBadly }
        return nil
    }

    private func gaveUp(_ request: RequestSummary, id: Int64) -> CommandFailure {
        let state = RequestWords.stateText(request.state)
        return CommandFailure(
            LocalizedText("Stopped waiting: request \(id) is still \(state.english).",
                          de: "Warten beendet: Anfrage \(id) ist noch \(state.german)."),
            suggestion: LocalizedText("Look again later with 'buerger status \(id)'.",
                                      de: "Später erneut nachsehen mit 'buerger status \(id)'."),
            status: .gaveUp)
    }

    static let troubleOver = LocalizedText("The server answers again.", de: "Der Server antwortet wieder.")
}
