// swift-tools-version:5.10
// No dependencies: Foundation and the toolchain only.
import PackageDescription

let package = Package(
    name: "buerger",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "buerger", targets: ["buerger"]),
        .executable(name: "buerger-sim", targets: ["buerger-sim"]),
    ],
    targets: [
        // The citizen side: domain library, CLI module, thin executable.
        // libcurl for https, loaded with dlopen on the first https request (Linux only): linking it
        // would make every start map it and the ~30 libraries it needs.
        .target(name: "CCurl"),
        .target(
            name: "CitizenClient",
            dependencies: [.target(name: "CCurl", condition: .when(platforms: [.linux]))]),
        .target(name: "BuergerCLI", dependencies: ["CitizenClient"]),
        .executableTarget(name: "buerger", dependencies: ["BuergerCLI"]),

        // The server side: written from the wire contract, shares no code with the client.
        .target(name: "BuergerbusSimulator"),
        .executableTarget(name: "buerger-sim", dependencies: ["BuergerbusSimulator"]),

        // Benchmarks behind `make bench`: load generators and timers, no test assertions.
        // It links both sides only to replay simulated runs through the client's estimator, and the
        // CLI module for the words its reports count failures by.
        .executableTarget(name: "buerger-bench", dependencies: ["CitizenClient", "BuergerCLI", "BuergerbusSimulator"]),

        .testTarget(name: "CitizenClientTests", dependencies: ["CitizenClient"]),
        .testTarget(name: "BuergerCLITests", dependencies: ["BuergerCLI"]),
        .testTarget(name: "BuergerbusSimulatorTests", dependencies: ["BuergerbusSimulator"]),
        // The benchmarks' own logic (how bench traces are made), never their figures.
        .testTarget(name: "BuergerBenchTests", dependencies: ["buerger-bench"]),
        // Starts the real binaries; depends on no module so it tests only what a user sees.
        .testTarget(name: "IntegrationTests"),
    ]
)
