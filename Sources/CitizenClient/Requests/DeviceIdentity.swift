import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// This installation's device id, sent with every request and used to find them again (E11).
/// Random and stable: created once, kept in the state directory with mode 0600 (it identifies the
/// person's requests), at most 50 characters because the server's column is VARCHAR(50).
/// The original app fell back to one id shared by every phone; here a missing or damaged file
/// makes a new random id, never a shared one.
public struct DeviceIdentity {
    public static let maximumLength = 50
    public let file: URL

    public init(stateDirectory: URL) {
        file = stateDirectory.appendingPathComponent("device-id")
    }

    /// The saved id, if there is a valid one; nothing is created.
    public func existing() -> String? {
        guard let data = try? Data(contentsOf: file),
            let text = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines),
            DeviceIdentity.isValid(text)
        else { return nil }
        return text
    }

    /// The saved id, or a new one that is saved first. Several first runs at once agree on one id:
    /// each writes its own candidate and links it to the name without replacing, and every one then
    /// uses what won (a run that made its own id would file requests no other run can list or cancel).
    /// A damaged file is moved aside once and replaced the same way.
    /// - Parameter random: the source of randomness (injected so tests can fix it).
    /// A file that is there but cannot be read (root's after a `sudo` run) stops it, as the journal
    /// stops then: replacing it would leave every request filed under it unreachable.
    public func loadOrCreate<Generator: RandomNumberGenerator>(using random: inout Generator) throws -> String {
        for _ in 0..<3 {
            try checkReadable()
            if let id = existing() { return id }
            let bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &random) }
            let candidate = "buerger-" + bytes.map { String(format: "%02x", $0) }.joined()
            if try AtomicFile.createWithoutReplacing(Data((candidate + "\n").utf8), at: file, permissions: 0o600) {
                return candidate
            }
            // Taken: another run won (read it back), or the file there is damaged (moved aside, then again).
            if let id = existing() { return id }
            moveDamagedAside()
        }
        throw ClientError.fileNotWritable(path: file.path, reason: SystemErrorReason(code: EEXIST))
    }

    public func loadOrCreate() throws -> String {
        var random = SystemRandomNumberGenerator()
        return try loadOrCreate(using: &random)
    }

    /// Throws when the file is there but the system will not let it be read.
    private func checkReadable() throws {
        let descriptor = open(file.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        if descriptor >= 0 {
            close(descriptor)
            return
        }
        let code = errno
        guard code != ENOENT else { return }
        throw RequestSendError.journalUnreadable(path: file.path, trouble: .system(SystemErrorReason(code: code)))
    }

    /// Renames a damaged id file (not an id) so a valid one can take its name; a file that has become valid
    /// meanwhile (another run replaced it) is left where it is.
    private func moveDamagedAside() {
        guard existing() == nil else { return }
        let aside = file.deletingLastPathComponent()
            .appendingPathComponent("device-id.damaged-\(UUID().uuidString.prefix(8))")
        _ = rename(file.path, aside.path)
    }

    /// Printable ASCII without spaces, 1…50 characters: what the server stores and a URL query carries.
    static func isValid(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.count <= maximumLength && id.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7f }
    }
}
