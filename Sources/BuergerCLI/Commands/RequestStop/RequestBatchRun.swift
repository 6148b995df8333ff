import CitizenClient
import Foundation

/// `request-stop --from-file FILE|-`: one result per row, each naming the row and whom it is for
/// ("row 2 (Erna Schmidt): …"); a bad row never stops the others; a row already filed (same batch key
/// in the journal, pick-up not yet past) is reported as its request stands now, not sent again. Columns
/// the file has beyond buerger's are named once and ignored. Exit 0 only when every row succeeded,
/// else the most serious failure among the rows: 5, 4, 7, 3, 2, 1 in that order (server refusals and
/// trouble concern every row; a bad row concerns only itself).
struct RequestBatchRun {
    static let severity: [ExitStatus] = [.badServerAnswer, .unreachable, .gaveUp, .notFound, .usage, .failure]

    let access: RequestAccess
    /// Nil while the server is away and its data are not saved: each row is then kept as typed.
    let planner: RequestPlanner?
    /// `--replace`: earlier requests of changed rows are cancelled, not only said.
    let replacing: Bool
    let retryFor: Double

    func run(file: String) throws -> ExitStatus {
        let context = access.context
        let contents = try BatchFile.read(try read(file))
        let rows = contents.entries
        let shown = RowShape(
            wording: BatchFileWording(
                contents, language: context.language, now: context.now, timeZone: context.timeZone),
            names: Self.names(rows), warnings: Self.warnings(contents, context.language))
        if let note = contents.ignoredColumnsNote(in: context.language) { context.note(note) }
        let interrupt = context.world.catchInterrupts()
        defer { interrupt.release() }
        let sending = access.catching(interrupt)
        var warned = false
        // A server that stays away is said once per row, as `requests --resume` says it, not at every
        // try (new-user trial: one row's look-up failing filled the screen, 11 times in 90 s).
        var notes: (row: Int, notes: RepeatedFailureNotes)?
        let filed = try sending.requests.fileBatch(
            rows, file: file == "-" ? "-" : URL(fileURLWithPath: file).lastPathComponent, planner: planner,
            replacing: replacing, retryFor: retryFor,
            progress: { row, progress in
                if notes?.row != row {
                    notes = (row, RepeatedFailureNotes(language: context.language, retryFor: retryFor))
                }
                guard let line = notes?.notes.line(progress) else { return }
                // Under its label as the row's result is (new-user trial: it went back to the margin).
                let label = shown.label(row, name: nil, context.language)
                labelled(label, rowIndent(label, onErr: true), line, onErr: true).forEach(context.note)
            },
            each: { report in
                // Names and addresses over plain http: said once, before the first row that carries them.
                if !warned, let request = report.request,
                    let warning = PlainHTTPWarning.message(
                        server: sending.requests.api.server, name: request.name, address: request.address,
                        forCallers: true)
                {
                    context.note(warning.text(in: context.language))
                    warned = true
                }
                show(report, shown)
            })
        let kept = filed.reports.filter(\.interrupted).count
        let lost = filed.reports.filter { $0.interrupted && $0.request?.standing == .answerLost }.count
        if let signal = interrupt.received, kept > 0 || filed.notBegun > 0 {
            if filed.notBegun > 0 {
                // Rows not begun are not journalled: only the same file run again files them, and it
                // sends the kept ones too. So that is the one thing said: `requests --resume` alone would
                // send the kept ones and leave the callers of the rows not begun without a ride.
                context.note(access.words.stoppedBatch(kept: kept, notBegun: filed.notBegun, answerLost: lost))
            } else {
                context.note(access.keptAfterInterrupt(count: kept, answerLost: lost))
            }
            return signal.exitStatus
        }
        return filed.reports.map(\.exitStatus).reduce(ExitStatus.success, Self.worse)
    }

    /// What every row's result needs from the file: how to word its problems, whom each row is for,
    /// and the file's warnings (in every `--json` row, so a script reading any row sees them).
    private struct RowShape {
        let wording: BatchFileWording
        /// The name column of each row, by its number.
        let names: [Int: String]
        let warnings: JSONValue

        /// "row 2 (Erna Schmidt): ", or "row 2: " for a row without a name.
        func label(_ row: Int, name: String?, _ language: Language) -> String {
            guard let name = names[row] ?? name.flatMap({ $0.isEmpty ? nil : $0 }) else {
                return LocalizedText("row \(row): ", de: "Zeile \(row): ").text(in: language)
            }
            return LocalizedText("row \(row) (\(name)): ", de: "Zeile \(row) (\(name)): ").text(in: language)
        }
    }

    private func show(_ result: BatchRowReport, _ shown: RowShape) {
        let context = access.context
        let language = context.language
        let error = result.shownError
        let message = error.map { Self.message($0, shown.wording) }
        let suggestion = error.flatMap { Self.suggestion($0, shown.wording) }
        let alreadyFiled: Bool
        if case .alreadyFiled = result.outcome { alreadyFiled = true } else { alreadyFiled = false }
        let name = shown.names[result.row] ?? result.request.flatMap { $0.name.isEmpty ? nil : $0.name }
        switch context.terminal.mode {
        case .json:
            context.outputJSON(
                JSONValue.object([
                    ("row", .integer(Int64(result.row))), ("name", .optional(name)), ("ok", .bool(error == nil)),
                    ("alreadyFiled", .bool(alreadyFiled)),
                    ("request", result.request.map(access.output.json) ?? .null),
                    ("errorCode", error.map { JSONValue.string(ErrorCode.of($0)) } ?? .null),
                    ("error", message.map(JSONValue.string) ?? .null),
                    ("suggestion", suggestion.map(JSONValue.string) ?? .null),
                    ("warnings", shown.warnings),
                    ("superseded", .array(result.superseded.map { supersededJSON($0, shown.wording) })),
                ]))
        case .plain:
            context.output(
                PlainLine.make([
                    String(result.row), error == nil ? "ok" : "error", result.request?.id.map(String.init) ?? "",
                    result.request?.statusName ?? "", alreadyFiled ? "already-filed" : "", message ?? "",
                    error.map(ErrorCode.of) ?? "", name ?? "",
                ]))
            // One more line per earlier request, after its row's: a script reading rows by their first
            // field sees it belongs to the same row.
            for earlier in result.superseded {
                context.output(
                    PlainLine.make([
                        String(result.row), "superseded", earlier.request.id.map(String.init) ?? "",
                        earlier.request.statusName, earlier.outcomeCode,
                        earlier.failure.map { Self.message($0, shown.wording) } ?? "",
                        earlier.failure.map(ErrorCode.of) ?? "",
                    ]))
            }
        case .human, .accessible:
            let label = shown.label(result.row, name: name, language)
            let indent = rowIndent(label)
            if let message {
                // A row whose answer was lost may be filed: "not filed" before it would say it is not.
                let mayBeFiled = result.request?.standing == .answerLost
                let lead = mayBeFiled ? "" : LocalizedText("not filed: ", de: "nicht gestellt: ").text(in: language)
                labelled(label, indent, lead + message).forEach(context.output)
                // The next step under the row it belongs to, so the office knows what to fix in the file.
                if let suggestion { context.output(indent + suggestion) }
            } else if let request = result.request {
                // The request as every command tells it, for the caller it was filed for: the sentence,
                // and under it the line, persons and every help word. A row filed by an earlier run says
                // so, and where its request stands now (cancelled, declined, accepted by bus 2).
                var lines = access.output.human(request, forCaller: true)
                if alreadyFiled {
                    lines[0] =
                        LocalizedText("already filed earlier. ", de: "bereits früher gestellt. ").text(in: language)
                        + lines[0]
                }
                labelled(label, indent, lines[0]).forEach(context.output)
                lines.dropFirst().forEach { context.output(indent + $0) }
            }
            for earlier in result.superseded {
                humanLines(earlier, shown.wording).forEach { context.output(indent + $0) }
            }
        }
    }

    /// A row's first line beside its label. On a terminal too narrow for it, it goes on under itself,
    /// where the row's other lines stand, not under the label: "Zeile 2 (Erna Schmidt): …" reads as one
    /// block, and the next row's label stands out. `indent` is `rowIndent(label)`; where that is not
    /// the label's width, the label stands on its own line. `onErr`: a line for stderr, fitted wherever
    /// stderr is a terminal (with `--json` on stdout too).
    private func labelled(_ label: String, _ indent: String, _ text: String, onErr: Bool = false) -> [String] {
        let terminal = access.context.terminal
        guard fits(onErr: onErr) else { return [label + text] }
        let lines = TextWrapper.wrap(text, width: terminal.width - indent.count)
        guard indent.count == DisplayWidth.of(label) else {
            return [label.trimmingTrailingSpaces()] + lines.map { indent + $0 }
        }
        return [label + (lines.first ?? "")] + lines.dropFirst().map { indent + $0 }
    }

    /// Where a row's lines stand under its label: the label's width in spaces, or, where a long name
    /// would leave the text too little room, two columns in under a label on its own line, as
    /// `TextWrapper` does for a labelled value (new-user trial: "Linie: Linie 1 / Rodenbach – / …" in
    /// a strip 19 columns wide under "Zeile 2 (Hildegard Müller-Lüdenscheidt):").
    private func rowIndent(_ label: String, onErr: Bool = false) -> String {
        let width = DisplayWidth.of(label)
        let narrow = access.context.terminal.width - width < Self.narrowestRowText
        return String(repeating: " ", count: fits(onErr: onErr) && narrow ? 2 : width)
    }

    /// A row's sentence hung in fewer columns than this runs to eight or nine lines (new-user trial: a
    /// 25-column strip beside "Zeile 4 (Erika Schönfeld-Wagner):" at 60 columns).
    static let narrowestRowText = 32

    /// Lines for people on a terminal are fitted to its width; stderr wherever it is a terminal.
    private func fits(onErr: Bool) -> Bool {
        let terminal = access.context.terminal
        return onErr
            ? terminal.fitsErr && terminal.mode != .accessible : terminal.truncatesToWidth && terminal.mode == .human
    }

    /// An earlier request the row stands in for, as every command tells a request, under what became
    /// of it.
    private func humanLines(_ earlier: SupersededRequest, _ wording: BatchFileWording) -> [String] {
        let language = access.context.language
        let request = access.output.sentence(earlier.request, forCaller: true)
        switch earlier.outcome {
        case .stillOpen:
            return [
                LocalizedText(
                    "A request of an earlier run of this file, its row no longer in it, is still open:",
                    de:
                        "Eine Anfrage eines früheren Laufs dieser Datei, deren Zeile nicht mehr darin steht, besteht noch:"
                ).text(in: language), "  " + request,
                LocalizedText(
                    "To cancel it, run the same file again with --replace.",
                    de: "Zum Stornieren dieselbe Datei noch einmal mit --replace ausführen."
                ).text(in: language),
            ]
        case .cancelled:
            return [
                LocalizedText(
                    "Replaces the earlier request, now cancelled:", de: "Ersetzt die frühere Anfrage, jetzt storniert:"
                )
                .text(in: language), "  " + request,
            ]
        case .notSentYet:
            return [
                LocalizedText(
                    "A request of an earlier run of this file, its row no longer in it, is not sent yet:",
                    de:
                        "Eine Anfrage eines früheren Laufs dieser Datei, deren Zeile nicht mehr darin steht, ist noch nicht gesendet:"
                ).text(in: language), "  " + request,
                LocalizedText(
                    "To withdraw it, run the same file again with --replace.",
                    de: "Zum Zurückziehen dieselbe Datei noch einmal mit --replace ausführen."
                ).text(in: language),
            ]
        case .withdrawn:
            return [
                // The request's own sentence says it was withdrawn, never sent.
                LocalizedText("Replaces the earlier request:", de: "Ersetzt die frühere Anfrage:").text(in: language),
                "  " + request,
            ]
        case .notWithdrawn:
            let changed = LocalizedText(
                "A request of an earlier run of this file, its row no longer in it: ",
                de: "Eine Anfrage eines früheren Laufs dieser Datei, deren Zeile nicht mehr darin steht: ")
            let why: String = earlier.failure.map { Self.message($0, wording) } ?? ""
            let next: [String] = earlier.failure.flatMap { Self.suggestion($0, wording) }.map { [$0] } ?? []
            return [changed.text(in: language) + why + ":", "  " + request] + next
        case .notCancelled(let error):
            return [
                LocalizedText(
                    "The earlier request was not cancelled: ", de: "Die frühere Anfrage wurde nicht storniert: "
                )
                .text(in: language) + Self.message(error, wording), "  " + request,
            ]
        }
    }

    private func supersededJSON(_ earlier: SupersededRequest, _ wording: BatchFileWording) -> JSONValue {
        JSONValue.object([
            ("request", access.output.json(earlier.request)), ("outcome", .string(earlier.outcomeCode)),
            ("errorCode", earlier.failure.map { JSONValue.string(ErrorCode.of($0)) } ?? .null),
            ("error", earlier.failure.map { JSONValue.string(Self.message($0, wording)) } ?? .null),
        ])
    }

    /// The name column of each row that has one, by row number.
    private static func names(_ rows: [BatchFile.Entry]) -> [Int: String] {
        var names: [Int: String] = [:]
        for case .success(let row) in rows {
            if let name = row.form.name { names[row.number] = name }
        }
        return names
    }

    /// The file's warnings as `--json` rows carry them: `[{"code": "ignored-columns", "columns": […],
    /// "message": "…"}]`, `[]` when there are none.
    private static func warnings(_ contents: BatchFileContents, _ language: Language) -> JSONValue {
        guard let message = contents.ignoredColumnsNote(in: language) else { return .array([]) }
        return .array([
            .object([
                ("code", .string("ignored-columns")),
                ("columns", .array(contents.ignoredColumns.map(JSONValue.string))),
                ("message", .string(message)),
            ])
        ])
    }

    /// The file's bytes; `-` reads stdin to its end.
    /// The file's bytes, read no further than `BatchFile.maximumBytes` (a larger file is refused whole,
    /// before anything is read into memory or journalled).
    private func read(_ file: String) throws -> Data {
        let limit = BatchFile.maximumBytes
        if file == "-" {
            var lines: [String] = []
            var bytes = 0
            while let line = access.context.world.terminal.readLine() {
                bytes += line.utf8.count + 1
                guard bytes <= limit + 1 else { throw BatchFileProblem.tooLarge(limit: limit) }
                lines.append(line)
            }
            return Data(lines.joined(separator: "\n").utf8)
        }
        if let size = (try? FileManager.default.attributesOfItem(atPath: file))?[.size] as? NSNumber,
            size.intValue > limit
        {
            throw BatchFileProblem.tooLarge(limit: limit)
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw CommandFailure(
                .fileUnreadable,
                LocalizedText(
                    "Unable to read the file '\(file)'.",
                    de: "Die Datei '\(file)' ist nicht lesbar."),
                suggestion: LocalizedText(
                    "Check the path, or give '-' to read the rows from standard input.",
                    de: "Pfad prüfen, oder '-' angeben, um die Zeilen von der Standardeingabe zu lesen."),
                status: .usage)
        }
        return data
    }

    /// The row's problem in the file's terms (columns, not options; dates as the file writes them).
    private static func message(_ error: Error, _ file: BatchFileWording) -> String {
        let language = file.language
        switch error {
        case let problem as RequestProblem: return problem.message(in: file)
        case let problem as BatchRowProblem: return problem.reasonMessage(in: language)
        case let failure as UserFacingError: return failure.message(in: language)
        case let failure as CommandFailure: return failure.message.text(in: language)
        default: return String(describing: error)
        }
    }

    private static func suggestion(_ error: Error, _ file: BatchFileWording) -> String? {
        let language = file.language
        switch error {
        case let problem as RequestProblem: return problem.suggestion(in: file)
        case let problem as BatchRowProblem: return problem.suggestion(in: file)
        case let failure as UserFacingError: return failure.suggestion(in: language)
        case let failure as CommandFailure: return failure.suggestion?.text(in: language)
        default: return nil
        }
    }

    static func worse(_ left: ExitStatus, _ right: ExitStatus) -> ExitStatus {
        let rank = { (status: ExitStatus) in severity.firstIndex(of: status) ?? severity.count }
        if left == .success { return right }
        if right == .success { return left }
        return rank(left) <= rank(right) ? left : right
    }

    /// An earlier request `--replace` could not withdraw (`not-sent-yet`, exit 7): it may still be
    /// sent later, so the run does not end as if all were done.
    static func notWithdrawn(_ reason: SendFailureReason) -> CommandFailure {
        CommandFailure(
            .notSentYet,
            LocalizedText(
                "the earlier request, not sent yet, was not withdrawn: \(reason.message(in: .english))",
                de: "die frühere, noch nicht gesendete Anfrage wurde nicht zurückgezogen: "
                    + reason.message(in: .german)),
            suggestion: LocalizedText(
                "Run the same file again with --replace; nothing is filed twice.",
                de: "Dieselbe Datei noch einmal mit --replace ausführen; nichts wird doppelt gestellt."),
            status: .gaveUp)
    }

    /// The row's "not sent yet" where an attempt's answer was lost (`RequestView.Standing.answerLost`):
    /// "not filed" would have a clerk phone the caller or file the ride by hand (new-user trial).
    static let answerLost = CommandFailure(
        .answerLost,
        LocalizedText(
            "sent, but the server's answer was lost: it may have the request",
            de: "gesendet, aber die Antwort des Servers blieb aus: er hat die Anfrage vielleicht"),
        suggestion: LocalizedText(
            "'buerger requests' shows whether the server has it; the same file run again, or 'buerger requests --resume', files it only if not. Please do not file it by hand.",
            de:
                "'buerger requests' zeigt, ob der Server sie hat; dieselbe Datei noch einmal oder 'buerger requests --resume' stellt sie nur, wenn nicht. Bitte nicht von Hand stellen."
        ),
        status: .gaveUp)

    /// The row's "not sent yet" as the error a row reports (`not-sent-yet`, exit 7). The way on is said
    /// once, in the suggestion, and both ways are named: the same file run again sends it too, and is
    /// the way that also files rows an interrupted run did not begin.
    static let unsent = CommandFailure(
        .notSentYet,
        LocalizedText("not sent yet, saved", de: "noch nicht gesendet, gespeichert"),
        suggestion: LocalizedText(
            "Run 'buerger requests --resume', or the same file again, when the server answers again; nothing is filed twice.",
            de:
                "'buerger requests --resume' oder dieselbe Datei noch einmal ausführen, sobald der Server wieder antwortet; nichts wird doppelt gestellt."
        ),
        status: .gaveUp)
}
