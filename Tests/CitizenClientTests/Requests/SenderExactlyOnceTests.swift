import XCTest

@testable import CitizenClient

final class SenderExactlyOnceTests: XCTestCase {
    func testRefusedConnectionsAreRetriedUntilExactlyOneIsStored() throws {
        let harness = try SenderHarness(self)
        harness.server.postScript = [.refuse, .refuse, .refuse]

        let result = try harness.send()

        XCTAssertEqual(harness.server.stored.count, 1)
        XCTAssertEqual(harness.server.posts.count, 4)
        XCTAssertEqual(result.storedRequestId, harness.server.storedIds.first)
        XCTAssertFalse(result.wasAdopted)
        XCTAssertEqual(harness.failedAttemptReasons, Array(repeating: .unreachable(.refused), count: 3))
        // A refused connection is known not to have been sent: no look-up is needed.
        XCTAssertTrue(harness.server.lookups.isEmpty)
        let entry = try XCTUnwrap(harness.journal.load().first)
        XCTAssertEqual(entry.state, .stored(requestId: try XCTUnwrap(result.storedRequestId)))
        XCTAssertEqual(entry.attempts, 4)
        XCTAssertNil(entry.lastFailure)
    }

    func testAnswerLostAfterTheServerStoredItIsAdoptedNotSentAgain() throws {
        for failure in [
            TransportFailure.connectionLost(.lost), .incompleteAnswer(.cutBody(remainingBytes: nil)),
            .timedOut(seconds: 30),
        ] {
            let harness = try SenderHarness(self)
            harness.server.postScript = [.storeThenFail(failure)]

            let result = try harness.send()

            XCTAssertEqual(harness.server.stored.count, 1, "\(failure)")
            XCTAssertEqual(harness.server.posts.count, 1, "\(failure)")
            XCTAssertEqual(harness.server.lookups.count, 1, "\(failure)")
            XCTAssertTrue(result.wasAdopted, "\(failure)")
            XCTAssertEqual(result.storedRequestId, harness.server.storedIds.first)
            XCTAssertEqual(harness.progress.last, .adopted(requestId: try XCTUnwrap(harness.server.storedIds.first)))
            XCTAssertEqual(try harness.journal.load().first?.requestId, harness.server.storedIds.first)
            XCTAssertTrue(harness.sleeps.isEmpty, "adopting needs no wait")
        }
    }

    func testTimeoutBeforeTheServerGotItIsLookedUpThenSentOnce() throws {
        let harness = try SenderHarness(self)
        harness.server.postScript = [.failWithoutStoring(.timedOut(seconds: 30))]

        let result = try harness.send()

        XCTAssertEqual(harness.server.stored.count, 1)
        XCTAssertEqual(harness.server.posts.count, 2)
        XCTAssertEqual(harness.server.lookups.count, 1)
        XCTAssertFalse(result.wasAdopted)
        XCTAssertEqual(harness.progress.first, .outcomeUnknown(number: 1, reason: .timedOut(seconds: 30)))
        XCTAssertEqual(harness.failedAttemptReasons, [.timedOut(seconds: 30)])
        XCTAssertEqual(harness.sleeps.count, 1)
    }

    /// New-user trial: a batch row whose answer was lost said "nicht gestellt: noch nicht gesendet" while
    /// the server had the ride. The journal keeps that an answer was lost, until a look-up settles it.
    func testALostAnswerIsKeptUntilALookUpShowsTheServerDoesNotHaveIt() throws {
        let harness = try SenderHarness(self)
        harness.server.postScript = [.storeThenFail(.timedOut(seconds: 30))]
        harness.server.lookupFailures = Array(repeating: .cannotConnect(.refused), count: 100)

        guard case .unsent(let kept, _) = try harness.send(retryFor: 20) else { return XCTFail("expected unsent") }
        XCTAssertTrue(kept.mayBeStored)
        XCTAssertEqual(try harness.journal.load().first?.mayBeStored, true)

        let settled = try SenderHarness(self)
        settled.server.postScript = [.failWithoutStoring(.timedOut(seconds: 30)), .refuse]
        settled.server.lookupFailures = []
        guard case .unsent(let absent, _) = try settled.send(retryFor: 6) else { return XCTFail("expected unsent") }
        XCTAssertEqual(settled.server.lookups.count, 1, "looked up once, found absent")
        XCTAssertFalse(absent.mayBeStored, "the look-up showed the server does not have it")
        XCTAssertNil(try settled.journal.load().first?.answerLostAt)
    }

    func testServerErrorsAnd204AreRetried() throws {
        let harness = try SenderHarness(self)
        harness.server.postScript = [
            .answer(status: 503, body: "<html>busy</html>"), .answer(status: 500, body: ""),
            .answer(status: 204, body: ""), .answer(status: 502, body: ""),
        ]

        let result = try harness.send()

        XCTAssertEqual(harness.server.stored.count, 1)
        XCTAssertEqual(harness.server.posts.count, 5)
        XCTAssertNotNil(result.storedRequestId)
        XCTAssertEqual(
            harness.failedAttemptReasons,
            [.serverError(status: 503), .serverError(status: 500), .notStored204, .serverError(status: 502)])
        XCTAssertEqual(harness.server.lookups.count, 2, "after a 500 or 502 the request may be stored: looked up first")
    }

    func testAFailingLookupHoldsBackEverySendUntilItWorks() throws {
        let harness = try SenderHarness(self)
        harness.server.postScript = [.storeThenFail(.connectionLost(.lost))]
        harness.server.lookupFailures = [.cannotConnect(.refused), .timedOut(seconds: 30)]

        let result = try harness.send()

        XCTAssertEqual(harness.server.posts.count, 1)
        XCTAssertEqual(harness.server.lookups.count, 3)
        XCTAssertEqual(harness.server.stored.count, 1)
        XCTAssertTrue(result.wasAdopted)
        let lookupFailures = harness.progress.filter {
            if case .lookupFailed = $0 { return true }
            return false
        }
        XCTAssertEqual(lookupFailures.count, 2)
    }

    func testDeadlineLeavesTheEntryUnsentAndNeverSleepsPastIt() throws {
        let harness = try SenderHarness(self)
        harness.server.postScript = Array(repeating: .refuse, count: 100)
        let start = harness.clock.now

        let result = try harness.send(retryFor: 32)

        guard case .unsent(let entry, let reason) = result else { return XCTFail("expected unsent, got \(result)") }
        XCTAssertEqual(reason, .unreachable(.refused))
        XCTAssertEqual(entry.lastFailure, .attempt(.unreachable(.refused)), "kept as a code, not as words")
        XCTAssertEqual(entry.state, .unsent)
        XCTAssertEqual(try harness.journal.load(), [entry])
        XCTAssertEqual(entry.attempts, harness.server.posts.count)
        XCTAssertEqual(harness.clock.now.timeIntervalSince(start), 32, accuracy: 1e-9)
        // 32 s at 7 s a wait: four full waits, a fifth cut to 4 s, and the last attempt at the deadline.
        XCTAssertEqual(harness.sleeps, [7, 7, 7, 7, 4])
        XCTAssertEqual(harness.server.posts.count, 6)
        guard case .attemptFailed(6, _, nil) = harness.progress.last else {
            return XCTFail(
                "the last failure must say there is no next try: \(String(describing: harness.progress.last))")
        }
        XCTAssertTrue(harness.server.stored.isEmpty)
    }

    /// No time left (a batch's later rows share one `--retry-for`): journalled for `requests --resume`,
    /// not tried — a try could cost a silent server's whole timeout per row (issue 22 §8).
    func testNoTimeLeftKeepsTheEntryWithoutATry() throws {
        let harness = try SenderHarness(self)
        harness.server.postScript = [.refuse]

        let result = try harness.send(retryFor: 0)

        XCTAssertEqual(harness.server.posts.count, 0)
        XCTAssertTrue(harness.sleeps.isEmpty)
        XCTAssertEqual(result.entry.state, .unsent)
        XCTAssertEqual(try harness.journal.load().map(\.id), [result.entry.id], "kept for --resume")
    }

    func testWaitsAreRandomWithinFiveToTenSeconds() throws {
        let harness = try SenderHarness(self)
        var generator = SystemRandomNumberGenerator()
        harness.randomFraction = { Double.random(in: 0..<1, using: &generator) }
        harness.server.postScript = Array(repeating: .refuse, count: 40)

        _ = try harness.send(retryFor: 10_000)

        XCTAssertEqual(harness.sleeps.count, 40)
        XCTAssertTrue(harness.sleeps.allSatisfy { (5...10).contains($0) }, "\(harness.sleeps)")
        XCTAssertGreaterThan(Set(harness.sleeps).count, 1, "the waits must vary")
        let reported = harness.progress.compactMap { progress -> TimeInterval? in
            if case .attemptFailed(_, _, let next) = progress { return next }
            return nil
        }
        XCTAssertEqual(reported, harness.sleeps, "the announced wait is the wait")
    }

    func testOutOfRangeRandomValuesAreKeptWithinTheRange() throws {
        for (fraction, expected) in [(0.0, 5.0), (0.999_999, 9.999_995), (2.0, 10.0), (-1.0, 5.0), (Double.nan, 5.0)] {
            let harness = try SenderHarness(self)
            harness.randomFraction = { fraction }
            harness.server.postScript = [.refuse]
            _ = try harness.send()
            XCTAssertEqual(try XCTUnwrap(harness.sleeps.first), expected, accuracy: 1e-9, "fraction \(fraction)")
        }
    }

    func testEqualIntentsAdoptDifferentServerIds() throws {
        let harness = try SenderHarness(self)
        harness.server.postScript = [.storeThenFail(.connectionLost(.lost)), .storeThenFail(.timedOut(seconds: 30))]

        let first = try harness.send()
        let second = try harness.send()

        XCTAssertEqual(harness.server.stored.count, 2)
        XCTAssertEqual(harness.server.posts.count, 2)
        XCTAssertTrue(first.wasAdopted)
        XCTAssertTrue(second.wasAdopted)
        let ids = try [first, second].map { try XCTUnwrap($0.storedRequestId) }
        XCTAssertEqual(Set(ids), Set(harness.server.storedIds))
        XCTAssertNotEqual(ids[0], ids[1])
    }

    func testARequestThatDiffersIsNotAdopted() throws {
        let harness = try SenderHarness(self)
        // A request of the same device for another person count is on the server already.
        let other = SenderHarness.intent(persons: 3).draft(deviceId: harness.deviceId).json
        try harness.server.storeDirectly(other)
        harness.server.postScript = [.failWithoutStoring(.connectionLost(.lost))]

        let result = try harness.send()

        XCTAssertFalse(result.wasAdopted)
        XCTAssertEqual(harness.server.stored.count, 2)
        XCTAssertNotEqual(result.storedRequestId, harness.server.storedIds.first)
    }

    func testARejectedBodyIsGivenUpAtOnce() throws {
        for (status, body) in [
            (400, #"{"message":"bad","code":"400","uuid":"y"}"#),
            (415, ""), (404, ""),
        ] {
            let harness = try SenderHarness(self)
            harness.server.postScript = [.answer(status: status, body: body)]

            XCTAssertThrowsError(try harness.send(), "\(status)") { error in
                guard let sendError = error as? RequestSendError, case .rejected(let clientError, _) = sendError else {
                    return XCTFail("expected rejected, got \(error)")
                }
                guard case .serverError(let answered, _, _) = clientError else { return XCTFail("\(clientError)") }
                XCTAssertEqual(answered, status)
                XCTAssertTrue(clientError.isServerAnswerProblem)
            }
            XCTAssertEqual(harness.server.posts.count, 1, "never retried: \(status)")
            let entry = try XCTUnwrap(harness.journal.load().first)
            guard case .gaveUp(.refused(status, "/customStops", _)) = entry.state else {
                return XCTFail("entry must be given up with the server's answer as a code: \(entry.state)")
            }
            XCTAssertNil(try harness.journal.entry(matching: SenderHarness.intent(), server: harness.sender().server))
        }
    }

    func testA500WithTheServersErrorJSONIsRetriedNeverGivenUp() throws {
        let errorJSON =
            #"{"message":"An unexpected error has occurred! We apologize any inconvenience. Please try again later.","code":"TechnicalError","uuid":"x"}"#
        let harness = try SenderHarness(self)
        harness.server.postScript = [.answer(status: 500, body: errorJSON), .answer(status: 500, body: errorJSON)]

        let result = try harness.send()

        XCTAssertEqual(harness.server.stored.count, 1)
        XCTAssertEqual(harness.server.posts.count, 3)
        XCTAssertNotNil(result.storedRequestId)
    }

    /// Found by the soak: a 204 to the look-up after a lost answer was read as "no requests", and the
    /// request was filed a second time.
    func testABlankLookupAfterALostAnswerIsNoAnswerAndSendsNothing() throws {
        let harness = try SenderHarness(self)
        harness.server.postScript = [.storeThenFail(.connectionLost(.lost))]
        harness.server.blankLookups = 2

        let result = try harness.send()

        XCTAssertEqual(harness.server.stored.count, 1)
        XCTAssertEqual(harness.server.posts.count, 1)
        XCTAssertTrue(result.wasAdopted)
        XCTAssertEqual(harness.server.lookups.count, 3)
    }

    func testBatchKeyIsJournalled() throws {
        let harness = try SenderHarness(self)
        let result = try harness.send(batchKey: "row-key-1")
        let server = try harness.sender().server
        XCTAssertEqual(
            try harness.journal.lastEntry(batchKey: "row-key-1", server: server, where: { !$0.isGivenUp })?.id,
            result.entry.id)
        XCTAssertNil(
            try harness.journal.lastEntry(
                batchKey: "row-key-1", server: "http://elsewhere/services/rest", where: { !$0.isGivenUp }))
    }
}
