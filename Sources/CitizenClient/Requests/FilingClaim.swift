import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Proof that this process alone is deciding whether one wish is filed: the same request started
/// twice at once (a double Enter, two terminals, a script run twice) must file one request, so the
/// runs agree through the file system, not through timing. An exclusive `flock(2)` on
/// `sending/filing-<key>.lock`, held from looking in the journal until the new entry (and its own
/// `SendingLease`) is there — never across the sending itself — and removed when let go. A second run waits for it (a few
/// journal reads, at most one status look-up), then finds the first run's entry.
///
/// The key is a hash of the server and the request's content (or of a batch row's key), so a
/// collision only makes two different requests wait for each other; what counts as "the same
/// request" is still decided by comparing journal entries.
public final class FilingClaim {
    private let descriptor: Int32
    private let file: URL
    private var released = false

    private init(descriptor: Int32, file: URL) {
        self.descriptor = descriptor
        self.file = file
    }

    deinit { release() }

    /// Waits until the claim on `key` is this process's. The file is removed on release while still
    /// locked (as `SendingLease` does), so no file is left behind per request; whoever locked the
    /// removed file finds that the path no longer names it and tries again.
    static func take(key: String, in directory: URL) throws -> FilingClaim {
        do {
            try FolderMaker.create(directory, permissions: 0o700)
        } catch {
            throw RequestSendError.journalUnwritable(path: directory.path, detail: SystemErrorReason(error).text(in: .english))
        }
        let file = directory.appendingPathComponent("filing-\(key).lock")
        while true {
            let descriptor = open(file.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else {
                throw RequestSendError.journalUnwritable(path: file.path, detail: SystemErrorReason.current().text(in: .english))
            }
            while flock(descriptor, LOCK_EX) != 0 {
                let lockError = errno
                guard lockError == EINTR else {
                    close(descriptor)
                    throw RequestSendError.journalUnwritable(path: file.path,
                                                             detail: SystemErrorReason(code: lockError).text(in: .english))
                }
            }
            if RemovableLock.namesSameFile(descriptor, file) { return FilingClaim(descriptor: descriptor, file: file) }
            close(descriptor)
        }
    }

    /// Removes the file, then lets go of the lock.
    public func release() {
        guard !released else { return }
        released = true
        RemovableLock.removeAndUnlock(descriptor, file)
    }


    /// FNV-1a, 64 bits, as 16 hex digits: stable across runs and versions (Swift's `Hasher` is seeded
    /// per process, so two runs would not agree on it).
    static func key(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

extension RequestIntent {
    /// The content that makes two requests the same wish on one server, as text for `FilingClaim.key`.
    func filingKey(server: String) -> String {
        let parts: [String] = [
            server, String(lineId), String(Int64(pickUpTime.timeIntervalSince1970)), String(latitude), String(longitude),
            String(persons), name, address, assistance.map(\.word).joined(separator: ","),
            stopId.map(String.init) ?? "", outwardEntryId?.uuidString ?? "",
        ]
        return FilingClaim.key(parts.joined(separator: "\u{1f}"))
    }
}
