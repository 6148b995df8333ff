import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One HTTP answer as the tests look at it.
struct HTTPAnswer {
    let status: Int
    let body: Data

    var json: Any? { try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed]) }
}

/// Blocking HTTP calls to the simulator, for setting up scenes through /sim/ and comparing wire answers.
enum PlainHTTP {
    static func get(_ url: String) throws -> HTTPAnswer {
        try send(method: "GET", url: url, body: nil)
    }

    /// POSTs `json` (already encoded) with `Content-Type: application/json`.
    static func post(_ url: String, json: String) throws -> HTTPAnswer {
        try send(method: "POST", url: url, body: Data(json.utf8))
    }

    private static func send(method: String, url: String, body: Data?) throws -> HTTPAnswer {
        guard let address = URL(string: url) else { throw PlainHTTPError(message: "bad URL \(url)") }
        var request = URLRequest(url: address, timeoutInterval: 30)
        request.httpMethod = method
        if let body {
            request.httpBody = body
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let done = DispatchSemaphore(value: 0)
        let outcome = LockedOutcome()
        let task = URLSession.shared.dataTask(with: request) { data, response, error in
            if let http = response as? HTTPURLResponse {
                outcome.set(.success(HTTPAnswer(status: http.statusCode, body: data ?? Data())))
            } else {
                outcome.set(
                    .failure(PlainHTTPError(message: "\(method) \(url): \(error.map { "\($0)" } ?? "no answer")")))
            }
            done.signal()
        }
        task.resume()
        done.wait()
        return try outcome.get()
    }
}

struct PlainHTTPError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

private final class LockedOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<HTTPAnswer, Error> = .failure(PlainHTTPError(message: "no answer"))

    func set(_ value: Result<HTTPAnswer, Error>) {
        lock.lock()
        result = value
        lock.unlock()
    }
    func get() throws -> HTTPAnswer {
        lock.lock()
        defer { lock.unlock() }
        return try result.get()
    }
}
