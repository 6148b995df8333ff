import Foundation

/// A file the cache derives from one master table (the stop index, the board form, the quick forms of
/// lines, busses and routes) so that a warm run reads less: stored with that table's stamp and fetch
/// time and used only with that very table. `MasterDataCache.loadDerived`/`storeDerived` are the one
/// way such a file is read and written.
struct DerivedCacheFile {
    let url: URL
    /// The header's kind, so that one derived form is never read as another.
    let kind: String
    /// True for a body written by another build's layout: rebuilt quietly rather than reported as damage.
    let isOtherVersion: (Data) -> Bool
}
