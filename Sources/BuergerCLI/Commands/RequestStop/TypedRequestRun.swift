import CitizenClient
import Foundation

/// `request-stop` when the server is away and the stops, lines and times needed to check the request
/// are not saved: the request is kept as typed (`TypedRequest`) and tried like any unsent one; once the
/// server answers it is checked as it would have been when typed and sent exactly once.
struct TypedRequestRun {
    let command: RequestStopCommand
    let access: RequestAccess
    let options: RequestStopOptions

    func run() throws -> ExitStatus {
        let context = access.context
        let prompts = RequestFormPrompts(prompter: access.prompter, config: context.config, language: context.language)
        var form = prompts.complete(options.form)
        // What the config supplies now is what the person meant now, whenever it is checked.
        form.name = form.name ?? context.config.name ?? ""
        form.address = form.address ?? context.config.address ?? ""
        // What can be checked without the server's data is checked before anything is kept.
        if RequestFormPrompts.given(form.stop) != nil, RequestFormPrompts.given(form.at) != nil {
            throw RequestProblem.twoPlaces
        }
        guard RequestFormPrompts.given(form.stop) != nil || RequestFormPrompts.given(form.at) != nil else {
            throw RequestProblem.missingPlace
        }
        let pickUpTime = try RequestPlanner.pickUpTimeAlone(form.time, now: context.now, timeZone: context.timeZone)
        if let help = form.help { _ = try AssistanceNeed.parseList(help) }
        context.note(access.words.keptAsTyped)

        let interrupt = context.world.catchInterrupts()
        defer { interrupt.release() }
        let sender = try access.sender(journal: access.journal, interrupt: interrupt)
        let runClock = access.followClock()
        let filed = try sender.fileTyped(
            form, typedAt: context.now, pickUpTime: pickUpTime, retryFor: options.retryFor,
            check: { access.check($0, runNow: runClock()) }, progress: access.report)
        switch filed.outcome {
        case .checked(let plan, let outward, let wayBack):
            let data = try? access.service.masterData(RequestAccess.planningData).data
            return try command.present(
                FilingResult(result: outward, alreadyFiled: filed.alreadyFiled),
                wayBack: wayBack.map { FilingResult(result: $0, alreadyFiled: filed.alreadyFiled) },
                plan: plan, interrupt: interrupt, access: access, options: options, data: data,
                seatWarnings: nil)
        case .refused(_, let problem):
            // Told in the same words as a check at once, as a usage error (exit 2): what was typed is
            // wrong. The record stays, marked, so `requests` shows it until the person asks anew.
            throw CommandFailure(
                LocalizedText(problem.message(in: .english), de: problem.message(in: .german)),
                suggestion: problem.suggestion(in: .english).map {
                    LocalizedText($0, de: problem.suggestion(in: .german) ?? $0)
                },
                status: .usage)
        case .waiting(let typed, let reason):
            let summary = RequestSummary(typed: typed)
            if context.terminal.mode == .json {
                context.output(
                    JSONValue.object([
                        ("request", access.output.json(summary)), ("wayBack", .null),
                        ("alreadyFiled", .bool(filed.alreadyFiled)),
                    ]).serialized())
            }
            if let signal = interrupt.received, reason == .interrupted {
                context.note(access.keptAfterInterrupt())
                return signal.exitStatus
            }
            if context.terminal.mode != .json { access.show(summary, withNextStep: false) }
            if reason == .sendingElsewhere {
                throw CommandFailure(
                    LocalizedText(
                        "Not finished here: another buerger is checking this request right now.",
                        de: "Hier nicht abgeschlossen: ein anderes buerger prüft diese Anfrage gerade."),
                    suggestion: LocalizedText(
                        "'buerger requests' will show it.",
                        de: "'buerger requests' zeigt sie."),
                    status: .gaveUp)
            }
            throw CommandFailure(
                LocalizedText(
                    "Not sent yet: the server could not be reached in time.",
                    de: "Noch nicht gesendet: der Server war nicht rechtzeitig erreichbar."),
                suggestion: LocalizedText(
                    "It is kept as typed; 'buerger requests --resume' checks and sends it once the server answers.",
                    de:
                        "Sie ist gespeichert; 'buerger requests --resume' prüft und sendet sie, sobald der Server antwortet."
                ),
                status: .gaveUp)
        }
    }
}

extension RequestAccess {
    /// Why a request kept as typed failed its check, found again by checking it again (the journal
    /// keeps no sentence); nil when that cannot be done now.
    func refusalReason(_ typed: TypedRequest) -> String? {
        guard case .refused(let problem) = check(typed, runNow: followClock()()) else { return nil }
        return problem.message(in: context.language)
    }

    /// The master data a request is checked against.
    static let planningData: [MasterDataKind] = [.stops, .lines, .busses, .routes]

    /// Checks a request kept as typed against the server's data, as it would have been checked when it
    /// was typed (its "now" is `typedAt`); a pick-up that has passed meanwhile (`runNow`) is not sent.
    func check(_ typed: TypedRequest, runNow: Date) -> TypedRequestCheck {
        let data: MasterData
        do {
            data = try service.masterData(Self.planningData).data
        } catch let error as ClientError {
            return .serverAway(SendFailureReason(error))
        } catch {
            return .serverAway(.unreadableAnswer(.text(String(describing: error))))
        }
        let planner = RequestPlanner(
            data: data, now: typed.typedAt, timeZone: context.timeZone,
            stopResolver: StopResolver(aliases: context.config.aliases ?? [:], places: context.config.places ?? [:]))
        do {
            let plan = try planner.plan(typed.form)
            guard plan.outward.pickUpTime > runNow else {
                return .refused(.timeInPast(typed: typed.form.time ?? "", tomorrow: nil))
            }
            return .planned(plan)
        } catch {
            return .refused(error)
        }
    }
}
