import Foundation

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

    /// The saved id, or a new one that is saved first.
    /// - Parameter random: the source of randomness (injected so tests can fix it).
    public func loadOrCreate<Generator: RandomNumberGenerator>(using random: inout Generator) throws -> String {
        if let id = existing() { return id }
        let bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &random) }
        let id = "buerger-" + bytes.map { String(format: "%02x", $0) }.joined()
        try AtomicFile.write(Data((id + "\n").utf8), to: file, permissions: 0o600)
        return id
    }

    public func loadOrCreate() throws -> String {
        var random = SystemRandomNumberGenerator()
        return try loadOrCreate(using: &random)
    }

    /// Printable ASCII without spaces, 1…50 characters: what the server stores and a URL query carries.
    static func isValid(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.count <= maximumLength && id.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7f }
    }
}
