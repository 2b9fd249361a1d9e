import BundleFormats
import LabCore
import SwiftParser
import SwiftSyntax

/// The syntax trees of a build's sources, parsed once by the front end and read again by the
/// passes after it (the rewriter, the action-sender reader): parsing is most of what the lab
/// itself spends on a cold build's Swift. A file whose text is not the one parsed (or that was
/// never parsed) is parsed on the spot.
public struct ParsedSources: Sendable {
    private var trees: [String: (text: String, tree: SourceFileSyntax)] = [:]

    public init() {}

    mutating func keep(_ tree: SourceFileSyntax, of file: SourceFile) {
        trees[file.path] = (file.text, tree)
    }

    func tree(of file: SourceFile) -> SourceFileSyntax {
        if let kept = trees[file.path], kept.text == file.text { return kept.tree }
        return Parser.parse(source: file.text)
    }
}
