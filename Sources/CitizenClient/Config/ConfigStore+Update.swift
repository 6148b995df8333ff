import Foundation

extension ConfigStore {
    /// Reads the file, changes it and writes it back under an advisory lock (`flock(2)` on
    /// `config.lock` beside it), so two runs saving at once (`config place` in a script loop,
    /// `--remember` while `config set` runs) never lose each other's change: ten at once kept six
    /// of ten places without it. An unreadable file is an error, unless `replacingUnreadable` (what
    /// `config set` and `config init` do: they are how a person repairs it).
    public func update(replacingUnreadable: Bool = false, _ change: (inout BuergerConfig) throws -> Void) throws {
        let lockFile = file.deletingLastPathComponent().appendingPathComponent("config.lock")
        try AdvisoryFileLock(file: lockFile) { ClientError.fileNotWritable(path: lockFile.path, reason: $0) }.withLock {
            var config = replacingUnreadable ? ((try? load()) ?? BuergerConfig()) : try load()
            try change(&config)
            try save(config)
        }
    }
}
