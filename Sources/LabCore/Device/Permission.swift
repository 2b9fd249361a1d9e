/// One kind of privacy permission as iOS keeps it (Settings › Privacy): the answer each app
/// got, by bundle identifier — asked once, then remembered — and how the simulated user answers
/// the next app that asks (`notifications|location|contacts allow|deny`). Every kind the device
/// simulates is one of these (`Permissions`); a kind differs only in its `Answer`.
public struct Permission<Answer: PermissionAnswer>: Sendable, Equatable {
    /// Each app's answer, by bundle identifier; an app that never asked has none.
    public private(set) var answers: [String: Answer] = [:]
    /// How the simulated user answers a request: Allow (the default) or Don't Allow.
    public var userAllows = true

    public init() {}

    /// The answer `app` has, nil when it never asked (`notDetermined`).
    public subscript(app: String) -> Answer? { answers[app] }

    /// The answer `app` has, asking the simulated user first when the user never answered it;
    /// `asked` is true when the user was asked now. `answer` turns the user's Allow (true) or
    /// Don't Allow (false) into this kind's answer.
    mutating func ask(for app: String, _ answer: (_ allowed: Bool) -> Answer) -> (answer: Answer, asked: Bool) {
        if let given = answers[app], given.isUsersAnswer { return (given, false) }
        let given = answer(userAllows)
        answers[app] = given
        return (given, true)
    }

    /// Forgets `app`'s answer, as iOS does when the app is deleted: its next request asks again.
    mutating func forget(_ app: String) {
        answers[app] = nil
    }

    /// Gives `app` an answer without asking the user (provisional notifications); false when
    /// the app already has one.
    mutating func grantWithoutAsking(_ answer: Answer, to app: String) -> Bool {
        guard answers[app] == nil else { return false }
        answers[app] = answer
        return true
    }
}

/// What one kind of permission answers an app.
public protocol PermissionAnswer: Sendable, Equatable {
    /// False for an answer the system gave without asking the user (a provisional
    /// authorisation): the app's next request still asks.
    var isUsersAnswer: Bool { get }
}

extension PermissionAnswer {
    public var isUsersAnswer: Bool { true }
}

/// Allowed or not: Contacts, adding to Photos.
extension Bool: PermissionAnswer {}
