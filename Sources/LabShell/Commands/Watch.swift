import LabCore

extension Command {
    static let watch = Command(
        name: "watch", group: .session, changesDevice: false,
        summary: "Say whether a project folder is watched (`run --watch`), or stop watching it",
        arguments: [.optional([.word("stop")])],
        example: "stop",
        details: "`run --watch [PATH]` watches the project folder: each save rebuilds and relaunches the app, shows which\ncallbacks were added, removed or reordered since the last run, and checks the lesson's step again. The\nprompt stays usable meanwhile. `watch stop`, or Ctrl-C at the prompt, ends it."
    ) { invocation, session throws(CommandError) in
        if invocation.positionals.first == "stop" {
            guard session.stopWatching() else { throw CommandError(tr("no project folder is watched (`run --watch PATH` starts)")) }
            session.print(session.watchStoppedText)
        } else if session.watch != nil {
            session.print(tr("watching the project folder: a save rebuilds and relaunches the app (`watch stop` or Ctrl-C ends it)"))
        } else {
            session.print(tr("no project folder is watched (`run --watch PATH` starts)"))
        }
    }
}

extension Session {
    /// `run --watch`: after the run, the project folder is watched.
    func watchAfterRun(projectFolder: String?, arguments: [String]) throws(CommandError) {
        guard let projectFolder else {
            throw CommandError(tr("run --watch needs a project folder to watch, not an app"))
        }
        try startWatching(folder: projectFolder, runArguments: arguments.filter { $0 != "--watch" })
        print(tr("watching the project folder: a save rebuilds and relaunches the app (`watch stop` or Ctrl-C ends it)"))
    }
}

extension Session {
    /// What `watch stop` and Ctrl-C say.
    public var watchStoppedText: String { tr("stopped watching the project folder") }
}
