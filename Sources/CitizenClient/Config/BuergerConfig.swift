import Foundation

/// The user's settings file (`config.json`). Every field is optional: absent means "default".
public struct BuergerConfig: Codable, Equatable, Sendable {
    public var server: String?
    /// `de` or `en`.
    public var language: String?
    /// An IANA zone such as `Europe/Berlin`.
    public var timeZone: String?
    public var name: String?
    public var address: String?
    /// Alias name (without `@`) → stop id or stop name.
    public var aliases: [String: String]?
    /// Saved places (name without `@`) → `LAT,LON`, for pick-ups at a door: `--at @zuhause`.
    public var places: [String: String]?
    public var freshnessSeconds: Double?
    public var timeoutSeconds: Double?
    public var accessible: Bool?

    public init(
        server: String? = nil, language: String? = nil, timeZone: String? = nil, name: String? = nil,
        address: String? = nil, aliases: [String: String]? = nil, places: [String: String]? = nil,
        freshnessSeconds: Double? = nil,
        timeoutSeconds: Double? = nil, accessible: Bool? = nil
    ) {
        self.server = server
        self.language = language
        self.timeZone = timeZone
        self.name = name
        self.address = address
        self.aliases = aliases
        self.places = places
        self.freshnessSeconds = freshnessSeconds
        self.timeoutSeconds = timeoutSeconds
        self.accessible = accessible
    }

    /// The configured zone, if it names a real one.
    public var resolvedTimeZone: TimeZone? { timeZone.flatMap(TimeZone.init(identifier:)) }
}

/// Reads and writes the config file. It may hold a name and an address, so it is written with
/// mode 0600, atomically.
public struct ConfigStore {
    public let file: URL

    public init(file: URL) {
        self.file = file
    }

    /// The saved config, or an empty one when there is no file yet.
    public func load() throws -> BuergerConfig {
        guard FileManager.default.fileExists(atPath: file.path) else { return BuergerConfig() }
        do {
            let data = try Data(contentsOf: file)
            if WireDecoder.isBlank(data) { return BuergerConfig() }
            return try JSONDecoder().decode(BuergerConfig.self, from: data)
        } catch let error as DecodingError {
            throw ClientError.configUnreadable(path: file.path, problem: WireDecoder.describe(error))
        } catch {
            throw ClientError.configUnreadable(path: file.path, problem: .text(error.localizedDescription))
        }
    }

    public func save(_ config: BuergerConfig) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            let data = try encoder.encode(config)
            try AtomicFile.write(data, to: file, permissions: 0o600)
        } catch let error as ClientError {
            throw error
        } catch {
            throw ClientError.fileNotWritable(path: file.path, reason: SystemErrorReason(error))
        }
    }
}
