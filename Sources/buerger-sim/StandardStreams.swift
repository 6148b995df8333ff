import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// stdout and stderr of `buerger-sim`, written with `write(2)`: FileHandle.write traps on a full disk
/// or a closed stream, and a log line that cannot be written is no reason to stop serving.
enum StandardStreams {
    /// A stream closed by the caller (`buerger-sim 2>&-`) gets /dev/null under its number, so that an
    /// accepted connection never takes it and log lines never reach a client. Returns those numbers.
    static func holdClosed() -> Set<Int32> {
        var closed: Set<Int32> = []
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
        where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            closed.insert(descriptor)
            let null = open("/dev/null", O_RDWR)
            if null >= 0, null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
        }
        return closed
    }

    /// Writes every byte (partial writes and EINTR go on); returns the errno of a failure, nil when written.
    @discardableResult
    static func write(_ text: String, to descriptor: Int32) -> Int32? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { buffer -> Int32? in
            guard let base = buffer.baseAddress else { return nil }
            var written = 0
            while written < buffer.count {
                #if canImport(Glibc)
                    let result = Glibc.write(descriptor, base + written, buffer.count - written)
                #else
                    let result = Darwin.write(descriptor, base + written, buffer.count - written)
                #endif
                if result > 0 {
                    written += result
                } else if result < 0, errno == EINTR {
                    continue
                } else {
                    return result < 0 ? errno : EIO
                }
            }
            return nil
        }
    }
}
