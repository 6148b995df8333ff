/// What went wrong in an exchange, as a value: carried by `TransportFailure`,
/// `ClientError.serverUnreachable` and `SendFailureReason`, kept in the journal by its case name and
/// values, and worded only by the CLI. Words that come from outside (curl's message, the system's
/// text, URLSession's description) stay as they were given: they are data, not the library's sentence.
public enum TransportProblem: Equatable, Sendable, Codable {
    /// Nobody listens at the address.
    case refused
    /// The name resolves to no address.
    case unknownHost
    /// This machine has no route to any network.
    case noNetwork
    /// The host does not answer on the network.
    case hostUnreachable
    /// The connection could not be made for another reason the system names by its `errno`.
    case system(code: Int32)
    /// The connection broke before a complete answer head arrived.
    case lost
    /// The peer answered with something that is not HTTP.
    case brokenHTTP
    /// URLSession got an answer that is not an HTTP response.
    case notHTTPResponse
    /// The body ended early: `remainingBytes` short of its Content-Length, or (nil) before the
    /// end a closing connection or a chunked body promised.
    case cutBody(remainingBytes: Int?)
    /// The body broke its own chunk framing.
    case brokenChunks
    /// The answer outgrew the caps every transport shares.
    case tooLarge
    /// No trusted connection came about; the TLS library's own words.
    case tls(String)
    /// libcurl could not be loaded for an https request; the loader's own words.
    case libcurlMissing(systemText: String)
    /// The socket transport was given an address it does not speak.
    case notHTTPAddress(String)
    /// Another libcurl failure: its code and its own message (empty when it gave none).
    case curl(code: Int32, text: String)
    /// Nothing is saved to answer from while the server is away.
    case nothingSaved
    /// Words from outside (a networking library's description) or an earlier buerger's journal:
    /// shown as they are.
    case text(String)
}
