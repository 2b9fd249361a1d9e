import Foundation

/// What a diffable data source does when the user moves an item: `canReorderItem` says which
/// items may move (the collection view's `canMoveItemAt`), `willReorder` and `didReorder`
/// hear the move as a transaction. A move reaches the data source through
/// `collectionView(_:moveItemAt:to:)`; the simulated device has no drag that makes one.
public struct UICollectionViewDiffableDataSourceReorderingHandlers<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public var canReorderItem: ((ItemIdentifierType) -> Bool)?
    public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    public init() {}
}

/// One reordering: the snapshot before and after, and the difference between their items.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public let difference: CollectionDifference<ItemIdentifierType>
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    init(from initial: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
         to final: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        initialSnapshot = initial
        finalSnapshot = final
        difference = final.itemIdentifiers.difference(from: initial.itemIdentifiers)
        sectionTransactions = final.sectionIdentifiers.map { section in
            NSDiffableDataSourceSectionTransaction(sectionIdentifier: section,
                                                   initial: initial.indexOfSection(section) == nil ? [] : initial.itemIdentifiers(inSection: section),
                                                   final: final.itemIdentifiers(inSection: section))
        }
    }
}

/// One section's part of a reordering.
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public let sectionIdentifier: SectionIdentifierType
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    public let difference: CollectionDifference<ItemIdentifierType>

    init(sectionIdentifier: SectionIdentifierType, initial: [ItemIdentifierType], final: [ItemIdentifierType]) {
        self.sectionIdentifier = sectionIdentifier
        var before = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        before.append(initial)
        var after = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        after.append(final)
        initialSnapshot = before
        finalSnapshot = after
        difference = final.difference(from: initial)
    }
}
