/// The sections and items a diffable data source shows, by identifier. A value: change a copy,
/// then `apply` it to the data source, which reloads its table or collection view.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private var sections: [(section: SectionIdentifierType, items: [ItemIdentifierType])] = []
    /// Items `reloadItems`/`reconfigureItems` named since the snapshot was made.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    public init() {}

    public var numberOfSections: Int { sections.count }
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.section) }
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { itemIdentifiers(inSection: identifier).count }
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections.first { $0.section == identifier }?.items ?? []
    }
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(identifier) }?.section
    }
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex { $0.section == identifier } }

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        sections += identifiers.map { ($0, []) }
    }
    /// To the last section when none is named, as UIKit does.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let index = sectionIdentifier.flatMap(indexOfSection) ?? (sections.isEmpty ? nil : sections.count - 1) else {
            fatalError("There are currently no sections in the data source. Please add a section first.")
        }
        sections[index].items += identifiers
    }
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        guard let (section, item) = position(of: beforeIdentifier) else { return }
        sections[section].items.insert(contentsOf: identifiers, at: item)
    }
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        guard let (section, item) = position(of: afterIdentifier) else { return }
        sections[section].items.insert(contentsOf: identifiers, at: item + 1)
    }
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let index = indexOfSection(toIdentifier) else { return }
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: index)
    }
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let index = indexOfSection(toIdentifier) else { return }
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: index + 1)
    }
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for index in sections.indices { sections[index].items.removeAll { identifiers.contains($0) } }
    }
    public mutating func deleteAllItems() { sections = [] }
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        sections.removeAll { identifiers.contains($0.section) }
    }
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        guard identifier != toIdentifier, position(of: identifier) != nil else { return }
        deleteItems([identifier])
        insertItems([identifier], beforeItem: toIdentifier)
    }
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        guard identifier != toIdentifier, position(of: identifier) != nil else { return }
        deleteItems([identifier])
        insertItems([identifier], afterItem: toIdentifier)
    }
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        guard let from = indexOfSection(identifier), identifier != toIdentifier else { return }
        let moved = sections.remove(at: from)
        sections.insert(moved, at: indexOfSection(toIdentifier) ?? sections.count)
    }
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        guard let from = indexOfSection(identifier), identifier != toIdentifier else { return }
        let moved = sections.remove(at: from)
        sections.insert(moved, at: (indexOfSection(toIdentifier) ?? sections.count - 1) + 1)
    }
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { reloadedItemIdentifiers += identifiers }
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { reconfiguredItemIdentifiers += identifiers }
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) { reloadedSectionIdentifiers += identifiers }

    private func position(of item: ItemIdentifierType) -> (Int, Int)? {
        for (section, entry) in sections.enumerated() {
            if let index = entry.items.firstIndex(of: item) { return (section, index) }
        }
        return nil
    }

    /// The item at a table's or collection's index path.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }

    func indexPath(of item: ItemIdentifierType) -> IndexPath? {
        position(of: item).map { IndexPath(item: $1, section: $0) }
    }
}

/// One section's items as an outline: items with children, expanded or collapsed (a
/// collection view list shows the visible ones).
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    private var roots: [ItemIdentifierType] = []
    private var childrenOf: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    private var parentOf: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var expanded: Set<ItemIdentifierType> = []

    public init() {}

    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        guard let parent else { return roots += items }
        childrenOf[parent, default: []] += items
        for item in items { parentOf[item] = parent }
    }
    public mutating func expand(_ items: [ItemIdentifierType]) { expanded.formUnion(items) }
    public mutating func collapse(_ items: [ItemIdentifierType]) { expanded.subtract(items) }
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items {
            for child in childrenOf[item] ?? [] { delete([child]) }
            roots.removeAll { $0 == item }
            if let parent = parentOf.removeValue(forKey: item) { childrenOf[parent]?.removeAll { $0 == item } }
            childrenOf[item] = nil
            expanded.remove(item)
        }
    }
    public mutating func deleteAll() { self = Self() }

    public var rootItems: [ItemIdentifierType] { roots }
    /// Every item, depth first.
    public var items: [ItemIdentifierType] { roots.flatMap(subtree) }
    /// The items a list shows: roots, and the children of expanded items.
    public var visibleItems: [ItemIdentifierType] { roots.flatMap(visibleSubtree) }
    public func contains(_ item: ItemIdentifierType) -> Bool { items.contains(item) }
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parentOf[child] }
    public func level(of item: ItemIdentifierType) -> Int { parentOf[item].map { level(of: $0) + 1 } ?? 0 }
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }
    public func isVisible(_ item: ItemIdentifierType) -> Bool { visibleItems.contains(item) }
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
        var result = Self()
        if includingParent { result.append([parent]) }
        func copy(_ item: ItemIdentifierType, under newParent: ItemIdentifierType?) {
            let children = childrenOf[item] ?? []
            result.append(children, to: newParent)
            for child in children { copy(child, under: child) }
        }
        copy(parent, under: includingParent ? parent : nil)
        result.expanded = expanded.intersection(result.items)
        return result
    }

    /// The outline as text, for the console: a header with the counts (no address, unlike
    /// UIKit's), then one line per item, two spaces deeper per level, `+` before an item with
    /// children (with whether it is expanded), `-` before a leaf.
    public func visualDescription() -> String {
        var lines = ["<NSDiffableDataSourceSectionSnapshot: rootItems \(roots.count), items \(items.count), visibleItems \(visibleItems.count)>"]
        func describe(_ item: ItemIdentifierType, depth: Int) {
            let children = childrenOf[item] ?? []
            let indent = String(repeating: "  ", count: depth + 1)
            lines.append(children.isEmpty ? "\(indent)- \(item)" : "\(indent)+ \(item) (\(expanded.contains(item) ? "expanded" : "collapsed"))")
            for child in children { describe(child, depth: depth + 1) }
        }
        for root in roots { describe(root, depth: 0) }
        return lines.joined(separator: "\n")
    }

    private func subtree(_ item: ItemIdentifierType) -> [ItemIdentifierType] {
        [item] + (childrenOf[item] ?? []).flatMap(subtree)
    }
    private func visibleSubtree(_ item: ItemIdentifierType) -> [ItemIdentifierType] {
        [item] + (expanded.contains(item) ? (childrenOf[item] ?? []).flatMap(visibleSubtree) : [])
    }
}
