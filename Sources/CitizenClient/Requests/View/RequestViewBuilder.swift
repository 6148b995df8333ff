import Foundation

/// The one place a `RequestView` is made: from the server's answer, a journal entry, a request kept
/// as typed or an intent about to be sent, each joined with what this installation knows of it (its
/// journal entry: the place as given, every help word, the outward request of a way back) and named
/// with the master data at hand (line and stop names). Without master data ids and coordinates do.
public struct RequestViewBuilder {
    /// A pick-up this close to a stop is taken to be at that stop, when nothing says it was asked elsewhere.
    public static let sameStopMeters = 30.0
    /// The nearest stop is named as a landmark of a door up to this far away.
    public static let landmarkMeters = 800.0
    /// A position this close to a saved place is that place (the saved place may have been moved a little).
    static let samePlaceMeters = 5.0

    private(set) var entries: [JournalEntry]
    let stops: [Stop]
    let lineNames: [Int64: String]
    /// Saved places (name without `@` → `LAT,LON`), to tell a position as the place it is.
    let places: [(name: String, location: Coordinate)]
    /// When the bus that accepted a request is expected at its pick-up (`CitizenService.pickupEstimate`).
    let pickupEstimate: (CustomStop) -> PickupEstimate?

    public init(
        entries: [JournalEntry], data: MasterData?, places: [String: String],
        pickupEstimate: @escaping (CustomStop) -> PickupEstimate? = { _ in nil }
    ) {
        self.entries = entries
        self.pickupEstimate = pickupEstimate
        stops = data?.stops ?? []
        var names: [Int64: String] = [:]
        for line in data?.lines ?? [] { names[line.id] = TextSanitizer.clean(line.name) }
        lineNames = names
        self.places = places.sorted { $0.key < $1.key }.compactMap { name, text in
            (try? Coordinate(parsing: text)).map { (name, $0) }
        }
    }

    /// A request as the server has it, joined with its journal entry when this installation filed it.
    public func view(_ stop: CustomStop) -> RequestView {
        let entry = entries.first { $0.requestId == stop.id }
        var view = RequestView(
            standing: .stored(id: stop.id, state: RequestState(code: stop.status ?? 0)), lineId: stop.lineId,
            pickUpTime: stop.pickUpTime, place: .unknown, location: stop.location, persons: stop.numberOfPersons,
            help: stop.passenger.assistance.map(RequestView.HelpItem.init(code:)),
            name: TextSanitizer.clean(stop.passenger.name ?? ""),
            address: TextSanitizer.clean(stop.passenger.address ?? ""),
            acceptingBus: stop.acceptingBus)
        view.pickupEstimate = pickupEstimate(stop)
        if let entry {
            view.journalId = entry.id.uuidString
            view.filedForCaller = entry.batchKey != nil
            // What was asked, in words: shopping has no code on the server, and requests journalled
            // under the citizen app's old table would read wrong through the driver's.
            view.help = entry.intent.assistance.map(RequestView.HelpItem.need)
            view.name = entry.intent.name
            view.address = entry.intent.address
            view.returnOf = outwardId(of: entry)
        }
        view.place = place(
            stopName: entry?.intent.stopName, placeName: entry?.intent.placeName, at: stop.location,
            asked: entry?.intent.placeGiven != nil)
        return named(view)
    }

    /// A journal entry the server does not have yet (or whose state cannot be asked now: `standing`).
    /// One taken back before it was sent, or refused by the server, says so: "not sent yet" would
    /// promise it is still to come; one whose answer was lost may be on the server, unless
    /// `serverChecked` (the server's list, just read, does not hold it).
    public func view(unsent entry: JournalEntry, standing: RequestView.Standing = .unsent, serverChecked: Bool = false)
        -> RequestView
    {
        let standing: RequestView.Standing =
            entry.isWithdrawn
            ? .withdrawn
            : entry.wasRefused
                ? .refusedByServer : standing == .unsent && entry.mayBeStored && !serverChecked ? .answerLost : standing
        var view = view(intent: entry.intent, standing: standing)
        view.journalId = entry.id.uuidString
        view.filedForCaller = entry.batchKey != nil
        view.returnOf = outwardId(of: entry)
        return view
    }

    /// An intent as it will be sent: the read-back before a yes.
    public func view(intent: RequestIntent, standing: RequestView.Standing = .toBeSent) -> RequestView {
        let view = RequestView(
            standing: standing, lineId: intent.lineId, pickUpTime: intent.pickUpTime,
            place: place(
                stopName: intent.stopName, placeName: intent.placeName, at: intent.location,
                asked: intent.placeGiven != nil),
            location: intent.location, persons: intent.persons, help: intent.assistance.map(RequestView.HelpItem.need),
            name: intent.name, address: intent.address)
        return named(view)
    }

    /// A request kept as typed: the place and time as typed, the rest as far as known.
    public func view(typed: TypedRequest, refusal: RequestProblem? = nil) -> RequestView {
        var view = view(
            form: typed.form, pickUpTime: typed.pickUpTime,
            standing: typed.state == .waiting ? .waitingForServer : .refusedWhenChecked)
        view.journalId = typed.id.uuidString
        view.refusal = refusal
        return view
    }

    /// A request as typed (the server away and its data not saved): what a yes will keep and send.
    public func view(form: RequestForm, pickUpTime: Date?, standing: RequestView.Standing = .toBeSent)
        -> RequestView
    {
        var view = RequestView(
            standing: standing, lineId: form.line.flatMap { Int64($0.trimmingCharacters(in: .whitespaces)) },
            pickUpTime: pickUpTime, typedTime: form.time, place: Self.typedPlace(form),
            location: form.at.flatMap { try? Coordinate(parsing: $0) },
            persons: form.persons.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? 1,
            help: (form.help.flatMap { try? AssistanceNeed.parseList($0) } ?? []).map(RequestView.HelpItem.need),
            name: form.name ?? "", address: form.address ?? "")
        if let lineId = view.lineId { view.lineName = lineNames[lineId] }
        return view
    }

    /// The place of a request kept as typed, as typed: a stop by the words given, a saved place by its
    /// name, a position as numbers (the data to name a landmark are what the server was needed for).
    static func typedPlace(_ form: RequestForm) -> RequestPlace {
        let given = { (text: String?) in text?.trimmingCharacters(in: .whitespaces).nilIfEmpty }
        if let stop = given(form.stop) { return .stop(name: stop) }
        guard let at = given(form.at) else { return .unknown }
        if at.hasPrefix("@") { return .savedPlace(name: String(at.dropFirst()), nearStop: nil) }
        return (try? Coordinate(parsing: at)).map { .position($0, nearStop: nil) } ?? .unknown
    }

    /// A journal item this version cannot read: nothing of it is known but its journal id.
    public func view(unreadable item: UnreadableJournalItem) -> RequestView {
        RequestView(standing: .notReadable, place: .unknown, journalId: item.id)
    }

    /// How one sending ended, as a view: stored (as the server answered), else the journal's entry.
    public func view(_ result: SendResult) -> RequestView {
        switch result {
        case .stored(let entry, let stop, _, _):
            // The entry is the one just sent, whether or not this builder's entries hold it yet.
            return knowing(entry).view(stop)
        case .unsent(let entry, _), .rejected(let entry, _):
            return knowing(entry).view(unsent: entry)
        }
    }

    /// The same builder, knowing `entry` as it is now (a batch builds one builder for all its rows).
    func knowing(_ entry: JournalEntry) -> RequestViewBuilder {
        var builder = self
        builder.entries = [entry] + entries.filter { $0.id != entry.id }
        return builder
    }

    /// The place as given, each name one line (a server's line break would start a line of its own
    /// inside a sentence about the request): the journal's stop or saved place; when nothing says how
    /// it was asked (`asked` false: a request this installation did not journal), a saved place at that
    /// position, else a stop at it; else the position with its nearest stop as a landmark. Numbers typed
    /// at a stop's or a saved place's very position stay numbers: that is how they were given (a
    /// clerk's row for another person at the same door is not "@zuhause").
    func place(stopName: String?, placeName: String?, at location: Coordinate?, asked: Bool) -> RequestPlace {
        if let stopName { return .stop(name: TextSanitizer.clean(stopName)) }
        guard let location else { return .unknown }
        let nearest = nearestStop(to: location)
        let landmark = nearest.flatMap { $0.meters <= Self.landmarkMeters ? TextSanitizer.clean($0.stop.name) : nil }
        if let placeName { return .savedPlace(name: TextSanitizer.clean(placeName), nearStop: landmark) }
        if !asked,
            let saved = places.first(where: { Geodesy.distanceMeters($0.location, location) <= Self.samePlaceMeters })
        {
            return .savedPlace(name: saved.name, nearStop: landmark)
        }
        if !asked, let nearest, nearest.meters <= Self.sameStopMeters {
            return .stop(name: TextSanitizer.clean(nearest.stop.name))
        }
        return .position(location, nearStop: landmark)
    }

    private func nearestStop(to location: Coordinate) -> (stop: Stop, meters: Double)? {
        stops.compactMap { stop in stop.location.map { (stop, Geodesy.distanceMeters(location, $0)) } }
            .min { $0.1 < $1.1 }
    }

    private func named(_ view: RequestView) -> RequestView {
        var named = view
        if let lineId = view.lineId { named.lineName = lineNames[lineId] }
        return named
    }

    /// The server id of the request this entry is the way back for.
    private func outwardId(of entry: JournalEntry) -> Int64? {
        guard let outward = entry.intent.outwardEntryId else { return nil }
        return entries.first { $0.id == outward }?.requestId
    }
}

extension String {
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
