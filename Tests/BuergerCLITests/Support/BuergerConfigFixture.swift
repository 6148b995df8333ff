import CitizenClient

enum BuergerConfigFixture {
    static let empty = BuergerConfig()
    static let german = BuergerConfig(language: "de")
}
