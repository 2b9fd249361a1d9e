import LabCore

/// `BuildResult.summary` as sentences of the build's own, for LabShell to word in the
/// learner's language: the counts are catalog keys, names and sizes stay as they are.
extension BuildResult {
    public var summaryWording: BuildText {
        let program = bundle.program
        let platform = bundle.layout == .iOS ? "iOS" : "macOS"
        let minimum = bundle.info["MinimumOSVersion"]?.string ?? bundle.info["LSMinimumSystemVersion"]?.string ?? "?"
        var parts: [BuildText] = [.verbatim("\(platform) \(minimum)"),
                                  program.sources.count == 1 ? tr("%d Swift file", 1) : tr("%d Swift files", program.sources.count),
                                  program.classes.count == 1 ? tr("%d class", 1) : tr("%d classes", program.classes.count)]
        if !bundle.storyboards.isEmpty {
            parts.append(bundle.storyboards.count == 1 ? tr("%d storyboard", 1) : tr("%d storyboards", bundle.storyboards.count))
        }
        if bundle.assetCount > 0 { parts.append(bundle.assetCount == 1 ? tr("%d asset", 1) : tr("%d assets", bundle.assetCount)) }
        parts.append(bundle.files.count == 1 ? tr("%d file", 1) : tr("%d files", bundle.files.count))
        parts.append(.verbatim(ByteCount.format(bundle.byteCount)))
        // A list's separator is the language's (Chinese writes "，").
        let list = parts.dropFirst().reduce(parts[0]) { tr("%@, %@", $0, $1) }
        return BuildText(key: "%@ — %@", arguments: [.text(folderName), .phrase(list)])
    }
}
