import Foundation

/// The pick-up reminder of #SF_C4: an accepted request is announced when its pick-up is at most
/// 15 minutes away, so the person has time to walk to the place.
public enum ReminderRule {
    public static let leadSeconds: TimeInterval = 15 * 60

    /// True when the pick-up is now or within `lead` from now; a pick-up already past is not.
    public static func isDue(pickUp: Date, now: Date, lead: TimeInterval = leadSeconds) -> Bool {
        let remaining = pickUp.timeIntervalSince(now)
        return remaining >= 0 && remaining <= lead
    }

    /// For a one-shot `status`: the request is accepted and its pick-up is due by the rule above.
    public static func isDue(for request: CustomStop, now: Date, lead: TimeInterval = leadSeconds) -> Bool {
        guard RequestState(code: request.status ?? 0) == .accepted, let pickUp = request.pickUpTime else {
            return false
        }
        return isDue(pickUp: pickUp, now: now, lead: lead)
    }
}
