import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The state folder (journal, device id, sending locks) as a place to write. A request is journaled
/// before it is sent, so one that cannot be journaled must not be sent: `prepareForWriting` finds out
/// before anything is asked or sent, with the system's reason.
public struct StateFolder {
    public let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    /// Makes the folder if need be and creates and removes a file in it, the way every journal write
    /// does (a temporary file, then a rename). Permission bits alone would not tell: root ignores them.
    /// - Throws: `RequestSendError.stateFolderUnusable` with the folder and the reason.
    public func prepareForWriting() throws {
        do {
            try FolderMaker.create(directory)
        } catch {
            throw RequestSendError.stateFolderUnusable(folder: directory.path, reason: SystemErrorReason(error))
        }
        let probe = directory.appendingPathComponent(".write-check.\(getpid()).\(UUID().uuidString).tmp")
        let descriptor = open(probe.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else {
            throw RequestSendError.stateFolderUnusable(folder: directory.path, reason: .current())
        }
        close(descriptor)
        unlink(probe.path)
    }
}
