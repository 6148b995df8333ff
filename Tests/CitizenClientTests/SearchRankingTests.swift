import Foundation
import XCTest

@testable import CitizenClient

/// `buerger stops SEARCH`: what a search finds and in which order, from the full table and from the index.
final class SearchRankingTests: XCTestCase {
    private func stop(_ id: Int64, _ name: String) -> Stop {
        Stop(id: id, name: name, location: Coordinate(latitude: 49.4 + Double(id) / 1000, longitude: 7.6), schedule: [])
    }

    private let village: [Stop] = [
        Stop(id: 1, name: "Waldfriedhof", location: nil, schedule: []),
        Stop(id: 2, name: "Friedhofstraße", location: nil, schedule: []),
        Stop(id: 3, name: "Friedhof", location: nil, schedule: []),
        Stop(id: 4, name: "Alter Friedhof", location: nil, schedule: []),
        Stop(id: 5, name: "Fridhofweg", location: nil, schedule: []),
        Stop(id: 6, name: "Alte Mühle", location: nil, schedule: []),
        Stop(id: 7, name: "Mühlenweg", location: nil, schedule: []),
        Stop(id: 8, name: "Kottweiler-Schwanden Kirche", location: nil, schedule: []),
        Stop(id: 9, name: "Große Gasse", location: nil, schedule: []),
        Stop(id: 10, name: "Schulstraße", location: nil, schedule: []),
        Stop(id: 11, name: "Weilerbach Rathaus", location: nil, schedule: []),
        Stop(id: 12, name: "Markt", location: nil, schedule: []),
        Stop(id: 13, name: "Park", location: nil, schedule: []),
        Stop(id: 14, name: "Steuerberatung Quelle", location: nil, schedule: []),
        Stop(id: 15, name: "Feuerwehr", location: nil, schedule: []),
    ]

    private func found(_ query: String?, in stops: [Stop]? = nil) -> [Int64] {
        StopSearch.search(MasterData(stops: stops ?? village), query: query, near: nil, limit: nil).map(\.stop.id)
    }

    private func rank(_ query: String, _ name: String) -> SearchRank? {
        SearchQuery(query).rank(ofFolded: SearchFolding.fold(name))
    }

    func testExactThenPrefixThenContainsThenTypo() {
        // Exact; prefixes of the name or a word, by name; inside a word; one typo.
        XCTAssertEqual(found("Friedhof"), [3, 4, 2, 1, 5])
        XCTAssertEqual(rank("Friedhof", "Friedhof"), .exact)
        XCTAssertEqual(rank("Friedhof", "Friedhofstraße"), .prefix)
        XCTAssertEqual(rank("Friedhof", "Alter Friedhof"), .prefix)
        XCTAssertEqual(rank("Friedhof", "Waldfriedhof"), .contains)
        XCTAssertEqual(rank("Friedhof", "Fridhofweg"), .typo)
        XCTAssertNil(rank("Friedhof", "Markt"))
    }

    func testEqualFitsAreOrderedByNameThenId() {
        let twins = [stop(3, "Uni Süd"), stop(1, "Uni West"), stop(2, "Uni Süd"), stop(4, "Uni Ost")]
        XCTAssertEqual(found("uni", in: twins), [4, 2, 3, 1])
    }

    func testABlankSearchKeepsServerOrder() {
        XCTAssertEqual(found(nil), village.map(\.id))
        XCTAssertEqual(found("  "), village.map(\.id))
        XCTAssertEqual(found("–"), [], "punctuation alone finds nothing")
    }

    func testUmlautsAndTheirSpellings() {
        for query in ["Mühle", "Muehle", "Muhle", "MÜHLE", "muehl"] {
            XCTAssertEqual(found(query), [6, 7], query)
        }
    }

    func testSharpS() {
        for query in ["Große Gasse", "grosse gasse", "GROSSE", "große"] {
            XCTAssertEqual(found(query), [9], query)
        }
    }

    func testStreetSpellings() {
        for query in [
            "Schulstraße", "Schulstrasse", "Schulstr.", "Schulstr", "schul str", "Schul-Strasse", "Schulstra",
        ] {
            XCTAssertEqual(found(query), [10], query)
            XCTAssertEqual(rank(query, "Schulstraße"), .exact, query)
        }
        XCTAssertEqual(rank("Schulstrase", "Schulstraße"), .typo, "a typo in the long spelling")
        XCTAssertEqual(rank("Straße", "Schulstraße"), .contains)
        XCTAssertNil(rank("Straße", "Industriegebiet"), "a street is no 'str' inside another word")
        XCTAssertEqual(rank("Stran", "Strandbad"), .prefix)
        XCTAssertEqual(rank("Schul", "Schulstraße"), .prefix)
    }

    func testHyphensAndPunctuationAreIgnored() {
        XCTAssertEqual(found("Kottweiler Schwanden"), [8])
        XCTAssertEqual(found("kottweiler-schwanden kirche"), [8])
        XCTAssertEqual(rank("Kottweiler Schwanden Kirche", "Kottweiler-Schwanden Kirche"), .exact)
        XCTAssertEqual(rank("Schwanden, Kirche!", "Kottweiler-Schwanden Kirche"), .prefix)
    }

    func testWordsInAnyOrder() {
        XCTAssertEqual(rank("Rathaus Weilerbach", "Weilerbach Rathaus"), .allWords)
        XCTAssertEqual(rank("rathaus weil", "Weilerbach Rathaus"), .allWords, "the last word may be begun")
        XCTAssertNil(rank("rath weil", "Weilerbach Rathaus"), "the others must be whole")
        XCTAssertEqual(found("Rathaus Weilerbach"), [11])
        XCTAssertNil(rank("Rathaus Kaiserslautern", "Weilerbach Rathaus"))
    }

    func testOneTypoInWordsOfFiveLettersOrMore() {
        // "Fridhofweg" holds the text as typed; the others are one typo away from a word's beginning.
        XCTAssertEqual(found("Fridhof"), [5, 4, 3, 2])
        XCTAssertEqual(rank("Fridhof", "Friedhof"), .typo)
        XCTAssertEqual(rank("Makrt", "Markt"), .typo, "two neighbours swapped")
        XCTAssertEqual(rank("Weilerbahc Rathaus", "Weilerbach Rathaus"), .typo)
        XCTAssertEqual(rank("Weilerbach Rathas", "Weilerbach Rathaus"), .typo)
        XCTAssertNil(rank("Rathas Weilerbach", "Weilerbach Rathaus"), "with a typo the words keep their order")
        XCTAssertNil(rank("Fridhf", "Friedhof"), "two typos in one word")
        XCTAssertEqual(rank("Weilerbahc Rathas", "Weilerbach Rathaus"), .typo, "one typo per word, in each word")
    }

    func testWithTyposTheWordsStandInTheNameOneAfterTheOther() {
        XCTAssertEqual(rank("ort 42 haltestele", "Ort 42 Haltestelle 7"), .typo)
        XCTAssertEqual(rank("42 haltestele 7", "Ort 42 Haltestelle 7"), .typo)
        XCTAssertNil(rank("ort 42 haltestele", "Ort 420 Haltestelle 7"), "42 is a whole word")
        XCTAssertNil(rank("ort 42 haltestele", "Ort 7 Haltestelle 42"))
        XCTAssertNil(rank("ort 42 haltestele", "Ort 42"))
        XCTAssertEqual(rank("schulstrase 4", "Schulstraße 4"), .typo, "the long street spelling, as a whole word")
    }

    func testFourLetterWordsGetNoTypo() {
        XCTAssertEqual(found("Prak"), [])
        XCTAssertEqual(found("Mrkt"), [])
        XCTAssertNil(rank("Parc", "Park"))
        XCTAssertEqual(found("Park"), [13])
        XCTAssertEqual(found("Marky"), [12], "five letters forgive one")
    }

    func testWordsWhereUEIsNoUmlautStillFindThemselves() {
        XCTAssertEqual(found("Steuer"), [14])
        XCTAssertEqual(found("steuerberatung quelle"), [14])
        XCTAssertEqual(found("Quelle"), [14])
        XCTAssertEqual(found("Feuer"), [15])
        XCTAssertEqual(found("euerweh"), [15], "inside a word")
    }

    func testTheIndexFindsAndOrdersAsTheTableDoes() throws {
        let stops = village.map { stop($0.id, $0.name) }
        let index = StopIndex(stops: stops)
        let data = MasterData(stops: stops)
        let near = Coordinate(latitude: 49.405, longitude: 7.6)
        for (query, point, limit) in [
            ("Friedhof", nil, nil), ("Fridhof", nil, 2), ("muehle", near, nil), ("", nil, nil),
            ("schul str", nil, nil), ("Rathaus Weilerbach", nil, nil), ("Prak", nil, nil),
        ]
            as [(String, Coordinate?, Int?)]
        {
            XCTAssertEqual(
                index.search(lines: [], query: query, near: point, limit: limit).map(\.stop.id),
                StopSearch.search(data, query: query, near: point, limit: limit).map(\.stop.id), query)
        }
        // What the index file keeps of a search is what the search then finds.
        let body = try StopIndexFile.encode(index)
        let query = StopIndex.foldedQuery("Fridhof")
        let decoded = try XCTUnwrap(StopIndexFile.decode(body) { StopIndex.matches(folded: $0, foldedQuery: query) })
        XCTAssertEqual(Set(decoded.entries.map(\.id)), [2, 3, 4, 5], "Waldfriedhof is not one typo from Fridhof")
        XCTAssertEqual(decoded.entries.map(\.folded), decoded.entries.map { SearchFolding.fold($0.name) })
    }

    func testAnIndexOfTheOldFoldingIsNotUsed() throws {
        var body = try StopIndexFile.encode(StopIndex(stops: village))
        let text = String(decoding: body, as: UTF8.self)
            .replacingOccurrences(of: "\"version\":\(StopIndex.version)", with: "\"version\":2")
        body = Data(text.utf8)
        XCTAssertNil(StopIndexFile.decode(body) { _ in true })
        XCTAssertGreaterThan(StopIndex.version, 2)
    }
}
