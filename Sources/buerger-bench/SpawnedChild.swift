import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Starts a child with posix_spawn: in a chosen process group, with stdin from /dev/null, stdout and
/// stderr in files, only the environment given, and default signal handling. Foundation's `Process`
/// can do none of the first: the process soak releases a whole group with one signal to its group.
enum SpawnedChild {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// `setpriv --pdeathsig SIGNAL --` when util-linux has it: the child gets SIGNAL if this process
    /// dies without cleaning up (SIGKILL), so nothing it started outlives it. Tied to the spawning
    /// thread, so children are spawned from the main thread only.
    static func orphanGuard(signal: String) -> [String] {
        let setpriv = "/usr/bin/setpriv"
        return FileManager.default.isExecutableFile(atPath: setpriv) ? [setpriv, "--pdeathsig", signal, "--"] : []
    }

    /// - Parameter processGroup: 0 puts the child in a new group of its own (its pid), another pid
    ///   joins that group.
    static func spawn(
        _ arguments: [String], environment: [String: String], stdout: String, stderr: String,
        processGroup: pid_t
    ) throws -> pid_t {
        guard let program = arguments.first else { throw Failure(description: "nothing to run") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // This process ignores SIGINT and SIGTERM while a soak runs (it cleans up instead), and an
        // ignored signal stays ignored across exec: the children get the defaults back.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGQUIT] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var noneBlocked = sigset_t()
        sigemptyset(&noneBlocked)
        posix_spawnattr_setsigmask(&attributes, &noneBlocked)
        posix_spawnattr_setpgroup(&attributes, processGroup)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var cEnvironment: [UnsafeMutablePointer<CChar>?] =
            environment.sorted { $0.key < $1.key }
            .map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { cEnvironment.forEach { free($0) } }

        var pid: pid_t = 0
        let result = posix_spawn(&pid, program, &actions, &attributes, &cArguments, &cEnvironment)
        guard result == 0 else {
            throw Failure(description: "cannot start \(program): \(String(cString: strerror(result)))")
        }
        return pid
    }
}

/// What waitpid said about a child. The W… macros are not visible to Swift, so this decodes the
/// status word as glibc does.
enum ChildStatus: Equatable {
    case exited(Int32)
    case signalled(Int32)
    case stopped

    init?(_ raw: Int32) {
        let low = raw & 0x7f
        if low == 0 {
            self = .exited((raw >> 8) & 0xff)
        } else if raw & 0xff == 0x7f {
            self = .stopped
        } else if low != 0x7f {
            self = .signalled(low)
        } else {
            return nil
        }
    }
}
