import Foundation

/// OASP's `RestServiceExceptionFacade` error JSON (wire-contract §3). Key order is HashMap order in the
/// original and may vary; we write message, code, uuid.
enum ErrorBody {
    static let technicalErrorMessage =
        "An unexpected error has occurred! We apologize any inconvenience. Please try again later."

    static func json(message: String, code: String, uuid: UUID) -> WireJSON {
        .object([
            WireMember("message", .string(message)),
            WireMember("code", .string(code)),
            WireMember("uuid", .string(uuid.uuidString.lowercased())),
        ])
    }

    /// The JAX-RS default message of a status CXF reports itself, e.g. `HTTP 404 Not Found`.
    static func defaultMessage(status: Int) -> String {
        let reasons = [
            400: "Bad Request", 404: "Not Found", 405: "Method Not Allowed",
            406: "Not Acceptable", 415: "Unsupported Media Type",
        ]
        return "HTTP \(status) " + (reasons[status] ?? "Error")
    }
}
