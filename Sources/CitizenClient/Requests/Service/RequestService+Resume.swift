import Foundation

extension RequestService {
    /// Sends every request of this server that is not on it yet, within one `retryFor`: those kept as
    /// typed first (checked, then sent), then unsent journal entries, oldest first, each looked up
    /// before it is sent again. A refused one is reported and the others go on; only journal failures throw.
    public func resume(retryFor: TimeInterval = Self.defaultRetryFor, progress: (SendProgress) -> Void) throws
        -> ResumeReport
    {
        let sender = try sender()
        let startedAt = run.clock()
        let runClock = runClock()
        let typedOutcomes = try sender.resumeTyped(
            retryFor: retryFor, check: { check($0, runNow: runClock()) }, progress: { _, step in progress(step) })
        var items: [ResumeReport.Item] = []
        var results: [SendResult] = []
        let typedViews = viewBuilder()
        for outcome in typedOutcomes {
            switch outcome {
            case .checked(_, let outward, let wayBack):
                results += [outward] + (wayBack.map { [$0] } ?? [])
            case .refused(let typed, let problem):
                items.append(.refused(typedViews.view(typed: typed, refusal: problem), problem))
            case .waiting(let typed, let reason):
                let view = typedViews.view(typed: typed)
                items.append(
                    reason == .sendingElsewhere
                        ? .sendingElsewhere(view) : .stillUnsent(view, interrupted: reason == .interrupted))
            }
        }
        let left = max(0, retryFor - run.clock().timeIntervalSince(startedAt))
        results += try sender.resumeUnsent(retryFor: left) { _, step in progress(step) }
        let views = viewBuilder()
        for result in results {
            let view = views.view(result)
            switch result {
            case .stored(_, _, let adopted, _): items.append(adopted ? .adopted(view) : .sent(view))
            case .rejected(_, let error): items.append(.rejected(view, error))
            case .unsent(_, .sendingElsewhere?): items.append(.sendingElsewhere(view))
            case .unsent(_, let reason): items.append(.stillUnsent(view, interrupted: reason == .interrupted))
            }
        }
        return ResumeReport(items: items)
    }
}
