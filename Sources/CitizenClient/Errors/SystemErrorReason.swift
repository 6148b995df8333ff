import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why the system refused a file or stream operation, as data the CLI words for a person
/// ("permission denied", never "(NSCocoaErrorDomain error 512.)"). Built from `errno`, or from the
/// POSIX error a Foundation error carries.
public struct SystemErrorReason: Error, Equatable, Sendable {
    /// The `errno` value; nil when the failure came without one.
    public let code: Int32?
    /// The failing API's own words, shown only when there is no `errno` to go by; empty when it
    /// gave none worth showing.
    public let otherwise: String

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
