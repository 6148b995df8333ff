import Foundation

extension BuergerbusAPI {
    /// E10 for exactly-once sending: one POST, never repeated here, its result classified by whether
    /// the request may have been stored (wire-contract §3, §4.10). Never throws: every answer and
    /// every failure is an outcome.
    public func createCustomStopOutcome(_ draft: CustomStopDraft) -> CreateOutcome {
        let path = "/customStops"
        let response: HTTPResponseData
        do {
            response = try transport.send(postRequest("customStops", json: draft.json))
        } catch let failure as TransportFailure {
            switch failure {
            // Refused before the body went out: surely not stored.
            case .cannotConnect(let problem): return .notStored(.unreachable(problem))
            case .timedOut(let seconds): return .unknown(.timedOut(seconds: seconds))
            case .connectionLost(let problem): return .unknown(.connectionLost(problem))
            case .incompleteAnswer(let problem): return .unknown(.incompleteAnswer(problem))
            case .other(let problem): return .unknown(.transportFailed(problem))
            // Answered without storing: a redirect is a refusal, as any other 3xx was before.
            case .redirected(let status, let location):
                return .rejected(.serverMoved(status: status, path: path, location: location))
            }
        } catch {
            return .unknown(.transportFailed(.text(String(describing: error))))
        }
        switch response.status {
        case 204:
            return .notStored(.notStored204)
        case 200..<300:
            guard !WireDecoder.isBlank(response.body) else { return .unknown(.unreadableAnswer(.emptyBody)) }
            do {
                return .stored(try WireDecoder.customStop(response.body, path: path))
            } catch {
                return .unknown(.unreadableAnswer(WireProblem(error)))
            }
        case 503:
            // "Service unavailable": the request was not taken in. Safe to send again.
            return .notStored(.serverError(status: 503))
        case 408, 429:
            return .notStored(.serverError(status: response.status))
        case 500...599:
            // A 500 may come after the insert: the original builds the answer's `info` after storing,
            // and a text it cannot parse back throws then (wire-contract §5.4); a gateway's 502/504
            // may have passed the POST on. So the outcome is unknown: look up, adopt, or send again.
            // Never given up: the rule is that a 5xx is retried until --retry-for runs out.
            return .unknown(.serverError(status: response.status))
        default:
            return .rejected(
                .serverError(
                    status: response.status, path: path,
                    message: WireDecoder.serverError(response.body)?.message))
        }
    }
}
