import Foundation

/// The `--state FILE` document: JSON, written atomically (temporary file, then rename).
public struct StateFile: Sendable {
    public let path: String

    public init(path: String) { self.path = path }

    /// nil when the file does not exist yet.
    public func load() throws -> StateSnapshot? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw StateFileError(path: path, problem: "cannot be read (\(error.localizedDescription))")
        }
        do { return try JSONDecoder().decode(StateSnapshot.self, from: data) } catch {
            throw StateFileError(
                path: path, problem: "is not a buerger-sim state file; move it away or choose another --state path")
        }
    }

    public func save(_ snapshot: StateSnapshot) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(snapshot)
        // `.atomic` writes a temporary file next to it and renames it over the old one.
        do { try data.write(to: URL(fileURLWithPath: path), options: .atomic) } catch {
            throw StateFileError(path: path, problem: "cannot be written (\(error.localizedDescription))")
        }
    }
}

/// A state file that cannot be used, with what to do about it.
public struct StateFileError: Error, Equatable, CustomStringConvertible {
    public var path: String
    public var problem: String
    public var description: String { "state file \(path) \(problem)" }
}
