@_spi(LifecycleLab) import UIKit

public typealias PHImageRequestID = Int32
public let PHInvalidImageRequestID: PHImageRequestID = 0
public let PHImageManagerMaximumSize = CGSize(width: -1, height: -1)
public let PHImageResultIsInCloudKey = "PHImageResultIsInCloudKey"
public let PHImageResultIsDegradedKey = "PHImageResultIsDegradedKey"
public let PHImageErrorKey = "PHImageErrorKey"
public let PHImageCancelledKey = "PHImageCancelledKey"
public let PHImageResultRequestIDKey = "PHImageResultRequestIDKey"

public enum PHImageContentMode: Int, Sendable { case aspectFit = 0, aspectFill = 1
    public static let `default` = PHImageContentMode.aspectFit }

open class PHImageRequestOptions: NSObject {
    public enum DeliveryMode: Int, Sendable { case opportunistic = 0, highQualityFormat, fastFormat }
    public enum ResizeMode: Int, Sendable { case none = 0, fast, exact }
    open var deliveryMode: DeliveryMode = .opportunistic
    open var resizeMode: ResizeMode = .fast
    open var isSynchronous = false
    open var isNetworkAccessAllowed = false
    open var version = 0
    public override init() { super.init() }
}

open class PHVideoRequestOptions: NSObject {
    open var isNetworkAccessAllowed = false
    open var version = 0
    open var deliveryMode = 0
    public override init() { super.init() }
}

/// Delivers assets' images: there are no assets, so a request answers nil with an error.
open class PHImageManager: NSObject {
    nonisolated(unsafe) private static let shared = PHImageManager()
    open class func `default`() -> PHImageManager { shared }
    private var nextRequest: PHImageRequestID = 1

    @discardableResult
    open func requestImage(for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?,
                           resultHandler: @escaping (UIImage?, [AnyHashable: Any]?) -> Void) -> PHImageRequestID {
        photosNotSimulated("PHImageManager.requestImage")
        let id = nextRequest
        nextRequest += 1
        resultHandler(nil, [PHImageErrorKey: NSError(domain: "PHPhotosErrorDomain", code: 3201), PHImageResultRequestIDKey: id])
        return id
    }

    open func cancelImageRequest(_ requestID: PHImageRequestID) {}
}

open class PHCachingImageManager: PHImageManager {
    open var allowsCachingHighQualityImages = true
    open func startCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?) {}
    open func stopCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?) {}
    open func stopCachingImagesForAllAssets() {}
}
