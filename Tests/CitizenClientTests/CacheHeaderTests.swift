import XCTest

@testable import CitizenClient

/// `CacheFileLayout.decode` reads the header once and probes the format only when it does not read.
final class CacheHeaderTests: XCTestCase {
    private let body = Data(#"{"timeStamp":1,"lines":[]}"#.utf8)

    private func header(format: Int, bodyBytes: Int? = nil) throws -> Data {
        try JSONEncoder().encode(
            CacheFileHeader(
                format: format, server: "http://bus.example/services/rest", kind: "lines",
                stamp: 1, fetchedAt: 5, validatedAt: 6, bodyBytes: bodyBytes ?? body.count))
    }

    private func failure(_ file: Data) -> CacheFileLayout.Failure? {
        do {
            _ = try CacheFileLayout.decode(file)
            return nil
        } catch {
            return error as? CacheFileLayout.Failure
        }
    }

    func testACurrentHeaderReadsAndOthersFailForTheRightReason() throws {
        let newline = Data("\n".utf8)
        let current = try CacheFileLayout.decode(try header(format: CacheFileHeader.currentFormat) + newline + body)
        XCTAssertEqual(current.header.fetchedAt, 5)
        XCTAssertEqual(Data(current.body), body)
        XCTAssertEqual(failure(try header(format: 3) + newline + body), .otherFormat, "a newer full header")
        XCTAssertEqual(
            failure(Data(#"{"format":3,"other":true}"#.utf8) + newline + body), .otherFormat, "a newer layout")
        XCTAssertEqual(
            failure(Data(#"{"format":2,"server":"x"}"#.utf8) + newline + body), .corrupt,
            "current format, fields missing")
        XCTAssertEqual(failure(Data(#"{"form"#.utf8) + newline + body), .corrupt)
        XCTAssertEqual(
            failure(try header(format: CacheFileHeader.currentFormat, bodyBytes: 1) + newline + body), .corrupt)
    }
}
