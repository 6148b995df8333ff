import CitizenClient

/// The next step for each `ClientError`: every failure says what to do about it (issue 6 §2), with
/// the command to run, the option to add or the file to look at, in words an older citizen follows.
extension ClientError {
    public func suggestion(in language: Language) -> String? {
        switch self {
        case .invalidServerURL:
            return LocalizedText(
                "Example: --server http://localhost:8080/services/rest",
                de: "Beispiel: --server http://localhost:8080/services/rest"
            ).text(in: language)
        case .invalidCoordinate:
            return LocalizedText(
                "Write the latitude, a comma and the longitude, with a point in each number; "
                    + "the latitude lies between -90 and 90, the longitude between -180 and 180.",
                de: "Schreiben Sie die Breite, ein Komma und die Länge, mit einem Punkt in jeder Zahl; "
                    + "die Breite liegt zwischen -90 und 90, die Länge zwischen -180 und 180."
            ).text(in: language)
        case .unknownAlias:
            return LocalizedText(
                "Save one with 'buerger config alias NAME STOP'.",
                de: "Speichern Sie eine mit 'buerger config alias NAME HALTESTELLE'."
            ).text(in: language)
        case .configUnreadable:
            // `buerger config` runs even with a broken file, and `config init` writes a fresh one.
            return LocalizedText(
                "Check that you may read the file and that it holds valid JSON (a text editor can mend it), "
                    + "or rename it (add .old to its name) and set up again with 'buerger config init'.",
                de:
                    "Prüfen Sie, ob Sie die Datei lesen dürfen und ob sie gültiges JSON enthält (ein Texteditor kann sie "
                    + "korrigieren), oder benennen Sie sie um (.old anhängen) und richten Sie neu ein mit 'buerger config init'."
            ).text(in: language)
        case .fileNotWritable:
            return LocalizedText(
                "Check that its folder exists, belongs to you and the disk has room; "
                    + "'buerger config path' shows where buerger keeps its files.",
                de: "Prüfen Sie, ob der Ordner existiert, Ihnen gehört und die Festplatte Platz hat; "
                    + "'buerger config path' zeigt, wo buerger seine Dateien ablegt."
            ).text(in: language)
        case .stopNotFound:
            return LocalizedText(
                "List all stops with 'buerger stops'.",
                de: "Alle Haltestellen zeigt 'buerger stops'."
            ).text(in: language)
        case .ambiguousStop:
            return LocalizedText(
                "Give the stop id or more of the name.",
                de: "Geben Sie die Nummer der Haltestelle oder mehr vom Namen an."
            ).text(in: language)
        case .busNotFound, .lineNotFound:
            return LocalizedText(
                "List lines and buses with 'buerger lines'.",
                de: "Linien und Busse zeigt 'buerger lines'."
            ).text(in: language)
        // Whatever fails at the built-in address (nothing there, or something that does not answer, as
        // another program on port 8080 may): the first run's two ways forward.
        case .serverUnreachable(let server, _) where server == ServerAddress.defaultURL,
            .timedOut(let server, _) where server == ServerAddress.defaultURL,
            .noCachedData(let server, false) where server == ServerAddress.defaultURL:
            return Self.firstRunSuggestion(in: language)
        case .serverUnreachable, .timedOut, .noCachedData(_, false):
            return LocalizedText(
                "Check the network connection and the server address (--server, BUERGER_SERVER or 'buerger config').",
                de:
                    "Prüfen Sie die Netzwerkverbindung und die Serveradresse (--server, BUERGER_SERVER oder 'buerger config')."
            ).text(in: language)
        case .noCachedData(_, true):
            return LocalizedText(
                "Run once without --offline while the server is reachable.",
                de: "Einmal ohne --offline aufrufen, solange der Server erreichbar ist."
            ).text(in: language)
        case .serverError(let status, _, _) where status >= 500:
            return LocalizedText(
                "The server has a problem; try again later.",
                de: "Der Server hat ein Problem; bitte später erneut versuchen."
            ).text(in: language)
        case .serverError(404, _, _):
            // buerger sends only known paths and numbers, and the original answers 404 to nothing else:
            // the address leads somewhere that is not the Bürgerbus service.
            return LocalizedText(
                "Check the server address with 'buerger config': it must end in /services/rest. "
                    + "If it does, tell the Bürgerbus office.",
                de: "Prüfen Sie die Serveradresse mit 'buerger config': sie muss auf /services/rest enden. "
                    + "Wenn sie stimmt, wenden Sie sich an das Bürgerbus-Büro."
            ).text(in: language)
        case .serverMoved:
            return LocalizedText(
                "The server address has moved: check it with 'buerger config', and ask the Bürgerbus office for the new one.",
                de: "Die Serveradresse hat sich geändert: prüfen Sie sie mit 'buerger config' und fragen Sie das "
                    + "Bürgerbus-Büro nach der neuen."
            ).text(in: language)
        case .serverError:
            return LocalizedText(
                "Check the server address with 'buerger config'; if it is right, "
                    + "tell the Bürgerbus office what you typed and this message.",
                de: "Prüfen Sie die Serveradresse mit 'buerger config'; wenn sie stimmt, "
                    + "nennen Sie dem Bürgerbus-Büro Ihre Eingabe und diese Meldung."
            ).text(in: language)
        case .badResponse:
            return LocalizedText(
                "Check that the server address points at a Bürgerbus server (…/services/rest).",
                de: "Prüfen Sie, ob die Serveradresse auf einen Bürgerbus-Server zeigt (…/services/rest)."
            ).text(in: language)
        }
    }

    /// Nobody answers at the built-in address: most likely a first run with no server chosen yet,
    /// so say both ways forward, choosing a server or starting the local simulator.
    private static func firstRunSuggestion(in language: Language) -> String {
        LocalizedText(
            "No server was chosen, so buerger tried the default address. Choose yours with --server URL, "
                + "BUERGER_SERVER=URL or 'buerger config set server URL' (or 'buerger config init'), "
                + "or start a local test server with 'buerger-sim --port 8080'.",
            de: "Es wurde kein Server gewählt, daher wurde die Standardadresse versucht. Wählen Sie Ihren Server mit "
                + "--server URL, BUERGER_SERVER=URL oder 'buerger config set server URL' (oder 'buerger config init'), "
                + "oder starten Sie einen lokalen Testserver mit 'buerger-sim --port 8080'."
        ).text(in: language)
    }
}
