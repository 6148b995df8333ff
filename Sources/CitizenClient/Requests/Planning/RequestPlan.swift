/// A request ready to send: the way there, and the way back if one was asked for. The caller
/// journals the outward intent first and links the way back to it (`outwardEntryId`).
public struct RequestPlan: Equatable, Sendable {
    public let outward: RequestIntent
    public let wayBack: RequestIntent?
    /// Things worth telling the person although nothing is wrong.
    public let notes: [RequestNote]

    public init(outward: RequestIntent, wayBack: RequestIntent?, notes: [RequestNote]) {
        self.outward = outward
        self.wayBack = wayBack
        self.notes = notes
    }
}

/// A remark about how a request was checked.
public enum RequestNote: Equatable, Sendable {
    /// No bus of the line says how many seats it has, so persons were checked against the
    /// largest bus of the whole network: a bus may be moved to the line later.
    case capacityFromNetwork(lineName: String, seats: Int)
    /// No bus anywhere says how many seats it has; only "at least 1" was checked.
    case capacityUnknown(lineName: String)
    /// Several lines call at the stop and the time chose: this one calls there at `call`, nearest it.
    case lineChosenByTime(lineName: String, stopName: String, call: String)
}
