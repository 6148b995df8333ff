import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `--state FILE` document: JSON, written atomically (temporary file, then rename), mode 0600 from
/// the first byte on: it holds the names and addresses of everyone who asked for a pick-up.
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
        if let code = Self.writePrivately(data, to: path) {
            throw StateFileError(path: path, problem: "cannot be written (\(String(cString: strerror(code))))")
        }
    }

    /// A temporary file next to `path`, created 0600 (never wider, whatever the umask), then renamed
    /// over it; `Data.write(options: .atomic)` would create it with the umask's mode, usually 0644.
    /// Returns the errno of a failure, nil when written.
    private static func writePrivately(_ data: Data, to path: String) -> Int32? {
        let temporary = "\(path).\(UUID().uuidString).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return errno }
        var failure: Int32?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = write(descriptor, base + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR {
                    continue
                } else {
                    failure = written < 0 ? errno : EIO
                    return
                }
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if failure == nil, rename(temporary, path) != 0 { failure = errno }
        if failure != nil { unlink(temporary) }
        return failure
    }
}

/// A state file that cannot be used, with what to do about it.
public struct StateFileError: Error, Equatable, CustomStringConvertible {
    public var path: String
    public var problem: String
    public var description: String { "state file \(path) \(problem)" }
}
