import Foundation

/// Turns a fault into what the connection layer sends.
enum FaultDelivery {
    /// `normal` produces the real answer; it is called at most once (and for drop-after-store, always,
    /// because the request must be stored before the answer is lost).
    static func respond(to fault: FaultKind, uuid: UUID, normal: () -> HTTPResponse) -> HTTPResponse {
        switch fault {
        case .refuse:
            // Nothing at all comes back, as from a server that is not there; the request is not handled.
            return HTTPResponse(status: 500, delivery: .dropConnection)
        case .reset:
            return HTTPResponse(status: 500, delivery: .resetConnection)
        case .delay(let seconds):
            var response = normal()
            response.delivery = .delayed(seconds)
            return response
        case .serverError:
            return WireResponse.technicalError(uuid: uuid)
        case .unavailable:
            return html(
                status: 503, title: "Application Error",
                text: "An error occurred in the application and your page could not be served.")
        case .html:
            return html(status: 200, title: "Anmeldung erforderlich", text: "Bitte melden Sie sich am WLAN an.")
        case .truncate:
            var response = normal()
            response.delivery = .truncated(bytes: response.body.count / 2)
            return response
        case .malformed:
            var response = normal()
            response.body = response.body.prefix(max(1, response.body.count / 2))
            if response.body.isEmpty || response.status == 204 { response.body = Data("{\"".utf8) }
            if response.status == 204 { response.status = 200 }
            if !response.headers.contains(where: { $0.name == "Content-Type" }) {
                response.headers.append(("Content-Type", "application/json"))
            }
            return response
        case .empty:
            var response = normal()
            response.body = Data()
            return response
        case .noContent:
            return WireResponse.noContent
        case .dropAfterStore:
            var response = normal()
            response.delivery = .dropConnection
            return response
        }
    }

    private static func html(status: Int, title: String, text: String) -> HTTPResponse {
        let page =
            "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>\(title)</title></head>"
            + "<body><h1>\(title)</h1><p>\(text)</p></body></html>"
        return HTTPResponse(
            status: status, headers: [("Content-Type", "text/html; charset=utf-8")], body: Data(page.utf8))
    }
}
