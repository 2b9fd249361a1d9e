import Foundation
import Testing
@testable import LabToolchain

/// actool's naming: a folder whose Contents.json provides a namespace prefixes its sets' names.
@Suite struct AssetNamespaceTests {
    @Test func namespaceFoldersPrefixTheirSetsAndPlainFoldersDoNot() throws {
        let info = "{ \"info\" : { \"version\" : 1, \"author\" : \"xcode\" } }"
        let namespace = "{ \"info\" : { \"version\" : 1, \"author\" : \"xcode\" }, \"properties\" : { \"provides-namespace\" : true } }"
        let data = "{ \"info\" : { \"version\" : 1, \"author\" : \"xcode\" }, \"data\" : [ { \"idiom\" : \"universal\", \"filename\" : \"a.txt\" } ] }"
        let root = Fixtures.project(named: "AssetNamespaces", files: [
            "Assets.xcassets/Contents.json": info,
            "Assets.xcassets/music/Contents.json": namespace,
            "Assets.xcassets/music/theme.dataset/Contents.json": data,
            "Assets.xcassets/music/theme.dataset/a.txt": "la",
            "Assets.xcassets/music/loops/Contents.json": namespace,
            "Assets.xcassets/music/loops/drum.dataset/Contents.json": data,
            "Assets.xcassets/music/loops/drum.dataset/a.txt": "dum",
            "Assets.xcassets/plain/Contents.json": info,
            "Assets.xcassets/plain/note.dataset/Contents.json": data,
            "Assets.xcassets/plain/note.dataset/a.txt": "do",
        ])
        var compiler = AssetCatalogCompiler(root: root, appIconName: "AppIcon")
        try compiler.add(catalog: "Assets.xcassets")
        let assets = compiler.archive?.assets ?? []
        #expect(assets.map(\.name).sorted() == ["music/loops/drum", "music/theme", "note"])
        #expect(assets.first { $0.name == "music/theme" }?.renditions.first?.bytes == Array("la".utf8))
        #expect(assets.allSatisfy { $0.type == "data" })
    }
}
