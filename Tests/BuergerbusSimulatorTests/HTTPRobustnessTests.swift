import Foundation
import XCTest

@testable import BuergerbusSimulator

/// 10,000 requests mixing valid calls, malformed HTTP and faults; afterwards the server still answers
/// and holds no more threads or descriptors than before.
final class HTTPRobustnessTests: XCTestCase {
    private static let totalRequests = 10_000
    private static let workers = 4

    func testMixedLoadLeavesServerAnsweringWithoutThreadOrDescriptorGrowth() throws {
        let handler = RefusingEveryNthHandler(refuseEvery: 53)
        let limits = HTTPServerLimits(
            maxHeaderBytes: 2048, maxBodyBytes: 4096, idleTimeout: 2, headerTimeout: 2,
            bodyTimeout: 2)
        let server = HTTPServer(host: "127.0.0.1", port: 0, handler: handler, limits: limits)
        let before = ProcessResources.current()
        let port = try server.start()
        defer { server.stop() }

        let tally = LoadTally()
        let group = DispatchGroup()
        for worker in 0..<Self.workers {
            let thread = Thread {
                var load = MixedLoad(port: port, seed: UInt64(worker + 1), tally: tally)
                load.run(requests: Self.totalRequests / Self.workers)
                group.leave()
            }
            group.enter()
            thread.start()
        }
        group.wait()

        let outcome = tally.snapshot
        XCTAssertEqual(outcome.sent, Self.totalRequests)
        XCTAssertEqual(outcome.wrongAnswers, [], "answers that broke the protocol")
        XCTAssertGreaterThan(outcome.validAnswered, Self.totalRequests / 3)
        XCTAssertGreaterThan(outcome.rejectedAnswered, 0)
        XCTAssertGreaterThan(outcome.refused, 0)

        // Drained first: on a busy machine the load's last connections may still hold every slot, and
        // a health check then is turned away (closed without an answer, as the cap intends).
        XCTAssertTrue(waitUntil { server.openConnectionCount == 0 }, "connections still open after the load")
        // The count drops as a connection deregisters, a moment before its thread gives up its slot:
        // under a second load on the machine (a bench beside the suite) the first check was still
        // turned away. Answering within the wait is what is asked of the server.
        var answered: String?
        XCTAssertTrue(
            waitUntil {
                guard let health = try? RawTestConnection(port: port) else { return false }
                health.send("GET /echo HTTP/1.1\r\nConnection: close\r\n\r\n")
                answered = try? health.readResponse().bodyText
                return answered != nil
            }, "the server no longer answers after the load")
        XCTAssertEqual(answered, "GET /echo ")

        server.stop()
        var after = ProcessResources.current()
        // Connection threads unwind just after they deregister; give them a moment to be gone.
        _ = waitUntil(seconds: 10) {
            after = ProcessResources.current()
            return after.threads <= before.threads + 8
        }
        XCTAssertLessThanOrEqual(after.descriptors, before.descriptors + 2, "descriptors leaked: \(before) → \(after)")
        XCTAssertLessThanOrEqual(after.threads, before.threads + 8, "threads leaked: \(before) → \(after)")
    }
}

/// Refuses every n-th connection, so refusals are spread through the load deterministically.
private final class RefusingEveryNthHandler: HTTPHandler, @unchecked Sendable {
    private let scripted = ScriptedTestHandler()
    private let lock = NSLock()
    private let refuseEvery: Int
    private var connections = 0

    init(refuseEvery: Int) { self.refuseEvery = refuseEvery }

    func handle(_ request: HTTPRequest) -> HTTPResponse { scripted.handle(request) }

    func shouldRefuseConnection() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        connections += 1
        return connections % refuseEvery == 0
    }
}

struct ProcessResources: CustomStringConvertible {
    var descriptors: Int
    var threads: Int

    static func current() -> ProcessResources {
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? -1
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let threadsLine = status.split(separator: "\n").first { $0.hasPrefix("Threads:") }
        let threads = threadsLine.flatMap { Int($0.dropFirst("Threads:".count).trimmingCharacters(in: .whitespaces)) }
        return ProcessResources(descriptors: descriptors, threads: threads ?? -1)
    }

    var description: String { "\(descriptors) fds, \(threads) threads" }
}

final class LoadTally: @unchecked Sendable {
    struct Snapshot {
        var sent = 0
        var validAnswered = 0
        var rejectedAnswered = 0
        var faultsSeen = 0
        var refused = 0
        var wrongAnswers: [String] = []
    }

    private let lock = NSLock()
    private var state = Snapshot()

    func record(_ change: (inout Snapshot) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        change(&state)
    }

    var snapshot: Snapshot {
        lock.lock()
        defer { lock.unlock() }
        return state
    }
}

/// A small deterministic generator (SplitMix64) so a failing mix can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
