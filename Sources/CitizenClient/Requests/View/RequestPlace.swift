import Foundation

/// Where a pick-up is, as the person gave it: a stop by its name, a saved place by its name (`@zuhause`),
/// or a position. A saved place or a position carries the nearest stop as a landmark only ("near
/// Edeka-Markt"): the bus comes to the door, and telling it as "at the stop" would send her there.
public enum RequestPlace: Equatable, Sendable {
    /// Asked at a stop (`--stop`), or a position the server gave that lies at one.
    case stop(name: String)
    /// A saved place (`--at @zuhause`), by its name without `@`.
    case savedPlace(name: String, nearStop: String?)
    /// A position given as numbers, or one the server gave that is no saved place.
    case position(Coordinate, nearStop: String?)
    /// The server sent no position.
    case unknown

    /// The stop's name for a pick-up at a stop; nil elsewhere.
    public var stopName: String? {
        if case .stop(let name) = self { return name }
        return nil
    }

    /// The bus comes to the person's door: a saved place or a position, not a stop.
    public var isDoor: Bool {
        switch self {
        case .savedPlace, .position: return true
        case .stop, .unknown: return false
        }
    }

    /// The landmark of a pick-up that is not at a stop.
    public var nearStop: String? {
        switch self {
        case .savedPlace(_, let near), .position(_, let near): return near
        case .stop, .unknown: return nil
        }
    }
}
