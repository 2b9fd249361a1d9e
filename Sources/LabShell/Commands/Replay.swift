extension Command {
    static let replay = Command(
        name: "replay", group: .session, changesDevice: false,
        summary: "Check a transcript: replay it on a fresh device and compare the output",
        arguments: [.value(.file)],
        example: "my-first-launch.transcript",
        details: "This device is not touched: the transcript runs on a fresh one, in the transcript's folder.\nA difference prints a unified diff; `lab replay --update FILE` rewrites the expected output."
    ) { invocation, session throws(CommandError) in
        guard session.replayDepth < 3 else {
            throw CommandError(tr("replays nest at most 3 deep; does this transcript replay itself?"))
        }
        let name = invocation.positionals[0]
        let replayer = Replayer(update: false, depth: session.replayDepth + 1)
        let result = replayer.replay(path: session.hostPath(name), name: name)
        switch result.status {
        case .passed, .updated:
            session.print(tr("passed: %@", name))
        case let .unreadable(reason):
            throw CommandError(reason)
        case .failed:
            session.print(result.report.joined(separator: "\n"))
            throw CommandError(tr("%@ did not replay as recorded (`lab replay --update %@` accepts the new output)", name, Tokenizer.quote(name)))
        }
    }
}
