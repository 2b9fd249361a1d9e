import Foundation

/// The simulated AppKit's classes that derive from `NSResponder` (read from its source, so a
/// class added there counts at once): an app class derived from one of them is a responder for
/// the build, which gives it what Objective-C finds at run time — its `@IBAction` and `@objc`
/// methods by selector (a menu item's action along the responder chain), its outlets by name.
enum AppKitResponders {
    static let classes: Set<String> = {
        var parents: [String: String] = [:]
        for line in AppKitModule.source.split(separator: "\n") {
            let words = line.trimmingCharacters(in: .whitespaces).split(separator: " ")
            guard words.count >= 4, words[0] == "open", words[1] == "class", words[2].hasSuffix(":") else { continue }
            parents[String(words[2].dropLast())] = String(words[3].split(separator: ",").first ?? "")
        }
        return Set(parents.keys.filter { name in
            var current = name
            var visited: Set<String> = []
            while visited.insert(current).inserted {
                if current == "NSResponder" { return true }
                guard let parent = parents[current] else { return false }
                current = parent
            }
            return false
        })
    }()
}
