import CitizenClient

/// The words of the request commands (`request-stop`, `status`, `requests`, `cancel`, `forget`), once
/// per language. Kept apart from `StringTable` so the request commands grow without touching it.
protocol RequestStrings {
    /// A state for a person: "accepted" / "angenommen"; other codes as "unknown (7)".
    func stateName(_ state: RequestState) -> String
    var unsentName: String { get }

    /// "at 07:30" today, "on 2026-11-24 at 07:30" on another day.
    func when(clock: String, otherDay: (year: Int, month: Int, day: Int)?) -> String
    func atStop(_ name: String) -> String
    func atLocation(latitude: String, longitude: String) -> String
    var somewhere: String { get }

    /// The one-sentence answer: "Request 10000003 is accepted: bus 2 picks you up at 07:30 at Kirche."
    func sentence(id: Int64, state: RequestState, bus: Int64?, when: String, place: String) -> String
    /// A cancelled request whose pick-up is still ahead: "the pick-up … will not take place", never "was".
    func cancelledAheadSentence(id: Int64, when: String, place: String) -> String
    func unsentSentence(when: String, place: String) -> String
    /// "Line Pirmasens (1), 2 persons, help: wheelchair."
    func details(line: String?, persons: Int?, help: [String]) -> String
    func persons(_ count: Int) -> String
    /// What happens next, for a person; nil when nothing more will happen.
    func nextStep(id: Int64, state: RequestState) -> String?
    var unsentNextStep: String { get }
    /// A request kept as typed while the server was away, and one that failed its check later.
    var waitingName: String { get }
    var refusedName: String { get }
    func waitingSentence(when: String, place: String) -> String
    func refusedSentence(reason: String?) -> String
    var waitingNextStep: String { get }
    var refusedNextStep: String { get }
    /// A request the journal knows as stored while the server cannot be asked (`requests` offline).
    var stateUnknownName: String { get }
    func stateUnknownSentence(id: Int64, when: String, place: String) -> String
    func stateUnknownNextStep(id: Int64) -> String
    /// Said when `request-stop` keeps a request as typed: the server is away and nothing is saved.
    var keptAsTyped: String { get }
    func wayBackFor(_ id: Int64) -> String

    // `requests`
    var statusHeader: String { get }
    var pickUpHeader: String { get }
    var placeHeader: String { get }
    var personsHeader: String { get }
    var noRequests: String { get }
    /// "2 requests were not sent yet — run 'buerger requests --resume'".
    func unsentHint(_ count: Int) -> String

    // `watch request`: each change as one sentence, without a full stop (as the other watches).
    /// "Your request 10000003 was accepted by bus 2".
    func watchState(id: Int64, state: RequestState, bus: Int64?) -> String
    /// "Pickup in 15 minutes at Schulstraße"; `place` is `atStop(…)` or `atLocation(…)`.
    func watchReminder(minutes: Int, place: String) -> String
    func watchGone(id: Int64) -> String
    /// The note on stderr when following starts.
    func watchStarted(id: Int64) -> String
}

enum RequestWords {
    static func table(for language: Language) -> RequestStrings {
        language == .german ? GermanRequestStrings() : EnglishRequestStrings()
    }

    /// A state's name in both languages, for messages built as `LocalizedText`; nil is "not sent yet".
    static func stateText(_ state: RequestState?) -> (english: String, german: String) {
        let english = EnglishRequestStrings()
        let german = GermanRequestStrings()
        return (state.map(english.stateName) ?? english.unsentName, state.map(german.stateName) ?? german.unsentName)
    }
}
