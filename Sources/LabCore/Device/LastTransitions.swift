/// The last state change of each app that ever ran, which `diagram` and `state` mark: kept
/// after the app's process ends, forgotten when the app is removed.
public struct LastTransitions: Sendable {
    private var byApp: [String: StateTransition] = [:]

    /// The last change of the app with this bundle identifier; nil if it never ran.
    public subscript(identifier: String) -> StateTransition? { byApp[identifier] }

    mutating func note(from: AppState, to: AppState, of identifier: String) {
        byApp[identifier] = StateTransition(from: from, to: to)
    }

    mutating func forget(_ identifier: String) { byApp[identifier] = nil }
}

/// One change of an app's state, as the diagram marks it.
public struct StateTransition: Sendable, Equatable {
    public var from: AppState
    public var to: AppState
}
