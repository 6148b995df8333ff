import CitizenClient
import XCTest

@testable import BuergerCLI

/// Issue 24: every screen within the terminal's width. The pieces every screen goes through: the
/// wrapper (never inside a word, a labelled value under itself, a command or address whole), the
/// sink that writes whole lines, the table that drops columns in its order and explains short forms.
final class WidthFittingTests: XCTestCase {
    func testALabelledValueContinuesUnderItself() {
        let line = "Position             49.474091, 7.657109 (gerade eben gesehen)"
        XCTAssertEqual(
            TextWrapper.wrap(line, width: 50),
            ["Position             49.474091, 7.657109 (gerade", "                     eben gesehen)"])
    }
}

extension WidthFittingTests {
    private func terminal(width: Int) -> Terminal {
        Terminal(
            out: BufferSink(), err: BufferSink(), mode: .human, useColor: false, width: width, truncatesToWidth: true,
            unicode: true, canPrompt: false)
    }

    func testAListBesideANameIsCutFirstAndBetweenWords() {
        let columns = [
            TableColumn("NR.", alignRight: true), TableColumn("HALTESTELLE", truncatable: true),
            TableColumn("LINIEN", truncatable: true, explainsShortForms: true, cutsFirst: true),
        ]
        let rows = [
            [
                TableCell("1"), TableCell("Weilerbach Schulstraße"),
                TableCell(
                    "Linie 1 Rodenbach – Siegelbach, Linie 2 Eulenbis – Schwedelbach", short: "Linie 1, Linie 2",
                    meanings: [
                        ShortFormMeaning(short: "Linie 1", full: "Linie 1 Rodenbach – Siegelbach"),
                        ShortFormMeaning(short: "Linie 2", full: "Linie 2 Eulenbis – Schwedelbach"),
                    ]),
            ]
        ]
        let lines = TableRenderer(terminal: terminal(width: 40)).render(columns: columns, rows: rows)
        XCTAssertEqual(
            lines,
            [
                "NR.  HALTESTELLE             LINIEN", "  1  Weilerbach Schulstraße  Linie 1 …",
                "Linie 1: Rodenbach – Siegelbach", "Linie 2: Eulenbis – Schwedelbach",
            ])
    }
}

extension WidthFittingTests {
    func testACommandOrAnAddressAloneOnItsLineIsNeverWrapped() {
        let command = "  buerger request-stop --stop 12 --line 1 --time 09:30 --persons 2 --help-with wheelchair"
        XCTAssertEqual(TextWrapper.wrap(command, width: 40), [command])
        XCTAssertEqual(TextWrapper.wrap("  $ buerger stops --near 49.48,7.63 --limit 3", width: 20).count, 1)
        let address = "https://www.openstreetmap.org/?mlat=49.478&mlon=7.6415#map=17/49.478/7.6415"
        XCTAssertEqual(TextWrapper.wrap(address, width: 40), [address])
        XCTAssertEqual(
            TextWrapper.wrap("Karte                " + address, width: 40), ["Karte", address],
            "an address too wide beside its label stands alone")
        XCTAssertEqual(
            TextWrapper.wrap("buerger in dieser bash vervollständigen; eintragen, um es zu behalten.", width: 40),
            ["buerger in dieser bash vervollständigen;", "eintragen, um es zu behalten."],
            "a sentence that begins with the program's name is a sentence")
    }

    func testALastWordIsNotLeftAloneAndANumberKeepsItsUnit() {
        // `buerger bus 1` at 60 columns: the line's id stood alone under its name.
        XCTAssertEqual(
            TextWrapper.wrap("Linie                       Linie 1 Rodenbach – Siegelbach (1)", width: 60),
            ["Linie                       Linie 1 Rodenbach –", "                            Siegelbach (1)"])
        XCTAssertEqual(
            TextWrapper.wrap("Nächstgelegene Haltestelle  Rödelbach Brücke, 1.518 m entfernt", width: 60),
            ["Nächstgelegene Haltestelle  Rödelbach Brücke,", "                            1.518 m entfernt"])
        XCTAssertEqual(
            TextWrapper.wrap("Bus 1 ist in etwa 5 Min. bei Ihnen", width: 20),
            ["Bus 1 ist in etwa", "5 Min. bei Ihnen"])
        // `status` at 80 columns: "bei 49.47900," / "7.64200, nahe …".
        XCTAssertEqual(
            TextWrapper.wrap("Bus 1 holt Sie um 14:36 bei 49.47900, 7.64200, nahe Weilerbach Mühlweg ab.", width: 40),
            ["Bus 1 holt Sie um 14:36 bei", "49.47900, 7.64200, nahe Weilerbach", "Mühlweg ab."])
        // Trial r13, a no-show at 60 columns: "Bus" / "1 war um 11:35 …".
        XCTAssertEqual(
            TextWrapper.wrap(
                "Ihre Anfrage 10000001 ist erledigt: niemand stieg ein. Bus 1 war um 11:35 da.", width: 58),
            ["Ihre Anfrage 10000001 ist erledigt: niemand stieg ein.", "Bus 1 war um 11:35 da."])
        // `stop` at 60 columns: the note under the board went back to the margin.
        XCTAssertEqual(
            TextWrapper.wrap("* Freie Plätze im Moment: Der Bus ist noch nicht auf dieser Fahrt.", width: 60),
            ["* Freie Plätze im Moment: Der Bus ist noch nicht auf", "  dieser Fahrt."])
        // A long last word, a command, may stand alone: it moves whole to its own line by design.
        XCTAssertEqual(
            TextWrapper.wrap(
                "Die Fahrer haben noch nicht geantwortet. Verfolgen mit 'buerger status 10000001 --wait'.", width: 56),
            ["Die Fahrer haben noch nicht geantwortet. Verfolgen mit", "'buerger status 10000001 --wait'."])
    }

    func testALabelWithoutRoomBesideItPutsItsValueBelow() {
        XCTAssertEqual(
            TextWrapper.wrap("Nächste Haltestelle  Weilerbach Katholische Kirche, 80 m entfernt", width: 40),
            ["Nächste Haltestelle", "  Weilerbach Katholische Kirche,", "  80 m entfernt"])
    }

    func testAWordWiderThanTheLineStandsWholeOnItsOwn() {
        XCTAssertEqual(
            TextWrapper.wrap("    ab Kottweiler-Schwanden-Grundschule cd", width: 20),
            ["    ab", "Kottweiler-Schwanden-Grundschule", "    cd"])
    }

    /// Issue 24 §5: with stdout and stderr in one file, a note landed inside the last table line
    /// ("… 1Please be there a few minutes early") as the line's end was written after it.
    func testEachStreamIsWrittenInWholeLines() {
        let file = BufferSink()
        let out = FittingSink(file, width: nil)
        let err = FittingSink(file, width: nil)
        out.write("NR.  STOP")
        err.write("Please be there a few minutes early.\n")
        out.write("\n  1  Kirche")
        out.write("\n")
        XCTAssertEqual(file.text, "Please be there a few minutes early.\nNR.  STOP\n  1  Kirche\n")
    }

    func testAQuestionIsWrittenBeforeItsAnswerIsReadAndKeepsItsSpace() {
        let screen = BufferSink()
        let err = FittingSink(screen, width: 30)
        err.write("Wo soll der Bus Sie abholen? (Haltestelle, @Ort oder BREITE,LÄNGE): ")
        XCTAssertEqual(screen.text, "", "held until the question is complete")
        err.flush()
        XCTAssertEqual(screen.text, "Wo soll der Bus Sie abholen?\n(Haltestelle, @Ort oder\nBREITE,LÄNGE): ")
    }
}

extension WidthFittingTests {
    func testARoutePictureShowsFewerStopsRatherThanCutNames() {
        let names = [
            "Mackenbach Musikantenland-Museum", "Siegelbach Zoo Kaiserslautern Haupteingang",
            "Weilerbach Katholische Kirche St. Laurentius",
        ]
        XCTAssertEqual(
            RoutePicture(unicode: true).render(stopNames: names, bus: .after(0), width: 37),
            "M. Musikantenland-Museum ─●─ …")
    }
}

extension WidthFittingTests {
    /// Found by the width test: a long name dropped the LINE and NAME columns of `requests` at 80
    /// columns; names are cut between words to a readable width before any column goes.
    func testNamesAreCutToAReadableWidthBeforeAColumnGoes() {
        let columns = [
            TableColumn("ID"), TableColumn("PLACE", truncatable: true, names: true),
            TableColumn("NAME", truncatable: true, dropOrder: 2, names: true), TableColumn("BUS", dropOrder: 1),
        ]
        let rows = [
            [
                TableCell("10000001"), TableCell("Weilerbach Rathaus"),
                TableCell("Marie-Luise Schwarzenberger-Hohenstein"), TableCell("3"),
            ]
        ]
        XCTAssertEqual(
            TableRenderer(terminal: terminal(width: 50)).render(columns: columns, rows: rows),
            ["ID        PLACE             NAME               BUS", "10000001  W. Rathaus        Marie-Luise …      3"],
            "every column stays, the names cut between words; a place is not cut down to its village")
        // New-user trial: at 60 columns `requests` lost whose ride it was. A name column left out
        // comes back where it fits with its names cut between words.
        XCTAssertEqual(
            TableRenderer(terminal: terminal(width: 40)).render(columns: columns, rows: rows),
            ["ID        PLACE           NAME", "10000001  W. Rathaus      Marie-Luise …"],
            "the bus goes; the name stays, cut between words")
        XCTAssertEqual(
            TableRenderer(terminal: terminal(width: 34)).render(columns: columns, rows: rows),
            ["ID        PLACE", "10000001  Weilerbach Rathaus"],
            "where even the cut name does not fit, it goes, and what is left has its room again")
    }

    /// Seen at 60 columns: two stops of one list cut to the same "Weilerbach Große …".
    func testNamesOfOneColumnAreCutApart() {
        let rows = [
            [TableCell("08:09"), TableCell("Weilerbach Große Gasse Nord")],
            [TableCell("08:11"), TableCell("Weilerbach Große Gasse Süd")],
        ]
        let names = [TableColumn("TIME"), TableColumn("STOP", truncatable: true, names: true)]
        XCTAssertEqual(
            TableRenderer(terminal: terminal(width: 27)).render(columns: names, rows: rows, header: false),
            ["08:09  W. Große Gasse Nord", "08:11  W. Große Gasse Süd"])
        // A list of names ("Rathaus – Schulstraße – …", `lines`) is cut at its end: "W. …" in the middle
        // of a list would say nothing.
        let list = [TableColumn("TIME"), TableColumn("STOPS", truncatable: true)]
        XCTAssertEqual(
            TableRenderer(terminal: terminal(width: 27)).render(columns: list, rows: rows, header: false),
            ["08:09  Weilerbach Große …", "08:11  Weilerbach Große …"])
    }

    /// A row too wide keeps its spacing where it is not broken: the columns stay in line.
    func testAWrappedRowKeepsItsColumns() {
        XCTAssertEqual(
            TextWrapper.wrap("10000001  angenommen  morgen 08:15  49.47290, 7.65450", width: 40),
            ["10000001  angenommen  morgen 08:15", "          49.47290, 7.65450"])
    }
}

extension WidthFittingTests {
    /// A line from outside may end in "\r\n" (one character): it is a whole line all the same, and a
    /// pipe's lines pass as they are.
    func testALineEndingInCarriageReturnAndLineFeedIsWhole() {
        let file = BufferSink()
        let out = FittingSink(file, width: nil)
        out.write("eins\r\nzwei")
        XCTAssertEqual(file.text, "eins\r\n")
        out.write("\n")
        XCTAssertEqual(file.text, "eins\r\nzwei\n")
    }
}

extension WidthFittingTests {
    /// Issue 24 §4: German screens showed the English keys (`server`, `lang`, `freshness`); the key
    /// stays beside its German name, for `config set` and scripts, and `--plain` keeps the keys alone.
    func testConfigNamesItsSettingsInGermanWithTheKeyBeside() {
        let harness = BuergerHarness()
        let german = harness.run(["config", "--lang", "de"])
        XCTAssertTrue(german.out.contains("Sprache (lang)"), german.out)
        XCTAssertTrue(german.out.contains("Aktualität (freshness)"), german.out)
        let english = harness.run(["config", "--lang", "en"])
        XCTAssertTrue(english.out.contains("\nlang "), english.out)
        let plain = harness.run(["config", "--lang", "de", "--plain"])
        XCTAssertTrue(plain.out.contains("\nlang\t"), plain.out)
    }

    /// At 40 columns the server address is not cut: where it comes from goes, and it stands whole.
    func testConfigNeverCutsAValue() {
        let harness = BuergerHarness()
        let narrow = harness.run(["config", "--lang", "de"], tty: true, columns: 40)
        XCTAssertTrue(narrow.out.contains("http://"), narrow.out)
        XCTAssertFalse(narrow.out.contains("…"), narrow.out)
        XCTAssertFalse(narrow.out.contains("HERKUNFT"), narrow.out)
    }
}
