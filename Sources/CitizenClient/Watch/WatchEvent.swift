import Foundation

/// The bus a watch event is about, as a person names it.
public struct WatchedBus: Equatable, Hashable, Sendable {
    public let id: Int64
    public let lineName: String?

    public init(id: Int64, lineName: String?) {
        self.id = id
        self.lineName = lineName
    }
}

/// One change `buerger watch` reports (#SF_C5).
public enum WatchChange: Equatable, Sendable {
    /// The bus's delay at `stopName` moved by the detector's threshold or more; negative is early, 0 on time.
    case delay(bus: WatchedBus, stopName: String, minutes: Int)
    /// The bus passed a stop without having been seen near it.
    case skippedStop(bus: WatchedBus, stopName: String)
    /// The bus's seats fell into the scarce band.
    case almostFull(bus: WatchedBus)
    /// No seat free any more (said once, also after "almost full").
    case full(bus: WatchedBus)
    case positionLost(bus: WatchedBus)
    case positionBack(bus: WatchedBus)
    case networkLost
    case networkBack

    /// The machine name of the change, the `"kind"` of a `--json` line.
    public var kind: String {
        switch self {
        case .delay: return "delay"
        case .skippedStop: return "skipped-stop"
        case .almostFull: return "almost-full"
        case .full: return "full"
        case .positionLost: return "position-lost"
        case .positionBack: return "position-back"
        case .networkLost: return "network-lost"
        case .networkBack: return "network-back"
        }
    }

    /// The bus concerned; nil for network changes.
    public var bus: WatchedBus? {
        switch self {
        case .delay(let bus, _, _), .skippedStop(let bus, _), .almostFull(let bus), .full(let bus),
            .positionLost(let bus), .positionBack(let bus):
            return bus
        case .networkLost, .networkBack:
            return nil
        }
    }
}

/// A change and when it was noticed.
public struct WatchEvent: Equatable, Sendable {
    public let time: Date
    public let change: WatchChange

    public init(time: Date, change: WatchChange) {
        self.time = time
        self.change = change
    }
}
