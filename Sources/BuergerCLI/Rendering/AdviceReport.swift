import CitizenClient
import Foundation

/// The way forward after a no, and the seat warnings before sending, as the request commands show
/// them: the library's `RequestAdvice` and `SeatOutlook` (from `RequestService`), worded by
/// `AdviceOutput` and `AdviceSeatWarnings`. Pure: it fetches nothing.
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
            accessible: (context.terminal.mode == .accessible))
    }

    /// Lines for a person (stderr), ending with the command to try.
    func adviceLines(_ advice: RequestAdvice, askedAt: Date) -> [String] {
        if accessible {
            return AccessibleAdvice(
                words: AccessibleText(language: language),
                time: AccessibleTime(language: language, timeZone: times.timeZone, now: now)
            )
            .lines(advice, askedAt: askedAt)
        }
        return AdviceOutput(language: language, times: times, now: now).human(advice, askedAt: askedAt)
    }

    /// `("advice", {...})`, to add beside `"request"` in a JSON document.
    func adviceMember(_ advice: RequestAdvice) -> (String, JSONValue) {
        ("advice", AdviceOutput(language: language, times: times, now: now).json(advice))
    }

    /// The warnings in plain words, one per line (stderr); empty when the party should fit.
    func seatLines(_ outlook: SeatOutlook, pickUpTime: Date) -> [String] {
        AdviceSeatWarnings(language: language, times: times, accessible: accessible).lines(
            outlook, pickUpTime: pickUpTime)
    }

    /// `("seatWarnings", [...])` for a JSON document.
    func seatMember(_ outlook: SeatOutlook, pickUpTime: Date) -> (String, JSONValue) {
        ("seatWarnings", AdviceSeatWarnings(language: language, times: times).json(outlook, pickUpTime: pickUpTime))
    }
}
