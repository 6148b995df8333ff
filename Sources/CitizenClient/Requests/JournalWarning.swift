import Foundation

/// Something the journal fixed on its own that the person should know about: a damaged journal
/// was moved aside (its requests are no longer tracked, but the file is kept for a look).
public struct JournalWarning: Equatable, Sendable {
    public let journalFile: URL
    public let movedTo: URL
    public let damage: JournalDamage

    public init(journalFile: URL, movedTo: URL, damage: JournalDamage) {
        self.journalFile = journalFile
        self.movedTo = movedTo
        self.damage = damage
    }
}

/// What is wrong with a damaged journal file, with the JSON path of the spot (`entries[0].state`).
public enum JournalDamage: Equatable, Sendable {
    case notJSON
    case badValue(at: String)
    case missing(String)
    case unreadable
    /// A line of the changes file that is no change, starting at this byte.
    case notAChange(atByte: UInt64)
}
