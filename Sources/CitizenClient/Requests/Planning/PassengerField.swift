/// A free-text field sent to the driver in `info`.
public enum PassengerField: String, Equatable, Sendable {
    case name
    case address

    func label(in language: Language) -> String {
        switch self {
        case .name: return language.pick("name", "Name")
        case .address: return language.pick("address", "Adresse")
        }
    }
}
