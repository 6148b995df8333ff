import Foundation
import XCTest

@testable import BuergerCLI
@testable import CitizenClient

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The words and exit codes the CLI gives the library's errors and outcomes. The library hands
/// over data (cases with values); these checks moved here with the texts (issue 15 §1).
final class DomainMessagesTests: XCTestCase {
    private let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current

    // MARK: Events

    func testCacheAndOfflineNotesSayWhatHappened() {
        let fresh = CacheDecision(kind: .stops, reason: .fresh(ageSeconds: 59, windowSeconds: 60))
        XCTAssertTrue(fresh.message(in: .english).contains("not asking the server"))
        let note = ClientEvent.offline(dataFrom: Date(timeIntervalSince1970: 0), asked: false)
            .message(in: .english, timeZone: utc, now: Date(timeIntervalSince1970: 86_400))
        XCTAssertTrue(note.hasPrefix("offline — data from 1970-01-01 00:00"), note)
        let sameDay = ClientEvent.offline(dataFrom: Date(timeIntervalSince1970: 8 * 3600 + 30 * 60), asked: false)
            .message(in: .english, timeZone: utc, now: Date(timeIntervalSince1970: 12 * 3600))
        XCTAssertEqual(sameDay, "offline — data from 08:30", "the date is left out on the run's own day")
    }

    func testAFolderThatTakesNoCacheFilesSaysWhyAndWhatToDo() {
        let warning = CacheWarning(
            path: "/home/emma/.cache/buerger", reason: .notWritable, because: SystemErrorReason(code: ENOTDIR))
        XCTAssertEqual(
            warning.message(in: .english),
            "Nothing can be saved in the cache folder /home/emma/.cache/buerger: part of the path is a file, not a folder. "
                + "Without a cache every run asks the server, and there is no saved data to show when it cannot be reached."
        )
        XCTAssertTrue(warning.suggestion(in: .german)?.contains("XDG_CACHE_HOME") ?? false)
        XCTAssertNil(
            CacheWarning(path: "/c/stops.json", reason: .corrupt).suggestion(in: .english),
            "a dropped file is just fetched again")
    }

    func testMissingLiveDataIsSaidWithItsReasonInTheSameLanguage() {
        let event = ClientEvent.realTimeUnavailable(
            busId: 2, reason: .timedOut(server: "http://bus.example/services/rest", seconds: 5))
        let german = event.message(in: .german, timeZone: utc, now: Date(timeIntervalSince1970: 0))
        XCTAssertTrue(german.hasPrefix("Keine Live-Daten für Bus 2"), german)
        XCTAssertFalse(german.contains("did not answer"), "the reason must be German too: \(german)")
    }

    // MARK: ClientError

    func testEveryClientErrorHasEnglishAndGermanTextAndTheContractsExitCode() {
        let errors: [(ClientError, ExitStatus)] = [
            (.invalidServerURL("x"), .usage), (.invalidCoordinate("x"), .usage), (.unknownAlias("x"), .usage),
            (.configUnreadable(path: "p", problem: .notJSON), .failure),
            (.fileNotWritable(path: "p", reason: SystemErrorReason(code: EACCES)), .failure),
            (.stopNotFound("x"), .notFound),
            (.ambiguousStop(query: "x", candidates: []), .usage), (.busNotFound(1), .notFound),
            (.lineNotFound("x"), .notFound),
            (.serverUnreachable(server: "s", problem: .refused), .unreachable),
            (.timedOut(server: "s", seconds: 5), .unreachable),
            (.noCachedData(server: "s", offline: true), .unreachable),
            (.noCachedData(server: "s", offline: false), .unreachable),
            (.serverError(status: 500, path: "/p", message: nil), .badServerAnswer),
            (.badResponse(path: "/p", problem: .emptyBody), .badServerAnswer),
        ]
        for (error, status) in errors {
            XCTAssertFalse(error.message(in: .english).isEmpty)
            XCTAssertNotEqual(error.message(in: .english), error.message(in: .german), "\(error)")
            XCTAssertEqual(error.exitStatus, status, "\(error)")
            XCTAssertEqual(error.exitStatus == .unreachable, error.isConnectivityFailure, "\(error)")
            XCTAssertEqual(error.exitStatus == .badServerAnswer, error.isServerAnswerProblem, "\(error)")
        }
        XCTAssertEqual(
            ClientError.timedOut(server: "s", seconds: 5).message(in: .english),
            "The Bürgerbus server at s did not answer within 5 seconds.")
        XCTAssertNotNil(ClientError.noCachedData(server: "s", offline: false).suggestion(in: .german))
        XCTAssertEqual(
            ClientError.fileNotWritable(path: "/c/buerger/config.json", reason: SystemErrorReason(code: ENOTDIR))
                .message(in: .german),
            "/c/buerger/config.json kann nicht geschrieben werden: ein Teil des Pfads ist eine Datei, kein Ordner.")
        let ambiguous = ClientError.ambiguousStop(query: "Uni", candidates: [StopReference(id: 6, name: "Uni Süd")])
        XCTAssertTrue(ambiguous.message(in: .german).contains("Uni Süd (6)"))
        XCTAssertEqual(Language(localeIdentifier: "de_DE.UTF-8"), .german)
        XCTAssertEqual(Language(localeIdentifier: "C"), .english)
    }

    // MARK: Requests

    func testRequestProblemsSpeakBothLanguagesAndExitAsTheContractSays() {
        let problems: [RequestProblem] = [
            .missingPlace, .twoPlaces, .invalidCoordinate("x"), .coordinateOutOfRange("95,7"), .unknownLine("9"),
            .lineUndecided(
                choices: [LineChoice(id: 1, name: "Pirmasens", distanceMeters: 12)], reason: .routesEquallyNear),
            .missingTime, .invalidTime("x"), .nonexistentTime("02:30"),
            .timeInPast(typed: "07:30", tomorrow: "2026-11-24T07:30"),
            .outsideServiceHours(
                lineName: "1", hours: "06:00–20:00", lineId: 1, place: Coordinate(latitude: 49.2, longitude: 7.6),
                time: Date(timeIntervalSince1970: 0)),
            .personsOutOfRange(persons: 0, capacity: 10),
            .unknownHelpWord("x", known: ["luggage"]), .unsafeText(field: .name, reason: .word("name")),
            .returnPlaceMissing, .returnTimeMissing, .wayBack(.missingTime),
        ]
        for problem in problems {
            let english = problem.message(in: .english)
            let german = problem.message(in: .german)
            XCTAssertFalse(english.isEmpty)
            XCTAssertNotEqual(english, german, "\(problem)")
        }
        XCTAssertTrue(RequestProblem.wayBack(.missingTime).message(in: .german).hasPrefix("Rückweg: "))
        XCTAssertEqual(RequestProblem.coordinateOutOfRange("95,7.6").exitStatus, .usage)
        XCTAssertTrue(
            RequestProblem.coordinateOutOfRange("95,7.6").message(in: .english).contains("between -90 and 90"))
        XCTAssertEqual(RequestProblem.unknownLine("9").exitStatus, .notFound)
        XCTAssertEqual(RequestProblem.stop(.stopNotFound("Rathaus")).exitStatus, .notFound)
        XCTAssertEqual(RequestProblem.stop(.ambiguousStop(query: "Uni", candidates: [])).exitStatus, .usage)
        XCTAssertEqual(
            RequestProblem.wayBack(.returnBeforeOutward(returnTime: "12:00", outwardTime: "12:30")).exitStatus, .usage)
        // Said once, not "Rückweg: Der Rückweg …" (a new user's report); other problems keep the prefix.
        XCTAssertEqual(
            RequestProblem.wayBack(.returnBeforeOutward(returnTime: "09:00", outwardTime: "09:30")).message(
                in: .german),
            "Der Rückweg (09:00) muss nach dem Hinweg (09:30) liegen.")
        XCTAssertEqual(RequestProblem.wayBack(.invalidTime("x")).message(in: .english).hasPrefix("Way back: "), true)
        XCTAssertTrue(RequestProblem.returnPlaceMissing.message(in: .english).contains("--return-from"))
        let known = ["wheelchair", "luggage", "walking-aid", "pram", "child", "shopping"]
        XCTAssertTrue(
            RequestProblem.unknownHelpWord("jetpack", known: known).message(in: .english)
                .contains("wheelchair, luggage, walking-aid, pram, child, shopping"))
        let unsafe = RequestProblem.unsafeText(field: .name, reason: .word("assistance"))
        XCTAssertEqual(unsafe.exitStatus, .usage)
        XCTAssertTrue(unsafe.message(in: .english).contains("'assistance'"))
        XCTAssertTrue(unsafe.message(in: .german).contains("'assistance'"))
    }

    func testAPastClockTimeSuggestsTomorrowInBothLanguages() {
        let problem = RequestProblem.timeInPast(typed: "09:00", tomorrow: "2026-11-24T09:00")
        XCTAssertEqual(problem.exitStatus, .usage)
        XCTAssertEqual(
            problem.suggestion(in: .english), "Did you mean tomorrow? Use \"tomorrow 09:00\" or 2026-11-24T09:00.")
        XCTAssertEqual(
            problem.suggestion(in: .german), "Meinten Sie morgen? Geben Sie „morgen 09:00“ oder 2026-11-24T09:00 an.")
    }

    /// Demo and real networks name lines "Linie 1 …": messages never say "Linie Linie 1".
    func testALineNameThatSaysLineIsNotPrefixedAgain() {
        XCTAssertEqual(Language.german.line("Linie 1 Rodenbach – Siegelbach"), "Linie 1 Rodenbach – Siegelbach")
        XCTAssertEqual(Language.english.line("Pirmasens", capitalized: true), "Line Pirmasens")
        XCTAssertEqual(Language.german.line("Pirmasens"), "Linie Pirmasens")
        let place = Coordinate(latitude: 0, longitude: 0)
        let named = RequestProblem.outsideServiceHours(
            lineName: "Linie 1 Rodenbach", hours: "06:00–20:39", lineId: 1,
            place: place, time: Date())
        XCTAssertEqual(
            named.message(in: .german), "Das liegt außerhalb der Betriebszeit: Linie 1 Rodenbach fährt 06:00–20:39.")
        let plain = RequestProblem.outsideServiceHours(
            lineName: "Pirmasens", hours: "09:00–13:30", lineId: 1, place: place, time: Date())
        XCTAssertEqual(
            plain.message(in: .english), "That is outside the service hours: line Pirmasens runs 09:00–13:30.")
    }

    func testAPlaceFarFromTheRoutesNamesNoLineUnlessOneWasAskedFor() {
        let nowhere = RequestProblem.farFromRoutes(lineName: nil, meters: 30_000)
        XCTAssertEqual(nowhere.exitStatus, .usage)
        for language in Language.allCases {
            let advice = nowhere.message(in: language) + (nowhere.suggestion(in: language) ?? "")
            XCTAssertFalse(advice.contains("--line"), advice)
        }
        let uni = RequestProblem.farFromRoutes(lineName: "Uni", meters: 2_000_000)
        XCTAssertTrue(uni.message(in: .german).contains("Linie Uni kommt dort nicht hin"))
    }

    func testUndecidedLinesAreListedWithDistancesOnlyWhenTheyTell() {
        let nearby = RequestProblem.lineUndecided(
            choices: [
                LineChoice(id: 1, name: "Süd", distanceMeters: 0), LineChoice(id: 2, name: "Nord", distanceMeters: 400),
            ],
            reason: .severalLinesAtStop)
        XCTAssertTrue(nearby.message(in: .english).contains("Süd (--line 1, 0 m); Nord (--line 2, 400 m)"))
        let through = RequestProblem.lineUndecided(
            choices: [
                LineChoice(id: 1, name: "Süd", distanceMeters: 0), LineChoice(id: 2, name: "Nord", distanceMeters: 3),
            ],
            reason: .severalLinesAtStop)
        XCTAssertEqual(
            through.message(in: .english), "Several lines call at this stop: Süd (--line 1); Nord (--line 2).")
    }

    func testANoteAboutTheNetworksLargestBusSaysItsSeats() {
        XCTAssertTrue(
            RequestNote.capacityFromNetwork(lineName: "Nord", seats: 16).message(in: .german).contains("16 Plätze"))
    }

    func testBatchProblemsNameTheColumnsAsTheFileHeadsThemOrInTheUsersLanguage() {
        let columns = BatchFileProblem.duplicateColumn(.time, headers: ["Zeit", "Uhrzeit"])
        XCTAssertEqual(columns.exitStatus, .usage)
        XCTAssertEqual(
            columns.message(in: .german), "Die Spalten 'Zeit' und 'Uhrzeit' stehen beide für Uhrzeit.")
        XCTAssertTrue(
            BatchFileProblem.empty.suggestion(in: .german)?.contains("Datum, Uhrzeit, Personen, Name") ?? false)
        XCTAssertTrue(BatchFileProblem.empty.suggestion(in: .english)?.contains("date, time, persons, name") ?? false)
        let row = BatchRowProblem(number: 3, reason: .tooManyFields(expected: 2, found: 3))
        XCTAssertEqual(row.exitStatus, .usage)
        XCTAssertTrue(row.message(in: .german).hasPrefix("Zeile 3: "))
    }

    func testSendFailuresAreAFewWords() {
        XCTAssertEqual(SendFailureReason.unreachable(.refused).message(in: .english), "server unreachable")
        XCTAssertEqual(SendFailureReason.serverError(status: 503).message(in: .german), "Serverfehler 503")
        XCTAssertEqual(SendFailureReason.timedOut(seconds: 30).message(in: .english), "no answer within 30 s")
    }

    func testSendErrorsAndResultsExitAsTheContractSays() {
        let entryId = UUID()
        let rejected = RequestSendError.rejected(
            .serverError(status: 400, path: "/customStops", message: "bad"), entryId: entryId)
        XCTAssertEqual(rejected.exitStatus, .badServerAnswer)
        XCTAssertFalse(rejected.message(in: .german).isEmpty)
        XCTAssertNotNil(rejected.suggestion(in: .english))
        XCTAssertEqual(RequestSendError.entryNotFound(entryId).exitStatus, .notFound)
        XCTAssertEqual(
            RequestSendError.journalUnreadable(path: "/s/journal.json", trouble: .newerFormat(version: 3)).exitStatus,
            .failure)
        XCTAssertEqual(
            RequestSendError.journalUnwritable(path: "/s", trouble: .system(SystemErrorReason(code: ENOTDIR)))
                .exitStatus, .failure)

        let intent = RequestIntent(
            lineId: 1, pickUpTime: Date(timeIntervalSince1970: 1_800_000_000),
            location: Coordinate(latitude: 49.2, longitude: 7.6), persons: 1, name: "Emma",
            address: "Hauptstr. 1", assistance: [])
        let entry = JournalEntry(
            intent: intent, server: "http://bus.example/services/rest", deviceId: "d",
            createdAt: Date(timeIntervalSince1970: 1_800_000_000))
        let stop = CustomStop(
            id: 10_000_003, lineId: 1, pickUpTime: nil, location: nil, numberOfPersons: 1, deviceId: "d",
            status: 1, acceptingBus: nil, rejectingBusIds: [], createdAt: nil,
            passenger: PassengerInfo(name: "Emma", address: "Hauptstr. 1", assistance: []))
        XCTAssertEqual(SendResult.stored(entry, stop, adopted: false, attempts: 1).exitStatus, .success)
        XCTAssertEqual(SendResult.unsent(entry, lastReason: .sendingElsewhere).exitStatus, .gaveUp)
        XCTAssertEqual(SendResult.rejected(entry, rejected).exitStatus, .badServerAnswer)
    }

    func testFollowingEndsWithTheContractsExitCodes() {
        let endings: [(FollowOutcome.Ending, ExitStatus)] = [
            (.decided(.accepted), .success), (.decided(.completed), .success),
            (.decided(.declined), .requestEndedBadly),
            (.decided(.noShow), .requestEndedBadly), (.decided(.cancelled), .requestEndedBadly), (.vanished, .notFound),
            (.deadlinePassed, .gaveUp), (.interrupted, .gaveUp),
        ]
        for (ending, status) in endings {
            XCTAssertEqual(FollowOutcome(ending: ending, lastSeen: nil).exitStatus, status, "\(ending)")
        }
        let failure = FollowFailure(ClientError.serverUnreachable(server: "http://localhost:8080", problem: .refused))
        XCTAssertTrue(failure.message(in: .german).contains("nicht erreichbar"))
    }

    // MARK: The journal

    func testADamagedJournalSaysWhereItWasMoved() {
        let warning = JournalWarning(
            journalFile: URL(fileURLWithPath: "/s/journal.json"),
            movedTo: URL(fileURLWithPath: "/s/journal.json.corrupt-20261124T073000Z"), damage: .notJSON)
        XCTAssertTrue(warning.message(in: .german).contains("/s/journal.json.corrupt-20261124T073000Z"))
        XCTAssertEqual(
            warning.message(in: .english),
            "The request journal /s/journal.json was damaged (not JSON); "
                + "it was moved to /s/journal.json.corrupt-20261124T073000Z and a new one was started.")
        let partly = JournalWarning(
            journalFile: URL(fileURLWithPath: "/s/journal.json"),
            movedTo: URL(fileURLWithPath: "/s/journal.json.corrupt-1"), damage: .badValue(at: "entries[0].id"))
        XCTAssertTrue(partly.message(in: .english).contains("(bad value at entries[0].id)"))
        XCTAssertTrue(partly.message(in: .german).contains("(ungültiger Wert bei entries[0].id)"))
    }

    /// The journal keeps codes and values; the words come when the entry is shown, in the person's
    /// language. Words an earlier buerger stored stay as they were.
    func testRecordedFailuresAreWordedWhenShown() {
        let refused = RecordedFailure.refused(status: 400, path: "/customStops", serverMessage: "bad stop")
        XCTAssertEqual(refused.text(in: .english), "The server answered /customStops with HTTP 400: bad stop")
        XCTAssertEqual(refused.text(in: .german), "Der Server hat /customStops mit HTTP 400 beantwortet: bad stop")
        XCTAssertEqual(RecordedFailure.attempt(.serverError(status: 503)).text(in: .german), "Serverfehler 503")
        XCTAssertEqual(RecordedFailure.cancelledWithOutward.text(in: .english), "cancelled with its outward request")
        XCTAssertEqual(
            RecordedFailure.replacedByChangedRow.text(in: .german), "nie gesendet: durch eine geänderte Zeile ersetzt")
        XCTAssertEqual(RecordedFailure.recorded("server unreachable").text(in: .german), "server unreachable")
        let moved = RecordedFailure.moved(
            status: 301, path: "/customStops", location: "https://new.example/customStops")
        XCTAssertEqual(
            moved.text(in: .english),
            "The server answered /customStops with HTTP 301: the server moved to https://new.example/customStops")
        XCTAssertEqual(
            moved.text(in: .german),
            "Der Server hat /customStops mit HTTP 301 beantwortet: "
                + "der Server ist umgezogen nach https://new.example/customStops")
    }

    func testJournalTroubleIsWordedInTheSentenceAroundIt() {
        let newer = RequestSendError.journalUnreadable(path: "/s/journal.json", trouble: .newerFormat(version: 3))
        XCTAssertEqual(
            newer.message(in: .english),
            "Unable to read the request journal /s/journal.json: written by a newer buerger (format 3)")
        let full = RequestSendError.journalUnwritable(
            path: "/s/journal.json", trouble: .system(SystemErrorReason(code: ENOSPC)))
        XCTAssertEqual(
            full.message(in: .english),
            "Unable to write the request journal /s/journal.json: no space left on the device")
        XCTAssertEqual(
            full.message(in: .german),
            "Das Anfragen-Journal /s/journal.json kann nicht geschrieben werden: kein Platz mehr auf dem Gerät")
    }
}
