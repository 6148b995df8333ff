import Foundation

/// What `forget` removed of what this installation kept about the person.
public struct ForgetReport: Equatable {
    public enum Item: Equatable {
        case name
        case address
        /// Saved places (`@zuhause`), by name: they are where the person lives or goes.
        case places([String])
        /// Stop aliases, by name: they tell which stop the person uses.
        case aliases([String])
        case deviceId
        case journal
        case cache
    }

    /// In the order they were removed; nothing that was not there.
    public let removed: [Item]
}
