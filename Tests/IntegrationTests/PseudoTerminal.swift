import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs `buerger` on a real pseudo-terminal, as a person at a shell meets it: stdin, stdout and stderr
/// are the terminal (so it asks its questions), the answers are typed lines, echo is off so the
/// transcript holds only what `buerger` wrote, in the order it wrote it.
struct PseudoTerminalRun {
    let exitCode: Int32
    /// Everything written to the terminal, with the terminal's CR-LF turned back into LF.
    let transcript: String

    /// - Parameters:
    ///   - columns: the window's width the terminal reports (TIOCGWINSZ); none when nil.
    ///   - conversing: each answer is typed only once a question waits for it (the output ends in
    ///     ": " and stays quiet), and the transcript gets the line break the Enter key makes, so it
    ///     reads as the screen does; a question with no answer left gets end of input.
    static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String],
        answers: [String], timeout: TimeInterval = 60, columns: Int? = nil, conversing: Bool = false
    ) throws -> PseudoTerminalRun {
        let (master, name) = try openMaster()
        defer { close(master) }
        let slave = open(name, O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw PseudoTerminalError(message: "cannot open \(name)") }
        var settings = termios()
        tcgetattr(slave, &settings)
        settings.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(slave, TCSANOW, &settings)
        if let columns {
            var size = winsize(ws_row: 24, ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
            _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
        }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        do {
            try process.run()
        } catch {
            close(slave)
            throw error
        }
        close(slave) // the child holds its own copies; the master reads EOF (EIO) once they close
        if conversing {
            return try converse(process, master: master, answers: answers, timeout: timeout)
        }

        // Typed ahead: in canonical mode each read of the child gets one line, as from a keyboard.
        let typed = answers.map { $0 + "\n" }.joined()
        _ = typed.withCString { write(master, $0, strlen($0)) }

        let output = LockedText()
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(master, &buffer, buffer.count)
                if count <= 0 { break }
                output.append(Data(buffer[0..<count]))
            }
            finished.signal()
        }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            throw PseudoTerminalError(message: "buerger still asking after \(Int(timeout)) s:\n" + output.text)
        }
        process.waitUntilExit()
        _ = finished.wait(timeout: .now() + 5)
        return PseudoTerminalRun(
            exitCode: process.terminationStatus,
            transcript: output.text.replacingOccurrences(of: "\r\n", with: "\n"))
    }
}

extension PseudoTerminalRun {
    /// Reads the terminal and answers each question as it comes (see `run`'s `conversing`).
    fileprivate static func converse(
        _ process: Process, master: Int32, answers: [String], timeout: TimeInterval
    ) throws -> PseudoTerminalRun {
        var pending = answers[...]
        var screen = Data()
        var answeredAt = -1
        let question = Data(": ".utf8)
        let deadline = Date().addingTimeInterval(timeout)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while Date() < deadline {
            var entry = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, 150)
            if ready > 0 {
                let count = read(master, &buffer, buffer.count)
                if count > 0 {
                    screen.append(contentsOf: buffer[0..<count])
                    continue
                }
                // EIO once every copy of the terminal's other side is closed: the program has ended.
                if count < 0, errno == EINTR || errno == EAGAIN { continue }
                if !process.isRunning { break }
                usleep(20_000)
                continue
            }
            guard process.isRunning else { continue }
            // Quiet, and the last thing written is a question: the person types the answer and Enter.
            if screen.count != answeredAt, screen.suffix(question.count) == question {
                screen.append(contentsOf: Array("\n".utf8))
                answeredAt = screen.count
                let typed = pending.popFirst().map { $0 + "\n" } ?? "\u{04}"
                _ = typed.withCString { write(master, $0, strlen($0)) }
            }
        }
        if process.isRunning {
            process.terminate()
            throw PseudoTerminalError(
                message: "buerger still running after \(Int(timeout)) s:\n" + String(decoding: screen, as: UTF8.self))
        }
        process.waitUntilExit()
        return PseudoTerminalRun(
            exitCode: process.terminationStatus,
            transcript: String(decoding: screen, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n"))
    }
}

/// The master side and the path of its terminal. Glibc's module leaves out `posix_openpt` and
/// friends (they need _XOPEN_SOURCE), so on Linux this is what they do: /dev/ptmx, unlock, number.
private func openMaster() throws -> (Int32, String) {
    #if os(Linux)
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard master >= 0 else { throw PseudoTerminalError(message: "no /dev/ptmx: errno \(errno)") }
        var unlock: Int32 = 0
        var number: UInt32 = 0
        // TIOCSPTLCK and TIOCGPTN (asm-generic numbering, the same on x86_64 and arm64).
        guard ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0 else {
            close(master)
            throw PseudoTerminalError(message: "cannot unlock the pseudo-terminal: errno \(errno)")
        }
        return (master, "/dev/pts/\(number)")
    #else
        let master = posix_openpt(O_RDWR | O_NOCTTY)
        guard master >= 0, grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else {
            throw PseudoTerminalError(message: "no pseudo-terminal: errno \(errno)")
        }
        return (master, String(cString: name))
    #endif
}

struct PseudoTerminalError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
