import Foundation
import XCTest

@testable import CitizenClient

final class BatchFileTests: XCTestCase {
    /// Thrown, failing the test, where a row was expected but a problem (or nothing) came.
    private struct NotARow: Error {
        let entry: String
    }

    private func rows(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> [BatchFile.Entry] {
        try contents(text, file: file, line: line)?.entries ?? []
    }

    private func contents(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws
        -> BatchFileContents?
    {
        do {
            return try BatchFile.read(text: text)
        } catch {
            XCTFail("file problem \(error)", file: file, line: line)
            return nil
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

    /// Issue 23 §3: a spreadsheet with one more column (`Telefon`) was refused whole; now the column is
    /// ignored and named as the file writes it, once.
    func testAnUnknownColumnIsIgnoredAndNamedAsWritten() throws {
        let read = try contents("Name;Telefon;Haltestelle;Zeit;Bemerkung\nErna;0631 1234;Kirche;09:30;Rollator\n")
        XCTAssertEqual(read?.ignoredColumns, ["Telefon", "Bemerkung"])
        XCTAssertEqual(read?.entries.count, 1)
        XCTAssertEqual(try row(read?.entries.first).form, RequestForm(stop: "Kirche", time: "09:30", name: "Erna"))
        XCTAssertEqual(read?.headers, [.name: "Name", .stop: "Haltestelle", .time: "Zeit"])
        XCTAssertEqual(read?.separator, ";")
        XCTAssertEqual(try contents("time,stop\n07:30,Kirche\n")?.ignoredColumns, [])
    }

    func testAColumnNamedTwiceSpoilsTheFileAndIsNamedAsWritten() {
        XCTAssertEqual(
            fileProblem("time,stop,time\n07:30,Kirche,08:00\n"), .duplicateColumn(.time, headers: ["time", "time"]))
        XCTAssertEqual(
            fileProblem("Zeit;Haltestelle;Uhrzeit\n07:30;Kirche;08:00\n"),
            .duplicateColumn(.time, headers: ["Zeit", "Uhrzeit"]))
        // Two columns buerger does not read are no trouble, whatever they are called.
        XCTAssertNil(fileProblem("time;stop;Notiz;Notiz\n07:30;Kirche;a;b\n"))
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

    func testAnUnknownJSONKeyIsIgnoredAndNamed() throws {
        let read = try contents("{\"time\": \"07:30\"}\n{\"telefon\": \"0631\", \"stop\": \"Kirche\"}\n")
        XCTAssertEqual(read?.ignoredColumns, ["telefon"])
        XCTAssertEqual(try row(read?.entries.last).form, RequestForm(stop: "Kirche"))
        XCTAssertNil(read?.separator)
    }

    func testAFileThatIsNotUTF8IsReadAsWindows1252() throws {
        var data = Data("name,time\nM".utf8)
        data.append(0xFC) // ü in Windows-1252
        data.append(contentsOf: Array("ller,07:30\n".utf8))
        let entries = try BatchFile.read(data).entries
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

    // MARK: Spreadsheets as they come (issue 23 §3)

    /// Date and time in columns of their own, as spreadsheets keep them: read as one pick-up time,
    /// in the file's own writing, so that messages quote what the office typed.
    func testADateAndATimeColumnAreReadAsOnePickUpTime() throws {
        let german = try rows("Datum;Uhrzeit;Haltestelle\n24.11.2026;09:30;Kirche\n25.11.26;9.30;Kirche\n")
        XCTAssertEqual(try row(german.first).form.time, "24.11.2026 09:30")
        XCTAssertEqual(try row(german.last).form.time, "25.11.26 9.30")
        let english = try rows("date,time,stop\n2026-11-24,09:30:00,Kirche\n11/24/2026,9:30 AM,Kirche\n")
        XCTAssertEqual(try row(english.first).form.time, "2026-11-24 09:30:00")
        XCTAssertEqual(try row(english.last).form.time, "11/24/2026 9:30 AM")
        let json = try rows("{\"Datum\": \"24.11.2026\", \"Abholzeit\": \"09:30\", \"stop\": \"Kirche\"}\n")
        XCTAssertEqual(try row(json.first).form.time, "24.11.2026 09:30")
    }

    /// "Ort" in an office's sheet is the village beside the stop: it was read as the `at` column, and
    /// every row with a stop was refused as giving two places (a helper's trial). It is ignored now,
    /// and named once; a point is `Position` or `Koordinaten`.
    func testAVillageColumnIsNoPlaceOfItsOwn() throws {
        let sheet = try contents("Name;Ort;Haltestelle;Uhrzeit\nErna Schmidt;Weilerbach;Kirche;09:30\n")
        XCTAssertEqual(sheet?.ignoredColumns, ["Ort"])
        XCTAssertEqual(try row(sheet?.entries.first).form.stop, "Kirche")
        XCTAssertNil(try row(sheet?.entries.first).form.at)
        // "Straße" for the address, as a sheet of addresses heads it: read, not ignored (the rows went
        // out without an address for the driver).
        let street = try rows("Name;Straße;Haltestelle;Uhrzeit\nErna Schmidt;Lindenweg 2;Kirche;09:30\n")
        XCTAssertEqual(try row(street.first).form.address, "Lindenweg 2")
        let point = try rows("Name;Koordinaten;Uhrzeit\nErna Schmidt;49.4813,7.6335;09:30\n")
        XCTAssertEqual(try row(point.first).form.at, "49.4813,7.6335")
    }

    func testADateWithoutATimeLeavesTheTimeMissingAndATimeWithItsOwnDayIsTakenAsItIs() {
        XCTAssertEqual(BatchFile.pickUpTime(date: "24.11.2026", time: nil), nil)
        XCTAssertEqual(BatchFile.pickUpTime(date: nil, time: "09:30"), "09:30")
        // A date cell exported with its midnight is the date.
        XCTAssertEqual(BatchFile.pickUpTime(date: "24.11.2026 00:00:00", time: "09:30"), "24.11.2026 09:30")
        // A date and time in the date column alone, as one cell of a spreadsheet holds them.
        XCTAssertEqual(BatchFile.pickUpTime(date: "24.11.2026 09:30", time: nil), "24.11.2026 09:30")
        XCTAssertEqual(BatchFile.pickUpTime(date: "24.11.2026", time: "24.11.2026 09:30"), "24.11.2026 09:30")
        XCTAssertEqual(BatchFile.pickUpTime(date: "24.11.2026", time: "2026-11-24T09:30"), "2026-11-24T09:30")
    }

    func testTheFileSaysHowItWritesDates() throws {
        func style(_ text: String) throws -> BatchDateStyle? { try contents(text)?.dateStyle }
        XCTAssertEqual(try style("Datum;Uhrzeit\n24.11.2026;09:30\n"), .dayMonthYear(yearDigits: 4))
        XCTAssertEqual(try style("Datum;Uhrzeit\n24.11.26;09:30\n"), .dayMonthYear(yearDigits: 2))
        XCTAssertEqual(try style("time\n2026-11-24T09:30\n"), .iso)
        XCTAssertEqual(try style("Zeit\n09:30\n24.11.2026 10:00\n"), .dayMonthYear(yearDigits: 4))
        XCTAssertEqual(try style("date,time\n11/24/2026,9:30\n"), .monthDayYear)
        XCTAssertEqual(try style("date,time\n24/11/2026,9:30\n"), .dayMonthYearSlashed)
        // 05/06/2026 could be either way round: it tells nothing, and no date is no style.
        XCTAssertNil(try style("date,time\n05/06/2026,9:30\n"))
        XCTAssertNil(try style("time\n09:30\n"))
        let style = BatchDateStyle.dayMonthYear(yearDigits: 4)
        XCTAssertEqual(style.text(year: 2026, month: 3, day: 1), "01.03.2026")
        XCTAssertEqual(BatchDateStyle.dayMonthYear(yearDigits: 2).text(year: 2026, month: 11, day: 28), "28.11.26")
        XCTAssertEqual(BatchDateStyle.iso.text(year: 2026, month: 11, day: 28), "2026-11-28")
        XCTAssertEqual(BatchDateStyle.monthDayYear.text(year: 2026, month: 11, day: 28), "11/28/2026")
    }

    func testSlashedDatesAreReadOnlyWhenTheyCanBeOneDayOnly() {
        XCTAssertEqual(SpokenTime.date("11/24/2026"), .date(year: 2026, month: 11, day: 24))
        XCTAssertEqual(SpokenTime.date("24/11/2026"), .date(year: 2026, month: 11, day: 24))
        XCTAssertNil(SpokenTime.date("05/06/2026"), "5 June or 6 May")
        XCTAssertNil(SpokenTime.date("11/24/26"))
        XCTAssertNil(SpokenTime.date("13/13/2026"))
    }

    /// A spreadsheet pads every row to its widest: empty fields after the last column shift nothing.
    func testEmptyFieldsAfterTheLastColumnAreNoExtraFields() throws {
        let entries = try rows("Zeit;Haltestelle\n09:30;Kirche;;\n09:45;Markt;x\n")
        XCTAssertEqual(try row(entries.first).form, RequestForm(stop: "Kirche", time: "09:30"))
        guard case .failure(let problem) = entries[1] else { return XCTFail("row 3 has a field too many") }
        XCTAssertEqual(problem.reason, .tooManyFields(expected: 2, found: 3))
    }

    /// What a German office's spreadsheet program saves: Windows-1252, CRLF, `;`, a column buerger does
    /// not read, date and time apart, German headers, empty rows at the end.
    func testAWindowsSpreadsheetExportIsReadAsItComes() throws {
        var data = Data("Name;Telefon;Adresse;Haltestelle;Datum;Uhrzeit;Personen;Hilfe\r\n".utf8)
        data.append(contentsOf: Array("Erna Schmidt;0631 1234;Hauptstra".utf8))
        data.append(0xDF) // ß in Windows-1252
        data.append(contentsOf: Array("e 12;Kirche;24.11.2026;09:30;1;Rollstuhl,Gep".utf8))
        data.append(0xE4) // ä
        data.append(contentsOf: Array("ck\r\n;;;;;;;\r\n".utf8))
        let read = try BatchFile.read(data)
        XCTAssertEqual(read.ignoredColumns, ["Telefon"])
        XCTAssertEqual(read.entries.count, 1)
        XCTAssertEqual(
            try row(read.entries.first).form,
            RequestForm(
                stop: "Kirche", time: "24.11.2026 09:30", persons: "1", name: "Erna Schmidt",
                address: "Hauptstraße 12", help: "Rollstuhl,Gepäck"))
        XCTAssertEqual(read.dateStyle, .dayMonthYear(yearDigits: 4))
    }

    func testHeadersAreReadWhateverTheirCaseAndAccents() {
        XCTAssertEqual(BatchColumn(header: " UHRZEIT "), .time)
        XCTAssertEqual(BatchColumn(header: "Datum"), .date)
        XCTAssertEqual(BatchColumn(header: "Date"), .date)
        XCTAssertEqual(BatchColumn(header: "Abholzeit"), .time)
        XCTAssertNil(BatchColumn(header: "Telefon"))
    }
}
