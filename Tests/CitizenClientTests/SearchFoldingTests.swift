import XCTest

@testable import CitizenClient

/// How names and search texts are folded so that the ways of writing a German place name meet.
final class SearchFoldingTests: XCTestCase {
    private func fold(_ text: String) -> String { SearchFolding.fold(text) }

    func testUmlautsTheirSpellingsAndPlainVowelsMeet() {
        for spelling in ["Mühle", "Muehle", "Muhle", "MÜHLE", "MUEHLE"] {
            XCTAssertEqual(fold(spelling), "muhle", spelling)
        }
        XCTAssertEqual(fold("Rötelberg"), fold("Roetelberg"))
        XCTAssertEqual(fold("Rötelberg"), "rotelberg")
        XCTAssertEqual(fold("Kärntner Weg"), fold("Kaerntner Weg"))
        XCTAssertEqual(fold("Häuser"), fold("Haeuser"))
    }

    func testUEAfterAVowelOrQStaysReadable() {
        XCTAssertEqual(fold("Steuer"), "steuer")
        XCTAssertEqual(fold("Feuerwehr"), "feuerwehr")
        XCTAssertEqual(fold("Quelle"), "quelle")
        XCTAssertEqual(fold("Queidersbach"), "queidersbach")
        XCTAssertEqual(fold("Bauernhof"), "bauernhof")
        XCTAssertEqual(fold("Bäuerin"), fold("Baeuerin"))
    }

    func testSharpSIsDoubleS() {
        XCTAssertEqual(fold("Große Gasse"), "grosse gasse")
        XCTAssertEqual(fold("GROẞE GASSE"), "grosse gasse")
        XCTAssertEqual(fold("Grosse Gasse"), "grosse gasse")
    }

    func testStreetEndingsMeetInEverySpelling() {
        for spelling in [
            "Schulstraße", "Schulstrasse", "Schulstr.", "Schulstr", "Schul Str.", "Schul Strasse",
            "SCHULSTRASSE", "Schul-Straße",
        ] {
            XCTAssertEqual(fold(spelling), "schulstr.", spelling)
        }
        XCTAssertEqual(fold("Mainzer Straße 5"), "mainzerstr. 5")
        XCTAssertEqual(fold("Mainzer Str. 5"), "mainzerstr. 5")
        XCTAssertEqual(fold("Straße am Park"), "str. am park", "a street word with nothing before it stays a word")
        XCTAssertEqual(fold("Hauptstra"), "hauptstr.", "a street ending typed halfway")
        XCTAssertEqual(fold("Strand"), "strand")
    }

    func testPunctuationAndHyphensSeparateWords() {
        XCTAssertEqual(fold("Kottweiler-Schwanden"), "kottweiler schwanden")
        XCTAssertEqual(fold("Kottweiler Schwanden"), "kottweiler schwanden")
        XCTAssertEqual(fold("  Uni   SÜD "), "uni sud")
        XCTAssertEqual(fold("St. Martin (Kirche)"), "st martin kirche")
        XCTAssertEqual(fold("Weilerbach,Rathaus"), "weilerbach rathaus")
        XCTAssertEqual(fold("Ort\u{00A0}42\u{2013}Süd"), "ort 42 sud")
        XCTAssertEqual(fold("…"), "")
        XCTAssertEqual(fold(""), "")
    }

    func testOtherScriptsAndSymbolsDoNotBreakIt() {
        XCTAssertEqual(fold("Львов Центр"), "львов центр")
        XCTAssertEqual(fold("🚌 Halt"), "halt")
        XCTAssertEqual(fold("Ｍａｒｋｔ"), "markt", "full-width letters as typed on some keyboards")
        XCTAssertEqual(fold("Café"), "cafe")
    }

    /// ASCII takes a shortcut past Foundation; it must fold as the long way does.
    func testTheASCIIShortcutFoldsAsTheUnicodeWayDoes() {
        let texts = [
            "Weilerbach Rathaus", "Muehlenweg 3", "Schul-Str.", "QUELLE", "a-b_c.d/e", "  x  ", "Steuerbuero",
            "Haupt Strasse", "Bahnhof (Gleis 2)", "MAINZER STR", "Industriestr",
        ]
        for text in texts {
            // A trailing "é" sends the whole text the Unicode way and adds the word "e".
            XCTAssertEqual(fold(text + " é"), fold(text).isEmpty ? "e" : fold(text) + " e", text)
        }
    }

    func testTypoDistanceCountsOneSlip() {
        func near(_ typed: String, _ word: String) -> Bool { TypoDistance.isNear(Array(typed.utf8), Array(word.utf8)) }
        func whole(_ typed: String, _ word: String) -> Bool {
            TypoDistance.isNear(Array(typed.utf8), Array(word.utf8), wholeWord: true)
        }
        XCTAssertTrue(near("friedhof", "friedhof"))
        XCTAssertTrue(near("fridhof", "friedhof"), "a letter left out")
        XCTAssertTrue(near("frieedhof", "friedhof"), "a letter too many")
        XCTAssertTrue(near("friedhxf", "friedhof"), "a wrong letter")
        XCTAssertTrue(near("freidhof", "friedhof"), "two neighbours swapped")
        XCTAssertTrue(near("fried", "friedhof"), "the beginning")
        XCTAssertTrue(near("frid", "friedhof"), "the beginning with a letter left out")
        XCTAssertTrue(near("friedhofx", "friedhof"), "one letter past the end")
        XCTAssertFalse(near("fridhf", "friedhof"), "two slips")
        XCTAssertFalse(near("friedhofxy", "friedhof"))
        XCTAssertFalse(near("rfiedohf", "friedhof"))
        XCTAssertFalse(near("xyz", ""))
        XCTAssertTrue(near("x", ""))
        XCTAssertTrue(near("", "anything"))
        // The whole word: a beginning is not enough.
        XCTAssertTrue(whole("fridhof", "friedhof"))
        XCTAssertTrue(whole("friedhfo", "friedhof"))
        XCTAssertTrue(whole("friedho", "friedhof"))
        XCTAssertFalse(whole("fried", "friedhof"))
        XCTAssertFalse(whole("xabcd", "abcdz"), "a letter too many and one left out are two slips")
        XCTAssertTrue(near("xabcd", "abcdz"), "but 'abcd' begins the word")
    }
}
