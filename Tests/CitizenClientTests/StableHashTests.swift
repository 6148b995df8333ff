import XCTest

@testable import CitizenClient

/// Issue 21.5: FNV-1a was written three times. One `StableHash` now; names on disk made from it must
/// not change, so its values are pinned (computed by an independent FNV-1a) and so are the names
/// earlier versions wrote: a server's cache folder, a filing claim's key, a batch row's key.
final class StableHashTests: XCTestCase {
    func testKnownValuesOfFNV1a64() {
        XCTAssertEqual(StableHash.hex(of: ""), "cbf29ce484222325")
        XCTAssertEqual(StableHash.hex(of: "a"), "af63dc4c8601ec8c")
        XCTAssertEqual(StableHash.hex(of: "foobar"), "85944171f73967e8")
        XCTAssertEqual(
            StableHash.hex(StableHash.fnv1a(Array("foobar".utf8), basis: 0x8422_2325_cbf2_9ce4)), "1af21521be519bf9")
        XCTAssertEqual(StableHash.hex(0xab), "00000000000000ab")
    }

    func testACachedServersFolderKeepsItsName() throws {
        XCTAssertEqual(
            MasterDataCache.folderName(for: try ServerAddress("http://bus.example/services/rest")),
            "bus.example-46c005813fb276d7")
        XCTAssertEqual(
            MasterDataCache.folderName(for: try ServerAddress("http://localhost:8080/services/rest")),
            "localhost-8080-52ddf39165ecc7b2")
    }

    /// The two copies under Requests/ (left to the request service's rewrite) agree with it.
    func testTheRequestSidesHashesAgreeWithIt() {
        XCTAssertEqual(FilingClaim.key("foobar"), StableHash.hex(of: "foobar"))
        XCTAssertEqual(FilingClaim.key(""), "cbf29ce484222325")
    }
}
