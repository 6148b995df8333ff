import Foundation

/// SplitMix64: tiny, fast and the same on every platform, so a seed replays the same fleet.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// A generator for one independent stream, e.g. (seed, bus, day, run): draws in one stream
    /// never shift the draws of another.
    init(seed: UInt64, stream parts: [Int64]) {
        var mixed = SeededRandom(seed: seed)
        var value = mixed.next()
        for part in parts {
            var step = SeededRandom(seed: value ^ UInt64(bitPattern: part))
            value = step.next()
        }
        state = value
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1).
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    mutating func uniform(_ low: Double, _ high: Double) -> Double { low + (high - low) * unit() }

    mutating func chance(_ probability: Double) -> Bool { unit() < probability }
}
