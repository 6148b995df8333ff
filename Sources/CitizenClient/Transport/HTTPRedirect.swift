import Foundation

/// How every transport answers a redirect, decided once: refused, never followed. The Bürgerbus
/// server never redirects, so a redirect means the configured address is wrong (an old host, http
/// where https is meant); following it would send a POST somewhere the user never chose. libcurl and
/// the socket transport do not follow by themselves, and `URLSessionTransport` tells URLSession not to;
/// each then hands its final answer to `refusal`.
enum HTTPRedirect {
    /// The statuses that send the client elsewhere (304 "not modified" does not).
    static let statuses: Set<Int> = [301, 302, 303, 307, 308]

    /// The fault for an answer that redirects, nil for any other answer. A redirect without a
    /// `Location` leads nowhere and stays an answer, as any other status.
    static func refusal(of response: HTTPResponseData, to url: URL) -> ExchangeFault? {
        guard statuses.contains(response.status),
            let location = response.headers["location"]?.trimmingCharacters(in: .whitespaces), !location.isEmpty
        else { return nil }
        let absolute = URL(string: location, relativeTo: url)?.absoluteString ?? location
        return .redirected(status: response.status, location: absolute)
    }

    /// The answer itself, or the refusal as a `TransportFailure`.
    static func checked(_ response: HTTPResponseData, from url: URL) throws -> HTTPResponseData {
        if let refusal = refusal(of: response, to: url) { throw refusal.failure }
        return response
    }
}
