import CitizenClient
import Foundation

/// Personal data over plain `http://` to another machine can be read on the way; say so before sending.
enum PlainHTTPWarning {
    static let localHosts: Set<String> = ["localhost", "127.0.0.1", "::1", "[::1]"]

    /// The warning for `server`, or nil when the data stays encrypted or on this machine, or there is none.
    /// `forCallers`: a batch, whose names and addresses are the callers' the office files for, not "yours".
    static func message(server: ServerAddress, name: String, address: String, forCallers: Bool = false)
        -> LocalizedText?
    {
        guard server.restRoot.scheme?.lowercased() == "http", !(name.isEmpty && address.isEmpty),
            let host = server.restRoot.host?.lowercased(), !localHosts.contains(host)
        else { return nil }
        if forCallers {
            return LocalizedText(
                "Warning: the names and addresses go to \(host) unencrypted (http://); others on the network could read them.",
                de:
                    "Achtung: Namen und Adressen gehen unverschlüsselt (http://) an \(host); andere im Netz könnten sie lesen."
            )
        }
        return LocalizedText(
            "Warning: your name and address go to \(host) unencrypted (http://); others on the network could read them.",
            de:
                "Achtung: Name und Adresse gehen unverschlüsselt (http://) an \(host); andere im Netz könnten sie lesen."
        )
    }
}
