import CitizenClient

/// Where a stream of text goes: a file descriptor in production, memory in tests.
public protocol TextSink: AnyObject {
    func write(_ text: String)
    /// Why the stream could not be written, from the first failure on; nil while all is well.
    var writeFailure: SystemErrorReason? { get }
    /// Writes whatever is held back: the start of a line that waits for its end (a question).
    func flush()
}

extension TextSink {
    public var writeFailure: SystemErrorReason? { nil }
    public func flush() {}
}

/// Collects everything written, for tests and for rendering into a string.
public final class BufferSink: TextSink {
    public private(set) var text = ""

    public init() {}

    public func write(_ text: String) {
        self.text += text
    }
}
