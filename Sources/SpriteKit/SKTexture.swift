import Foundation
import UIKit

/// An image a sprite draws. Its size is the image's, read from the app's bundle or asset
/// catalog as `UIImage(named:)` reads it; a name the bundle lacks gives iOS's placeholder size
/// (128 × 128) and iOS's console line.
open class SKTexture: NSObject, NSSecureCoding {
    /// The image's name (nil for one made from an image or in code).
    let imageName: String?
    let image: UIImage?
    private let pointSize: CGSize
    open var filteringMode: SKTextureFilteringMode = .linear
    open var usesMipmaps = false

    /// Sizes of the images already looked up, by name: a game makes a texture every frame.
    nonisolated(unsafe) private static var sizes: [String: CGSize?] = [:]

    public init(imageNamed name: String) {
        imageName = name
        image = nil
        if let known = SKTexture.sizes[name] {
            pointSize = known ?? CGSize(width: 128, height: 128)
        } else {
            let size = UIImage(named: name)?.size
            SKTexture.sizes[name] = .some(size)
            if size == nil { print("SKTexture: Error loading image resource: \"\(name)\"") }
            pointSize = size ?? CGSize(width: 128, height: 128)
        }
        super.init()
    }

    public init(image: UIImage) {
        imageName = nil
        self.image = image
        pointSize = image.size
        super.init()
    }

    public convenience init(cgImage: CGImage) {
        self.init(image: UIImage(cgImage: cgImage))
    }

    /// A texture of `size` with no image (a render target, a snapshot the lab does not draw).
    init(size: CGSize) {
        imageName = nil
        image = nil
        pointSize = size
        super.init()
    }

    public convenience init(rect: CGRect, in texture: SKTexture) {
        self.init(size: CGSize(width: rect.width * texture.size().width, height: rect.height * texture.size().height))
    }

    public required init?(coder: NSCoder) {
        imageName = nil
        image = nil
        pointSize = .zero
        super.init()
    }

    open func encode(with coder: NSCoder) {}
    public static var supportsSecureCoding: Bool { true }

    open func size() -> CGSize { pointSize }
    open func textureRect() -> CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

    open class func preload(_ textures: [SKTexture], withCompletionHandler completionHandler: @escaping () -> Void) {
        completionHandler()
    }

    open func preload(completionHandler: @escaping () -> Void) { completionHandler() }

    open override var description: String {
        "<SKTexture> '\(imageName ?? "(image)")' (\(Int(pointSize.width)) x \(Int(pointSize.height)))"
    }
}

/// A folder of images (`NAME.atlas` in the bundle, or a sprite atlas in an asset catalog):
/// each texture named as its image is.
open class SKTextureAtlas: NSObject, NSSecureCoding {
    open private(set) var textureNames: [String]

    public init(named name: String) {
        let folder = Bundle.main.path(forResource: name, ofType: "atlas")
        textureNames = folder.flatMap { try? FileManager.default.contentsOfDirectory(atPath: $0) }?
            .filter { $0.hasSuffix(".png") || $0.hasSuffix(".jpg") }.sorted() ?? []
        super.init()
    }

    public init(dictionary properties: [String: Any]) {
        textureNames = properties.keys.sorted()
        super.init()
    }

    public required init?(coder: NSCoder) {
        textureNames = []
        super.init()
    }

    open func encode(with coder: NSCoder) {}
    public static var supportsSecureCoding: Bool { true }

    open func textureNamed(_ name: String) -> SKTexture { SKTexture(imageNamed: name) }

    open class func preloadTextureAtlases(_ atlases: [SKTextureAtlas], withCompletionHandler completionHandler: @escaping () -> Void) {
        completionHandler()
    }

    open func preload(completionHandler: @escaping () -> Void) { completionHandler() }
}
