import Foundation

/// Follows one request by looking it up every 5–10 s (random, so many clients do not poll in
/// step) and reports what changes. Used by `status --wait`, `request-stop --wait` and
/// `watch request`. The world comes in: the look-up, the clock, the sleeper and the randomness.
public struct RequestFollower {
    public enum Mode: Equatable, Sendable {
        /// Until a driver decides: accepted or completed end well, declined, no-show or cancelled
        /// end badly. An accepted request whose pick-up is near gets the reminder as it ends.
        case untilDecided
        /// Through the pick-up: an accepted request is followed on, with the reminder once at
        /// 15 minutes before the pick-up, until it is completed or ends badly.
        case throughPickup
    }

    public static let pauseRange: ClosedRange<TimeInterval> = 5...10
    /// A pause cut shorter than this (to meet the reminder) is not cut.
    static let shortestPause: TimeInterval = 0.001

    public let mode: Mode
    public let deadline: Date
    public let reminderLead: TimeInterval
    /// `watch request --alert`: say once when the bus may be this close (the early end of its range).
    public let alertLead: TimeInterval?
    private let estimate: (CustomStop, Date) -> PickupEstimate?
    private let clock: () -> Date
    private let sleeper: (TimeInterval) -> Void
    private let nextPause: () -> TimeInterval
    private let isInterrupted: () -> Bool
    private let fetch: () throws -> CustomStop?

    /// - Parameters:
    ///   - fetch: the request as the server has it now; nil when the server does not have it for
    ///     this device (E11 `?requestId=&deviceId=` answering `[]`).
    ///   - nextPause: the next pause; kept within `pauseRange` whatever it returns.
    ///   - isInterrupted: looked at before each look-up (Ctrl-C).
    ///   - estimate: where the accepting bus is expected at the pick-up, as of a moment (each look-up
    ///     of an accepted request asks it once).
    public init(
        mode: Mode, deadline: Date, reminderLead: TimeInterval = ReminderRule.leadSeconds,
        alertLead: TimeInterval? = nil,
        estimate: @escaping (CustomStop, Date) -> PickupEstimate? = { _, _ in nil },
        clock: @escaping () -> Date, sleeper: @escaping (TimeInterval) -> Void,
        nextPause: @escaping () -> TimeInterval = { TimeInterval.random(in: RequestFollower.pauseRange) },
        isInterrupted: @escaping () -> Bool = { false },
        fetch: @escaping () throws -> CustomStop?
    ) {
        self.mode = mode
        self.deadline = deadline
        self.reminderLead = reminderLead
        self.alertLead = alertLead
        self.estimate = estimate
        self.clock = clock
        self.sleeper = sleeper
        self.nextPause = nextPause
        self.isInterrupted = isInterrupted
        self.fetch = fetch
    }

    /// Looks up the request at once, then after each pause, handing every event to `onEvent`.
    /// Never sleeps past the deadline: the last pause is shortened and one last look-up made.
    public func follow(onEvent: (FollowEvent) -> Void) -> FollowOutcome {
        var lastSeen: CustomStop?
        var lastState: RequestState?
        var failing = false
        var reminded = false
        var alerted = false
        var lastEstimate: PickupEstimate?
        var lastSaid: (estimate: PickupEstimate, at: Date)?
        while true {
            if isInterrupted() { return FollowOutcome(ending: .interrupted, lastSeen: lastSeen) }
            do {
                guard let request = try fetch() else {
                    onEvent(.vanished)
                    return FollowOutcome(ending: .vanished, lastSeen: lastSeen)
                }
                if failing { onEvent(.recovered) }
                failing = false
                lastSeen = request
                let state = RequestState(code: request.status ?? 0)
                if state != lastState { onEvent(.stateChanged(from: lastState, to: state, request: request)) }
                lastState = state
                let now = clock()
                let expected = state == .accepted ? estimate(request, now) : nil
                if let expected, Self.worthSaying(expected, after: lastSaid, now: now) {
                    onEvent(.estimate(expected, request: request))
                    lastSaid = (expected, now)
                }
                if let expected { lastEstimate = expected }
                // The reminder follows the bus: when it is expected, where there is an estimate. Due at
                // the same look as the alert (a watch begun late), it comes first, as it would have
                // (new-user trial: "etwa 1 Minute entfernt", then "Abholung in 1 Minute").
                let due =
                    expected.map { ReminderRule.isDue(pickUp: $0.estimated, now: now, lead: reminderLead) }
                    ?? ReminderRule.isDue(for: request, now: now, lead: reminderLead)
                if !reminded, due, mode == .throughPickup || state.endedWell, let pickUp = request.pickUpTime {
                    onEvent(
                        .reminder(pickUp: expected?.estimated ?? pickUp, location: request.location, request: request))
                    reminded = true
                }
                if !alerted, let alertLead, let expected, expected.earliest.timeIntervalSince(now) <= alertLead {
                    onEvent(.alert(expected, request: request))
                    alerted = true
                }
                if let ending = ending(for: state) { return FollowOutcome(ending: ending, lastSeen: request) }
            } catch {
                if !failing { onEvent(.fetchFailed(FollowFailure(error))) }
                failing = true
            }
            let now = clock()
            guard now < deadline else { return FollowOutcome(ending: .deadlinePassed, lastSeen: lastSeen) }
            sleeper(pause(now: now, request: reminded ? nil : lastSeen, expected: lastEstimate?.estimated))
        }
    }

    /// A small change is told again only this long after the last line: told at every stop name the
    /// bus neared, and at every flip between two minutes, a helper's watch put 13 lines in 3 minutes,
    /// "gegen 08:38", "gegen 08:39", "gegen 08:38" (new-user trials).
    static let smallChangeRepeatSeconds: TimeInterval = 120

    /// Worth saying: a first estimate, a move of 2 minutes or more, the bus setting off to the party or
    /// there; a move of one minute, or the bus somewhere else on its round, once
    /// `smallChangeRepeatSeconds` have passed since the last line.
    static func worthSaying(_ next: PickupEstimate, after last: (estimate: PickupEstimate, at: Date)?, now: Date)
        -> Bool
    {
        guard let last else { return true }
        let minute = { (date: Date) in Int((date.timeIntervalSince1970 / 60).rounded()) }
        let moved = abs(minute(last.estimate.estimated) - minute(next.estimated))
        if moved >= 2 { return true }
        if last.estimate.busIs != next.busIs, next.busIs.isAboutTheParty || last.estimate.busIs.isAboutTheParty {
            return true
        }
        guard moved == 1 || last.estimate.busIs != next.busIs else { return false }
        return now.timeIntervalSince(last.at) >= smallChangeRepeatSeconds
    }

    private func ending(for state: RequestState) -> FollowOutcome.Ending? {
        switch mode {
        case .untilDecided:
            return state.endedWell || state.endedBadly ? .decided(state) : nil
        case .throughPickup:
            return state == .completed || state.endedBadly ? .decided(state) : nil
        }
    }

    /// A random pause, shortened to end at the deadline or, for an accepted request not yet
    /// reminded of, at the moment the reminder falls due (so it comes on time, not up to 10 s late).
    private func pause(now: Date, request: CustomStop?, expected: Date?) -> TimeInterval {
        let wanted = nextPause()
        let random =
            wanted.isFinite
            ? min(Self.pauseRange.upperBound, max(Self.pauseRange.lowerBound, wanted)) : Self.pauseRange.lowerBound
        var pause = min(random, deadline.timeIntervalSince(now))
        if mode == .throughPickup, let request, RequestState(code: request.status ?? 0) == .accepted,
            let pickUp = request.pickUpTime
        {
            // Due by when the bus is expected, where there is an estimate. A remainder below a
            // millisecond is no pause: the clock would not move, and the follower would spin.
            let untilDue = (expected ?? pickUp).timeIntervalSince(now) - reminderLead
            if untilDue > Self.shortestPause { pause = min(pause, untilDue) }
        }
        return pause
    }
}
