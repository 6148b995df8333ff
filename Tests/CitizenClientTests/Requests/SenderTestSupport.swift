import Foundation
import XCTest

@testable import CitizenClient

/// An in-memory stand-in for the original server's custom-stop endpoints (E10, E11 by device) with a
/// store, whose POSTs and look-ups can be scripted to misbehave the way networks and servers do.
final class FakeCustomStopServer: HTTPTransport {
    /// What the next POST does; once the script is used up, POSTs store and answer normally.
    enum PostBehaviour {
        case store
        /// Refused before a byte went out: nothing stored.
        case refuse
        /// Stored, then the answer is lost this way.
        case storeThenFail(TransportFailure)
        /// Not stored, and the answer is lost this way (the timeout hit before the server got it).
        case failWithoutStoring(TransportFailure)
        /// Not stored; answered with this status and body.
        case answer(status: Int, body: String)
    }

    var postScript: [PostBehaviour] = []
    /// Failures for the next look-ups (GET ?deviceId=); once used up, look-ups answer.
    var lookupFailures: [TransportFailure] = []
    /// How many of the next look-ups answer 204 with no body (a fault: E11 with a device sends a list).
    var blankLookups = 0
    private(set) var stored: [[String: Any]] = []
    private(set) var requests: [HTTPRequestData] = []
    private var nextId: Int64 = 10_000_001
    private let clock: ManualClock

    init(clock: ManualClock) {
        self.clock = clock
    }

    var posts: [HTTPRequestData] { requests.filter { $0.method == .post } }
    var lookups: [HTTPRequestData] { requests.filter { $0.method == .get } }
    var storedIds: [Int64] { stored.compactMap { ($0["id"] as? NSNumber)?.int64Value } }

    /// What a driver or the office did to a stored request (3 declined, 6 cancelled, …).
    func setStatus(of id: Int64, to code: Int) {
        guard let index = stored.firstIndex(where: { ($0["id"] as? NSNumber)?.int64Value == id }) else { return }
        stored[index]["status"] = code
    }

    /// Stores a request as if an earlier (killed) run's POST had got through.
    @discardableResult
    func storeDirectly(_ body: Data) throws -> Int64 {
        try store(body)
    }

    func send(_ request: HTTPRequestData) throws -> HTTPResponseData {
        requests.append(request)
        switch request.method {
        case .post: return try handlePost(request)
        case .get: return try handleLookup(request)
        }
    }

    private func handlePost(_ request: HTTPRequestData) throws -> HTTPResponseData {
        let behaviour = postScript.isEmpty ? .store : postScript.removeFirst()
        let body = request.body ?? Data()
        switch behaviour {
        case .store:
            let id = try store(body)
            return HTTPResponseData(status: 200, body: try record(id))
        case .refuse:
            throw TransportFailure.cannotConnect(.refused)
        case .storeThenFail(let failure):
            _ = try store(body)
            throw failure
        case .failWithoutStoring(let failure):
            throw failure
        case .answer(let status, let text):
            return HTTPResponseData(status: status, body: Data(text.utf8))
        }
    }

    private func handleLookup(_ request: HTTPRequestData) throws -> HTTPResponseData {
        if !lookupFailures.isEmpty { throw lookupFailures.removeFirst() }
        if blankLookups > 0 {
            blankLookups -= 1
            return HTTPResponseData(status: 204)
        }
        let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        let device = items.first { $0.name == "deviceId" }?.value ?? ""
        let requestId = items.first { $0.name == "requestId" }?.value.flatMap { Int64($0) }
        let matching = stored.filter {
            ($0["deviceId"] as? String) == device
                && (requestId == nil || ($0["id"] as? NSNumber)?.int64Value == requestId)
        }
        if matching.isEmpty { return HTTPResponseData(status: 200, body: Data("[]".utf8)) }
        return HTTPResponseData(status: 200, body: try JSONSerialization.data(withJSONObject: matching))
    }

    /// Stores like the original: seconds in, milliseconds out, userInfo as JSON text, status 1.
    private func store(_ body: Data) throws -> Int64 {
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: body) as? [String: Any])
        let info = try XCTUnwrap(object["info"] as? [String: Any])
        let seconds = try XCTUnwrap((object["pickUpTime"] as? NSNumber)?.int64Value)
        let userInfo = String(
            decoding: try JSONSerialization.data(withJSONObject: info, options: [.sortedKeys]),
            as: UTF8.self)
        let id = nextId
        nextId += 1
        stored.append([
            "id": id, "modificationCounter": 0, "revision": NSNull(),
            "lineId": try XCTUnwrap(object["lineId"]), "pickUpTime": seconds * 1000,
            "location": try XCTUnwrap(object["location"]),
            "numberOfPersons": try XCTUnwrap(object["numberOfPersons"]),
            "deviceId": try XCTUnwrap(object["deviceId"]), "userInfo": userInfo, "status": 1,
            "acceptingBus": NSNull(), "timeStamp": clock.now.epochMilliseconds, "rejectingBus": NSNull(),
            "info": info,
        ])
        return id
    }

    private func record(_ id: Int64) throws -> Data {
        let item = try XCTUnwrap(stored.first { ($0["id"] as? NSNumber)?.int64Value == id })
        return try JSONSerialization.data(withJSONObject: item)
    }
}

/// A sender wired to a fake server, a manual clock and a sleeper that only records and advances it.
final class SenderHarness {
    let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))
    let server: FakeCustomStopServer
    let stateDirectory: URL
    let journal: RequestJournal
    private(set) var sleeps: [TimeInterval] = []
    private(set) var progress: [SendProgress] = []
    var randomFraction: () -> Double = { 0.4 }
    var deviceId = "buerger-0123456789abcdef0123456789abcdef"

    init(_ testCase: XCTestCase, stateDirectory: URL? = nil) throws {
        self.stateDirectory = try stateDirectory ?? makeTemporaryDirectory(testCase)
        server = FakeCustomStopServer(clock: clock)
        journal = RequestJournal(stateDirectory: self.stateDirectory, clock: { [clock] in clock.now })
    }

    /// - Parameter journal: another journal object on the same files stands for a new process.
    func sender(journal: RequestJournal? = nil) throws -> RequestSender {
        let api = BuergerbusAPI(server: try ServerAddress(ServerAddress.defaultURL), transport: server)
        return RequestSender(
            api: api, journal: journal ?? self.journal, deviceId: deviceId,
            clock: { [clock] in clock.now },
            sleep: { [unowned self] seconds in
                self.sleeps.append(seconds)
                self.clock.advance(seconds)
            },
            randomFraction: { [unowned self] in self.randomFraction() })
    }

    func send(
        _ intent: RequestIntent = SenderHarness.intent(), batchKey: String? = nil,
        retryFor: TimeInterval = 300
    ) throws -> SendResult {
        try sender().send(intent, batchKey: batchKey, retryFor: retryFor) { self.progress.append($0) }
    }

    static func intent(persons: Int = 2, name: String = "Emma Meier") -> RequestIntent {
        RequestIntent(
            lineId: 1, pickUpTime: Date(timeIntervalSince1970: 1_800_003_600),
            location: Coordinate(latitude: 49.0, longitude: 7.0), persons: persons, name: name,
            address: "Hauptstraße 3, Weilerbach", assistance: [.luggage, .wheelchair])
    }

    /// The reasons of every failed attempt reported, in order.
    var failedAttemptReasons: [SendFailureReason] {
        progress.compactMap {
            if case .attemptFailed(_, let reason, _) = $0 { return reason }
            return nil
        }
    }
}

extension SendResult {
    var storedRequestId: Int64? {
        if case .stored(_, let stop, _, _) = self { return stop.id }
        return nil
    }

    var wasAdopted: Bool {
        if case .stored(_, _, let adopted, _) = self { return adopted }
        return false
    }
}
