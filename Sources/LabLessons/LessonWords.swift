import LabToolchain

/// A sentence of the lesson loader's own (a lesson.yaml, curriculum.yaml or progress file that
/// cannot be read: what is wrong and what to do): its English as a catalog key with its
/// arguments, worded by LabShell in the learner's language like the build's (`BuildText`).
func tr(_ key: String, _ arguments: any BuildTextArgument...) -> BuildText {
    BuildText(key: key, arguments: arguments.map(\.buildTextArgument))
}
