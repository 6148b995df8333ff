/// The part of the network a map is about: the whole of it, one line, one bus, or the area around a
/// place or stop.
public enum MapFocus: Equatable, Sendable {
    case network
    case line(LineReference)
    case bus(busId: Int64, lineId: Int64?)
    /// Around a saved place, a stop or a `LAT,LON`, as the person named it.
    case near(name: String, center: Coordinate)
}

/// What a person asked a map of, before it is looked up.
public enum MapRequest: Equatable, Sendable {
    case network
    /// A line by id or name (or the number in its name: "2" for "Linie 2 Eulenbis").
    case line(String)
    case bus(Int64)
    /// A saved place `@name`, a stop, or `LAT,LON`.
    case near(String)
}
