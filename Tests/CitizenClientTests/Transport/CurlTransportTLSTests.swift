import Foundation
import XCTest

@testable import CitizenClient

#if os(Linux)

    /// A smoke test of https through libcurl: `openssl s_server` with a fresh self-signed certificate,
    /// which curl must refuse as untrusted. Skipped where openssl is not installed.
    final class CurlTransportTLSTests: XCTestCase {
        func testAnUntrustedCertificateIsATLSFailure() throws {
            guard
                let openssl = ["/usr/bin/openssl", "/usr/local/bin/openssl", "/bin/openssl"]
                    .first(where: { FileManager.default.isExecutableFile(atPath: $0) })
            else {
                throw XCTSkip("openssl is not installed")
            }
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
                "curl-tls-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let key = directory.appendingPathComponent("key.pem").path
            let certificate = directory.appendingPathComponent("cert.pem").path
            let request = try run(
                openssl,
                [
                    "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
                    "-keyout", key, "-out", certificate, "-subj", "/CN=localhost", "-days", "1",
                ])
            request.waitUntilExit()
            guard request.terminationStatus == 0 else { throw XCTSkip("openssl cannot make a certificate here") }

            let log = directory.appendingPathComponent("server.out")
            let server = try run(
                openssl, ["s_server", "-accept", "127.0.0.1:0", "-cert", certificate, "-key", key, "-www"],
                output: log)
            defer {
                server.terminate()
                server.waitUntilExit()
            }
            let port = try XCTUnwrap(acceptedPort(in: log, while: server), "s_server did not say where it listens")

            let transport = CurlTransport(timeouts: TransportTimeouts(seconds: 5))
            let url = try XCTUnwrap(URL(string: "https://localhost:\(port)/"))
            XCTAssertThrowsError(try transport.send(HTTPRequestData(method: .get, url: url))) { error in
                guard case .other(.tls(let message))? = error as? TransportFailure else { return XCTFail("\(error)") }
                XCTAssertFalse(message.isEmpty)
            }
        }

        private func run(_ executable: String, _ arguments: [String], output: URL? = nil) throws -> Process {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            process.standardInput = FileHandle.nullDevice
            if let output {
                _ = FileManager.default.createFile(atPath: output.path, contents: nil)
                process.standardOutput = try FileHandle(forWritingTo: output)
            } else {
                process.standardOutput = FileHandle.nullDevice
            }
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }

        /// The port from s_server's "ACCEPT 127.0.0.1:PORT" line, once it is written (at most ~10 s).
        private func acceptedPort(in log: URL, while server: Process) -> Int? {
            for _ in 0..<200 where server.isRunning {
                let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
                if let line = text.split(separator: "\n").first(where: { $0.hasPrefix("ACCEPT ") }),
                    let port = line.split(separator: ":").last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) })
                {
                    return port
                }
                Thread.sleep(forTimeInterval: 0.05)
            }
            return nil
        }
    }
#endif
