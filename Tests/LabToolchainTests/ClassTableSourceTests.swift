import LabCore
import Testing
@testable import LabToolchain

/// The class table's cell factories: how UIKit makes a registered cell class it knows only by name.
@Suite struct ClassTableSourceTests {
    static func program(_ classes: [DeclaredClass]) -> AppProgram {
        AppProgram(sources: [], classes: classes, entryPoint: .none)
    }

    @Test func collectionCellClassesAreMadeWithInitFrame() {
        let source = ClassTableSource.cellFactory(for: Self.program([
            DeclaredClass(name: "TagCell", superclass: "UICollectionViewCell", methods: ["init(frame:)", "init(coder:)"], file: "TagCell.swift", line: 3),
            DeclaredClass(name: "WideTagCell", superclass: "TagCell", file: "TagCell.swift", line: 20),
        ]))
        #expect(source.contains("@_cdecl(\"lab_app_collection_cells\")"))
        #expect(source.contains("case \"TagCell\": return Unmanaged.passRetained(TagCell(frame: .zero) as AnyObject).toOpaque()"))
        #expect(source.contains("case \"WideTagCell\": return Unmanaged.passRetained(WideTagCell(frame: .zero) as AnyObject).toOpaque()"))
        #expect(!source.contains("lab_app_cells"))
    }

    /// A class declaring only `init(coder:)` inherits no other initialiser: it cannot be made by
    /// name, and naming it would not compile.
    @Test func aCellWithOnlyInitCoderIsLeftOut() {
        let source = ClassTableSource.cellFactory(for: Self.program([
            DeclaredClass(name: "ArchivedCell", superclass: "UICollectionViewCell", methods: ["init(coder:)"], file: "Cells.swift", line: 1),
            DeclaredClass(name: "RowCell", superclass: "UITableViewCell", methods: ["init(coder:)"], file: "Cells.swift", line: 9),
            DeclaredClass(name: "PlainRow", superclass: "UITableViewCell", file: "Cells.swift", line: 15),
        ]))
        #expect(!source.contains("ArchivedCell"))
        #expect(!source.contains("\"RowCell\""))
        #expect(source.contains("case \"PlainRow\": return Unmanaged.passRetained(PlainRow(style: .default, reuseIdentifier: reuseIdentifier) as AnyObject).toOpaque()"))
        #expect(!source.contains("lab_app_collection_cells"))
    }

    @Test func anAppWithoutCellClassesGetsNoFactory() {
        #expect(ClassTableSource.cellFactory(for: Self.program([
            DeclaredClass(name: "ViewController", superclass: "UIViewController", file: "ViewController.swift", line: 1),
        ])).isEmpty)
    }
}
