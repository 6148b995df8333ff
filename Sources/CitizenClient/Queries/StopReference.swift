/// A stop named by id and name, as listed in messages (e.g. the candidates of an ambiguous name).
public struct StopReference: Equatable, Hashable, Sendable, Codable {
    public let id: Int64
    public let name: String

    public init(id: Int64, name: String) {
        self.id = id
        self.name = name
    }
}
