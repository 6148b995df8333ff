import CitizenClient

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `SystemErrorReason` in a person's words, in English and German.
extension SystemErrorReason {
    public func text(in language: Language) -> String {
        guard let code else {
            return otherwise.isEmpty
                ? LocalizedText("the system did not say why", de: "das System nennt keinen Grund").text(in: language)
                : otherwise
        }
        if let words = Self.words[code] { return words.text(in: language) }
        // Rare causes keep the system's English wording; the code lets someone look it up.
        let system = String(cString: strerror(code))
        return (system.prefix(1).lowercased() + system.dropFirst()) + " (errno \(code))"
    }

    /// The causes a person can do something about, in their words.
    private static let words: [Int32: LocalizedText] = [
        EACCES: LocalizedText("permission denied", de: "keine Berechtigung"),
        EPERM: LocalizedText("permission denied", de: "keine Berechtigung"),
        ENOSPC: LocalizedText("no space left on the device", de: "kein Platz mehr auf dem Gerät"),
        EDQUOT: LocalizedText("the disk quota is used up", de: "das Speicherkontingent ist aufgebraucht"),
        EROFS: LocalizedText("the file system is read-only", de: "das Dateisystem ist schreibgeschützt"),
        ENOTDIR: LocalizedText(
            "part of the path is a file, not a folder", de: "ein Teil des Pfads ist eine Datei, kein Ordner"),
        ENOENT: LocalizedText("there is no such file or folder", de: "diese Datei oder diesen Ordner gibt es nicht"),
        EISDIR: LocalizedText("it is a folder, not a file", de: "das ist ein Ordner, keine Datei"),
        EEXIST: LocalizedText("something of that name is in the way", de: "etwas mit diesem Namen ist im Weg"),
        EBADF: LocalizedText("it is not open", de: "sie ist nicht geöffnet"),
        EPIPE: LocalizedText("the reading side has closed", de: "die lesende Seite wurde geschlossen"),
        EIO: LocalizedText("the device reports an input/output error", de: "das Gerät meldet einen Ein-/Ausgabefehler"),
        EFBIG: LocalizedText("the file is too large", de: "die Datei ist zu groß"),
        ENAMETOOLONG: LocalizedText("a name in the path is too long", de: "ein Name im Pfad ist zu lang"),
        EMFILE: LocalizedText("too many files are open", de: "zu viele Dateien sind geöffnet"),
        // A lock file is opened with O_NOFOLLOW: a symbolic link in its place is refused, not followed.
        ELOOP: LocalizedText(
            "it is a symbolic link, which buerger does not follow there",
            de: "das ist ein symbolischer Link, dem buerger dort nicht folgt"),
        ENFILE: LocalizedText("too many files are open", de: "zu viele Dateien sind geöffnet"),
    ]
}
