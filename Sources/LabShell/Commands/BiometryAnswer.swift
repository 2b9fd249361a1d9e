import LabCore

extension Command {
    static let biometry = Command(
        name: "biometry", group: .notifications,
        summary: "Whether the enrolled face matches when an app asks for Face ID from now on",
        arguments: [.oneOf(["allow", "deny"])],
        example: "deny",
        details: "An app asks with LAContext.evaluatePolicy(_:localizedReason:reply:); its reply comes with the answer.\nThe default is allow (the face matches)."
    ) { invocation, session throws(CommandError) in
        let answer = invocation.positionals[0]
        session.device.permissions.faceMatches = answer == "allow"
        session.print(answer == "allow" ? tr("Face ID from now on: the face is recognised")
                                        : tr("Face ID from now on: the face is not recognised"))
    }
}
