import CitizenClient
import Foundation

@testable import BuergerCLI

/// The customStops endpoints of the original server, in memory, in front of the fixture master data.
/// Like the real one it cancels any id without asking whose it is and answers 200 either way.
final class RequestTestServer: HTTPTransport {
    struct Stored {
        var id: Int64
        var lineId: Int64
        var pickUpSeconds: Int64
        var latitude: Double
        var longitude: Double
        var persons: Int
        var deviceId: String
        var status: Int
        var acceptingBus: Int64?
        var assistance: [Int]
    }

    let fixtures = FixtureTransport()
    var requests: [Stored] = []
    /// Status codes the request takes at each later read (one per GET), to drive `--wait`.
    var statusAtReads: [Int64: [Int]] = [:]
    /// When set, a cancel is answered 200 but changes nothing (a server that refuses silently).
    var ignoresCancel = false
    /// Failures thrown for the next exchanges, first one first.
    var failures: [TransportFailure] = []
    /// Failures thrown for the next POSTs only (master data and look-ups answer normally).
    var postFailures: [TransportFailure] = []
    /// Statuses answered to the next POSTs instead of storing them (a 503, a 204 without a body), first one first.
    var postStatuses: [Int] = []
    /// Reads of customStops (counted from 0) that time out instead of answering.
    var timedOutReads: Set<Int> = []
    /// A status every read of customStops is answered with instead of the list (a 503 for a while).
    var readStatus: Int?
    private var customStopReads = 0
    private(set) var exchanges: [HTTPRequestData] = []
    private var nextId: Int64 = 10_000_000

    @discardableResult
    func add(
        deviceId: String, status: Int = 1, lineId: Int64 = 1, pickUp: Date, latitude: Double = 49.209277,
        longitude: Double = 7.60747, persons: Int = 1, acceptingBus: Int64? = nil, assistance: [Int] = []
    ) -> Int64 {
        let id = nextId
        nextId += 1
        requests.append(
            Stored(
                id: id, lineId: lineId, pickUpSeconds: Int64(pickUp.timeIntervalSince1970),
                latitude: latitude, longitude: longitude, persons: persons, deviceId: deviceId,
                status: status, acceptingBus: acceptingBus, assistance: assistance))
        return id
    }

    var posts: [HTTPRequestData] { exchanges.filter { $0.method == .post } }

    func send(_ request: HTTPRequestData) throws -> HTTPResponseData {
        exchanges.append(request)
        if !failures.isEmpty { throw failures.removeFirst() }
        if request.method == .post, !postFailures.isEmpty { throw postFailures.removeFirst() }
        if request.method == .post, !postStatuses.isEmpty {
            return HTTPResponseData(status: postStatuses.removeFirst())
        }
        let text = request.url.absoluteString
        guard text.contains("/customStops") else { return try fixtures.send(request) }
        let path = text.components(separatedBy: "/linemanagement/v1/").last ?? ""
        let query = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        func value(_ name: String) -> String? { query.first { $0.name == name }?.value }
        switch request.method {
        case .get:
            customStopReads += 1
            if timedOutReads.contains(customStopReads - 1) { throw TransportFailure.timedOut(seconds: 5) }
            if let readStatus { return HTTPResponseData(status: readStatus) }
            let deviceId = value("deviceId") ?? ""
            let requestId = value("requestId").flatMap { Int64($0) }
            for index in requests.indices where requestId == nil || requests[index].id == requestId {
                if var script = statusAtReads[requests[index].id], !script.isEmpty {
                    requests[index].status = script.removeFirst()
                    statusAtReads[requests[index].id] = script
                }
            }
            let matching = requests.filter { stored in
                (requestId == nil || stored.id == requestId) && (deviceId.isEmpty || stored.deviceId == deviceId)
            }
            return Self.json("[" + matching.map(Self.wire).joined(separator: ",") + "]")
        case .post:
            if path.hasPrefix("customStops/") {
                let id = Int64(path.dropFirst("customStops/".count))
                if !ignoresCancel, let index = requests.firstIndex(where: { $0.id == id }) {
                    requests[index].status = 6
                }
                return HTTPResponseData(status: 200)
            }
            return try create(request.body ?? Data())
        }
    }

    private func create(_ body: Data) throws -> HTTPResponseData {
        guard let object = try JSONSerialization.jsonObject(with: body) as? [String: Any],
            let lineId = (object["lineId"] as? NSNumber)?.int64Value,
            let seconds = (object["pickUpTime"] as? NSNumber)?.int64Value,
            let location = object["location"] as? [String: Any],
            let coordinates = location["coordinates"] as? [Double], coordinates.count == 2,
            let persons = (object["numberOfPersons"] as? NSNumber)?.intValue,
            let deviceId = object["deviceId"] as? String,
            let info = object["info"] as? [String: Any], let assistance = info["assistance"] as? [Int]
        else { return HTTPResponseData(status: 500) }
        let id = add(
            deviceId: deviceId, lineId: lineId, pickUp: Date(timeIntervalSince1970: Double(seconds)),
            latitude: coordinates[1], longitude: coordinates[0], persons: persons, assistance: assistance)
        return Self.json(requests.first { $0.id == id }.map(Self.wire) ?? "{}")
    }

    private static func wire(_ stored: Stored) -> String {
        let assistance = stored.assistance.map(String.init).joined(separator: ",")
        return "{\"id\":\(stored.id),\"lineId\":\(stored.lineId),\"pickUpTime\":\(stored.pickUpSeconds * 1000),"
            + "\"location\":{\"type\":\"Point\",\"coordinates\":[\(stored.longitude),\(stored.latitude)]},"
            + "\"numberOfPersons\":\(stored.persons),\"deviceId\":\"\(stored.deviceId)\","
            + "\"userInfo\":\"{\\\"name\\\":\\\"Emma\\\",\\\"address\\\":\\\"Hauptstr. 1\\\",\\\"assistance\\\":[\(assistance)]}\","
            + "\"status\":\(stored.status),\"acceptingBus\":\(stored.acceptingBus.map(String.init) ?? "null"),"
            + "\"timeStamp\":1469000000123,\"rejectingBus\":null,"
            + "\"info\":{\"name\":\"Emma\",\"address\":\"Hauptstr. 1\",\"assistance\":[\(assistance)]}}"
    }

    private static func json(_ text: String) -> HTTPResponseData {
        HTTPResponseData(status: 200, headers: ["content-type": "application/json"], body: Data(text.utf8))
    }
}

/// Runs `buerger` in-process against a `RequestTestServer`, with its own home, a clock that moves on by
/// every pause, typed answers for prompts, and this installation's device id already made.
final class RequestHarness {
    let server = RequestTestServer()
    let home: URL
    var variables: [String: String]
    /// 2026-11-23 08:30 in Weilerbach (UTC+1); every sleep moves it on.
    var clock = Date(timeIntervalSince1970: 1_795_419_000)
    private(set) var sleeps: [Double] = []
    let deviceId = "buerger-test-device"
    private(set) var lastAnswers: ScriptedAnswers?
    /// Ctrl-C after this many pauses of a run (nil: never).
    var interruptAfterPauses: Int?
    /// Told which options each run's command read.
    var optionsRead: (CommandSpec, OptionReadLog) -> Void = { _, _ in }

    init(withDeviceId: Bool = true) {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("buerger-req-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        variables = [
            "HOME": home.path, "LANG": "C.UTF-8", "TZ": "Europe/Berlin",
            "BUERGER_SERVER": "http://fixture.test/services/rest",
        ]
        if withDeviceId {
            let identity = DeviceIdentity(stateDirectory: BuergerPaths(environment: variables).stateDirectory)
            try? FileManager.default.createDirectory(
                at: identity.file.deletingLastPathComponent(),
                withIntermediateDirectories: true)
            try? Data((deviceId + "\n").utf8).write(to: identity.file)
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: home)
    }

    var paths: BuergerPaths { BuergerPaths(environment: variables) }

    /// A time `minutes` after the harness clock.
    func later(_ minutes: Double) -> Date { clock.addingTimeInterval(minutes * 60) }

    /// - Parameter columns: the width a terminal reports (with `tty`).
    func run(_ arguments: [String], tty: Bool = false, columns: Int? = nil, answers: [String] = []) -> RunResult {
        let out = BufferSink()
        let err = BufferSink()
        let script = ScriptedAnswers(answers)
        lastAnswers = script
        let terminal = TerminalEnvironment(
            out: out, err: err, isStdoutTTY: tty, isStderrTTY: tty, isStdinTTY: tty,
            reportedColumns: columns, readLine: script.next)
        let server = server
        let world = World(
            variables: variables, terminal: terminal, makeTransport: { _ in server },
            clock: { [unowned self] in self.clock },
            sleep: { [unowned self] seconds in
                self.sleeps.append(seconds)
                self.clock = self.clock.addingTimeInterval(seconds)
            },
            catchInterrupts: { [interruptAfterPauses] () -> InterruptCatcher in
                guard let interruptAfterPauses else { return NoInterrupts() }
                return ScriptedInterrupts(afterPauses: interruptAfterPauses)
            })
        let code = runCheckingOptionReads(arguments, world: world, seen: optionsRead)
        return RunResult(out: out.text, err: err.text, code: code)
    }

    /// How many answers the last run read from stdin.
    var answersRead: Int { lastAnswers?.readCount ?? 0 }

    static func object(_ text: String) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]) ?? [:]
    }
}
