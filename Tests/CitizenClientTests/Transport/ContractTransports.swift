import Foundation

@testable import CitizenClient

/// Every transport that compiles on this platform, as the contract suite runs them: on Linux the
/// socket transport and libcurl, on Darwin URLSession. URLSession is not built on Linux even for
/// the tests: there it is FoundationNetworking's wrapper of the same libcurl, so it would test curl
/// a second time and not the URLSession that Darwin users get.
struct ContractTransport {
    let name: String
    let make: (TransportTimeouts) -> HTTPTransport
    /// The transport with `host` resolving to `addresses` (numeric, in this order); nil when the
    /// transport's name lookup cannot be steered from a test.
    let withAddresses: ((TransportTimeouts, _ host: String, _ port: UInt16, _ addresses: [String]) -> HTTPTransport)?
    /// The transport with a name lookup that takes `delay` seconds and then calls `finished`; nil when
    /// its lookup cannot be replaced (libcurl and URLSession resolve inside the library, bounded there
    /// by the connect timeout).
    let withSlowLookup:
        ((TransportTimeouts, _ delay: Double, _ finished: @escaping @Sendable () -> Void) -> HTTPTransport)?

    static var all: [ContractTransport] {
        var transports: [ContractTransport] = []
        #if canImport(Glibc)
            transports.append(
                ContractTransport(
                    name: "socket",
                    make: { SocketHTTPTransport(timeouts: $0) },
                    withAddresses: { timeouts, _, port, addresses in
                        SocketHTTPTransport(
                            timeouts: timeouts, monotonicNanoseconds: SocketDeadline.monotonicNanoseconds,
                            resolver: { _, _ in addresses.compactMap { ResolvedAddress(numeric: $0, port: port) } })
                    },
                    withSlowLookup: { timeouts, delay, finished in
                        SocketHTTPTransport(
                            timeouts: timeouts, monotonicNanoseconds: SocketDeadline.monotonicNanoseconds,
                            resolver: { host, port in
                                Thread.sleep(forTimeInterval: delay)
                                defer { finished() }
                                return ResolvedAddress(numeric: "127.0.0.1", port: port).map { [$0] }
                            })
                    }))
        #endif
        #if canImport(CCurl)
            transports.append(
                ContractTransport(
                    name: "curl",
                    make: { CurlTransport(timeouts: $0) },
                    withAddresses: { timeouts, host, port, addresses in
                        CurlTransport(
                            timeouts: timeouts,
                            resolveOverrides: ["\(host):\(port):" + addresses.joined(separator: ",")])
                    },
                    withSlowLookup: nil))
        #endif
        #if !os(Linux)
            transports.append(
                ContractTransport(
                    name: "urlsession", make: { URLSessionTransport(timeouts: $0) },
                    withAddresses: nil, withSlowLookup: nil))
        #endif
        return transports
    }
}

/// What a transport must make of one exchange: an answer, or a failure of a kind.
enum ContractOutcome: Equatable, CustomStringConvertible {
    case answer(status: Int, body: String, headers: [String: String])
    /// Compared exactly: the kind and its detail.
    case failure(TransportFailure)
    /// Compared by kind only: each library words the detail in its own way ("connection lost",
    /// "Recv failure: Connection reset by peer"); what callers decide on is the kind.
    case failureOfKind(String)

    /// What `send` did, in the form the expectation asks for (`headers` only those it names).
    static func observed(_ result: Result<HTTPResponseData, Error>, like expected: ContractOutcome) -> ContractOutcome {
        switch (result, expected) {
        case (.success(let response), .answer(_, _, let wanted)):
            let headers = Dictionary(uniqueKeysWithValues: wanted.keys.map { ($0, response.headers[$0] ?? absent) })
            return .answer(
                status: response.status, body: String(decoding: response.body, as: UTF8.self), headers: headers)
        case (.success(let response), _):
            return .answer(
                status: response.status, body: String(decoding: response.body.prefix(80), as: UTF8.self),
                headers: response.headers)
        case (.failure(let error as TransportFailure), .failureOfKind):
            return .failureOfKind(kind(of: error))
        case (.failure(let error as TransportFailure), _):
            return .failure(error)
        case (.failure(let error), _):
            return .failureOfKind("not a TransportFailure: \(error)")
        }
    }

    /// The value of a wanted header the answer does not have.
    static let absent = "(absent)"

    static func kind(of failure: TransportFailure) -> String {
        switch failure {
        case .cannotConnect: return "cannotConnect"
        case .connectionLost: return "connectionLost"
        case .incompleteAnswer: return "incompleteAnswer"
        case .timedOut: return "timedOut"
        case .redirected: return "redirected"
        case .other: return "other"
        }
    }

    var description: String {
        switch self {
        case .answer(let status, let body, let headers): return "answer \(status) \(body.debugDescription) \(headers)"
        case .failure(let failure): return "failure \(failure)"
        case .failureOfKind(let kind): return "failure of kind \(kind)"
        }
    }
}
