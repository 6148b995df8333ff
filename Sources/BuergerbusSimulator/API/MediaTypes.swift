import Foundation

/// The content negotiation CXF does before calling a method: `@Consumes` and `@Produces` are
/// `application/json` everywhere (wire-contract §1.4).
enum MediaTypes {
    /// A POST body must be declared JSON; a missing Content-Type reads as octet-stream (415).
    static func acceptsBody(contentType: String?) -> Bool {
        guard let contentType else { return false }
        return isJSONCompatible(mediaRange(contentType))
    }

    /// A missing Accept means anything; otherwise one listed range must admit `application/json`.
    static func acceptsJSONResponse(accept: String?) -> Bool {
        guard let accept, !accept.trimmingCharacters(in: .whitespaces).isEmpty else { return true }
        return accept.split(separator: ",").contains { isJSONCompatible(mediaRange(String($0))) }
    }

    private static func mediaRange(_ field: String) -> String {
        let bare = field.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return bare.trimmingCharacters(in: .whitespaces).lowercased()
    }

    private static func isJSONCompatible(_ range: String) -> Bool {
        range == "application/json" || range == "application/*" || range == "*/*" || range == "*"
    }
}
