import CitizenClient
import Foundation

/// What the request commands share: the device id, the API, names for lines and stops, the output.
struct RequestAccess {
    let context: CommandContext
    let service: CitizenService

    init(_ context: CommandContext) throws {
        self.context = context
        service = try context.service()
    }

    var api: BuergerbusAPI { service.api }
    var identity: DeviceIdentity { DeviceIdentity(stateDirectory: context.paths.stateDirectory) }
    var words: RequestStrings { RequestWords.table(for: context.language) }

    var output: RequestOutput {
        RequestOutput(
            words: words, strings: context.strings, times: context.times, terminal: context.terminal,
            now: context.now)
    }

    var prompter: Prompter {
        Prompter(terminal: context.terminal, readLine: context.world.terminal.readLine, language: context.language)
    }

    /// The REQUEST argument: a request id as the server gives them.
    static func requestId(_ text: String) throws -> Int64 {
        guard let id = Int64(text.trimmingCharacters(in: .whitespaces)), id >= 0 else {
            throw UsageError(
                .invalidValue(
                    text, for: "<request>",
                    reason: LocalizedText(
                        "a request is named by its number, such as 10000003",
                        de: "eine Anfrage wird mit ihrer Nummer angegeben, etwa 10000003")))
        }
        return id
    }

    /// This device's request `id`. The server lets anyone read or cancel any request; asking with the
    /// device id is the only check that it is ours, so a foreign id is "not found" here.
    func ownRequest(_ id: Int64) throws -> CustomStop {
        guard let stop = try ownRequestIfAny(id) else { throw Self.notYours(id) }
        return stop
    }

    /// Request `id` read with the device id it was filed under: the journal's for a request this
    /// installation filed (an older version could file under several), else the saved one.
    /// Nil when the server has no such request of ours.
    func ownRequestIfAny(_ id: Int64) throws -> CustomStop? {
        let journalled = (try? journal.entries(server: api.server.description))?.first { $0.requestId == id }?.deviceId
        guard let deviceId = journalled ?? identity.existing(),
            let stop = try api.customStop(id: id, deviceId: deviceId),
            stop.deviceId == nil || stop.deviceId == deviceId
        else { return nil }
        return stop
    }

    /// Every device id this installation's requests on this server carry: the saved one first, then
    /// any other that journal entries were filed under, so none of them drops out of `requests`.
    func deviceIds(of entries: [JournalEntry]) -> [String] {
        var ids: [String] = identity.existing().map { [$0] } ?? []
        for entry in entries where !ids.contains(entry.deviceId) { ids.append(entry.deviceId) }
        return ids
    }

    static func notYours(_ id: Int64) -> CommandFailure {
        CommandFailure(
            LocalizedText(
                "Request \(id) is not one of your requests.",
                de: "Die Anfrage \(id) ist keine Ihrer Anfragen."),
            suggestion: LocalizedText(
                "Your requests: 'buerger requests'.",
                de: "Ihre Anfragen: 'buerger requests'."),
            status: .notFound)
    }

    /// Line and stop names for people; without them (no master data at hand) ids and coordinates do.
    func named(_ requests: [RequestSummary]) -> [RequestSummary] {
        guard context.terminal.mode == .human || context.terminal.mode == .json,
            let data = try? service.masterData([.stops, .lines]).data
        else { return requests }
        return requests.map { $0.named(using: data) }
    }

    /// Requests read from the server one by one (`status`, `cancel`), with what this installation's
    /// journal knows of them, as `requests` shows them (`RequestListing.linked`).
    func journaled(_ requests: [RequestSummary]) -> [RequestSummary] {
        guard let entries = try? journal.entries(server: api.server.description), !entries.isEmpty else {
            return requests
        }
        let listing = RequestListing(entries: entries, stored: [])
        return requests.map(listing.linked)
    }

    /// Prints one request in the run's mode; for a person the next step goes to stderr, unless the
    /// run ends with an error that says it (`withNextStep: false`).
    func show(_ request: RequestSummary, withNextStep: Bool = true) {
        switch context.terminal.mode {
        case .json: context.output(output.document(request).serialized())
        case .plain: context.output(output.plain(request))
        case .human:
            output.human(request).forEach(context.outputSentence)
            if withNextStep, let next = output.nextStep(request) { context.note(next) }
        }
    }
}
