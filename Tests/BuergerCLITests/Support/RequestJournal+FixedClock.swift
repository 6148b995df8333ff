import CitizenClient
import Foundation

extension RequestJournal {
    /// A journal whose clock (used only to stamp damaged copies moved aside) is fixed, so no test
    /// reads the real time through it.
    convenience init(stateDirectory: URL) {
        self.init(stateDirectory: stateDirectory, clock: { Date(timeIntervalSince1970: 1_795_419_000) })
    }
}
