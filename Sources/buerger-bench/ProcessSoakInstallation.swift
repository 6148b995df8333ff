import Foundation

/// One citizen's machine in the process soak: its own HOME and XDG config, state and cache folders,
/// empty until its first run. The environment is built from nothing, so no proxy setting or saved
/// server of the person running the bench can send a request anywhere but the local simulator.
struct ProcessSoakInstallation {
    let index: Int
    let folder: URL

    /// - Parameter name: its folder's name, `installation-NN` unless given (the sheets' are `sheet-NN`).
    init(index: Int, work: URL, name: String? = nil) {
        self.index = index
        folder = work.appendingPathComponent(name ?? String(format: "installation-%02d", index + 1))
    }

    var stateFolder: URL { folder.appendingPathComponent("state/buerger") }

    func environment(server: String) -> [String: String] {
        [
            "PATH": "/usr/bin:/bin",
            "HOME": folder.appendingPathComponent("home").path,
            "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
            "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
            "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
            "BUERGER_SERVER": server,
            "TZ": "Europe/Berlin",
            "LANG": "C.UTF-8",
            "NO_COLOR": "1",
        ]
    }

    /// Only HOME exists before the first run; the folders buerger makes itself are left to it.
    func create() throws {
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("home"),
            withIntermediateDirectories: true)
    }

    /// The id in the `device-id` file at the end, if there is one.
    func deviceIdFile() -> String? {
        guard let data = try? Data(contentsOf: stateFolder.appendingPathComponent("device-id")) else { return nil }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }

    /// The names of the journal's entries, with their state kind (`stored`, `unsent`, …), read as
    /// plain JSON: the soak checks the files the CLI wrote, not the library's reading of them. The
    /// snapshot's entries, then each line of `journal.changes` putting entries by id.
    func journalStates() -> [String: [String]] {
        guard let data = try? Data(contentsOf: stateFolder.appendingPathComponent("journal.json")),
            let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            var entries = document["entries"] as? [[String: Any]]
        else { return [:] }
        let changes = (try? Data(contentsOf: stateFolder.appendingPathComponent("journal.changes"))) ?? Data()
        for line in changes.split(separator: 0x0A) {
            guard let change = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any] else { continue }
            for put in change["put"] as? [[String: Any]] ?? [] {
                if let index = entries.firstIndex(where: { $0["id"] as? String == put["id"] as? String }) {
                    entries[index] = put
                } else {
                    entries.append(put)
                }
            }
        }
        var states: [String: [String]] = [:]
        for entry in entries {
            guard let intent = entry["intent"] as? [String: Any], let name = intent["name"] as? String else { continue }
            let kind = (entry["state"] as? [String: Any])?["kind"] as? String ?? "?"
            states[name, default: []].append(kind)
        }
        return states
    }
}
