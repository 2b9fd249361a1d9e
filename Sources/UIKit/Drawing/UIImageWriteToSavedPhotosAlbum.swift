import Foundation
import LabWire

/// Adds `image` to the device's photo library, as UIKit does: the device checks the app's
/// `NSPhotoLibraryAddUsageDescription` (without it iOS's privacy check ends the app), asks the
/// user once and keeps the image (its size in pixels). Then, in a later turn of the main run
/// loop, the completion selector — `image(_:didFinishSavingWithError:contextInfo:)` by
/// convention — is performed on the target with the image, no error and `contextInfo`.
public func UIImageWriteToSavedPhotosAlbum(_ image: UIImage, _ completionTarget: Any?, _ completionSelector: Selector?,
                                           _ contextInfo: UnsafeMutableRawPointer?) {
    let pixels = image.pixelSize
    AppRuntime.shared.call(HostCalls.savePhoto, pixels.width, pixels.height)
    guard let completionTarget, let completionSelector else { return }
    let completion = SelectorPerform.Box(target: completionTarget as AnyObject, argument: contextInfo)
    DispatchQueue.main.async {
        SelectorPerform.call(completionSelector, on: completion.target, arguments: [image, nil, completion.argument])
    }
}
