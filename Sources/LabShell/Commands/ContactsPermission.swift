import LabCore

extension Command {
    static let contacts = Command(
        name: "contacts", group: .notifications, runsOnMac: false,
        summary: "How the user answers apps' Contacts access requests from now on",
        arguments: [.oneOf(["allow", "deny"])],
        example: "deny",
        details: "An app asks once (CNContactStore.requestAccess(for:)); the answer is remembered for that app.\nThe default is allow."
    ) { invocation, session throws(CommandError) in
        let answer = invocation.positionals[0]
        session.device.permissions.contacts.userAllows = answer == "allow"
        session.print(tr("apps that ask from now on are answered: %@", answer == "allow" ? "OK" : "Don’t Allow"))
    }
}
