import CitizenClient
import Foundation

extension CommandContext {
    /// The server address in use: `--server`, `BUERGER_SERVER`, the saved `server`, or the default.
    func serverAddress() throws -> ServerAddress {
        try ServerAddress.resolve(option: globals.server, environment: world.variables, configured: config.server)
    }

    /// The client library, wired to this run: its transport (retry once, `-v` traces), cache mode, clock,
    /// zone and aliases. Library events go to stderr; `-v`-only ones only with `-v`, none with `-q`;
    /// a cache warning once per run, with its next step indented below it.
    /// - Parameters:
    ///   - pretendNow: the time the service works at (default: this run's `--now`).
    ///   - intercept: sees every event first; returning true keeps it off stderr (the watch reports
    ///     an unreachable server once itself instead of at every poll).
    ///   - deadlineSeconds: one deadline, from now, for everything the service asks the server
    ///     (`--timeout` of the reading commands); nil: only each exchange's own limit.
    func service(
        pretendNow: Date? = nil, deadlineSeconds: Double? = nil,
        intercept: @escaping (ClientEvent) -> Bool = { _ in false }
    ) throws -> CitizenService {
        let terminal = terminal
        let language = language
        let timeZone = timeZone
        // A board's position requests run side by side: one line at a time on stderr.
        let traceLock = NSLock()
        let revealsPersonalData = globals.verbosity >= 2
        let trace: (ExchangeTrace) -> Void = { trace in
            guard terminal.verbose else { return }
            traceLock.lock()
            defer { traceLock.unlock() }
            terminal.err.write(TextSanitizer.clean(trace.line(in: language)) + "\n")
            if let body = trace.bodyText(revealingPersonalData: revealsPersonalData) {
                terminal.err.write("  " + TextSanitizer.clean(body) + "\n")
            }
        }
        let base = world.makeTransport(TransportTimeouts(seconds: config.timeoutSeconds ?? 5))
        let traced = TracingTransport(base: base, sink: trace)
        let transport = RetryingTransport(
            base: deadlineSeconds.map { DeadlineTransport(base: traced, seconds: $0) } ?? traced, sleep: world.sleep)
        let mode: CacheMode = globals.offline ? .offline : (globals.refresh ? .refresh : .normal)
        let settings = CitizenService.Settings(
            server: try serverAddress(), cacheHome: paths.cacheDirectory, mode: mode,
            freshnessSeconds: config.freshnessSeconds ?? 60, timeZone: timeZone, aliases: config.aliases ?? [:],
            places: config.places ?? [:])
        // In accessible mode the notes that have a spoken form (offline since …) are said as sentences.
        let spoken = AccessibleNotes.intercept(self)
        // The saved data carry the wall clock's time (not --now), so "today" is the wall clock's too.
        let clock = world.clock
        let once = notesSaidOnce
        let savedData = savedData
        return CitizenService(
            settings: settings, transport: transport, clock: world.clock,
            pretendNow: pretendNow ?? now,
            events: { event in
                if case .offline(let dataFrom, _) = event { savedData.note(dataFrom) }
                guard !intercept(event), !spoken(event), !terminal.quiet, terminal.verbose || !event.isVerbose else {
                    return
                }
                let message = TextSanitizer.clean(event.message(in: language, timeZone: timeZone, now: clock()))
                if case .cacheWarning = event, !once.isFirst(message) { return }
                terminal.err.write(message + "\n")
                if let next = event.suggestion(in: language) {
                    terminal.err.write("  " + TextSanitizer.clean(next) + "\n")
                }
            })
    }
}
