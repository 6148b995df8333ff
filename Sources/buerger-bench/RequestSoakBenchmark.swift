import CitizenClient
import Foundation

/// `request-soak` (issue 4 §6): many clients send distinct custom-stop requests through the library's
/// exactly-once `RequestSender` while the simulator injects a mix of faults on POST /customStops;
/// afterwards every device's requests are read back and each intent counted: lost, duplicated, unsent.
/// Exit 1 only when a request was lost or duplicated (or the server could not be read back to tell);
/// slowness never fails it.
enum RequestSoakBenchmark {
    static let command = BenchmarkCommand(
        name: "request-soak",
        summary: "exactly-once custom-stop requests under a fault mix: lost, duplicated, time to stored",
        run: run)

    static let usage =
        "usage: buerger-bench request-soak --url REST_ROOT [--requests 1000] [--clients 16] "
        + "[--timeout-ms 1000] [--retry-for 300] [--faults SPEC|standard|keep]"

    struct Settings {
        var server: ServerAddress
        var requests: Int
        var clients: Int
        var timeouts: TransportTimeouts
        var retryFor: TimeInterval
        /// The SPEC posted to /sim/faults, or nil to keep what the simulator has.
        var faultSpec: String?
        var faultSummary: String
    }

    static func run(_ arguments: [String]) -> Int32 {
        let settings: Settings
        do {
            settings = try parse(arguments)
        } catch let error as BenchmarkUsageError {
            printError("buerger-bench request-soak: \(error.message)\n\(usage)")
            return 2
        } catch {
            printError("buerger-bench request-soak: \(error)")
            return 2
        }
        do {
            return try soak(settings)
        } catch let error as BenchmarkUsageError {
            printError("buerger-bench request-soak: \(error.message)")
            return 1
        } catch {
            printError("buerger-bench request-soak: \(error)")
            return 1
        }
    }

    private static func parse(_ arguments: [String]) throws -> Settings {
        let options = try BenchmarkOptions(
            arguments,
            allowed: [
                "url", "requests", "clients", "timeout-ms",
                "retry-for", "faults",
            ])
        let url = try options.string("url")
        let server: ServerAddress
        do {
            server = try ServerAddress(url)
        } catch {
            throw BenchmarkUsageError(message: "'--url' needs the server's REST root, not '\(url)'")
        }
        let timeout = Double(try options.positiveInteger("timeout-ms", default: 1000)) / 1000
        let faults = (try? options.string("faults")) ?? "standard"
        let standard = RequestSoakFaultMix.standard
        let spec: String? = faults == "standard" ? standard.spec : faults == "keep" ? nil : faults
        let summary = faults == "standard" ? standard.summary : faults == "keep" ? "as set on the simulator" : faults
        return Settings(
            server: server, requests: try options.positiveInteger("requests", default: 1000),
            clients: try options.positiveInteger("clients", default: 16),
            timeouts: TransportTimeouts(seconds: timeout),
            retryFor: TimeInterval(try options.positiveInteger("retry-for", default: 300)),
            faultSpec: spec, faultSummary: summary)
    }

    private static func soak(_ settings: Settings) throws -> Int32 {
        let plainAPI = BuergerbusAPI(
            server: settings.server,
            transport: SchemeRoutingTransport(
                timeouts: TransportTimeouts(seconds: 5), environment: ProcessInfo.processInfo.environment),
            userAgent: "buerger-bench request-soak")
        // Master data first, before any fault is set.
        let places = try RequestSoakPlaces.load(plainAPI)
        let work = FileManager.default.temporaryDirectory
            .appendingPathComponent("buerger-request-soak-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }

        let clients = try makeClients(settings, places: places, work: work)
        if let spec = settings.faultSpec { try SimulatorFaults.set(spec, server: settings.server) }

        let started = Date()
        let group = DispatchGroup()
        for client in clients {
            group.enter()
            let thread = Thread {
                client.run()
                group.leave()
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        group.wait()
        let wallSeconds = Date().timeIntervalSince(started)

        try SimulatorFaults.set("", server: settings.server)
        let verification = RequestSoakVerification.verify(clients, api: plainAPI)
        RequestSoakReport(
            settings: settings, clients: clients, verification: verification,
            wallSeconds: wallSeconds
        ).print()
        let bad = verification.lost > 0 || verification.duplicated > 0 || !verification.readFailures.isEmpty
        return bad ? 1 : 0
    }

    /// Request i goes to client i mod N. Within one client every intent shares the line, place, name and
    /// address and differs only in pick-up minute and persons: the closest intents a person could file.
    private static func makeClients(
        _ settings: Settings, places: [RequestSoakPlaces.Place],
        work: URL
    ) throws -> [RequestSoakClient] {
        let run = String(UUID().uuidString.prefix(8)).lowercased()
        // Tomorrow, on the minute: the server checks nothing about the time, the soak only needs it distinct.
        let base = (Date().timeIntervalSince1970 / 60).rounded(.down) * 60 + 86_400
        let clientCount = min(settings.clients, settings.requests)
        var clients: [RequestSoakClient] = []
        for index in 0..<clientCount {
            let place = places[index % places.count]
            let share = (settings.requests - index + clientCount - 1) / clientCount
            let number = String(format: "%02d", index + 1)
            let intents = (0..<share).map { slot -> RequestIntent in
                RequestIntent(
                    lineId: place.lineId, pickUpTime: Date(timeIntervalSince1970: base + Double(slot) * 60),
                    location: place.location, persons: 1 + slot % 3, name: "Soak Client \(number)",
                    address: "Testweg \(number)", assistance: slot % 4 == 0 ? [.luggage] : [],
                    stopId: place.stopId, stopName: place.stopName)
            }
            let directory = work.appendingPathComponent("client-\(number)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            clients.append(
                RequestSoakClient(
                    server: settings.server, deviceId: "soak-\(run)-\(number)",
                    intents: intents, stateDirectory: directory,
                    timeouts: settings.timeouts, retryFor: settings.retryFor))
        }
        return clients
    }
}

/// Stops with a position and a line, to ask for pick-ups at.
enum RequestSoakPlaces {
    struct Place {
        var stopId: Int64
        var stopName: String
        var location: Coordinate
        var lineId: Int64
    }

    static func load(_ api: BuergerbusAPI) throws -> [Place] {
        let lineIds = Set(try api.lines().list.items.map(\.id))
        let places = try api.stops().list.items.compactMap { stop -> Place? in
            guard let location = stop.location, let lineId = stop.lineIds.first(where: lineIds.contains) else {
                return nil
            }
            return Place(stopId: stop.id, stopName: stop.name, location: location, lineId: lineId)
        }
        guard !places.isEmpty else { throw BenchmarkUsageError(message: "the server has no stop with a line") }
        return places
    }
}
