import Foundation

/// The soak's figures, one per line, in a fixed order for docs/requests.md and scripts.
struct RequestSoakReport {
    var settings: RequestSoakBenchmark.Settings
    var clients: [RequestSoakClient]
    var verification: RequestSoakVerification
    var wallSeconds: Double

    func print() {
        let sent = clients.flatMap(\.sent)
        var storedSeconds: [Double] = []
        var attempts: [Int] = []
        var adopted = 0
        var failures: [String: Int] = [:]
        for item in sent {
            switch item.outcome {
            case .stored(_, let wasAdopted, let count, let seconds):
                storedSeconds.append(seconds)
                attempts.append(count)
                if wasAdopted { adopted += 1 }
            case .unsent(let count):
                attempts.append(count)
            case .failed(let message):
                failures[message, default: 0] += 1
            }
        }
        let summary = LatencySummary(milliseconds: storedSeconds.map { $0 * 1000 })
        let meanStored = storedSeconds.isEmpty ? 0 : storedSeconds.reduce(0, +) / Double(storedSeconds.count)
        let meanAttempts = attempts.isEmpty ? 0 : Double(attempts.reduce(0, +)) / Double(attempts.count)
        let timeout = settings.timeouts.totalSeconds

        line("requests", "\(sent.count) from \(clients.count) clients (one device id and journal each)")
        line("fault mix", settings.faultSummary)
        if let spec = settings.faultSpec, !spec.isEmpty, spec != settings.faultSummary { line("", spec) }
        line("client timeout", "\(format(timeout, 1)) s; retry for \(Int(settings.retryFor)) s")
        line("stored", "\(storedSeconds.count)")
        line("adopted after unknown", "\(adopted) (found on the server after an attempt without answer)")
        line("attempts (POSTs)", "mean \(format(meanAttempts, 2)), max \(attempts.max() ?? 0)")
        line(
            "unsent at deadline",
            "\(verification.unsentAtDeadline)"
                + (verification.unsentButStored > 0 ? " (\(verification.unsentButStored) of them on the server)" : ""))
        line("failed", "\(failures.values.reduce(0, +))")
        line("lost", "\(verification.lost)   (goal 0)")
        line("duplicated", "\(verification.duplicated)   (goal 0)")
        if verification.wrongId > 0 { line("stored under another id", "\(verification.wrongId)") }
        if verification.strays > 0 { line("unmatched on server", "\(verification.strays)") }
        line(
            "time to stored (virtual)",
            "mean \(format(meanStored, 1)) s, p90 \(format(summary.percentile(0.9) / 1000, 1)) s"
                + " — waits of 5–10 s between attempts included, as a citizen would wait")
        line("wall time", "\(format(wallSeconds, 1)) s — the waits are taken on a virtual clock, not slept")
        var events: [String: Int] = [:]
        for client in clients {
            events.merge(client.progressCounts, uniquingKeysWith: +)
        }
        if !events.isEmpty {
            Swift.print("what the sender saw:")
            for (text, count) in events.sorted(by: { $0.value > $1.value }) {
                Swift.print("  \(String(count).leftPadded(to: 5))  \(text)")
            }
        }
        for (message, count) in failures.sorted(by: { $0.value > $1.value }) {
            printError("failed \(count)×: \(message)")
        }
        for failure in verification.readFailures {
            printError("could not read back: \(failure)")
        }
    }

    private func line(_ label: String, _ value: String) {
        Swift.print("\(label.padding(toLength: 26, withPad: " ", startingAt: 0)) \(value)")
    }

    private func format(_ value: Double, _ decimals: Int) -> String {
        String(format: "%.\(decimals)f", value)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
