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

    static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String],
        answers: [String], timeout: TimeInterval = 60
    ) throws -> PseudoTerminalRun {
        let (master, name) = try openMaster()
        defer { close(master) }
        let slave = open(name, O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw PseudoTerminalError(message: "cannot open \(name)") }
        var settings = termios()
        tcgetattr(slave, &settings)
        settings.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(slave, TCSANOW, &settings)

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
