import Foundation
import XCTest

/// Reading JSON answers in tests without force casts: a missing or mistyped field fails the test.
struct JSONNode {
    let value: Any?

    subscript(key: String) -> JSONNode { JSONNode(value: (value as? [String: Any])?[key]) }
    subscript(index: Int) -> JSONNode {
        guard let array = value as? [Any], array.indices.contains(index) else { return JSONNode(value: nil) }
        return JSONNode(value: array[index])
    }

    var object: [String: Any]? { value as? [String: Any] }
    var array: [JSONNode] { (value as? [Any])?.map { JSONNode(value: $0) } ?? [] }
    var count: Int? { (value as? [Any])?.count }
    var string: String? { value as? String }
    var int: Int? { (value as? NSNumber).map(\.intValue) }
    var double: Double? { (value as? NSNumber).map(\.doubleValue) }
    /// True for a JSON `null` that is present (an absent key is not null: the contract says "never left out").
    var isNull: Bool { value is NSNull }
    var keys: Set<String> { Set(object?.keys.map { $0 } ?? []) }
}

extension CommandResult {
    var jsonNode: JSONNode { JSONNode(value: json) }
}

/// Fails unless `node` is an object holding every key of `keys`.
func assertHasKeys(
    _ node: JSONNode, _ keys: Set<String>, _ what: String,
    file: StaticString = #filePath, line: UInt = #line
) {
    let missing = keys.subtracting(node.keys)
    XCTAssertTrue(
        node.object != nil && missing.isEmpty, "\(what) lacks \(missing.sorted()): \(node.value ?? "nil")",
        file: file, line: line)
}

/// Fails unless the process succeeded, printed nothing on stderr and valid JSON on stdout.
func assertCleanJSON(_ result: CommandResult, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(result.exitCode, 0, "stderr: \(result.stderr)", file: file, line: line)
    XCTAssertNotNil(result.json, "stdout is not JSON: \(result.stdout)", file: file, line: line)
    XCTAssertEqual(result.stderr, "", file: file, line: line)
}

/// Fails unless the process exited with `code`, wrote nothing on stdout and said something on stderr.
/// - Parameter json: the run had `--json`: stdout holds the one error object and nothing else
///   (issue 23 §1); otherwise it stays empty.
func assertFailure(
    _ result: CommandResult, exitCode code: Int32, stderrContains text: String? = nil, json: Bool = false,
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(result.exitCode, code, "stderr: \(result.stderr)", file: file, line: line)
    if json {
        let object = result.json as? [String: Any]
        XCTAssertEqual(
            object?.keys.sorted(), ["error"], "only the error object: \(result.stdout)", file: file, line: line)
        XCTAssertNotNil((object?["error"] as? [String: Any])?["code"] as? String, result.stdout, file: file, line: line)
        XCTAssertEqual(result.stdout.filter { $0 == "\n" }.count, 1, result.stdout, file: file, line: line)
    } else {
        XCTAssertEqual(result.stdout, "", "stdout must stay empty on failure", file: file, line: line)
    }
    XCTAssertFalse(result.stderr.isEmpty, "a failure must say why on stderr", file: file, line: line)
    if let text {
        XCTAssertTrue(result.stderr.contains(text), "stderr lacks '\(text)': \(result.stderr)", file: file, line: line)
    }
}
