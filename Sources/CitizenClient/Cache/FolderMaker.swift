import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `mkdir -p` with `mkdir(2)`: FileManager.createDirectory on Linux loses the reason ("(NSCocoaErrorDomain
/// error 512.)"), and the reason is what tells a person what to mend.
enum FolderMaker {
    /// Creates `folder` and every missing folder above it, private (0700) as the XDG base directory
    /// specification asks: what buerger keeps (settings, the journal, cached data) is no other user's.
    /// - Parameter permissions: for the last folder (the umask applies); the ones above get 0700 & ~umask.
    /// - Throws: `SystemErrorReason` of the step that failed; ENOTDIR when a file stands where a folder should.
    static func create(_ folder: URL, permissions: mode_t = 0o700) throws {
        try create(path: folder.standardizedFileURL.path, permissions: permissions)
    }

    private static func create(path: String, permissions: mode_t) throws {
        var failure = make(path, permissions)
        if failure == ENOENT {
            let parent = (path as NSString).deletingLastPathComponent
            guard !parent.isEmpty, parent != path else { throw SystemErrorReason(code: ENOENT) }
            try create(path: parent, permissions: 0o700)
            failure = make(path, permissions)
        }
        if let failure { throw SystemErrorReason(code: failure) }
    }

    /// One `mkdir(2)`: nil when the folder is there afterwards (made now, or by someone before).
    private static func make(_ path: String, _ permissions: mode_t) -> Int32? {
        guard mkdir(path, permissions) != 0 else { return nil }
        let failure = errno
        guard failure == EEXIST else { return failure }
        return isFolder(path) ? nil : ENOTDIR
    }

    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
