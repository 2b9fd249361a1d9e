import Foundation
import Testing
@testable import LabCore

/// `UIImage(named:)` on the simulated 3× iPhone: which file or rendition the bundle gives.
@Suite struct ImageFileTests {
    private func bundle(files: [String: [UInt8]], catalog: AssetCatalogArchive? = nil) throws -> (AppBundle, String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("image-file-tests-\(UUID().uuidString).app").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, bytes) in files { try Data(bytes).write(to: URL(fileURLWithPath: folder + "/" + name)) }
        if let catalog { try PlistWriter.xml(catalog.plist).write(to: URL(fileURLWithPath: folder + "/Assets.car")) }
        let info: [String: PlistValue] = ["CFBundleIdentifier": .string("com.example.Images"), "CFBundleExecutable": .string("Images")]
        return (AppBundle(path: folder, info: info, program: nil), folder)
    }

    @Test func filesPreferTheScreensScaleThenTheNextBelow() throws {
        let (app, folder) = try bundle(files: ["mars.png": [1], "mars@2x.png": [2], "mars@3x.jpg": [3], "moon.png": [4], "moon@2x.png": [5]])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(app.imageFile(named: "mars")?.bytes == [3])
        #expect(app.imageFile(named: "mars")?.scale == 3)
        #expect(app.imageFile(named: "moon")?.bytes == [5])
        #expect(app.imageFile(named: "moon")?.scale == 2)
        #expect(app.imageFile(named: "moon.png")?.scale == 2)
        #expect(app.imageFile(named: "venus") == nil)
        #expect(app.hasImage(named: "mars"))
    }

    @Test func catalogRenditionsComeBeforeFilesAndKeepTheirScale() throws {
        let rendition = { (scale: String, byte: UInt8) in
            AssetCatalogArchive.Rendition(file: "badge@\(scale).png", idiom: "universal", scale: scale, size: nil, sha256: "", bytes: [byte])
        }
        let catalog = AssetCatalogArchive(assets: [AssetCatalogArchive.Asset(name: "badge", type: "image", renditions: [rendition("1x", 1), rendition("2x", 2)])])
        let (app, folder) = try bundle(files: ["badge@3x.png": [9]], catalog: catalog)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(app.imageFile(named: "badge")?.bytes == [2])
        #expect(app.imageFile(named: "badge")?.scale == 2)
    }
}
