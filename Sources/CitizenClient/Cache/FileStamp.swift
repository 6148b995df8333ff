import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which file stands at a path and how it was last changed, from one `stat(2)`: equal stamps mean
/// nobody replaced or wrote the file in between, so what was read from it still holds. The change
/// time is part of it because a file replaced by another of the same size within one clock tick
/// still gets a new inode or change time.
struct FileStamp: Equatable {
    let device: UInt64
    let inode: UInt64
    let size: UInt64
    let modified: timespec
    let changed: timespec

    /// Nil when nothing is at `url`.
    init?(_ url: URL) {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = UInt64(max(0, info.st_size))
        #if canImport(Darwin)
            modified = info.st_mtimespec
            changed = info.st_ctimespec
        #else
            modified = info.st_mtim
            changed = info.st_ctim
        #endif
    }

    /// The same file, perhaps grown since; any file when nothing was there before.
    func isSameFile(as earlier: FileStamp?) -> Bool {
        guard let earlier else { return true }
        return device == earlier.device && inode == earlier.inode
    }

    static func == (left: FileStamp, right: FileStamp) -> Bool {
        left.device == right.device && left.inode == right.inode && left.size == right.size
            && left.modified.tv_sec == right.modified.tv_sec && left.modified.tv_nsec == right.modified.tv_nsec
            && left.changed.tv_sec == right.changed.tv_sec && left.changed.tv_nsec == right.changed.tv_nsec
    }
}
