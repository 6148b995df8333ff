import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a whole file so that readers see either the old or the new content, never a mix:
/// a uniquely named temporary file in the same directory, then `rename(2)`.
enum AtomicFile {
    static func write(_ data: Data, to url: URL, permissions: Int = 0o644) throws {
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            // Unique per process and call, so two invocations writing at once never share a temp file.
            let temporary = directory.appendingPathComponent(
                ".\(url.lastPathComponent).\(getpid()).\(UUID().uuidString).tmp")
            guard FileManager.default.createFile(atPath: temporary.path, contents: data,
                                                 attributes: [.posixPermissions: permissions]) else {
                throw ClientError.fileNotWritable(path: url.path, detail: "cannot create \(temporary.lastPathComponent)")
            }
            if rename(temporary.path, url.path) != 0 {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: temporary)
                throw ClientError.fileNotWritable(path: url.path, detail: reason)
            }
        } catch let error as ClientError {
            throw error
        } catch {
            throw ClientError.fileNotWritable(path: url.path, detail: error.localizedDescription)
        }
    }
}
