import CitizenClient
import Foundation
import XCTest

@testable import BuergerCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The stdout and stderr sink: every byte through `write(2)`, and on failure the first reason kept
/// and nothing written after it, never a trap.
final class DescriptorSinkTests: XCTestCase {
    private var previousPipeHandler: sig_t?

    override func setUp() {
        super.setUp()
        // As in the program (TerminalEnvironment.system): a closed pipe is an error, not a signal.
        previousPipeHandler = signal(SIGPIPE, SIG_IGN)
    }

    override func tearDown() {
        signal(SIGPIPE, previousPipeHandler)
        super.tearDown()
    }

    private func makePipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw SystemErrorReason.current() }
        return (ends[0], ends[1])
    }

    private func readAll(_ descriptor: Int32) -> Data {
        PipeReader.readAll(descriptor)
    }

    func testAPipeWhoseReaderHasGoneIsAClosedPipeNotACrash() throws {
        let ends = try makePipe()
        close(ends.read)
        defer { close(ends.write) }
        let sink = DescriptorSink(descriptor: ends.write)
        sink.write("ID  STOP\n")
        XCTAssertEqual(sink.writeFailure, SystemErrorReason(code: EPIPE))
        XCTAssertTrue(OutputFailure(reason: try XCTUnwrap(sink.writeFailure)).isClosedPipe)
    }

    func testAFullDeviceIsNoSpaceLeft() throws {
        let full = open("/dev/full", O_WRONLY)
        try XCTSkipIf(full < 0, "no /dev/full on this system")
        defer { close(full) }
        let sink = DescriptorSink(descriptor: full)
        sink.write("ID  LINE\n")
        XCTAssertEqual(sink.writeFailure, SystemErrorReason(code: ENOSPC))
        XCTAssertEqual(sink.writeFailure?.text(in: .english), "no space left on the device")
        XCTAssertEqual(sink.writeFailure?.text(in: .german), "kein Platz mehr auf dem Gerät")
    }

    /// After the first failure nothing more is tried, even when the number would take it again.
    func testAClosedDescriptorFailsOnceAndIsNeverWrittenAgain() throws {
        let later = try makePipe()
        let spare = try makePipe()
        defer { close(spare.read) }
        close(spare.write)
        let number = spare.write
        let sink = DescriptorSink(descriptor: number)
        sink.write("first\n")
        XCTAssertEqual(sink.writeFailure, SystemErrorReason(code: EBADF))

        // The number is open again, now as the writing end of another pipe.
        XCTAssertEqual(dup2(later.write, number), number)
        close(later.write)
        sink.write("second\n")
        close(number)
        XCTAssertEqual(readAll(later.read), Data(), "written after the failure")
        close(later.read)
        XCTAssertEqual(sink.writeFailure, SystemErrorReason(code: EBADF), "the first reason stays")
    }

    /// A stream closed before the start has /dev/null under its number; the sink must not write there.
    func testAStreamClosedAtStartFailsAsClosedWithoutWriting() throws {
        let ends = try makePipe()
        let sink = DescriptorSink(descriptor: ends.write, closedAtStart: true)
        sink.write("lost\n")
        close(ends.write)
        XCTAssertEqual(readAll(ends.read), Data())
        close(ends.read)
        XCTAssertEqual(sink.writeFailure, SystemErrorReason(code: EBADF))
        XCTAssertEqual(
            OutputFailure(reason: SystemErrorReason(code: EBADF)).message(in: .english),
            "Cannot write the output: standard output is closed.")
    }

    /// More than a pipe holds at once: write(2) takes it in parts, and every part arrives in order.
    func testALongTextArrivesWholeThroughPartialWrites() throws {
        let ends = try makePipe()
        let text = (0..<20_000).map { "line \($0)\n" }.joined()
        let reader = PipeReader(ends.read, after: 0)
        let sink = DescriptorSink(descriptor: ends.write)
        sink.write(text)
        close(ends.write)
        let received = reader.wait()
        close(ends.read)
        XCTAssertNil(sink.writeFailure)
        XCTAssertEqual(String(decoding: received, as: UTF8.self), text)
    }

    /// A non-blocking stream from the parent says EAGAIN when full: the sink waits for room instead
    /// of giving up.
    func testANonBlockingStreamThatIsFullIsWaitedFor() throws {
        let ends = try makePipe()
        _ = fcntl(ends.write, F_SETFL, fcntl(ends.write, F_GETFL) | O_NONBLOCK)
        let text = String(repeating: "Weilerbach Rathaus\n", count: 20_000)
        // The pipe fills up before anyone reads.
        let reader = PipeReader(ends.read, after: 0.2)
        let sink = DescriptorSink(descriptor: ends.write)
        sink.write(text)
        close(ends.write)
        let received = reader.wait()
        close(ends.read)
        XCTAssertNil(sink.writeFailure)
        XCTAssertEqual(received.count, text.utf8.count)
    }
}

/// Reads a pipe to its end on a thread of its own, so a writer can fill it meanwhile.
private final class PipeReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    /// - Parameter delay: seconds to wait before the first read.
    init(_ descriptor: Int32, after delay: Double) {
        Thread { [self] in
            if delay > 0 { Thread.sleep(forTimeInterval: delay) }
            data = Self.readAll(descriptor)
            done.signal()
        }.start()
    }

    func wait() -> Data {
        done.wait()
        return data
    }

    /// Everything that can be read from `descriptor` until its writing end is closed.
    static func readAll(_ descriptor: Int32) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return data }
            data.append(contentsOf: buffer[0..<count])
        }
    }
}
