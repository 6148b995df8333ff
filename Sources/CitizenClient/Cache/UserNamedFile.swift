import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a file a person named on the command line (`--ics FILE`) as a shell redirect (`> FILE`)
/// would, never replacing what is not a regular file:
///
/// - an existing regular file is replaced atomically (a temporary file beside it, then `rename(2)`),
///   keeping its permission bits: a 0600 file that holds a pick-up address stays 0600;
/// - a new file is created 0600 (it holds names, times and addresses);
/// - a FIFO, a character device or a terminal (`/dev/null`, `/dev/stdout`, a pipe a reader waits on)
///   is opened and written in place, `O_WRONLY`, with no rename, so the device stays a device;
/// - a symbolic link is followed, as the shell follows it: the file it points to is written (and
///   replaced atomically when it is a regular file), the link stays. Refusing links would break the
///   common `~/calendar.ics -> ~/Sync/calendar.ics`, and the person who named the file owns the choice;
/// - a folder is refused with `EISDIR` ("it is a folder, not a file").
public enum UserNamedFile {
    /// - Throws: `SystemErrorReason` of the step that failed.
    public static func write(_ data: Data, toPath path: String) throws {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let missing = errno
            guard missing == ENOENT else { throw SystemErrorReason(code: missing) }
            // Nothing there, or a link to nothing: the shell creates the file (through the link), but
            // not the folder it is to be in.
            var folder = stat()
            let parent = (path as NSString).deletingLastPathComponent
            guard stat(parent.isEmpty ? "." : parent, &folder) == 0 else { throw SystemErrorReason.current() }
            return try isSymbolicLink(path) ? writeInPlace(data, path: path, create: true) : replace(data, path, 0o600)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            try replace(data, resolved(path), info.st_mode & 0o7777)
        case S_IFDIR:
            throw SystemErrorReason(code: EISDIR)
        default:
            try writeInPlace(data, path: path, create: false)
        }
    }

    private static func replace(_ data: Data, _ path: String, _ permissions: mode_t) throws {
        do {
            try AtomicFile.write(data, to: URL(fileURLWithPath: path), permissions: permissions)
        } catch let ClientError.fileNotWritable(_, reason) {
            throw reason
        }
        // The temporary file was created under the umask, which can only have taken bits away: the
        // replaced file's mode is restored exactly.
        chmod(path, permissions)
    }

    /// The path with every symbolic link resolved, so the rename replaces the file, not the link.
    private static func resolved(_ path: String) -> String {
        guard isSymbolicLink(path), let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }

    private static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    private static func writeInPlace(_ data: Data, path: String, create: Bool) throws {
        let flags = O_WRONLY | O_NOCTTY | O_TRUNC | (create ? O_CREAT : 0)
        var descriptor: Int32
        repeat { descriptor = open(path, flags, 0o600) } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else { throw SystemErrorReason.current() }
        var failure: SystemErrorReason?
        data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var written = 0
            while written < buffer.count {
                let result = writeBytes(descriptor, base + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    failure = .current()
                    return
                }
                written += result
            }
        }
        if close(descriptor) != 0, failure == nil { failure = .current() }
        if let failure { throw failure }
    }

    private static func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            return Glibc.write(descriptor, bytes, count)
        #else
            return Darwin.write(descriptor, bytes, count)
        #endif
    }
}
