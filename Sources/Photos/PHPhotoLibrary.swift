@_spi(LifecycleLab) import UIKit

// The Photos framework, declared so an app using it compiles (docs/lifecycle.md, "Frameworks
// declared, not simulated"): the simulated library reads as empty — the images apps save with
// UIImageWriteToSavedPhotosAlbum are counted by the device but their pixels are not kept — so
// every fetch finds nothing, and the first use says so once.

func photosNotSimulated(_ api: String) {
    __LabNotSimulated.say("the Photos library (\(api))", instead: "it reads as empty: fetches find no assets and no image is delivered")
}

public enum PHAuthorizationStatus: Int, Sendable { case notDetermined = 0, restricted, denied, authorized, limited }
public enum PHAccessLevel: Int, Sendable { case addOnly = 1, readWrite = 2 }

public protocol PHPhotoLibraryChangeObserver: AnyObject {
    func photoLibraryDidChange(_ changeInstance: PHChange)
}

/// Changes to the library, as observers hear them (never: nothing changes it).
open class PHChange: NSObject {
    open func changeDetails<T: PHObject>(for object: T) -> PHObjectChangeDetails<T>? { nil }
    open func changeDetails<T: PHObject>(for fetchResult: PHFetchResult<T>) -> PHFetchResultChangeDetails<T>? { nil }
}
open class PHObjectChangeDetails<T: PHObject>: NSObject {}
open class PHFetchResultChangeDetails<T: PHObject>: NSObject {
    open var fetchResultAfterChanges: PHFetchResult<T> { PHFetchResult() }
}

/// The shared library. Access is granted (the library is empty, so nothing is exposed).
open class PHPhotoLibrary: NSObject {
    nonisolated(unsafe) private static let library = PHPhotoLibrary()
    open class func shared() -> PHPhotoLibrary { library }

    open class func authorizationStatus() -> PHAuthorizationStatus { .authorized }
    open class func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus { .authorized }
    open class func requestAuthorization(_ handler: @escaping (PHAuthorizationStatus) -> Void) {
        photosNotSimulated("PHPhotoLibrary.requestAuthorization")
        DispatchQueue.main.async { handler(.authorized) }
    }
    open class func requestAuthorization(for accessLevel: PHAccessLevel, handler: @escaping (PHAuthorizationStatus) -> Void) {
        requestAuthorization(handler)
    }

    open func register(_ observer: PHPhotoLibraryChangeObserver) {}
    open func unregisterChangeObserver(_ observer: PHPhotoLibraryChangeObserver) {}

    /// Runs `changeBlock`, then reports failure: no change reaches the library.
    open func performChanges(_ changeBlock: @escaping () -> Void, completionHandler: ((Bool, Error?) -> Void)? = nil) {
        photosNotSimulated("PHPhotoLibrary.performChanges")
        changeBlock()
        DispatchQueue.main.async {
            completionHandler?(false, NSError(domain: "PHPhotosErrorDomain", code: 3300,
                                              userInfo: [NSLocalizedDescriptionKey: "LifecycleLab does not simulate changes to the Photos library"]))
        }
    }
}
