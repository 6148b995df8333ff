import Foundation

/// Where a stream of text goes: a file descriptor in production, memory in tests.
public protocol TextSink: AnyObject {
    func write(_ text: String)
}

/// Writes to a file handle (stdout or stderr) without buffering, so order with the other stream holds.
public final class FileHandleSink: TextSink {
    private let handle: FileHandle

    public init(_ handle: FileHandle) {
        self.handle = handle
    }

    public func write(_ text: String) {
        handle.write(Data(text.utf8))
    }
}

/// Collects everything written, for tests and for rendering into a string.
public final class BufferSink: TextSink {
    public private(set) var text = ""

    public init() {}

    public func write(_ text: String) {
        self.text += text
    }
}
