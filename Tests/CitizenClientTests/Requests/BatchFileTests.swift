import Foundation
import XCTest

@testable import CitizenClient

final class BatchFileTests: XCTestCase {
    /// Thrown, failing the test, where a row was expected but a problem (or nothing) came.
    private struct NotARow: Error {
        let entry: String
    }

    private func rows(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> [BatchFile.Entry] {
        do {
            return try BatchFile.read(text: text)
        } catch {
            XCTFail("file problem \(error)", file: file, line: line)
            return []
        }
    }

    private func fileProblem(_ text: String) -> BatchFileProblem? {
        do {
            _ = try BatchFile.read(text: text)
            return nil
        } catch {
            return error
        }
    }

    private func row(_ entry: BatchFile.Entry?) throws -> BatchRow {
        guard case .success(let row)? = entry else { throw NotARow(entry: String(describing: entry)) }
        return row
    }

    /// Issue 22 §6: a row or a file of any size was read, journalled and sent; now a row over 4 KiB is
    /// refused with its reason while the others go on, and a file over 2 MiB is refused whole.
    func testARowOrAFileLargerThanAnyRequestNeedsIsRefused() throws {
        let huge = String(repeating: "E", count: 5_000)
        let csv = try rows("time,name,stop\n09:30,\(huge),Kirche\n09:30,Emma,Kirche\n")
        XCTAssertEqual(csv.count, 2)
        guard case .failure(let problem)? = csv.first else { return XCTFail("\(csv)") }
        XCTAssertEqual(problem, BatchRowProblem(number: 2, reason: .tooLong(limit: 4096)))
        XCTAssertEqual(try row(csv.last).form.name, "Emma")
        let lines = try rows("{\"time\":\"09:30\",\"name\":\"\(huge)\"}\n{\"time\":\"09:30\",\"stop\":\"Kirche\"}\n")
        guard case .failure(let jsonProblem)? = lines.first else { return XCTFail("\(lines)") }
        XCTAssertEqual(jsonProblem.reason, .tooLong(limit: 4096))
        let tooLarge = Data(repeating: 0x41, count: BatchFile.maximumBytes + 1)
        XCTAssertThrowsError(try BatchFile.read(tooLarge)) { error in
            XCTAssertEqual(error as? BatchFileProblem, .tooLarge(limit: BatchFile.maximumBytes))
        }
    }

    /// What the help text says (a new user followed an older one and wrote ';' inside a ';' file): in
    /// a ';' file several help words are separated by ','.
    func testHelpWordsInASemicolonFileAreSeparatedByCommas() throws {
        let entries = try rows("Zeit;Haltestelle;Hilfe\n09:30;Kirche;Rollstuhl,Gepäck\n")
        let form = try row(entries.first).form
        XCTAssertEqual(form.help, "Rollstuhl,Gepäck")
        XCTAssertEqual(try AssistanceNeed.parseList(form.help ?? ""), [.wheelchair, .luggage])
    }

    func testACSVRowBecomesAFormNumberedByItsLine() throws {
        let entries = try rows(
            "time,persons,name,address,stop,at,line,help\n07:30,2,Emma Meier,Schulstraße 3,Kirche,,1,luggage;wheelchair\n+1h,,Karl,,,\"49.2,7.6\",,\n"
        )
        XCTAssertEqual(entries.count, 2)
        let first = try row(entries.first)
        XCTAssertEqual(first.number, 2)
        XCTAssertEqual(
            first.form,
            RequestForm(
                stop: "Kirche", line: "1", time: "07:30", persons: "2", name: "Emma Meier",
                address: "Schulstraße 3", help: "luggage;wheelchair"))
        let second = try row(entries.last)
        XCTAssertEqual(second.number, 3)
        XCTAssertEqual(second.form, RequestForm(at: "49.2,7.6", time: "+1h", name: "Karl"))
    }

    func testQuotedFieldsKeepSeparatorsQuotesAndLineBreaks() throws {
        let text =
            "name,address,time,stop\n\"Meier, Emma\",\"Haus \"\"Linde\"\"\nHinterhof\",08:00,Kirche\nKarl,Weg 1,09:00,Markt\n"
        let entries = try rows(text)
        let first = try row(entries.first)
        XCTAssertEqual(first.form.name, "Meier, Emma")
        XCTAssertEqual(first.form.address, "Haus \"Linde\"\nHinterhof")
        XCTAssertEqual(first.number, 2)
        // The quoted line break makes the next row start on line 4.
        XCTAssertEqual(try row(entries.last).number, 4)
    }

    func testCRLFAndAByteOrderMarkAreTolerated() throws {
        let text = "\u{FEFF}Time;Stop;Help\r\n07:30;Kirche;luggage,wheelchair\r\n\r\n08:00;Markt;\r\n"
        let entries = try rows(text)
        XCTAssertEqual(entries.count, 2)
        XCTAssertEqual(
            try row(entries.first).form, RequestForm(stop: "Kirche", time: "07:30", help: "luggage,wheelchair"))
        XCTAssertEqual(try row(entries.last).number, 4)
        XCTAssertEqual(try row(entries.last).form, RequestForm(stop: "Markt", time: "08:00"))
    }

    func testTheDelimiterIsTheOneTheHeaderUses() {
        XCTAssertEqual(CSVReader.detectDelimiter("time;stop;name\n1,2,3"), ";")
        XCTAssertEqual(CSVReader.detectDelimiter("time,stop\n"), ",")
        XCTAssertEqual(CSVReader.detectDelimiter("\"a;b\",time\n"), ",")
        XCTAssertEqual(CSVReader.detectDelimiter("time\tstop\n"), "\t")
        XCTAssertEqual(CSVReader.detectDelimiter("time\n"), ",")
    }

    func testAnUnknownColumnSpoilsTheFileAndIsNamed() {
        let problem = fileProblem("time,stop,Telefon\n07:30,Kirche,0631\n")
        XCTAssertEqual(problem, .unknownColumns(["telefon"]))
        XCTAssertEqual(fileProblem("time,stop,time\n07:30,Kirche,08:00\n"), .duplicateColumn("time"))
        XCTAssertEqual(fileProblem(""), .empty)
        XCTAssertEqual(fileProblem("\n\n"), .empty)
        XCTAssertEqual(fileProblem("time,stop\n"), .empty)
    }

    func testABadRowAmidGoodRowsIsReportedAloneWithItsLine() throws {
        let entries = try rows("time,stop\n07:30,Kirche\n08:00,Markt,extra\n09:00,Park\n")
        XCTAssertEqual(entries.count, 3)
        XCTAssertEqual(try row(entries.first).form.stop, "Kirche")
        guard case .failure(let problem) = entries[1] else { return XCTFail("row 3 should fail") }
        XCTAssertEqual(problem, BatchRowProblem(number: 3, reason: .tooManyFields(expected: 2, found: 3)))
        XCTAssertEqual(try row(entries.last).form.stop, "Park")
    }

    func testAShortRowLeavesTheLastColumnsEmpty() throws {
        let entries = try rows("time,stop,persons,name\n07:30,Kirche\n")
        XCTAssertEqual(try row(entries.first).form, RequestForm(stop: "Kirche", time: "07:30"))
    }

    func testATrailingSeparatorInTheHeaderIsNoUnknownColumn() throws {
        let entries = try rows("time;stop;\n07:30;Kirche;\n")
        XCTAssertEqual(try row(entries.first).form, RequestForm(stop: "Kirche", time: "07:30"))
    }

    func testAnUnclosedQuoteFailsFromItsRowOnAndKeepsTheRowsBefore() throws {
        let entries = try rows("time,name\n07:30,Emma\n08:00,\"Karl\n09:00,Otto\n")
        XCTAssertEqual(entries.count, 2)
        XCTAssertEqual(try row(entries.first).form.name, "Emma")
        guard case .failure(let problem)? = entries.last else { return XCTFail("the open quote should fail") }
        XCTAssertEqual(problem, BatchRowProblem(number: 3, reason: .unterminatedQuote))
    }

    func testJSONLinesTakeTextNumbersListsAndObjects() throws {
        let text = """

              {"time": "07:30", "persons": 2, "stop": "Kirche", "help": ["luggage", "shopping"], "line": 1}\r
            {"time": "+1h", "at": {"lat": 49.2093, "lon": 7.6075}, "name": null, "Address": "Weg 2"}
            """
        let entries = try rows(text)
        XCTAssertEqual(entries.count, 2)
        let first = try row(entries.first)
        XCTAssertEqual(first.number, 2)
        XCTAssertEqual(
            first.form, RequestForm(stop: "Kirche", line: "1", time: "07:30", persons: "2", help: "luggage;shopping"))
        let second = try row(entries.last)
        XCTAssertEqual(second.number, 3)
        XCTAssertEqual(second.form, RequestForm(at: "49.2093,7.6075", time: "+1h", address: "Weg 2"))
    }

    func testABadJSONLineIsItsOwnProblem() throws {
        let entries = try rows(
            "{\"time\": \"07:30\", \"stop\": \"Kirche\"}\n{\"time\": \"08:00\", \n[1,2]\n{\"persons\": true}\n{\"time\": {}}\n{\"stop\": \"Markt\"}\n"
        )
        XCTAssertEqual(entries.count, 6)
        let failures = entries.compactMap { entry -> BatchRowProblem? in
            if case .failure(let problem) = entry { return problem }
            return nil
        }
        XCTAssertEqual(
            failures,
            [
                BatchRowProblem(number: 2, reason: .notJSONObject),
                BatchRowProblem(number: 3, reason: .notJSONObject),
                BatchRowProblem(number: 4, reason: .unusableValue(key: "persons")),
                BatchRowProblem(number: 5, reason: .unusableValue(key: "time")),
            ])
        XCTAssertEqual(try row(entries.last).form.stop, "Markt")
    }

    func testAnUnknownJSONKeySpoilsTheFile() {
        XCTAssertEqual(
            fileProblem("{\"time\": \"07:30\"}\n{\"telefon\": \"0631\", \"stop\": \"Kirche\"}\n"),
            .unknownColumns(["telefon"]))
    }

    func testAFileThatIsNotUTF8IsReadAsWindows1252() throws {
        var data = Data("name,time\nM".utf8)
        data.append(0xFC) // ü in Windows-1252
        data.append(contentsOf: Array("ller,07:30\n".utf8))
        let entries = try BatchFile.read(data)
        XCTAssertEqual(try row(entries.first).form.name, "Müller")
    }

    func testTheRowKeyIgnoresHowTheSameRequestIsWritten() {
        let written = RequestForm(
            stop: "Kirche", time: "07:30", persons: "1", name: "Emma  Meier", help: "wheelchair;luggage")
        let again = RequestForm(stop: " kirche ", time: "07:30", name: "emma meier", help: "Luggage, wheelchair")
        XCTAssertEqual(BatchRow(number: 2, form: written).key, BatchRow(number: 9, form: again).key)
        XCTAssertNotEqual(
            BatchRow(number: 2, form: written).key,
            BatchRow(number: 2, form: RequestForm(stop: "Kirche", time: "07:45", name: "Emma Meier")).key)
        XCTAssertNotEqual(
            BatchRow(number: 2, form: RequestForm(stop: "Kirche", time: "07:30", name: "Emma")).key,
            BatchRow(number: 2, form: RequestForm(stop: "Kirche", time: "07:30", address: "Emma")).key)
    }

    func testTheRowKeyIsTheSameInEveryProcess() {
        // Swift's Hasher is seeded per process; a journal written yesterday must match today.
        let key = BatchRow(number: 2, form: RequestForm(stop: "Kirche", time: "07:30", name: "Emma Meier")).key
        XCTAssertEqual(key, "row1-7115bacebe496f67d394ce85756a35e0")
    }
}
