import Foundation

/// How filing one request (the way there, and back) ended, as every command that files tells it.
public struct FilingReport {
    public enum Ending: Equatable, Sendable {
        /// Every part is on the server (filed now, or asked for already and still wanted).
        case filed
        /// Ctrl-C between two steps: this many requests stay kept, `requests --resume` sends them.
        case interrupted(kept: Int)
        /// Another buerger sends (or checks) this very request right now.
        case sendingElsewhere
        /// The server could not be reached in time; kept, `requests --resume` sends it.
        case outOfTime
    }

    public let outward: RequestView
    public let wayBack: RequestView?
    /// Nothing new was filed: this device had asked for exactly this already (the way back too).
    public let alreadyFiled: Bool
    /// The way there was filed already, the way back is new.
    public let outwardAlreadyFiled: Bool
    /// Kept as typed: the server was away and its data were not saved, so it is checked later.
    public let keptAsTyped: Bool
    public let ending: Ending
    /// The way there as the server stored it, so following it (`--wait`) starts without a GET.
    public let stored: CustomStop?

    init(
        outward: SendResult, wayBack: SendResult?, outwardAlreadyFiled: Bool, wayBackAlreadyFiled: Bool,
        views: RequestViewBuilder
    ) {
        let results = [outward] + (wayBack.map { [$0] } ?? [])
        self.outward = views.view(outward)
        var back = wayBack.map(views.view)
        if back != nil, back?.returnOf == nil, let outwardId = self.outward.id { back?.returnOf = outwardId }
        self.wayBack = back
        alreadyFiled = outwardAlreadyFiled && (wayBack == nil || wayBackAlreadyFiled)
        self.outwardAlreadyFiled = outwardAlreadyFiled
        keptAsTyped = false
        ending = Self.ending(results.map(\.unsentReason), unsent: results.filter { !$0.isStored }.count)
        if case .stored(_, let stop, _, _) = outward { stored = stop } else { stored = nil }
    }

    /// A request still kept as typed after this run.
    init(waiting typed: RequestView, alreadyFiled: Bool, reason: SendFailureReason?) {
        outward = typed
        wayBack = nil
        self.alreadyFiled = alreadyFiled
        outwardAlreadyFiled = alreadyFiled
        keptAsTyped = true
        ending = Self.ending([reason], unsent: 1)
        stored = nil
    }

    private static func ending(_ reasons: [SendFailureReason?], unsent: Int) -> Ending {
        let interrupted = reasons.filter { $0 == .interrupted }.count
        if interrupted > 0 { return .interrupted(kept: interrupted) }
        if reasons.contains(.sendingElsewhere) { return .sendingElsewhere }
        return unsent > 0 ? .outOfTime : .filed
    }
}

extension SendResult {
    var isStored: Bool {
        if case .stored = self { return true }
        return false
    }
}
