/// A free-text field sent to the driver in `info`.
public enum PassengerField: String, Equatable, Sendable {
    case name
    case address
}
