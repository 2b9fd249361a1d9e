import LabCore

extension Command {
    static let contacts = Command(
        name: "contacts", group: .notifications, runsOnMac: false,
        summary: "How the user answers apps' Contacts access requests from now on",
        usage: "contacts allow|deny",
        example: "contacts deny",
        details: "An app asks once (CNContactStore.requestAccess(for:)); the answer is remembered for that app.\nThe default is allow."
    ) { invocation, session throws(CommandError) in
        let answer = invocation.positionals[0]
        guard answer == "allow" || answer == "deny" else { throw CommandError(tr("answer allow or deny — usage: contacts allow|deny")) }
        session.device.answersContactsRequests = answer == "allow"
        session.print(tr("apps that ask from now on are answered: %@", answer == "allow" ? "OK" : "Don’t Allow"))
    }
}
