import Foundation

/// A request about to be cancelled, and its way back as the journal links them (#SF_C8).
public struct CancelPreview {
    /// The way back booked with an outward request.
    public enum WayBack {
        /// On the server, still to be picked up.
        case stored(RequestView)
        /// In the journal only: never sent, so it is enough to make sure it never will be.
        case neverSent(journalId: UUID)
        /// In the journal, sent but not confirmed: it may be on the server without our knowing its id.
        case unconfirmed
    }

    public let request: RequestView
    public let wayBack: WayBack?

    /// The outward request is still open (not cancelled already).
    public var outwardOpen: Bool { request.state != .cancelled }
}

/// What `cancel` did.
public struct CancelReport {
    /// How the way back came out.
    public enum WayBackOutcome {
        /// Cancelled on the server: as read back.
        case cancelled(RequestView)
        /// It was never sent; it will not be sent now.
        case notSent
        /// Sent but never confirmed: resume first, then cancel it by its number.
        case unconfirmed
    }

    /// The outward request as read back after cancelling (or as it was, when it was cancelled already).
    public let request: RequestView
    public let wayBack: WayBackOutcome?
}
