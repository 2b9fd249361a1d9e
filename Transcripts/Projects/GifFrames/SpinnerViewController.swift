import UIKit

/// A GIF's frames through ImageIO, as course apps read them: the frame count, each frame's
/// delay from its GIF properties, and an animated image made of the frames.
class SpinnerViewController: UIViewController {
    let imageView = UIImageView(frame: CGRect(x: 20, y: 100, width: 120, height: 120))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(imageView)
        let url = Bundle.main.url(forResource: "spinner", withExtension: "gif")!
        let data = try! Data(contentsOf: url)
        guard let source = CGImageSourceCreateWithData(data as CFData, nil) else { return print("not an image") }
        let count = CGImageSourceGetCount(source)
        var frames: [UIImage] = []
        var total = 0.0
        for index in 0..<count {
            guard let image = CGImageSourceCreateImageAtIndex(source, index, nil) else { continue }
            frames.append(UIImage(cgImage: image))
            let properties = CGImageSourceCopyPropertiesAtIndex(source, index, nil) as? [String: Any]
            let gif = properties?[kCGImagePropertyGIFDictionary as String] as? [String: Any]
            let delay = gif?[kCGImagePropertyGIFDelayTime as String] as? Double ?? 0
            let unclamped = gif?[kCGImagePropertyGIFUnclampedDelayTime as String] as? Double ?? 0
            print("frame \(index): \(image.width)×\(image.height), delay \(delay) (file: \(unclamped))")
            total += delay
        }
        imageView.image = UIImage.animatedImage(with: frames, duration: total)
        print("animated: \(imageView.image?.images?.count ?? 0) frames over \(imageView.image?.duration ?? 0) s, size \(imageView.image?.size ?? .zero)")
        let still = UIImage(data: data)
        print("UIImage(data:) of the GIF: \(still?.size ?? .zero), frames: \(still?.images?.count ?? 0)")
        let options = [kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceThumbnailMaxPixelSize: 2] as CFDictionary
        if let thumbnail = CGImageSourceCreateThumbnailAtIndex(source, 2, options) {
            print("thumbnail: \(thumbnail.width)×\(thumbnail.height)")
        }
    }
}
