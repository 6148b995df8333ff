import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a whole file so that readers see either the old or the new content, never a mix:
/// a uniquely named temporary file in the same directory, then `rename(2)`. Files are 0600 unless
/// asked otherwise: every file buerger keeps is the user's own.
enum AtomicFile {
    static func write(_ data: Data, to url: URL, permissions: mode_t = 0o600) throws {
        let temporary = try writeTemporary(data, beside: url, permissions: permissions)
        guard rename(temporary.path, url.path) == 0 else {
            let error = failure(url)
            unlink(temporary.path)
            throw error
        }
        removeAbandonedTemporaries(of: url)
    }

    /// Removes temporary files beside `url` left by processes that no longer run (killed between
    /// writing and renaming), so that a cache written by many short runs does not fill up with them.
    /// The process id in the name tells whose it is; a live writer's file is never touched (nor one
    /// whose id a new process has taken since: a rare leftover, not a loss).
    static func removeAbandonedTemporaries(of url: URL) {
        let directory = url.deletingLastPathComponent()
        let prefix = ".\(url.lastPathComponent)."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let path = directory.appendingPathComponent(name).path
            let owner = name.dropFirst(prefix.count).prefix { $0 != "." }
            guard let pid = pid_t(owner), pid > 0, pid != getpid() else { continue }
            if !isRunning(pid) { unlink(path) }
        }
    }

    /// Whether process `pid` exists and has not ended. A process killed but not yet reaped by its
    /// parent (a zombie: in a container whose first process reaps nobody, it stays one) has ended.
    private static func isRunning(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 || errno == EPERM else { return false }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return true }
        let state = stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first
        return state != "Z" && state != "X"
    }

    /// Creates `url` with `data` unless it exists already, never replacing it: the temporary file is
    /// hard-linked to the name (`link(2)` fails when the name is taken), so of several processes
    /// creating the same file at once exactly one wins and every one sees a complete file.
    /// - Returns: true when this call created the file, false when it was there already.
    static func createWithoutReplacing(_ data: Data, at url: URL, permissions: mode_t = 0o600) throws -> Bool {
        let temporary = try writeTemporary(data, beside: url, permissions: permissions)
        defer { unlink(temporary.path) }
        if link(temporary.path, url.path) == 0 { return true }
        if errno == EEXIST { return false }
        throw failure(url)
    }

    /// The data in a new, uniquely named file beside `url`, with its final mode from the start.
    private static func writeTemporary(_ data: Data, beside url: URL, permissions: mode_t) throws -> URL {
        let directory = url.deletingLastPathComponent()
        do {
            try FolderMaker.create(directory)
        } catch {
            throw ClientError.fileNotWritable(path: url.path, reason: SystemErrorReason(error))
        }
        // Unique per process and call, so two invocations writing at once never share a temp file.
        let temporary = directory.appendingPathComponent(
            ".\(url.lastPathComponent).\(getpid()).\(UUID().uuidString).tmp")
        // Created with its final mode from the start: a 0600 file must never exist as 0644, even briefly.
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, permissions)
        guard descriptor >= 0 else { throw failure(url) }
        let complete = writeAll(data, to: descriptor)
        let closed = close(descriptor) == 0
        guard complete, closed else {
            let error = failure(url)
            unlink(temporary.path)
            throw error
        }
        return temporary
    }

    /// Writes every byte of `data` (a write may take only part, or be interrupted by a signal); false
    /// when the system refuses, with `errno` saying why.
    static func writeAll(_ data: Data, to descriptor: Int32) -> Bool {
        var written = 0
        return data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return true }
            while written < buffer.count {
                let result = writeBytes(descriptor, base + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += result
            }
            return true
        }
    }

    private static func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            return Glibc.write(descriptor, bytes, count)
        #else
            return Darwin.write(descriptor, bytes, count)
        #endif
    }

    private static func failure(_ url: URL) -> ClientError {
        ClientError.fileNotWritable(path: url.path, reason: .current())
    }
}
