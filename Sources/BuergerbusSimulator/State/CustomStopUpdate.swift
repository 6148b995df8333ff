/// What an E12 status change did to the stored request.
public enum CustomStopUpdate: Sendable, Equatable {
    /// The status (or the rejecting list) changed.
    case applied
    /// Unknown id or a refused transition: the original answers 200 and changes nothing.
    case ignored
    /// Accepting with a bus that does not exist broke the foreign key; the original rolls the
    /// whole change back and answers an empty 500 (wire-contract §5.2).
    case rolledBack
}
