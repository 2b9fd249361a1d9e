import LabCore

extension Command {
    static let notifications = Command(
        name: "notifications", group: .notifications, runsOnMac: false,
        summary: "How the user answers apps' notification permission requests from now on",
        arguments: [.oneOf(["allow", "deny"])],
        example: "deny",
        details: "An app asks once (UNUserNotificationCenter.requestAuthorization); the answer is remembered for that app.\nThe default is allow."
    ) { invocation, session throws(CommandError) in
        let answer = invocation.positionals[0]
        session.device.permissions.notifications.userAllows = answer == "allow"
        session.print(tr("apps that ask from now on are answered: %@", answer == "allow" ? "Allow" : "Don’t Allow"))
    }
}
