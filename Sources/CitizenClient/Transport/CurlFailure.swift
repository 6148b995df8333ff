// swift-format-ignore-file: AlwaysUseLowerCamelCase
// The CURLE_ constants keep libcurl's own names, so scripts/check-curl-constants.sh can compare them.

/// What a libcurl result code says happened, named as an `ExchangeFault`; the fault's one table
/// (`ExchangeFault.failure`) makes the kind, as for every transport. The numbers are CURLcode values;
/// scripts/check-curl-constants.sh compares them with <curl/curl.h> where it is installed.
enum CurlFailure {
    /// `CCURL_LIBRARY_MISSING`: no libcurl could be loaded (the message is dlerror's).
    static let libraryMissing: Int32 = -1
    /// `CCURL_TOO_LARGE`: the answer outgrew the cap and the transfer was aborted.
    static let tooLarge: Int32 = -2

    static let CURLE_UNSUPPORTED_PROTOCOL: Int32 = 1
    static let CURLE_COULDNT_RESOLVE_PROXY: Int32 = 5
    static let CURLE_COULDNT_RESOLVE_HOST: Int32 = 6
    static let CURLE_COULDNT_CONNECT: Int32 = 7
    static let CURLE_WEIRD_SERVER_REPLY: Int32 = 8
    static let CURLE_PARTIAL_FILE: Int32 = 18
    static let CURLE_OPERATION_TIMEDOUT: Int32 = 28
    static let CURLE_GOT_NOTHING: Int32 = 52
    static let CURLE_SEND_ERROR: Int32 = 55
    static let CURLE_RECV_ERROR: Int32 = 56

    static let CURLE_SSL_CONNECT_ERROR: Int32 = 35
    /// PEER_FAILED_VERIFICATION before libcurl 7.62 (now 60); older libraries still send it.
    static let CURLE_OBSOLETE51: Int32 = 51
    static let CURLE_SSL_ENGINE_NOTFOUND: Int32 = 53
    static let CURLE_SSL_ENGINE_SETFAILED: Int32 = 54
    static let CURLE_SSL_CERTPROBLEM: Int32 = 58
    static let CURLE_SSL_CIPHER: Int32 = 59
    static let CURLE_PEER_FAILED_VERIFICATION: Int32 = 60
    static let CURLE_SSL_CACERT_BADFILE: Int32 = 77
    static let CURLE_SSL_SHUTDOWN_FAILED: Int32 = 80
    static let CURLE_SSL_ISSUER_ERROR: Int32 = 83
    static let CURLE_SSL_PINNEDPUBKEYNOTMATCH: Int32 = 90
    static let CURLE_SSL_INVALIDCERTSTATUS: Int32 = 91

    /// TLS and certificate codes: the server was reached, but no trusted connection came about.
    private static let tlsCodes: Set<Int32> = [
        CURLE_SSL_CONNECT_ERROR, CURLE_OBSOLETE51, CURLE_SSL_ENGINE_NOTFOUND, CURLE_SSL_ENGINE_SETFAILED,
        CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CACERT_BADFILE,
        CURLE_SSL_SHUTDOWN_FAILED, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH, CURLE_SSL_INVALIDCERTSTATUS,
    ]

    /// - Parameters:
    ///   - code: ccurl_perform's result (a CURLcode or one of the negative codes above), not 0.
    ///   - message: curl's error text, or dlerror's when the library is missing.
    static func fault(code: Int32, message: String, timeouts: TransportTimeouts) -> ExchangeFault {
        switch code {
        case libraryMissing: return .libcurlMissing(message)
        case tooLarge: return .tooLarge
        case CURLE_COULDNT_RESOLVE_PROXY, CURLE_COULDNT_RESOLVE_HOST: return .unknownHost
        case CURLE_COULDNT_CONNECT: return .refused
        // Connecting, the name lookup or the whole exchange.
        case CURLE_OPERATION_TIMEDOUT: return .timedOut(seconds: timeouts.totalSeconds)
        // Fewer bytes than Content-Length, or a chunked body cut short.
        case CURLE_PARTIAL_FILE: return .cutBody(.curl(code: code, text: message))
        case CURLE_WEIRD_SERVER_REPLY: return .notHTTP
        // An answer without an HTTP status line, which curl takes for HTTP/0.9 and refuses.
        case CURLE_UNSUPPORTED_PROTOCOL where message.contains("HTTP/0.9"): return .notHTTP
        case CURLE_GOT_NOTHING, CURLE_SEND_ERROR, CURLE_RECV_ERROR:
            return .lost(message.isEmpty ? nil : .curl(code: code, text: message))
        case _ where tlsCodes.contains(code): return .tls(message)
        default: return .other(.curl(code: code, text: message))
        }
    }
}
