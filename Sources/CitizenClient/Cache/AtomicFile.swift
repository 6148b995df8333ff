import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a whole file so that readers see either the old or the new content, never a mix:
/// a uniquely named temporary file in the same directory, then `rename(2)`.
enum AtomicFile {
    static func write(_ data: Data, to url: URL, permissions: mode_t = 0o644) throws {
        let directory = url.deletingLastPathComponent()
        do {
            try FolderMaker.create(directory)
        } catch {
            throw ClientError.fileNotWritable(path: url.path, reason: SystemErrorReason(error))
        }
        // Unique per process and call, so two invocations writing at once never share a temp file.
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UUID().uuidString).tmp")
        // Created with its final mode from the start: a 0600 file must never exist as 0644, even briefly.
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, permissions)
        guard descriptor >= 0 else { throw failure(url) }
        var written = 0
        let complete: Bool = data.withUnsafeBytes { buffer in
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
        let closed = close(descriptor) == 0
        guard complete, closed, rename(temporary.path, url.path) == 0 else {
            let error = failure(url)
            unlink(temporary.path)
            throw error
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
