/// The status codes the original server gives meaning to (wire-contract §5.1).
/// Any other integer is stored as sent.
public enum CustomStopStatus {
    public static let pending = 1
    public static let accepted = 2
    public static let declined = 3
    public static let completed = 4
    public static let noShow = 5
    public static let cancelled = 6
}
