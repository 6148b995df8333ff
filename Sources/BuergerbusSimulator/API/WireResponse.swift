import Foundation

/// The kinds of answer the original gives (wire-contract §3), as `HTTPResponse`s.
enum WireResponse {
    static func json(_ body: WireJSON, status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", "application/json")], body: Data(body.data))
    }

    /// `Response.status(200).build()` and friends: no body, no Content-Type.
    static func empty(status: Int) -> HTTPResponse {
        HTTPResponse(status: status)
    }

    /// A method returned null.
    static var noContent: HTTPResponse { empty(status: 204) }

    /// An exception escaped: the OASP catch-all with no details.
    static func technicalError(uuid: UUID) -> HTTPResponse {
        json(ErrorBody.json(message: ErrorBody.technicalErrorMessage, code: "TechnicalError", uuid: uuid), status: 500)
    }

    /// A `WebApplicationException`, or a status CXF reports itself.
    static func applicationError(
        status: Int, message: String? = nil, uuid: UUID,
        headers: [(name: String, value: String)] = []
    ) -> HTTPResponse {
        var response = json(
            ErrorBody.json(
                message: message ?? ErrorBody.defaultMessage(status: status),
                code: String(status), uuid: uuid), status: status)
        response.headers.append(contentsOf: headers)
        return response
    }
}
