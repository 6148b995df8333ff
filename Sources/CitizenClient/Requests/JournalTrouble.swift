/// Why the request journal (or a file kept beside it) could not be read or written, as data: the
/// CLI words it in the person's language.
public indirect enum JournalTrouble: Equatable, Sendable {
    /// The system refused the file operation.
    case system(SystemErrorReason)
    /// The file was written by a newer buerger, in a format this one does not know.
    case newerFormat(version: Int)
    /// The entries could not be turned into JSON; the encoder's own words.
    case unencodable(String)
    /// The lock of a freshly made entry is held by another process.
    case newEntryLocked
    /// A lock file could not be taken.
    case lockNotTaken
    /// Writing the file failed with one of the library's errors.
    case file(ClientError)
    /// Another failure of the journal while recording (the entry vanished, the lock was refused…).
    case failed(RequestSendError)
}
