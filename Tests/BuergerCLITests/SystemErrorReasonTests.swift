import Foundation
import XCTest

@testable import BuergerCLI
@testable import CitizenClient

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The system's reasons in a person's words, whichever way Foundation wraps them.
final class SystemErrorReasonTests: XCTestCase {
    func testCommonCausesInBothLanguages() {
        XCTAssertEqual(SystemErrorReason(code: EACCES).text(in: .english), "permission denied")
        XCTAssertEqual(SystemErrorReason(code: EACCES).text(in: .german), "keine Berechtigung")
        XCTAssertEqual(SystemErrorReason(code: ENOSPC).text(in: .german), "kein Platz mehr auf dem Gerät")
        XCTAssertEqual(SystemErrorReason(code: ENOTDIR).text(in: .english), "part of the path is a file, not a folder")
    }

    /// FileManager on Linux: "The operation could not be completed. (NSCocoaErrorDomain error 512.)"
    /// with the POSIX error underneath.
    func testTheErrnoUnderACocoaErrorIsFound() {
        let posix = NSError(domain: NSPOSIXErrorDomain, code: Int(ENOTDIR))
        let cocoa = NSError(domain: NSCocoaErrorDomain, code: 512, userInfo: [NSUnderlyingErrorKey: posix])
        XCTAssertEqual(SystemErrorReason(cocoa).code, ENOTDIR)
        XCTAssertFalse(SystemErrorReason(cocoa).text(in: .english).contains("NSCocoaErrorDomain"))
    }

    func testACocoaCodeAloneStandsForItsPOSIXCause() {
        XCTAssertEqual(SystemErrorReason(CocoaError(.fileWriteNoPermission)).code, EACCES)
        XCTAssertEqual(SystemErrorReason(CocoaError(.fileWriteOutOfSpace)).code, ENOSPC)
    }

    /// What FileManager on Linux often throws when creating a folder fails: a bare 512, nothing under it.
    func testACocoaErrorWithoutACauseIsNotShownAsItsCode() {
        let bare = NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileWriteUnknown.rawValue)
        XCTAssertEqual(SystemErrorReason(bare).text(in: .english), "the system did not say why")
        XCTAssertEqual(SystemErrorReason(bare).text(in: .german), "das System nennt keinen Grund")
    }

    func testARareCauseKeepsTheSystemsWordsAndItsNumber() {
        XCTAssertEqual(
            SystemErrorReason(code: ETXTBSY).text(in: .german),
            String(cString: strerror(ETXTBSY)).prefix(1).lowercased()
                + String(cString: strerror(ETXTBSY)).dropFirst() + " (errno \(ETXTBSY))")
    }
}
