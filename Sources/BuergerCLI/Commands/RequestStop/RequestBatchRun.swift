import CitizenClient
import Foundation

/// `request-stop --from-file FILE|-`: one result per row; a bad row never stops the others; a row
/// already filed (same batch key in the journal, pick-up not yet past) is reported, not sent again. Exit 0 only when every
/// row succeeded, else the most serious failure among the rows: 5, 4, 7, 3, 2, 1 in that order
/// (server refusals and trouble concern every row; a bad row concerns only itself).
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
        let rows = try BatchFile.read(try read(file))
        let interrupt = context.world.catchInterrupts()
        defer { interrupt.release() }
        let sending = access.catching(interrupt)
        var warned = false
        let filed = try sending.requests.fileBatch(
            rows, planner: planner, replacing: replacing, retryFor: retryFor,
            progress: { row, progress in
                context.note(
                    Self.rowLabel(row, context.language)
                        + RequestProgressText.line(progress, language: context.language))
            },
            each: { report in
                // Names and addresses over plain http: said once, before the first row that carries them.
                if !warned, let request = report.request,
                    let warning = PlainHTTPWarning.message(
                        server: sending.requests.api.server, name: request.name, address: request.address)
                {
                    context.note(warning.text(in: context.language))
                    warned = true
                }
                show(report)
            })
        let kept = filed.reports.filter(\.interrupted).count
        if let signal = interrupt.received, kept > 0 || filed.notBegun > 0 {
            if kept > 0 { context.note(access.keptAfterInterrupt(count: kept)) }
            if filed.notBegun > 0 {
                // Rows not begun are not journalled: the same file run again files them, and only them.
                let rest = filed.notBegun
                context.note(
                    LocalizedText(
                        "Stopped: \(rest) more row(s) not filed. Run the same file again to file them; rows already filed are not filed twice.",
                        de:
                            "Abgebrochen: \(rest) weitere Zeile(n) nicht gestellt. Dieselbe Datei noch einmal ausführen; schon gestellte Zeilen werden nicht doppelt gestellt."
                    )
                    .text(in: context.language))
            }
            return signal.exitStatus
        }
        return filed.reports.map(\.exitStatus).reduce(ExitStatus.success, Self.worse)
    }

    private func show(_ result: BatchRowReport) {
        let context = access.context
        let language = context.language
        let error = result.shownError
        let message = error.map { Self.message($0, language) }
        let suggestion = error.flatMap { Self.suggestion($0, language) }
        let alreadyFiled: Bool
        if case .alreadyFiled = result.outcome { alreadyFiled = true } else { alreadyFiled = false }
        switch context.terminal.mode {
        case .json:
            context.outputJSON(
                JSONValue.object([
                    ("row", .integer(Int64(result.row))), ("ok", .bool(error == nil)),
                    ("alreadyFiled", .bool(alreadyFiled)),
                    ("request", result.request.map(access.output.json) ?? .null),
                    ("errorCode", error.map { JSONValue.string(ErrorCode.of($0)) } ?? .null),
                    ("error", message.map(JSONValue.string) ?? .null),
                    ("suggestion", suggestion.map(JSONValue.string) ?? .null),
                    ("superseded", .array(result.superseded.map(supersededJSON))),
                ]))
        case .plain:
            context.output(
                PlainLine.make([
                    String(result.row), error == nil ? "ok" : "error", result.request?.id.map(String.init) ?? "",
                    result.request?.statusName ?? "", alreadyFiled ? "already-filed" : "", message ?? "",
                    error.map(ErrorCode.of) ?? "",
                ]))
            // One more line per earlier request, after its row's: a script reading rows by their first
            // field sees it belongs to the same row.
            for earlier in result.superseded {
                context.output(
                    PlainLine.make([
                        String(result.row), "superseded", earlier.request.id.map(String.init) ?? "",
                        earlier.request.statusName ?? "", earlier.outcomeCode,
                        earlier.failure.map { Self.message($0, language) } ?? "",
                        earlier.failure.map(ErrorCode.of) ?? "",
                    ]))
            }
        case .human, .accessible:
            let label = Self.rowLabel(result.row, language)
            if let message {
                context.output(
                    label + LocalizedText("not filed: ", de: "nicht gestellt: ").text(in: language) + message)
                // The next step under the row it belongs to, so the office knows what to fix in the file.
                if let suggestion { context.output(String(repeating: " ", count: label.count) + suggestion) }
            } else if alreadyFiled, let id = result.request?.id {
                context.output(
                    label
                        + LocalizedText("already filed as \(id)", de: "bereits gestellt als \(id)")
                        .text(in: language))
            } else if let request = result.request {
                // The request as every command tells it: the sentence, and under it whom, the line,
                // persons and every help word, so the office sees what was filed for whom.
                let lines = access.output.human(request)
                context.output(label + (lines.first ?? ""))
                lines.dropFirst().forEach { context.output(String(repeating: " ", count: label.count) + $0) }
            }
            let indent = String(repeating: " ", count: label.count)
            for earlier in result.superseded { humanLines(earlier).forEach { context.output(indent + $0) } }
        }
    }

    /// An earlier request the row stands in for, as every command tells a request, under what became
    /// of it.
    private func humanLines(_ earlier: SupersededRequest) -> [String] {
        let language = access.context.language
        let request = access.output.sentence(earlier.request)
        switch earlier.outcome {
        case .stillOpen:
            return [
                LocalizedText(
                    "Changed since an earlier run; the earlier request is still open:",
                    de: "Seit einem früheren Lauf geändert; die frühere Anfrage besteht noch:"
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
                    "Changed since an earlier run; the earlier request is not sent yet:",
                    de: "Seit einem früheren Lauf geändert; die frühere Anfrage ist noch nicht gesendet:"
                ).text(in: language), "  " + request,
                LocalizedText(
                    "To withdraw it, run the same file again with --replace.",
                    de: "Zum Zurückziehen dieselbe Datei noch einmal mit --replace ausführen."
                ).text(in: language),
            ]
        case .withdrawn:
            return [
                LocalizedText(
                    "Replaces the earlier request, never sent and now withdrawn:",
                    de: "Ersetzt die frühere Anfrage, nie gesendet und jetzt zurückgezogen:"
                ).text(in: language), "  " + request,
            ]
        case .notWithdrawn:
            let failure = earlier.failure
            return [
                LocalizedText("Changed since an earlier run; ", de: "Seit einem früheren Lauf geändert; ").text(
                    in: language) + (failure.map { Self.message($0, language) } ?? "") + ":",
                "  " + request,
            ] + (failure.flatMap { Self.suggestion($0, language) }.map { [$0] } ?? [])
        case .notCancelled(let error):
            return [
                LocalizedText(
                    "The earlier request was not cancelled: ", de: "Die frühere Anfrage wurde nicht storniert: "
                )
                .text(in: language) + Self.message(error, language), "  " + request,
            ]
        }
    }

    private func supersededJSON(_ earlier: SupersededRequest) -> JSONValue {
        let language = access.context.language
        return JSONValue.object([
            ("request", access.output.json(earlier.request)), ("outcome", .string(earlier.outcomeCode)),
            ("errorCode", earlier.failure.map { JSONValue.string(ErrorCode.of($0)) } ?? .null),
            ("error", earlier.failure.map { JSONValue.string(Self.message($0, language)) } ?? .null),
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

    private static func message(_ error: Error, _ language: Language) -> String {
        switch error {
        case let problem as BatchRowProblem: return problem.reasonMessage(in: language)
        case let failure as UserFacingError: return failure.message(in: language)
        case let failure as CommandFailure: return failure.message.text(in: language)
        default: return String(describing: error)
        }
    }

    private static func suggestion(_ error: Error, _ language: Language) -> String? {
        switch error {
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

    private static func rowLabel(_ row: Int, _ language: Language) -> String {
        LocalizedText("row \(row): ", de: "Zeile \(row): ").text(in: language)
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

    /// The row's "not sent yet" as the error a row reports (`not-sent-yet`, exit 7).
    static let unsent = CommandFailure(
        .notSentYet,
        LocalizedText(
            "not sent yet, saved for 'buerger requests --resume'",
            de: "noch nicht gesendet, gespeichert für 'buerger requests --resume'"),
        suggestion: LocalizedText(
            "Run 'buerger requests --resume' when the server answers again; nothing is filed twice.",
            de:
                "'buerger requests --resume' aufrufen, sobald der Server wieder antwortet; nichts wird doppelt gestellt."
        ),
        status: .gaveUp)
}
