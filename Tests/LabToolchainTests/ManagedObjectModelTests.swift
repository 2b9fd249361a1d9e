import Foundation
import LabCore
import Testing
@testable import LabToolchain

/// Core Data models: read as `momc` reads them, compiled to `.momd`, entity classes generated
/// as Xcode's codegen writes them.
@Suite struct ManagedObjectModelTests {
    private func modelFolder(_ versions: [String: String], current: String? = nil) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ModelTests-\(UUID().uuidString)").path
        for (name, contents) in versions {
            let folder = root + "/Shop.xcdatamodeld/\(name).xcdatamodel"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: URL(fileURLWithPath: folder + "/contents"))
        }
        if let current {
            let plist = PlistWriter.xml(.dictionary(["_XCCurrentVersionName": .string(current)]))
            try plist.write(to: URL(fileURLWithPath: root + "/Shop.xcdatamodeld/.xccurrentversion"))
        }
        return root
    }

    private func model(_ entities: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<model type=\"com.apple.IDECoreDataModeler.DataModel\">\n\(entities)\n</model>\n"
    }

    private let item = """
        <entity name="Item" representedClassName=".Item" codeGenerationType="class">
            <attribute name="name" optional="YES" attributeType="String"/>
            <attribute name="count" optional="YES" attributeType="Integer 16" usesScalarValueType="YES"/>
            <attribute name="price" optional="YES" attributeType="Double"/>
            <relationship name="tags" optional="YES" toMany="YES" ordered="YES" destinationEntity="Tag" inverseName="item" inverseEntity="Tag"/>
        </entity>
        <entity name="Tag" representedClassName="Tag" codeGenerationType="category">
            <relationship name="item" optional="YES" maxCount="1" destinationEntity="Item" inverseName="tags" inverseEntity="Item"/>
        </entity>
        <entity name="Note" representedClassName="Note"/>
        """

    @Test func theCurrentVersionIsTheOneXccurrentversionNames() throws {
        let root = try modelFolder(["Shop": model(""), "Shop 2": model(item)], current: "Shop 2.xcdatamodel")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let source = try ManagedObjectModelSource.read(path: "Shop.xcdatamodeld", root: root)
        #expect(source.currentVersion == "Shop 2")
        #expect(source.current.entities.map(\.name) == ["Item", "Tag", "Note"])
        let files = ManagedObjectModelCompiler.compile(source).map(\.path)
        #expect(files == ["Shop.momd/Shop 2.mom", "Shop.momd/Shop.mom", "Shop.momd/VersionInfo.plist"])
    }

    @Test func codegenFollowsEachEntitysSetting() throws {
        let root = try modelFolder(["Shop": model(item)])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let generated = ManagedObjectClassGenerator.sources(for: try ManagedObjectModelSource.read(path: "Shop.xcdatamodeld", root: root))
        let names = generated.map { $0.path.fileName }
        // Class Definition: class and properties; Category/Extension: properties; Manual: nothing.
        #expect(names == ["Item+CoreDataClass.swift", "Item+CoreDataProperties.swift", "Tag+CoreDataProperties.swift"])
        let properties = generated[1].text
        #expect(properties.contains("public var name: String? {"))
        #expect(properties.contains("public var count: Int16 {"))
        #expect(properties.contains("public var price: NSNumber? {"))
        #expect(properties.contains("public var tags: NSOrderedSet? {"))
        #expect(properties.contains("public func insertIntoTags(_ value: Tag, at idx: Int)"))
        #expect(properties.contains("public class func fetchRequest() -> NSFetchRequest<Item>"))
        #expect(generated[2].text.contains("public var item: Item? {"))
    }

    @Test func momcsRefusalsNameTheFileAndLine() throws {
        let cases: [(String, String)] = [
            (model("<entity name=\"A\"><relationship name=\"b\" destinationEntity=\"B\"/></entity>"), "A.b: no entity named B in this model"),
            (model("<entity name=\"A\"/>\n<entity name=\"A\"/>"), "the entity A is declared twice"),
            (model("<entity name=\"A\"><attribute name=\"x\" attributeType=\"Colour\"/></entity>"), "A.x: attribute type \"Colour\" is not one Core Data knows"),
            ("<model><entity name=\"A\">", ""),
        ]
        for (contents, message) in cases {
            let root = try modelFolder(["Shop": contents])
            defer { try? FileManager.default.removeItem(atPath: root) }
            #expect(throws: BuildFailure.self) { try ManagedObjectModelSource.read(path: "Shop.xcdatamodeld", root: root) }
            do { _ = try ManagedObjectModelSource.read(path: "Shop.xcdatamodeld", root: root) } catch {
                let diagnostic = error.diagnostics[0]
                #expect(diagnostic.file == "Shop.xcdatamodeld/Shop.xcdatamodel/contents")
                #expect(diagnostic.line != nil)
                #expect(diagnostic.message.hasPrefix(message))
            }
        }
        let root = try modelFolder(["Shop": model(item)], current: "Other.xcdatamodel")
        defer { try? FileManager.default.removeItem(atPath: root) }
        do { _ = try ManagedObjectModelSource.read(path: "Shop.xcdatamodeld", root: root); Issue.record("read") } catch {
            #expect(error.diagnostics[0].message == "the current version Other.xcdatamodel is not in the model; name one of Shop.xcdatamodel")
        }
    }
}
