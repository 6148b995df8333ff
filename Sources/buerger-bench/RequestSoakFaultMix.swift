import Foundation

/// The fault mix of the request soak: six kinds on `path=/customStops`, 5 % of requests each,
/// 30 % in all. The simulator tries `rate=` rules in order and each rolls its own dice, so plain
/// rates would not add up (six times 5 % gives 26.5 %); each later rule gets the rate that makes its
/// share 5 % of all requests: p / (1 − the shares before it).
struct RequestSoakFaultMix {
    struct Share {
        var kind: String
        var fraction: Double
    }

    /// The delay is longer than the client's 1 s timeout, so the request is stored but the answer
    /// comes too late: the outcome is unknown to the client.
    static let standard = RequestSoakFaultMix(shares: [
        Share(kind: "refuse", fraction: 0.05),
        Share(kind: "reset", fraction: 0.05),
        Share(kind: "503", fraction: 0.05),
        Share(kind: "204", fraction: 0.05),
        Share(kind: "drop-after-store", fraction: 0.05),
        Share(kind: "delay=1.5s", fraction: 0.05),
    ])

    var shares: [Share]

    var total: Double { shares.reduce(0) { $0 + $1.fraction } }

    /// The SPEC for `/sim/faults`, with the conditional rates described above.
    var spec: String {
        var before = 0.0
        return shares.map { share in
            let rate = before < 1 ? min(1, share.fraction / (1 - before)) : 1
            before += share.fraction
            return "\(share.kind):rate=\(String(format: "%.5f", rate)):path=/customStops"
        }.joined(separator: ",")
    }

    /// "refuse 5 %, reset 5 %, …" for the report.
    var summary: String {
        shares.map { "\($0.kind) \(percent($0.fraction))" }.joined(separator: ", ")
            + " = \(percent(total)) of the requests on /customStops (POSTs and look-ups)"
    }

    private func percent(_ fraction: Double) -> String {
        String(format: "%.0f %%", fraction * 100)
    }
}
