import UIKit
import CoreImage.CIFilterBuiltins

class FiltersViewController: UIViewController {
    let context = CIContext()
    let imageView = UIImageView(frame: CGRect(x: 20, y: 100, width: 40, height: 20))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.addSubview(imageView)

        // A 40×20 image at scale 1: red on the left, blue on the right.
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let source = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 20, y: 0, width: 20, height: 20))
        }
        let input = CIImage(image: source)!
        print("CIImage extent \(describe(input.extent))")

        // A filter by name.
        let invert = CIFilter(name: "CIColorInvert")!
        invert.setValue(input, forKey: kCIInputImageKey)
        let inverted = context.createCGImage(invert.outputImage!, from: input.extent)!
        print("inverted: left \(pixel(inverted, 5, 5)), right \(pixel(inverted, 35, 5))")

        // Typed filters: a radial gradient masks the image (white centre keeps it).
        let gradient = CIFilter.radialGradient()
        gradient.center = CGPoint(x: 20, y: 10)
        gradient.radius0 = 4
        gradient.radius1 = 8
        let blend = CIFilter.blendWithMask()
        blend.inputImage = input
        blend.maskImage = gradient.outputImage
        let masked = context.createCGImage(blend.outputImage!, from: input.extent)!
        print("masked: centre \(pixel(masked, 19, 10)), corner \(pixel(masked, 0, 0)); gradient radius1 reads \(gradient.radius1)")

        // A blur spreads the edge and grows the extent by three times its radius.
        let blur = CIFilter(name: "CIGaussianBlur", parameters: [kCIInputImageKey: input, kCIInputRadiusKey: 2])!
        let blurred = blur.outputImage!
        let edge = context.createCGImage(blurred, from: input.extent)!
        print("blurred extent \(describe(blurred.extent)); at the edge \(pixel(edge, 19, 10)) and \(pixel(edge, 20, 10))")

        // The app's own filter, inputs set by key.
        let fade = FadeFilter()
        fade.setValuesForKeys([kCIInputImageKey: input, "inputAmount": 0.5])
        let faded = context.createCGImage(fade.outputImage!, from: input.extent)!
        print("faded by \(fade.inputAmount!): left \(pixel(faded, 5, 5))")

        // UIImage(ciImage:) has no cgImage, as on iOS, and draws its recipe.
        let recipeImage = UIImage(ciImage: invert.outputImage!)
        print("UIImage(ciImage:): size \(recipeImage.size), cgImage \(recipeImage.cgImage == nil ? "nil" : "set"), ciImage \(recipeImage.ciImage != nil)")
        let redrawn = UIGraphicsImageRenderer(size: recipeImage.size, format: format).image { _ in recipeImage.draw(at: .zero) }
        print("drawn: left \(pixel(redrawn.cgImage!, 5, 5))")
        imageView.image = recipeImage

        // Names the lab has, and one it does not.
        print("blur filters: \(CIFilter.filterNames(inCategories: [kCICategoryBlur]))")
        print("CIKaleidoscope: \(CIFilter(name: "CIKaleidoscope") == nil ? "nil" : "made")")

        // A layer's compositing filter blends it with what is behind it; its background
        // filters change what is behind it, reached by name in a key path.
        let back = CALayer()
        back.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        back.backgroundColor = UIColor.red.cgColor
        let front = CALayer()
        front.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        front.backgroundColor = UIColor.white.cgColor
        front.compositingFilter = "differenceBlendMode"
        back.addSublayer(front)
        let veil = CALayer()
        veil.frame = CGRect(x: 20, y: 0, width: 20, height: 20)
        let controls = CIFilter(name: "CIColorControls")!
        controls.name = "dim"
        veil.backgroundFilters = [controls]
        back.addSublayer(veil)
        veil.setValue(-1, forKeyPath: "backgroundFilters.dim.inputBrightness")
        print("brightness by key path: \(controls.value(forKey: kCIInputBrightnessKey)!)")
        let rendered = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image { context in
            back.render(in: context.cgContext)
        }
        print("rendered layers: difference \(pixel(rendered.cgImage!, 5, 5)), dimmed behind \(pixel(rendered.cgImage!, 35, 5))")
    }

    func describe(_ rect: CGRect) -> String {
        "(\(rect.minX), \(rect.minY), \(rect.width), \(rect.height))"
    }

    /// The RGBA bytes of a pixel (top-left origin).
    func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: 4)
        bytes.withUnsafeMutableBytes { buffer in
            let context = CGContext(data: buffer.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            context.draw(image, in: CGRect(x: -x, y: y - image.height + 1, width: image.width, height: image.height))
        }
        return bytes
    }
}
