import XCTest

@testable import CitizenClient

final class ServerAddressTests: XCTestCase {
    func testBaseEndingInServicesRest() throws {
        let address = try ServerAddress("http://localhost:8080/services/rest")
        XCTAssertEqual(
            address.endpoint("lines/").absoluteString, "http://localhost:8080/services/rest/linemanagement/v1/lines/")
    }

    func testTrailingSlashAndApiSuffixAreAccepted() throws {
        let expected = "https://digital-villages-server.herokuapp.com/services/rest"
        for text in [
            expected, expected + "/", expected + "/linemanagement/v1", expected + "/linemanagement/v1/",
            "  \(expected)\n",
        ] {
            XCTAssertEqual(try ServerAddress(text).description, expected, text)
        }
    }

    func testContextPathIsKept() throws {
        let address = try ServerAddress("http://localhost:8081/oasp4j-sample-server/services/rest")
        XCTAssertEqual(
            address.endpoint("busses/1/").absoluteString,
            "http://localhost:8081/oasp4j-sample-server/services/rest/linemanagement/v1/busses/1/")
    }

    func testQueryItemsAreEncoded() throws {
        let url = try ServerAddress(ServerAddress.defaultURL)
            .endpoint("customStops", query: [URLQueryItem(name: "deviceId", value: "a b&c")])
        XCTAssertEqual(
            url.absoluteString, "http://localhost:8080/services/rest/linemanagement/v1/customStops?deviceId=a%20b%26c")
    }

    func testInvalidAddressesAreUsageErrors() {
        for text in ["", "localhost:8080", "ftp://host/services/rest", "http://", "http://host/x?y=1", "not a url"] {
            XCTAssertThrowsError(try ServerAddress(text), text) { error in
                XCTAssertEqual(error as? ClientError, .invalidServerURL(text))
            }
        }
    }

    func testPrecedenceOptionThenEnvironmentThenConfigThenDefault() throws {
        let env = ["BUERGER_SERVER": "http://env:1/services/rest"]
        XCTAssertEqual(
            try ServerAddress.resolve(
                option: "http://opt:1/services/rest", environment: env,
                configured: "http://cfg:1/services/rest"
            ).description,
            "http://opt:1/services/rest")
        XCTAssertEqual(
            try ServerAddress.resolve(option: nil, environment: env, configured: "http://cfg:1/services/rest")
                .description,
            "http://env:1/services/rest")
        XCTAssertEqual(
            try ServerAddress.resolve(option: nil, environment: [:], configured: "http://cfg:1/services/rest")
                .description,
            "http://cfg:1/services/rest")
        XCTAssertEqual(
            try ServerAddress.resolve(option: nil, environment: ["BUERGER_SERVER": ""], configured: nil).description,
            ServerAddress.defaultURL)
    }
}
