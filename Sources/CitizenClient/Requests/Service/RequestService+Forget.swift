import Foundation

extension RequestService {
    /// Removes what this installation keeps about the person: name, address, saved places and stop
    /// aliases from the config (the server and display settings stay: they say nothing about her), the
    /// device id, the request journal with its locks, and the cache (positions seen included). Requests
    /// already sent stay on the server. The config lock is taken for the change, so a racing
    /// `config place` is not lost halfway; a config with nothing personal in it is left as it is.
    public func forget(config: ConfigStore, cacheDirectory: URL) throws -> ForgetReport {
        var removed = try forgetPerson(in: config)
        let journal = journal
        if try remove(identity.file) { removed.append(.deviceId) }
        if try journal.removeAll() { removed.append(.journal) }
        // Only after the journal: removing it takes the lock, which would make the file again.
        _ = try remove(journal.lockFile)
        if try remove(cacheDirectory) { removed.append(.cache) }
        return ForgetReport(removed: removed)
    }

    /// How many requests of this installation, on any server, are not on their server yet: lost with
    /// the journal, so said before asking.
    public func notSentAnywhere() -> Int {
        let contents = try? journal.contents()
        return (contents?.entries.filter(\.isUnsent).count ?? 0)
            + (contents?.waiting.filter { $0.state == .waiting }.count ?? 0)
    }

    private func forgetPerson(in store: ConfigStore) throws -> [ForgetReport.Item] {
        func personal(_ config: BuergerConfig) -> [ForgetReport.Item] {
            var items: [ForgetReport.Item] = []
            if config.name != nil { items.append(.name) }
            if config.address != nil { items.append(.address) }
            if let places = config.places, !places.isEmpty { items.append(.places(places.keys.sorted())) }
            if let aliases = config.aliases, !aliases.isEmpty { items.append(.aliases(aliases.keys.sorted())) }
            return items
        }
        guard !personal(try store.load()).isEmpty else { return [] }
        var found: [ForgetReport.Item] = []
        try store.update { config in
            found = personal(config)
            config.name = nil
            config.address = nil
            config.places = nil
            config.aliases = nil
        }
        return found
    }

    private func remove(_ url: URL) throws -> Bool {
        guard FileManager.default.fileExists(atPath: url.path) else { return false }
        do {
            try FileManager.default.removeItem(at: url)
        } catch {
            throw ClientError.fileNotWritable(path: url.path, reason: SystemErrorReason(error))
        }
        return true
    }
}
