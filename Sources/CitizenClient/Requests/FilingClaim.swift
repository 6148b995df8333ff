import Foundation

/// Proof that this process alone is deciding whether one wish is filed: the same request started
/// twice at once (a double Enter, two terminals, a script run twice) must file one request, so the
/// runs agree through the file system, not through timing. An exclusive `flock(2)` on
/// `sending/filing-<key>.lock`, held from looking in the journal until the new entry (and its own
/// `SendingLease`) is there — never across the sending itself — and removed when let go. A second
/// run waits for it (a few journal reads, at most one status look-up), then finds the first run's entry.
///
/// The key is a hash of the server and the request's content (or of a batch row's key), so a
/// collision only makes two different requests wait for each other; what counts as "the same
/// request" is still decided by comparing journal entries. A type of its own, not a `SendingLease`:
/// the two guard different things (a decision, a delivery) and are never interchangeable.
public final class FilingClaim {
    private let lock: RemovableLock

    private init(lock: RemovableLock) {
        self.lock = lock
    }

    /// Waits until the claim on `key` is this process's.
    static func take(key: String, in directory: URL) throws -> FilingClaim {
        let file = directory.appendingPathComponent("filing-\(key).lock")
        guard let lock = try RemovableLock.take(file, waiting: true) else {
            throw RequestSendError.journalUnwritable(path: file.path, trouble: .lockNotTaken)
        }
        return FilingClaim(lock: lock)
    }

    /// Lets go of the claim; a second call does nothing.
    public func release() {
        lock.release()
    }

    /// `text` hashed as every name on disk is (`StableHash`): stable across runs and versions.
    static func key(_ text: String) -> String {
        StableHash.hex(of: text)
    }
}

extension RequestIntent {
    /// The content that makes two requests the same wish on one server, as text for `FilingClaim.key`.
    func filingKey(server: String) -> String {
        let parts: [String] = [
            server, String(lineId), String(Int64(pickUpTime.timeIntervalSince1970)), String(latitude),
            String(longitude),
            String(persons), name, address, assistance.map(\.word).joined(separator: ","),
            stopId.map(String.init) ?? "", outwardEntryId?.uuidString ?? "",
        ]
        return FilingClaim.key(parts.joined(separator: "\u{1f}"))
    }
}
