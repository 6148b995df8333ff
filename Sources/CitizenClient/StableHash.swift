/// FNV-1a, 64 bits: a hash that is the same in every run and every version (Swift's `Hasher` is
/// seeded per process, so two runs would not agree on it). Names on disk are made from it — the cache
/// folder of a server, the filing claim of a request, a batch row's key — so its values must never
/// change: StableHashTests pins them, and files written by earlier versions are still found.
public enum StableHash {
    /// FNV-1a's 64-bit offset basis.
    public static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// FNV-1a of `bytes`, started from `basis` (a second basis gives a second, independent-enough hash).
    public static func fnv1a<Bytes: Sequence>(_ bytes: Bytes, basis: UInt64 = offsetBasis) -> UInt64
    where Bytes.Element == UInt8 {
        bytes.reduce(basis) { hash, byte in (hash ^ UInt64(byte)) &* prime }
    }

    /// `value` as 16 lower-case hex digits, zeros in front.
    public static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 16 - digits.count)) + digits
    }

    /// FNV-1a of the text's UTF-8 bytes, as 16 hex digits.
    public static func hex(of text: String) -> String {
        hex(fnv1a(text.utf8))
    }
}
