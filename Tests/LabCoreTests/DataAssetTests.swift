import Foundation
import Testing
@testable import LabCore

/// `NSDataAsset(name:)`: the data sets of the bundle's asset catalog, by their full name.
@Suite struct DataAssetTests {
    @Test func aDataSetIsFoundByItsNameAndOnlyDataSetsAre() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("data-asset-tests-\(UUID().uuidString).app").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let rendition = { (file: String, byte: UInt8) in
            AssetCatalogArchive.Rendition(file: file, idiom: "universal", scale: nil, size: nil, sha256: "", bytes: [byte])
        }
        let catalog = AssetCatalogArchive(assets: [
            AssetCatalogArchive.Asset(name: "music/theme", type: "data", renditions: [rendition("theme.mp3", 7)]),
            AssetCatalogArchive.Asset(name: "badge", type: "image", renditions: [rendition("badge.png", 1)]),
        ])
        try PlistWriter.xml(catalog.plist).write(to: URL(fileURLWithPath: folder + "/Assets.car"))
        let info: [String: PlistValue] = ["CFBundleIdentifier": .string("com.example.Data"), "CFBundleExecutable": .string("Data")]
        let app = AppBundle(path: folder, info: info, program: nil)
        #expect(app.dataAsset(named: "music/theme")?.bytes == [7])
        #expect(app.dataAsset(named: "Music/Theme")?.foundName == "music/theme")
        #expect(app.dataAsset(named: "theme") == nil)
        #expect(app.dataAsset(named: "badge") == nil)
    }
}
