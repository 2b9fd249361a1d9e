/// Contacts access as LifecycleLab simulates it (docs/lifecycle.md "Contacts"): an app asks once
/// (`CNContactStore.requestAccess(for:)`), the simulated user answers as `contacts allow|deny`
/// says (Allow by default), and the answer is remembered for the app, as Settings › Privacy
/// keeps it. The address book itself (the Simulator's sample contacts) is the Contacts module's.
extension AppHost {
    /// The first request prompts and records the answer; later ones return it without asking.
    public func requestContactsAccess() -> Bool {
        let identifier = process.bundleIdentifier
        let (answer, asked) = device.permissions.contacts.ask(for: identifier) { $0 }
        if asked {
            device.record(.system(.contactsPermissionAsked(app: process.app.displayName, allowed: answer)), app: identifier)
        }
        return answer
    }

    /// `CNAuthorizationStatus`: not determined until the app asked.
    public var contactsAuthorizationStatus: ContactsAuthorizationStatus {
        switch device.permissions.contacts[process.bundleIdentifier] {
        case true?: .authorized
        case false?: .denied
        case nil: .notDetermined
        }
    }
}
