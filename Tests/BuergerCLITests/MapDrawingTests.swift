import CitizenClient
import Foundation
import XCTest

@testable import BuergerCLI

/// The map's drawing layer without a terminal: where marks land, that labels never overlap, which way
/// is north, and the golden screens of the tests' own networks (`Tests/Fixtures/maps`; set
/// `BUERGER_GOLDEN_UPDATE=1` to write them anew, then read the diff).
final class MapDrawingTests: XCTestCase {
    let drawer = MapDrawer(symbols: .unicode, dashed: true)
    let sizes = [(80, 19), (120, 35), (40, 10)]

    /// Where the coordinates put a point, worked out apart from the projection: great-circle metres
    /// east and north of the map's centre, in cells of the drawing's size.
    private func expectedCell(_ point: Coordinate, _ projection: MapProjection) -> (column: Double, row: Double) {
        let center = projection.center
        let east = Geodesy.distanceMeters(center, Coordinate(latitude: center.latitude, longitude: point.longitude))
        let north = Geodesy.distanceMeters(center, Coordinate(latitude: point.latitude, longitude: center.longitude))
        let x = (point.longitude >= center.longitude ? east : -east) / projection.metersPerDot
        let y = (point.latitude >= center.latitude ? north : -north) / projection.metersPerDot
        return (
            Double(projection.columns) / 2 + x / 2, Double(projection.rows) / 2 - y / 4
        )
    }

    /// The cells within one of `expected`.
    private func cells(near expected: (column: Double, row: Double), in drawing: MapDrawing) -> [MapCell] {
        let column = Int(expected.column.rounded(.down))
        let row = Int(expected.row.rounded(.down))
        return (row - 1...row + 1).flatMap { r in (column - 1...column + 1).map { MapCell(column: $0, row: r) } }
            .filter {
                (0..<drawing.projection.columns).contains($0.column) && (0..<drawing.projection.rows).contains($0.row)
            }
    }

    func testEveryStopAndBusIsDrawnWithinOneCellOfItsCoordinates() throws {
        for scene in [try MapTestNetwork.longNamesScene(), MapTestNetwork.domainScene()] {
            for (columns, rows) in sizes {
                let drawing = drawer.draw(scene, columns: columns, rows: rows)
                XCTAssertEqual(drawing.stops.count + drawing.stopsOutside, scene.stops.count)
                XCTAssertEqual(drawing.stopsOutside, 0, "the frame holds every stop at \(columns)×\(rows)")
                for stop in scene.stops {
                    let near = cells(near: expectedCell(stop.coordinate, drawing.projection), in: drawing)
                    // A stop's mark is drawn there, unless a bus stands on it.
                    let shown = near.contains { cell in
                        let glyph = drawing.glyphs[cell.row][cell.column]
                        if glyph.ink == .stop { return true }
                        if case .bus = glyph.ink { return true }
                        return false
                    }
                    XCTAssertTrue(shown, "\(stop.name) not within one cell at \(columns)×\(rows)")
                }
                XCTAssertEqual(drawing.buses.count, scene.buses.count)
                for bus in scene.buses {
                    let near = cells(near: expectedCell(bus.coordinate, drawing.projection), in: drawing)
                    let digits = String(bus.busId).map(String.init)
                    let shown = near.contains { cell in
                        let row = drawing.glyphs[cell.row]
                        guard cell.column + digits.count <= row.count else { return false }
                        return (0..<digits.count).allSatisfy { offset in
                            let glyph = row[cell.column + offset]
                            guard case .bus = glyph.ink else { return false }
                            return glyph.text == digits[offset]
                        }
                    }
                    XCTAssertTrue(shown, "bus \(bus.busId) not within one cell at \(columns)×\(rows)")
                }
            }
        }
    }

    func testNoTwoLabelsOverlapAndNoneCoversAMarkOrABus() throws {
        for (columns, rows) in sizes {
            let drawing = drawer.draw(try MapTestNetwork.longNamesScene(), columns: columns, rows: rows)
            let labels = drawing.stops.compactMap(\.label) + drawing.places.compactMap(\.label)
            XCTAssertFalse(labels.isEmpty)
            var taken = Set<MapCell>()
            for label in labels {
                var shown = ""
                for column in label.cell.column..<(label.cell.column + label.width) {
                    let cell = MapCell(column: column, row: label.cell.row)
                    XCTAssertTrue(taken.insert(cell).inserted, "two labels share \(cell) at \(columns)×\(rows)")
                    // Still the label's own text: nothing was drawn over it, and it was drawn over nothing
                    // but routes (marks and buses are drawn first and reserve their cells).
                    XCTAssertEqual(drawing.glyphs[cell.row][cell.column].ink, .label)
                    shown += drawing.glyphs[cell.row][cell.column].text
                }
                XCTAssertEqual(shown, label.text)
            }
            // A shortened name is never shown twice.
            let cut = labels.map(\.text).filter { $0.hasSuffix("…") }
            XCTAssertEqual(cut.count, Set(cut).count, "\(cut)")
            for stop in drawing.stops {
                XCTAssertEqual(drawing.glyphs[stop.cell.row][stop.cell.column].ink == .label, false)
            }
        }
    }

    func testBusesAtOneStopAreNumbersApartNeverOneLongerNumber() {
        let stop = Coordinate(latitude: 49.48, longitude: 7.63)
        let far = Coordinate(latitude: 49.50, longitude: 7.66)
        let buses = [4, 1, 13].map { MapScene.BusMark(busId: Int64($0), lineId: nil, coordinate: stop, seenAt: nil) }
        let scene = MapScene(
            focus: .network, tracks: [], stops: [], buses: buses, places: [], frame: [stop, far], offlineSince: nil,
            takenAt: MapTestNetwork.now)
        let drawing = drawer.draw(scene, columns: 40, rows: 10)
        let row = drawing.glyphs[drawing.buses[0].cell.row]
        let numbers = row.map { glyph -> String in
            if case .bus = glyph.ink { return glyph.text }
            return " "
        }.joined().split(separator: " ").map(String.init)
        XCTAssertEqual(numbers.sorted(), ["1", "13", "4"])
    }

    func testNorthIsUpAndEastIsRight() throws {
        let drawing = drawer.draw(try MapTestNetwork.longNamesScene(), columns: 80, rows: 19)
        let rowMeters = drawing.projection.metersPerDot * Double(MapProjection.dotsPerRow)
        let columnMeters = drawing.projection.metersPerCell
        var compared = 0
        for a in drawing.stops {
            for b in drawing.stops where a.stop.id != b.stop.id {
                let north = Geodesy.distanceMeters(
                    Coordinate(latitude: a.stop.coordinate.latitude, longitude: 0),
                    Coordinate(latitude: b.stop.coordinate.latitude, longitude: 0))
                if a.stop.coordinate.latitude > b.stop.coordinate.latitude, north > rowMeters {
                    XCTAssertLessThan(a.cell.row, b.cell.row, "\(a.stop.name) is north of \(b.stop.name)")
                    compared += 1
                }
                let east = Geodesy.distanceMeters(
                    Coordinate(latitude: a.stop.coordinate.latitude, longitude: a.stop.coordinate.longitude),
                    Coordinate(latitude: a.stop.coordinate.latitude, longitude: b.stop.coordinate.longitude))
                if a.stop.coordinate.longitude > b.stop.coordinate.longitude, east > columnMeters {
                    XCTAssertGreaterThan(a.cell.column, b.cell.column, "\(a.stop.name) is east of \(b.stop.name)")
                    compared += 1
                }
            }
        }
        XCTAssertGreaterThan(compared, 20)
    }

    func testAKilometreIsAsLongAcrossAsDownAtTheNetworksLatitude() {
        for latitude in [0.0, 49.48, 60.0] {
            let center = Coordinate(latitude: latitude, longitude: 7.6)
            let projection = MapProjection(center: center, metersPerDot: 10, columns: 80, rows: 24)
            let degree = 1000 / MapProjection.metersPerDegree
            let north = projection.dot(Coordinate(latitude: latitude + degree, longitude: 7.6))
            let east = projection.dot(
                Coordinate(latitude: latitude, longitude: 7.6 + degree / cos(latitude * .pi / 180)))
            let origin = projection.dot(center)
            XCTAssertEqual(origin.y - north.y, 100, accuracy: 0.001)
            XCTAssertEqual(east.x - origin.x, 100, accuracy: 0.001)
        }
    }

    func testFittingHoldsTheFrameAndCentresIt() throws {
        let scene = try MapTestNetwork.longNamesScene()
        let projection = MapProjection.fitting(scene.frame, columns: 80, rows: 19)
        for point in scene.frame {
            let cell = try XCTUnwrap(projection.cell(point))
            XCTAssertTrue((1..<79).contains(cell.column) && (1..<18).contains(cell.row), "\(point) at \(cell)")
        }
    }

    func testAStopWithHostileOrWideNameGetsACleanLabelOfItsWidth() {
        let a = Coordinate(latitude: 49.48, longitude: 7.60)
        let b = Coordinate(latitude: 49.48, longitude: 7.64)
        let scene = MapScene(
            focus: .network, tracks: [MapScene.Track(line: LineReference(id: 1, name: "1"), points: [a, b])],
            stops: [
                MapScene.StopMark(id: 1, name: "\u{1B}[31mRot\u{1B}[0m", coordinate: a, lineIds: [1]),
                MapScene.StopMark(id: 2, name: "東京駅", coordinate: b, lineIds: [1]),
            ], buses: [], places: [], frame: [a, b], offlineSince: nil, takenAt: MapTestNetwork.now)
        let drawing = drawer.draw(scene, columns: 60, rows: 8)
        let texts = drawing.stops.compactMap(\.label?.text)
        XCTAssertTrue(texts.contains { $0.contains("Rot") })
        XCTAssertFalse(texts.joined().unicodeScalars.contains { $0.value == 0x1B })
        let wide = try? XCTUnwrap(drawing.stops.first { $0.stop.id == 2 }?.label)
        XCTAssertEqual(wide?.width, 6)
        for row in drawing.glyphs {
            XCTAssertEqual(row.count, 60)
            XCTAssertEqual(row.reduce(0) { $0 + DisplayWidth.of($1.text) }, 60, "every row is as wide as the map")
        }
    }

    func testADenseMapLeavesLabelsOutAndSaysHowMany() throws {
        let drawing = drawer.draw(try MapTestNetwork.longNamesScene(), columns: 24, rows: 6)
        XCTAssertGreaterThan(drawing.unlabelledStops, 0)
        let output = MapOutput(
            strings: StringTable(language: .english),
            times: TimeText(timeZone: DomainFixture.zone, strings: StringTable(language: .english)),
            now: MapTestNetwork.now, wallClock: MapTestNetwork.now, unicode: true, useColor: false)
        let lines = output.screen(try MapTestNetwork.longNamesScene(), width: 30, height: 12).lines
        XCTAssertTrue(lines.last?.contains("without a name") ?? false, lines.joined(separator: "\n"))
    }

    // MARK: Golden screens

    private func screen(_ scene: MapScene, _ language: Language, width: Int, height: Int) -> String {
        let strings = StringTable(language: language)
        let output = MapOutput(
            strings: strings, times: TimeText(timeZone: DomainFixture.zone, strings: strings),
            now: MapTestNetwork.now, wallClock: MapTestNetwork.now, unicode: true, useColor: false)
        return output.screen(scene, width: width, height: height).lines.joined(separator: "\n") + "\n"
    }

    func testGoldenScreensOfTheTestNetworks() throws {
        let scenes = [
            ("long-names", try MapTestNetwork.longNamesScene()),
            ("long-names-bus-3", try MapTestNetwork.longNamesScene(.bus(3))),
            ("domain", MapTestNetwork.domainScene()),
        ]
        for (name, scene) in scenes {
            for (width, height) in [(80, 24), (120, 40)] {
                for language in Language.allCases {
                    let file = MapTestNetwork.mapsFolder.appendingPathComponent(
                        "\(name)-\(width)x\(height).\(language.rawValue).txt")
                    let drawn = screen(scene, language, width: width, height: height)
                    let lines = drawn.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                    XCTAssertEqual(lines.count, height - 1, "\(file.lastPathComponent): one line left for the prompt")
                    XCTAssertTrue(lines.allSatisfy { DisplayWidth.of(String($0)) <= width }, file.lastPathComponent)
                    if ProcessInfo.processInfo.environment["BUERGER_GOLDEN_UPDATE"] == "1" {
                        try drawn.write(to: file, atomically: true, encoding: .utf8)
                        continue
                    }
                    let golden = try String(contentsOf: file, encoding: .utf8)
                    XCTAssertEqual(drawn, golden, "\(file.lastPathComponent) differs:\n\(drawn)")
                }
            }
        }
    }
}
