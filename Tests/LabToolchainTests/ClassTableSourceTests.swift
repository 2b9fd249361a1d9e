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
        #expect(source.contains("case \"TagCell\": return Swift.Unmanaged.passRetained(TagCell(frame: .zero) as AnyObject).toOpaque()"))
        #expect(source.contains("case \"WideTagCell\": return Swift.Unmanaged.passRetained(WideTagCell(frame: .zero) as AnyObject).toOpaque()"))
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
        #expect(source.contains("case \"PlainRow\": return Swift.Unmanaged.passRetained(PlainRow(style: .default, reuseIdentifier: __labReuseIdentifier) as AnyObject).toOpaque()"))
        #expect(!source.contains("lab_app_collection_cells"))
    }

    @Test func anAppWithoutCellClassesGetsNoFactory() {
        #expect(ClassTableSource.cellFactory(for: Self.program([
            DeclaredClass(name: "ViewController", superclass: "UIViewController", file: "ViewController.swift", line: 1),
        ])).isEmpty)
    }

    /// A UIApplication subclass may be Info.plist's NSPrincipalClass: UIKit makes it by name.
    @Test func applicationSubclassesAreInTheClassTable() {
        let source = ClassTableSource.source(for: Self.program([
            DeclaredClass(name: "MyApplication", superclass: "UIApplication", file: "App.swift", line: 1),
            DeclaredClass(name: "AppDelegate", superclass: "UIResponder", conformances: ["UIApplicationDelegate"], file: "App.swift", line: 2),
        ]))
        #expect(source.contains("case \"MyApplication\": return Swift.Unmanaged.passRetained(MyApplication() as AnyObject).toOpaque()"))
        #expect(source.contains("case \"AppDelegate\":"))
        // The parameters are the lab's own names: no app class or property can shadow them.
        #expect(source.contains("switch Swift.String(cString: __labName)"))
    }
}
