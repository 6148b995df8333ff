import Foundation

/// Where config, cache and state live, following the XDG base directories.
public struct BuergerPaths: Equatable, Sendable {
    public let configDirectory: URL
    public let cacheDirectory: URL
    public let stateDirectory: URL

    public init(configDirectory: URL, cacheDirectory: URL, stateDirectory: URL) {
        self.configDirectory = configDirectory
        self.cacheDirectory = cacheDirectory
        self.stateDirectory = stateDirectory
    }

    /// From an environment dictionary: `XDG_CONFIG_HOME`, `XDG_CACHE_HOME`, `XDG_STATE_HOME`, with
    /// the defaults under `HOME`. Relative XDG values are ignored, as the XDG spec requires.
    /// - Parameter fallbackHome: used when `HOME` is unset (e.g. the account's home directory).
    public init(environment: [String: String], fallbackHome: URL? = nil) {
        let home =
            environment["HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0, isDirectory: true) : nil }
            ?? fallbackHome
            ?? URL(fileURLWithPath: "/tmp", isDirectory: true)
        func base(_ variable: String, _ defaultPath: String) -> URL {
            if let value = environment[variable], value.hasPrefix("/") {
                return URL(fileURLWithPath: value, isDirectory: true)
            }
            return home.appendingPathComponent(defaultPath, isDirectory: true)
        }
        configDirectory = base("XDG_CONFIG_HOME", ".config").appendingPathComponent("buerger", isDirectory: true)
        cacheDirectory = base("XDG_CACHE_HOME", ".cache").appendingPathComponent("buerger", isDirectory: true)
        stateDirectory = base("XDG_STATE_HOME", ".local/state").appendingPathComponent("buerger", isDirectory: true)
    }

    /// `config.json` in the config directory.
    public var configFile: URL { configDirectory.appendingPathComponent("config.json") }
}
