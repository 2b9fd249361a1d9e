import UIKit
import Accelerate
import MobileCoreServices
import AVFoundation

/// What an image library asks of iOS beyond UIKit: Accelerate's box blur, ImageIO's image
/// destinations, a text attachment, an autorelease pool and a class method reached by selector.
class StudioViewController: UIViewController {
    let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(label)
        blur()
        writeFiles()
        attach()
        let total = autoreleasepool { (1...10).reduce(0, +) }
        print("autoreleasepool: \(total)")
        let shared = NSSelectorFromString("sharedApplication")
        if UIApplication.responds(to: shared), let app = UIApplication.perform(shared)?.takeUnretainedValue() as? UIApplication {
            print("sharedApplication by selector is UIApplication.shared: \(app === UIApplication.shared)")
        }
        print("UIDevice answers sharedApplication: \(UIDevice.responds(to: shared))")
        print("a GIF's type: \(kUTTypeGIF)")
        let generator = AVAssetImageGenerator(asset: AVAsset(url: URL(fileURLWithPath: "/tmp/clip.mov")))
        generator.generateCGImagesAsynchronously(forTimes: [NSValue(time: CMTime(seconds: 1.5, preferredTimescale: 600))]) { requested, image, _, result, error in
            print("frame at \(requested.seconds) s: \(image == nil ? "none" : "made"), \(result == .failed ? "failed" : "succeeded"), error \((error as NSError?)?.code ?? 0)")
        }
    }

    /// One white pixel among black ones, blurred by a box 3 pixels wide (4 channels a pixel).
    func blur() {
        var source: [UInt8] = [0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255, 255, 0, 0, 0, 255, 0, 0, 0, 255]
        var result = [UInt8](repeating: 0, count: source.count)
        var errors: [vImage_Error] = []
        source.withUnsafeMutableBytes { input in
            result.withUnsafeMutableBytes { output in
                var from = vImage_Buffer(data: input.baseAddress, height: 1, width: 5, rowBytes: 20)
                var to = vImage_Buffer(data: output.baseAddress, height: 1, width: 5, rowBytes: 20)
                errors.append(vImageBoxConvolve_ARGB8888(&from, &to, nil, 0, 0, 1, 3, nil, vImage_Flags(kvImageEdgeExtend)))
                errors.append(vImageBoxConvolve_ARGB8888(&from, &to, nil, 0, 0, 1, 4, nil, vImage_Flags(kvImageEdgeExtend)))
                errors.append(vImageBoxConvolve_ARGB8888(&from, &to, nil, 0, 0, 1, 3, nil, vImage_Flags(kvImageNoFlags)))
            }
        }
        print("box blur: \(stride(from: 0, to: 20, by: 4).map { result[$0] }); errors \(errors)")
    }

    /// A 4×4 red square written as a PNG and a JPEG into data, and read back.
    func writeFiles() {
        let square = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        guard let cgImage = square.cgImage else { return }
        let png = NSMutableData()
        if let destination = CGImageDestinationCreateWithData(png, kUTTypePNG, 1, nil) {
            CGImageDestinationAddImage(destination, cgImage, nil)
            let written = CGImageDestinationFinalize(destination)
            let pixels = UIImage(data: png as Data)?.cgImage.map { "\($0.width)×\($0.height)" } ?? "nothing"
            print("PNG: \(written), reads back as \(pixels) pixels; finalized again: \(CGImageDestinationFinalize(destination))")
        }
        if let jpeg = CFDataCreateMutable(nil, 0), let destination = CGImageDestinationCreateWithData(jpeg, kUTTypeJPEG, 1, nil) {
            CGImageDestinationAddImage(destination, cgImage, [kCGImageDestinationLossyCompressionQuality: 0.5] as CFDictionary)
            print("JPEG: \(CGImageDestinationFinalize(destination)), starts \(Array((jpeg as Data).prefix(2)))")
        }
        if let empty = CGImageDestinationCreateWithData(NSMutableData(), kUTTypePNG, 1, nil) {
            print("PNG without its image: \(CGImageDestinationFinalize(empty))")
        }
        print("GIF destination: \(CGImageDestinationCreateWithData(NSMutableData(), "com.compuserve.gif" as CFString, 1, nil) == nil ? "none" : "made")")
    }

    /// A label's text with an image attached after a word.
    func attach() {
        let attachment = NSTextAttachment()
        attachment.image = UIImage(systemName: "pin")
        attachment.bounds = CGRect(x: 0, y: -2, width: 12, height: 12)
        let text = NSMutableAttributedString(string: "Pins ")
        text.append(NSAttributedString(attachment: attachment))
        label.attributedText = text
        let found = text.attribute(.attachment, at: 5, effectiveRange: nil) as? NSTextAttachment
        print("attachment at 5: \(found === attachment), bounds \(found?.bounds ?? .zero), text length \(text.length), last character U+\(String(text.string.unicodeScalars.last!.value, radix: 16, uppercase: true))")
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = StudioViewController()
        window?.makeKeyAndVisible()
        return true
    }
}
