import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why the system refused a file or stream operation, in words a person understands, in English and
/// German: "permission denied", never "(NSCocoaErrorDomain error 512.)". Built from `errno`, or from
/// the POSIX error a Foundation error carries.
public struct SystemErrorReason: Error, Equatable, Sendable {
    /// The `errno` value; nil when the failure came without one.
    public let code: Int32?
    /// The failing API's own words, shown only when there is no `errno` to go by; empty when it
    /// gave none worth showing.
    let otherwise: String

    public init(code: Int32) {
        self.code = code
        otherwise = ""
    }

    /// The `errno` inside a Foundation error (its own, or that of an underlying POSIX error).
    public init(_ error: Error) {
        if let reason = error as? SystemErrorReason {
            self = reason
            return
        }
        let nsError = error as NSError
        code = Self.posixCode(in: nsError)
        // FileManager on Linux often reports only "(NSCocoaErrorDomain error 512.)": no words for anyone.
        otherwise = code == nil && nsError.domain != NSCocoaErrorDomain ? nsError.localizedDescription : ""
    }

    /// The reason of the system call that has just failed.
    public static func current() -> SystemErrorReason {
        SystemErrorReason(code: errno)
    }

    public func text(in language: Language) -> String {
        guard let code else {
            return otherwise.isEmpty ? language.pick("the system did not say why", "das System nennt keinen Grund") : otherwise
        }
        if let words = Self.words[code] { return language.pick(words.0, words.1) }
        // Rare causes keep the system's English wording; the code lets someone look it up.
        let system = String(cString: strerror(code))
        return (system.prefix(1).lowercased() + system.dropFirst()) + " (errno \(code))"
    }

    /// The causes a person can do something about, in their words.
    private static let words: [Int32: (String, String)] = [
        EACCES: ("permission denied", "keine Berechtigung"),
        EPERM: ("permission denied", "keine Berechtigung"),
        ENOSPC: ("no space left on the device", "kein Platz mehr auf dem Gerät"),
        EDQUOT: ("the disk quota is used up", "das Speicherkontingent ist aufgebraucht"),
        EROFS: ("the file system is read-only", "das Dateisystem ist schreibgeschützt"),
        ENOTDIR: ("part of the path is a file, not a folder", "ein Teil des Pfads ist eine Datei, kein Ordner"),
        ENOENT: ("there is no such file or folder", "diese Datei oder diesen Ordner gibt es nicht"),
        EISDIR: ("it is a folder, not a file", "das ist ein Ordner, keine Datei"),
        EEXIST: ("something of that name is in the way", "etwas mit diesem Namen ist im Weg"),
        EBADF: ("it is not open", "sie ist nicht geöffnet"),
        EPIPE: ("the reading side has closed", "die lesende Seite wurde geschlossen"),
        EIO: ("the device reports an input/output error", "das Gerät meldet einen Ein-/Ausgabefehler"),
        EFBIG: ("the file is too large", "die Datei ist zu groß"),
        ENAMETOOLONG: ("a name in the path is too long", "ein Name im Pfad ist zu lang"),
        EMFILE: ("too many files are open", "zu viele Dateien sind geöffnet"),
        ENFILE: ("too many files are open", "zu viele Dateien sind geöffnet"),
    ]

    /// Foundation wraps POSIX errors (FileManager: a Cocoa error with the POSIX one underneath);
    /// the Cocoa codes that come alone are mapped to the POSIX cause they stand for.
    private static func posixCode(in error: NSError) -> Int32? {
        if error.domain == NSPOSIXErrorDomain { return Int32(error.code) }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, let code = posixCode(in: underlying) {
            return code
        }
        guard error.domain == NSCocoaErrorDomain else { return nil }
        switch CocoaError.Code(rawValue: error.code) {
        case .fileReadNoPermission, .fileWriteNoPermission: return EACCES
        case .fileWriteOutOfSpace: return ENOSPC
        case .fileWriteVolumeReadOnly: return EROFS
        case .fileNoSuchFile, .fileReadNoSuchFile: return ENOENT
        case .fileWriteFileExists: return EEXIST
        default: return nil
        }
    }
}
