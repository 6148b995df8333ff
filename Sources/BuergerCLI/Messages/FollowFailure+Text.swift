import CitizenClient

extension FollowFailure {
    /// The failed look-up in the person's language; an error nobody worded is shown as it is.
    func message(in language: Language) -> String {
        (underlying as? UserFacingError)?.message(in: language) ?? String(describing: underlying)
    }
}
