import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Adds bytes at the end of a file the caller holds a lock for, created 0600. The caller says how
/// much of the file it has read: anything beyond is the end of a write a kill cut short, cut off
/// first, so a line is never glued to half of another. A write that fails half way is cut off again,
/// so the file never ends in half of this one either.
enum AppendOnlyFile {
    static func append(_ data: Data, to url: URL, after knownLength: UInt64) throws {
        // O_NOFOLLOW: a symbolic link in its place is refused, as for every file buerger keeps.
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw failure(url) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw failure(url) }
        if UInt64(max(0, info.st_size)) != knownLength {
            guard ftruncate(descriptor, off_t(knownLength)) == 0 else { throw failure(url) }
        }
        guard AtomicFile.writeAll(data, to: descriptor) else {
            let error = failure(url)
            _ = ftruncate(descriptor, off_t(knownLength))
            throw error
        }
    }

    private static func failure(_ url: URL) -> ClientError {
        ClientError.fileNotWritable(path: url.path, reason: .current())
    }
}
