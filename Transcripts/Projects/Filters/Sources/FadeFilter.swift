import UIKit

/// An app's own filter: its inputs are @objc properties, set by key.
class FadeFilter: CIFilter {
    @objc var inputImage: CIImage?
    @objc var inputAmount: NSNumber? = 1

    override var outputImage: CIImage? {
        guard let inputImage, let amount = inputAmount?.doubleValue else { return nil }
        let white = CIImage(color: CIColor(red: 1, green: 1, blue: 1, alpha: CGFloat(amount))).cropped(to: inputImage.extent)
        return white.composited(over: inputImage)
    }
}
