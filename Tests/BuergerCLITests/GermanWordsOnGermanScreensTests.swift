import XCTest

@testable import BuergerCLI

/// A new user's trial found English on German screens after issue 24: the missing argument named as
/// the spec names it ('<request>'), and the help words listed in English after the German ones.
final class GermanWordsOnGermanScreensTests: XCTestCase {
    private let harness = BuergerHarness()

    func testAMissingArgumentIsNamedAsTheGermanUsageLineNamesIt() {
        let result = harness.run(["status", "--lang", "de"])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.contains("Es fehlt das Argument '<Anfrage>'."), result.err)
        let english = harness.run(["status"])
        XCTAssertTrue(english.err.contains("'<request>'"), english.err)
    }

    func testTheHelpWordsAreNotListedAgainInEnglishOnAGermanScreen() {
        let german = harness.run(["help", "request-stop", "--lang", "de"])
        XCTAssertFalse(german.out.contains("wheelchair"), german.out)
        XCTAssertTrue(german.out.contains("Rollstuhl"), german.out)
        let english = harness.run(["help", "request-stop"])
        XCTAssertTrue(english.out.contains("values: wheelchair"), english.out)
    }

    /// `--until pickup` is typed as it stands: the German usage showed `--until <Abholung>`, as if
    /// "Abholung" were the word to type; the placeholder says what it is, the text what to type.
    func testAValueTypedAsItStandsIsNotTranslated() {
        let german = harness.run(["help", "watch", "--lang", "de"])
        XCTAssertTrue(german.out.contains("--until <Zeitpunkt>"), german.out)
        XCTAssertTrue(german.out.contains("'pickup'"), german.out)
        XCTAssertFalse(german.out.contains("<Abholung>"), german.out)
    }
}
