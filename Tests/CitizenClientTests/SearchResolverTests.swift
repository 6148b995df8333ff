import XCTest

@testable import CitizenClient

/// A STOP argument (and `--line`) found the way a search finds names: decided when one stop fits,
/// the candidates listed when several do.
final class SearchResolverTests: XCTestCase {
    private func stop(_ id: Int64, _ name: String) -> Stop {
        Stop(id: id, name: name, location: nil, schedule: [])
    }

    private func resolved(_ argument: String, _ stops: [Stop]) throws -> Int64 {
        try StopResolver().resolve(argument, in: stops).id
    }

    private func candidates(_ argument: String, _ stops: [Stop]) -> [Int64]? {
        do {
            _ = try StopResolver().resolve(argument, in: stops)
            return nil
        } catch ClientError.ambiguousStop(_, let candidates) {
            return candidates.map(\.id)
        } catch {
            return nil
        }
    }

    func testGermanSpellingsResolveToTheOneStop() throws {
        let stops = [
            stop(1, "Alte Mühle"), stop(2, "Schulstraße"), stop(3, "Kottweiler-Schwanden"), stop(4, "Große Gasse"),
        ]
        XCTAssertEqual(try resolved("alte muehle", stops), 1)
        XCTAssertEqual(try resolved("Schulstr.", stops), 2)
        XCTAssertEqual(try resolved("Kottweiler Schwanden", stops), 3)
        XCTAssertEqual(try resolved("grosse gasse", stops), 4)
    }

    func testATypoIsForgivenWhenNothingElseFits() throws {
        let stops = [stop(1, "Friedhof"), stop(2, "Markt"), stop(3, "Lindenplatz"), stop(4, "Linda")]
        XCTAssertEqual(try resolved("Fridhof", stops), 1)
        // "Linde" begins "Lindenplatz" and is one typo from "Linda": the typo-free fit decides.
        XCTAssertEqual(try resolved("Linde", stops), 3)
        XCTAssertThrowsError(try resolved("Mrkt", stops)) { error in
            XCTAssertEqual(error as? ClientError, .stopNotFound("Mrkt"), "no typo in four letters")
        }
    }

    func testSeveralFitsWithoutATypoAreAllCandidatesBestFirst() {
        let stops = [stop(1, "Grundschule"), stop(2, "Schule Nord"), stop(3, "Schulte"), stop(4, "Schule Süd")]
        // Prefixes by name, then the one inside a word; the typo fit "Schulte" is not offered.
        XCTAssertEqual(candidates("Schule", stops), [2, 4, 1])
    }

    func testSeveralTypoFitsAreCandidates() {
        let stops = [stop(1, "Friedhof Nord"), stop(2, "Friedhof Süd"), stop(3, "Markt")]
        XCTAssertEqual(candidates("Fridhof", stops), [1, 2])
    }

    func testTwoStopsOfTheSameNameAreCandidates() {
        let stops = [stop(7, "Markt"), stop(3, "Markt"), stop(4, "Marktplatz")]
        XCTAssertEqual(candidates("markt", stops), [3, 7])
    }

    func testAnAliasLeadsToTheSearch() throws {
        let resolver = StopResolver(aliases: ["zuhause": "Alte Muehle"])
        XCTAssertEqual(try resolver.resolve("@zuhause", in: [stop(1, "Alte Mühle"), stop(2, "Mühlenweg")]).id, 1)
    }

    func testLineNamesAreFoundTheSameWay() throws {
        let data = MasterData(
            stops: [],
            lines: [
                Line(id: 1, name: "Kottweiler-Schwanden", routeId: nil, busIds: []),
                Line(id: 2, name: "Mühlenring", routeId: nil, busIds: []),
                Line(id: 3, name: "Ring Nord", routeId: nil, busIds: []),
            ])
        let decision = LineDecision(data: data)
        XCTAssertEqual(try decision.line(named: "kottweiler schwanden"), 1)
        XCTAssertEqual(try decision.line(named: "Muehlenring"), 2)
        XCTAssertEqual(try decision.line(named: "Muehlnering"), 2, "one typo")
        XCTAssertThrowsError(try decision.line(named: "Ring")) { error in
            // The line whose name begins so first, then the one holding it inside a word.
            XCTAssertEqual(
                error as? RequestProblem,
                .ambiguousLine(
                    "Ring",
                    choices: [
                        LineChoice(id: 3, name: "Ring Nord", distanceMeters: nil),
                        LineChoice(id: 2, name: "Mühlenring", distanceMeters: nil),
                    ]))
        }
    }
}
