import CitizenClient
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes to a file descriptor (stdout or stderr) with `write(2)`, unbuffered so the order with the
/// other stream holds. It never traps: the first failure is kept in `writeFailure` and nothing is
/// written after it, so a full disk or a closed stream costs the run one message, not a crash.
public final class DescriptorSink: TextSink {
    private let descriptor: Int32
    // Trace lines and notes may come from the threads that fetch a board's buses side by side.
    private let lock = NSLock()
    private var failure: SystemErrorReason?
    private let closedAtStart: Bool

    /// - Parameter closedAtStart: the stream was closed when the process started (its number now
    ///   holds /dev/null): the first write fails as `write(2)` on a closed descriptor would, EBADF.
    public init(descriptor: Int32, closedAtStart: Bool = false) {
        self.descriptor = descriptor
        self.closedAtStart = closedAtStart
    }

    public var writeFailure: SystemErrorReason? {
        lock.lock()
        defer { lock.unlock() }
        return failure
    }

    public func write(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        guard failure == nil else { return }
        guard !closedAtStart else {
            failure = SystemErrorReason(code: EBADF)
            return
        }
        let bytes = Array(text.utf8)
        failure = bytes.withUnsafeBytes { Self.writeAll($0, to: descriptor) }
    }

    /// Writes every byte: a partial write goes on with the rest, EINTR repeats, and EAGAIN (a
    /// non-blocking stream handed down by the parent) waits until there is room.
    static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> SystemErrorReason? {
        guard let base = buffer.baseAddress else { return nil }
        var written = 0
        while written < buffer.count {
            let result = systemWrite(descriptor, base + written, buffer.count - written)
            if result > 0 {
                written += result
                continue
            }
            // write(2) returns 0 only for a zero-byte request; were it to happen, looping would never end.
            guard result < 0 else { return SystemErrorReason(code: EIO) }
            let code = errno
            switch code {
            case EINTR:
                continue
            case EAGAIN, EWOULDBLOCK:
                if let failure = waitForRoom(descriptor) { return failure }
            default:
                return SystemErrorReason(code: code)
            }
        }
        return nil
    }

    private static func waitForRoom(_ descriptor: Int32) -> SystemErrorReason? {
        var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        while poll(&entry, 1, -1) < 0 {
            guard errno == EINTR else { return .current() }
        }
        return nil
    }

    private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            return Glibc.write(descriptor, bytes, count)
        #else
            return Darwin.write(descriptor, bytes, count)
        #endif
    }
}
