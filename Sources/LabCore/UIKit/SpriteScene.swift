/// What `tap` finds in an `SKView`'s scene.
extension SpriteScene {
    /// The node a tap on `title` touches: a shown node whose label text, else whose name, else
    /// whose sprite's image name is `title` (the last in the list when several are: drawn later,
    /// it is on top).
    public func node(titled title: String) -> Node? {
        let shown = nodes.filter { !$0.isHidden }
        return shown.last { $0.text == title } ?? shown.last { $0.name == title } ?? shown.last { $0.image == title }
    }

    /// What `tap` accepts: shown labels' texts, then shown nodes' names, then sprites' images.
    public var titles: [String] {
        let shown = nodes.filter { !$0.isHidden }
        var seen = Set<String>()
        return (shown.compactMap(\.text) + shown.compactMap(\.name) + shown.compactMap(\.image))
            .filter { !$0.isEmpty && seen.insert($0).inserted }
    }
}
