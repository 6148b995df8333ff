import Foundation

/// Why a network file cannot be used, naming the file, the field and, for timetable and route
/// problems, the bus line.
public struct NetworkProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file, when the network came from one.
    public var file: String?
    /// Where in the document, e.g. `lines[1].timetable.offsets`; empty for the whole file.
    public var field: String
    public var message: String
    public var suggestion: String?

    public init(file: String? = nil, field: String, message: String, suggestion: String? = nil) {
        self.file = file
        self.field = field
        self.message = message
        self.suggestion = suggestion
    }

    public var description: String {
        var parts: [String] = []
        if let file { parts.append(file) }
        if !field.isEmpty { parts.append(field) }
        let location = parts.joined(separator: ": ")
        let text = location.isEmpty ? message : "\(location): \(message)"
        guard let suggestion else { return text }
        return "\(text)\n\(suggestion)"
    }
}

extension NetworkProblem: LocalizedError {
    public var errorDescription: String? { description }
}
