import Foundation

/// One request of a batch file: where it stands in the file and what it asks for.
public struct BatchRow: Equatable, Sendable {
    /// The line of the file where the row begins (the header is line 1).
    public let number: Int
    public let form: RequestForm
    /// A stable key of the row's content, so that running the same file again finds the rows
    /// already filed (the journal keeps it as `batchKey`). Fields are compared as people mean
    /// them: case, accents, extra spaces, the order of help words and a missing `persons` (= 1)
    /// do not change the key; the row's position in the file does not either, so a row moved or
    /// a file re-sorted is still recognised. The key is the same on every run and machine.
    /// Made once: finding a row's entry compares it with every entry of the journal.
    public let key: String

    public init(number: Int, form: RequestForm) {
        self.number = number
        self.form = form
        key = BatchKey.key(for: form)
    }

    /// The journal entry that filed this row, while it is still the same request. The key is built
    /// from the typed text, so a row "07:30" filed today has the same key tomorrow; only an entry
    /// whose pick-up has not passed counts, the newest first. (Keying on the resolved time instead
    /// would re-file a "+30m" row at every run.) Entries the server refused for good do not count.
    public func filedEntry(among entries: [JournalEntry], now: Date) -> JournalEntry? {
        entries.last { isFiled(by: $0, now: now) }
    }

    /// Whether `entry` is the one that filed this row (see `filedEntry`).
    func isFiled(by entry: JournalEntry, now: Date) -> Bool {
        entry.batchKey == key && !entry.isGivenUp && entry.intent.pickUpTime >= now
    }
}
