import UIKit
import Photos

/// Reads each frame's delay through Core Foundation's raw-pointer dictionary calls, as the
/// SwiftGif extension course apps carry does, and looks members up on `AnyObject`.
class DelaysViewController: UIViewController {
    let toggle = UISwitch()

    override func viewDidLoad() {
        super.viewDidLoad()
        toggle.tag = 7
        toggle.isOn = true
        view.addSubview(toggle)
        let url = Bundle.main.url(forResource: "spinner", withExtension: "gif")!
        let source = CGImageSourceCreateWithData(try! Data(contentsOf: url) as CFData, nil)!
        for index in 0..<CGImageSourceGetCount(source) {
            print("frame \(index): delay \(delay(at: index, of: source))")
        }
        lookUpMembers()
        saveToPhotos(try! Data(contentsOf: url))
    }

    func delay(at index: Int, of source: CGImageSource) -> Double {
        let properties = CGImageSourceCopyPropertiesAtIndex(source, index, nil)
        let gifPointer = UnsafeMutablePointer<UnsafeRawPointer?>.allocate(capacity: 1)
        defer { gifPointer.deallocate() }
        if !CFDictionaryGetValueIfPresent(properties, Unmanaged.passUnretained(kCGImagePropertyGIFDictionary).toOpaque(), gifPointer) {
            return 0.1
        }
        let gif: CFDictionary = unsafeBitCast(gifPointer.pointee, to: CFDictionary.self)
        var delayObject: AnyObject = unsafeBitCast(
            CFDictionaryGetValue(gif, Unmanaged.passUnretained(kCGImagePropertyGIFUnclampedDelayTime).toOpaque()),
            to: AnyObject.self)
        if delayObject.doubleValue == 0 {
            print("  frame's own delay is 0: the clamped one instead")
            delayObject = unsafeBitCast(CFDictionaryGetValue(gif, Unmanaged.passUnretained(kCGImagePropertyGIFDelayTime).toOpaque()),
                                        to: AnyObject.self)
        }
        print("  \(CFDictionaryGetCount(gif)) GIF properties; has LoopCount: \(CFDictionaryContainsKey(gif, Unmanaged.passUnretained(kCGImagePropertyGIFLoopCount).toOpaque()))")
        return delayObject as? Double ?? 0
    }

    /// Objective-C finds a member on any object typed AnyObject; nil when the object lacks it.
    func lookUpMembers() {
        let number: AnyObject = "42" as NSString
        print("NSString's integerValue: \(number.integerValue!), doubleValue: \(number.doubleValue!)")
        let control: AnyObject = toggle
        print("the switch's tag: \(control.tag!), isOn: \(control.isOn!)")
        control.isOn = false
        print("after control.isOn = false: \(toggle.isOn)")
        let view: AnyObject = UIView()
        print("a plain view's isOn: \(String(describing: view.isOn))")
    }

    func saveToPhotos(_ data: Data) {
        PHPhotoLibrary.shared().performChanges({
            let request = PHAssetCreationRequest.forAsset()
            request.addResource(with: .photo, data: data, options: nil)
        }, completionHandler: { saved, error in
            print("saved: \(saved), \(error?.localizedDescription ?? "")")
        })
    }
}
