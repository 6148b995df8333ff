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
            case .cannotConnect(let detail): return .notStored(.unreachable(detail))
            case .timedOut(let seconds): return .unknown(.timedOut(seconds: seconds))
            case .connectionLost(let detail): return .unknown(.connectionLost(detail))
            case .incompleteAnswer(let detail): return .unknown(.incompleteAnswer(detail))
            case .other(let detail): return .unknown(.transportFailed(detail))
            }
        } catch {
            return .unknown(.transportFailed(String(describing: error)))
        }
        switch response.status {
        case 204:
            return .notStored(.notStored204)
        case 200..<300:
            guard !WireDecoder.isBlank(response.body) else { return .unknown(.unreadableAnswer("the body is empty")) }
            do {
                return .stored(try WireDecoder.customStop(response.body, path: path))
            } catch {
                return .unknown(.unreadableAnswer(String(describing: error)))
            }
        case 500:
            // The original answers 500 with its error JSON only when it could not read the body;
            // an empty or foreign (proxy) 500 says nothing about the body and is retried.
            if let error = WireDecoder.serverError(response.body), error.message != nil || error.code != nil {
                return .rejected(.serverError(status: 500, path: path, message: error.message))
            }
            return .notStored(.serverError(status: 500))
        case 408, 429, 501...599:
            return .notStored(.serverError(status: response.status))
        default:
            return .rejected(.serverError(status: response.status, path: path,
                                          message: WireDecoder.serverError(response.body)?.message))
        }
    }
}
