import Foundation

/// The request side of CitizenClient, beside `CitizenService` for reading: filing (a checked request,
/// one kept as typed while the server is away, a batch row), resuming, listing, one request's status,
/// cancelling, following, and forgetting what is kept about the person. Each call returns a domain
/// report whose requests are `RequestView`s from the one `RequestViewBuilder`, so every command tells
/// a request the same way. The journal, the device id, the sender and its claims and leases are this
/// service's own: no command assembles them.
///
/// ```swift
/// let requests = RequestService(citizen: service, settings: .init(stateDirectory: paths.stateDirectory,
///     now: nowFlag, timeZone: zone, defaultName: config.name ?? "", defaultAddress: config.address ?? ""),
///     run: .init(clock: clock, sleep: sleep))
/// let report = try requests.file(plan, retryFor: 300, progress: { print($0) })   // FilingReport
/// let list = requests.list()                                                      // RequestList
/// ```
public struct RequestService {
    /// Everything about this person and run that decides what a request is, as plain values.
    public struct Settings {
        public var stateDirectory: URL
        /// The run's time (`--now`): it decides what "tomorrow" is and whether a pick-up is still ahead.
        public var now: Date
        public var timeZone: TimeZone
        /// The remembered name and address, for a request that gives none.
        public var defaultName: String
        public var defaultAddress: String

        public init(stateDirectory: URL, now: Date, timeZone: TimeZone, defaultName: String, defaultAddress: String) {
            self.stateDirectory = stateDirectory
            self.now = now
            self.timeZone = timeZone
            self.defaultName = defaultName
            self.defaultAddress = defaultAddress
        }
    }

    /// The world as this run meets it: the real clock, the pause between tries (which may end early
    /// when the run is interrupted), whether Ctrl-C came, and the randomness that places each pause.
    public struct Run {
        public var clock: () -> Date
        public var sleep: (TimeInterval) -> Void
        public var isInterrupted: () -> Bool
        public var randomFraction: () -> Double

        public init(
            clock: @escaping () -> Date, sleep: @escaping (TimeInterval) -> Void,
            isInterrupted: @escaping () -> Bool = { false },
            randomFraction: @escaping () -> Double = { Double.random(in: 0..<1) }
        ) {
            self.clock = clock
            self.sleep = sleep
            self.isInterrupted = isInterrupted
            self.randomFraction = randomFraction
        }
    }

    /// The master data a request is checked against.
    public static let planningData: [MasterDataKind] = [.stops, .lines, .busses, .routes]
    public static let defaultRetryFor = RequestSender.defaultRetryFor

    public let citizen: CitizenService
    public let settings: Settings
    private(set) var run: Run
    /// The master data this run loaded, so the check and the telling of a request read it once.
    private let loaded = MasterDataOfThisRun()
    /// One journal for the whole run, the sender's too: it remembers what it read, so each look after
    /// a change reads only that change (a batch of 800 rows looks 2,400 times).
    let journal: RequestJournal

    private final class MasterDataOfThisRun {
        /// Everything a request is checked against (`planningData`).
        var data: MasterData?
        /// The stops and lines a request is told with, when nothing more was needed.
        var names: MasterData?
    }

    public init(citizen: CitizenService, settings: Settings, run: Run) {
        self.citizen = citizen
        self.settings = settings
        self.run = run
        journal = RequestJournal(stateDirectory: settings.stateDirectory, clock: run.clock)
    }

    /// The same service for a stretch of the run with other pauses and another Ctrl-C (sending, after
    /// the questions): what it loaded stays loaded.
    public func with(_ run: Run) -> RequestService {
        var copy = self
        copy.run = run
        return copy
    }

    public var api: BuergerbusAPI { citizen.api }
    /// The server entries are filed under (`ServerAddress.description`).
    public var server: String { api.server.description }
    var identity: DeviceIdentity { DeviceIdentity(stateDirectory: settings.stateDirectory) }

    /// Before any question is asked or any data fetched: a request that cannot be kept is not sent.
    public func prepareForFiling() throws {
        try StateFolder(directory: settings.stateDirectory).prepareForWriting()
    }

    /// The time a follower or a late check reckons with: the run's time (`--now`) moving on with the
    /// real clock, so a pretend morning still passes and a reminder falls due.
    public func runClock() -> () -> Date {
        let clock = run.clock
        let startedAt = clock()
        let now = settings.now
        return { now.addingTimeInterval(clock().timeIntervalSince(startedAt)) }
    }

    /// The data to check a request against; throws the `ClientError` of a server away with nothing saved.
    public func planningData() throws -> MasterData {
        if let data = loaded.data { return data }
        let data = try citizen.masterData(Self.planningData).data
        loaded.data = data
        return data
    }

    /// A planner over `data` for this person at the run's time.
    public func planner(_ data: MasterData, at now: Date? = nil) -> RequestPlanner {
        RequestPlanner(
            data: data, now: now ?? settings.now, timeZone: settings.timeZone,
            stopResolver: StopResolver(aliases: citizen.settings.aliases, places: citizen.settings.places),
            defaultName: settings.defaultName, defaultAddress: settings.defaultAddress)
    }

    /// Views of requests with the journal's knowledge and the names at hand (saved data when the
    /// server is away; none at all, and ids and coordinates do).
    func viewBuilder(entries: [JournalEntry]? = nil) -> RequestViewBuilder {
        let known = entries ?? ((try? journal.entries(server: server)) ?? [])
        if loaded.data == nil, loaded.names == nil { loaded.names = try? citizen.masterData([.stops, .lines]).data }
        // An accepted pick-up is told with the bus's expected arrival, as of the moment it is told
        // (`status --wait` tells a request long after the run began).
        let citizen = citizen
        let clock = runClock()
        return RequestViewBuilder(
            entries: known, data: loaded.data ?? loaded.names, places: citizen.settings.places,
            pickupEstimate: { citizen.pickupEstimate(for: $0, at: clock()) })
    }

    /// A sender for this device, the id created on first use. A state folder that takes no files
    /// stops it here, before anything is sent.
    func sender() throws -> RequestSender {
        try prepareForFiling()
        let deviceId: String
        do {
            deviceId = try identity.loadOrCreate()
        } catch let error as RequestSendError {
            throw error
        } catch let error as ClientError {
            throw error
        } catch {
            throw RequestSendError.journalUnwritable(
                path: identity.file.path, trouble: .system(SystemErrorReason(error)))
        }
        return RequestSender(
            api: api, journal: journal, deviceId: deviceId, clock: run.clock, sleep: run.sleep,
            randomFraction: run.randomFraction, isInterrupted: run.isInterrupted)
    }

    /// Checks a request kept as typed against the server's data, as it would have been checked when it
    /// was typed (its "now" is `typedAt`); a pick-up that has passed meanwhile (`runNow`) is not sent.
    func check(_ typed: TypedRequest, runNow: Date) -> TypedRequestCheck {
        let data: MasterData
        do {
            data = try planningData()
        } catch let error as ClientError {
            return .serverAway(SendFailureReason(error))
        } catch {
            return .serverAway(.unreadableAnswer(.text(String(describing: error))))
        }
        do {
            let plan = try planner(data, at: typed.typedAt).plan(typed.form)
            guard plan.outward.pickUpTime > runNow else {
                return .refused(.timeInPast(typed: typed.form.time ?? "", tomorrow: nil))
            }
            return .planned(plan)
        } catch {
            return .refused(error)
        }
    }
}
