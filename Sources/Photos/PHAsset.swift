@_spi(LifecycleLab) import UIKit

public enum PHAssetMediaType: Int, Sendable { case unknown = 0, image, video, audio }
public struct PHAssetMediaSubtype: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let photoLive = PHAssetMediaSubtype(rawValue: 1 << 3)
    public static let photoScreenshot = PHAssetMediaSubtype(rawValue: 1 << 2)
}
public enum PHAssetCollectionType: Int, Sendable { case album = 1, smartAlbum, moment }
public enum PHAssetCollectionSubtype: Int, Sendable {
    case albumRegular = 2, albumSyncedEvent = 3, smartAlbumGeneric = 200, smartAlbumPanoramas = 201, smartAlbumVideos = 202
    case smartAlbumFavorites = 203, smartAlbumUserLibrary = 209, smartAlbumSelfPortraits = 210, smartAlbumScreenshots = 211
    case any = 9_223_372_036_854_775_807
}

/// Anything in the library.
open class PHObject: NSObject {
    open var localIdentifier: String { "" }
}

/// An ordered list of fetched objects: always empty in the lab.
open class PHFetchResult<ObjectType: AnyObject>: NSObject {
    private let objects: [ObjectType]
    public override init() { objects = []; super.init() }
    open var count: Int { objects.count }
    open var firstObject: ObjectType? { objects.first }
    open var lastObject: ObjectType? { objects.last }
    open func object(at index: Int) -> ObjectType { objects[index] }
    open subscript(index: Int) -> ObjectType { objects[index] }
    open func contains(_ anObject: ObjectType) -> Bool { objects.contains { $0 === anObject } }
    open func index(of anObject: ObjectType) -> Int { objects.firstIndex { $0 === anObject } ?? NSNotFound }
    open func objects(at indexes: IndexSet) -> [ObjectType] { indexes.map { objects[$0] } }
    open func enumerateObjects(_ block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop: ObjCBool = false
        for (index, object) in objects.enumerated() {
            block(object, index, &stop)
            if stop.boolValue { break }
        }
    }
}

/// What to fetch and in which order (kept).
open class PHFetchOptions: NSObject {
    open var predicate: NSPredicate?
    open var sortDescriptors: [NSSortDescriptor]?
    open var fetchLimit = 0
    open var includeHiddenAssets = false
    public override init() { super.init() }
}

/// A photo or video in the library.
open class PHAsset: PHObject {
    open var mediaType: PHAssetMediaType { .unknown }
    open var mediaSubtypes: PHAssetMediaSubtype { [] }
    open var pixelWidth: Int { 0 }
    open var pixelHeight: Int { 0 }
    open var creationDate: Date? { nil }
    open var modificationDate: Date? { nil }
    open var location: AnyObject? { nil }
    open var duration: TimeInterval { 0 }
    open var isFavorite: Bool { false }
    open var isHidden: Bool { false }

    open class func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        photosNotSimulated("PHAsset.fetchAssets(with:)")
        return PHFetchResult()
    }
    open class func fetchAssets(with mediaType: PHAssetMediaType, options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        fetchAssets(with: options)
    }
    open class func fetchAssets(in assetCollection: PHAssetCollection, options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        fetchAssets(with: options)
    }
    open class func fetchAssets(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        fetchAssets(with: options)
    }
}

open class PHCollection: PHObject {
    open var localizedTitle: String? { nil }
    open class func fetchTopLevelUserCollections(with options: PHFetchOptions?) -> PHFetchResult<PHCollection> {
        photosNotSimulated("PHCollection.fetchTopLevelUserCollections(with:)")
        return PHFetchResult()
    }
}

/// An album or smart album.
open class PHAssetCollection: PHCollection {
    open var assetCollectionType: PHAssetCollectionType { .album }
    open var assetCollectionSubtype: PHAssetCollectionSubtype { .albumRegular }
    open var estimatedAssetCount: Int { 0 }
    open class func fetchAssetCollections(with type: PHAssetCollectionType, subtype: PHAssetCollectionSubtype,
                                          options: PHFetchOptions?) -> PHFetchResult<PHAssetCollection> {
        photosNotSimulated("PHAssetCollection.fetchAssetCollections(with:subtype:options:)")
        return PHFetchResult()
    }
}

/// A file of an asset (its original photo, its video).
open class PHAssetResource: NSObject {
    open var originalFilename: String { "" }
    open var type: Int { 0 }
    open class func assetResources(for asset: PHAsset) -> [PHAssetResource] { [] }
}

open class PHAssetResourceManager: NSObject {
    open class func `default`() -> PHAssetResourceManager { PHAssetResourceManager() }
}

/// Change requests, made inside `performChanges` (which then fails: nothing is written).
open class PHAssetChangeRequest: NSObject {
    open class func creationRequestForAsset(from image: UIImage) -> Self { self.init() }
    open class func creationRequestForAssetFromImage(atFileURL fileURL: URL) -> Self? { self.init() }
    open class func creationRequestForAssetFromVideo(atFileURL fileURL: URL) -> Self? { self.init() }
    open class func deleteAssets(_ assets: Any) {}
    open var isFavorite = false
    public required override init() { super.init() }
}

/// A new asset made of resources (`addResource(with: .photo, data: data, options: nil)`): like
/// every change request, recorded by nothing — `performChanges` says so and fails.
open class PHAssetCreationRequest: PHAssetChangeRequest {
    open class func forAsset() -> PHAssetCreationRequest { PHAssetCreationRequest() }
    open class func supportsAssetResourceTypes(_ types: [NSNumber]) -> Bool { true }
    open func addResource(with type: PHAssetResourceType, data: Data, options: PHAssetResourceCreationOptions?) {}
    open func addResource(with type: PHAssetResourceType, fileURL: URL, options: PHAssetResourceCreationOptions?) {}
}

/// How a resource is added: its file name, type, and whether a file is moved rather than copied.
open class PHAssetResourceCreationOptions: NSObject {
    open var originalFilename: String?
    open var uniformTypeIdentifier: String?
    open var shouldMoveFile = false
    public override init() { super.init() }
}

public enum PHAssetResourceType: Int, Sendable { case photo = 1, video, audio, alternatePhoto, fullSizePhoto, fullSizeVideo }
