/// The version every `User-Agent` and `--version` reports.
public enum BuergerVersion {
    public static let current = "0.1.0"
}
