/// Small helpers for the project-relative paths the build passes around (`Base.lproj/Main.storyboard`).
extension String {
    /// The last component: `Main.storyboard`.
    var fileName: String { split(separator: "/").last.map(String.init) ?? self }

    /// The name without its last extension: `Main`.
    var baseName: String {
        let name = fileName
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// The extension without the dot, lowercased: `storyboard`.
    var pathExtension: String {
        let name = fileName
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...]).lowercased()
    }

    /// The folder part with its trailing slash, or "" at the top: `Base.lproj/`.
    var folderPrefix: String {
        guard let slash = lastIndex(of: "/") else { return "" }
        return String(self[...slash])
    }
}
