import Foundation

@testable import CitizenClient

/// Builds a `CitizenService` over an in-memory transport, a temporary cache and a manual clock.
struct ServiceFactory {
    var server = "http://bus.example/services/rest"
    var cacheHome: URL?
    var clock = ManualClock(Date(timeIntervalSince1970: 1_795_000_000))
    var timeZone = TimeZone(identifier: "Europe/Berlin") ?? .current
    var aliases: [String: String] = [:]

    func make(
        _ transport: HTTPTransport, mode: CacheMode = .normal, freshness: Double = 60,
        pretendNow: Date? = nil, events: @escaping (ClientEvent) -> Void = { _ in }
    ) throws -> CitizenService {
        let settings = CitizenService.Settings(
            server: try ServerAddress(server), cacheHome: cacheHome, mode: mode,
            freshnessSeconds: freshness, timeZone: timeZone, aliases: aliases)
        let clock = self.clock
        return CitizenService(
            settings: settings, transport: transport, clock: { clock.now },
            pretendNow: pretendNow, events: events)
    }
}
