import CitizenClient
import Foundation

/// The way forward after a no, and the seat warnings before sending, as the request commands show
/// them: worked out from the master data and the seat history, then worded by `AdviceOutput` and
/// `AdviceSeatWarnings`. Pure, so the commands only have to hand it what they have.
struct AdviceReport {
    let language: Language
    let times: TimeText
    let now: Date
    /// `--accessible`: the advice in sentences with spoken times (`AccessibleAdvice`).
    let accessible: Bool

    init(language: Language, times: TimeText, now: Date, accessible: Bool = false) {
        self.language = language
        self.times = times
        self.now = now
        self.accessible = accessible
    }

    init(_ context: CommandContext) {
        self.init(
            language: context.language, times: context.times, now: context.now,
            accessible: context.terminal.accessible)
    }

    func advice(for request: AdviceRequest, data: MasterData) -> RequestAdvice {
        RequestAdvisor(data: data, timeZone: times.timeZone).advice(for: request, now: now)
    }

    /// Lines for a person (stderr), ending with the command to try.
    func adviceLines(for request: AdviceRequest, data: MasterData) -> [String] {
        if accessible {
            return AccessibleAdvice(
                words: AccessibleText(language: language),
                time: AccessibleTime(language: language, timeZone: times.timeZone, now: now)
            )
            .lines(advice(for: request, data: data), askedAt: request.time)
        }
        return AdviceOutput(language: language, times: times, now: now).human(
            advice(for: request, data: data), askedAt: request.time)
    }

    /// `("advice", {...})`, to add beside `"request"` in a JSON document.
    func adviceMember(for request: AdviceRequest, data: MasterData) -> (String, JSONValue) {
        ("advice", AdviceOutput(language: language, times: times, now: now).json(advice(for: request, data: data)))
    }

    func seatOutlook(for intent: RequestIntent, data: MasterData, history: PositionHistory) -> SeatOutlook {
        SeatOutlook.assess(
            data: data, lineId: intent.lineId, persons: intent.persons, assistance: intent.assistance,
            pickUpTime: intent.pickUpTime,
            sightings: history.seatSightings(busIds: data.busIds(onLine: intent.lineId)),
            timeZone: times.timeZone)
    }

    /// The warnings in plain words, one per line (stderr); empty when the party should fit.
    func seatLines(for intent: RequestIntent, data: MasterData, history: PositionHistory) -> [String] {
        AdviceSeatWarnings(language: language, times: times, accessible: accessible)
            .lines(seatOutlook(for: intent, data: data, history: history), pickUpTime: intent.pickUpTime)
    }

    /// `("seatWarnings", [...])` for a JSON document.
    func seatMember(for intent: RequestIntent, data: MasterData, history: PositionHistory) -> (String, JSONValue) {
        (
            "seatWarnings",
            AdviceSeatWarnings(language: language, times: times)
                .json(seatOutlook(for: intent, data: data, history: history), pickUpTime: intent.pickUpTime)
        )
    }
}

extension RequestAccess {
    /// Stops and lines for the advice; nil when neither cache nor server can give them (the advice
    /// is a help, never a reason to fail).
    var adviceData: MasterData? { try? service.masterData([.stops, .lines, .busses]).data }

    /// The seats seen so far (positions.json); empty without a cache.
    var seatHistory: PositionHistory {
        guard let home = service.settings.cacheHome else { return PositionHistory() }
        return PositionHistoryStore(cacheHome: home, server: service.settings.server).load()
    }

    /// After a decline: what would work instead, as notes on stderr (human mode only: scripts get
    /// `adviceMember` in their JSON).
    func noteAdvice(for stop: CustomStop) {
        guard context.terminal.mode == .human, let request = AdviceRequest(stop), let data = adviceData else { return }
        AdviceReport(context).adviceLines(for: request, data: data).forEach(context.note)
    }
}
