/// Why the server could not start, in words a user can act on.
public struct HTTPServerError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public var suggestion: String?

    public init(message: String, suggestion: String? = nil) {
        self.message = message
        self.suggestion = suggestion
    }

    public var description: String {
        guard let suggestion else { return message }
        return "\(message) (\(suggestion))"
    }
}
