import UIKit

class CanvasViewController: UIViewController {
    let star = StarView(frame: CGRect(x: 20, y: 100, width: 200, height: 150))
    let circleLayer = CALayer()
    let drawer = CircleDrawer()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        star.backgroundColor = .white
        view.addSubview(star)
        let button = UIButton(type: .system)
        button.setTitle("Dot", for: .normal)
        button.addTarget(self, action: #selector(addDot), for: .touchUpInside)
        view.addSubview(button)

        // A renderer: a 20×10 point image at the screen's scale (3), half red.
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10))
        let half = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        print("renderer image \(half.size.width) × \(half.size.height) points at scale \(half.scale); pixels \(half.cgImage!.width)×\(half.cgImage!.height)")
        print("left pixel \(pixel(of: half, x: 5, y: 5)), right pixel \(pixel(of: half, x: 50, y: 5))")
        let png = half.pngData()!
        print("PNG: \(png.count) bytes, signature \(png.prefix(4).map { String($0, radix: 16) }.joined(separator: " "))")
        let again = UIImage(data: png)!
        print("read back: \(again.size.width) × \(again.size.height) points (scale 1), left pixel \(pixel(of: again, x: 5, y: 5))")
        let jpeg = half.jpegData(compressionQuality: 0.8)!
        print("JPEG: starts \(jpeg.prefix(2).map { String($0, radix: 16) }.joined(separator: " ")), ends \(jpeg.suffix(2).map { String($0, radix: 16) }.joined(separator: " "))")

        // A format at scale 1, opaque: what is not drawn is black.
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let opaque = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { _ in
            UIColor.white.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 4))
        }
        print("opaque image: \(pixel(of: opaque, x: 0, y: 0)) then \(pixel(of: opaque, x: 3, y: 0))")

        // The older image context, a clip, a CTM rotation, a dashed stroke.
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 40, height: 40), false, 2)
        let context = UIGraphicsGetCurrentContext()!
        context.clip(to: CGRect(x: 0, y: 0, width: 20, height: 40))
        context.setFillColor(UIColor.blue.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        context.translateBy(x: 20, y: 20)
        context.rotate(by: .pi / 4)
        context.setLineDash(phase: 0, lengths: [4, 2])
        context.stroke(CGRect(x: -5, y: -5, width: 10, height: 10))
        let clipped = UIGraphicsGetImageFromCurrentImageContext()!
        UIGraphicsEndImageContext()
        print("image context \(clipped.size.width) × \(clipped.size.height) scale \(clipped.scale): left \(pixel(of: clipped, x: 2, y: 2)), clipped right \(pixel(of: clipped, x: 70, y: 2))")
        print("current context after end: \(UIGraphicsGetCurrentContext() == nil ? "none" : "some")")

        // Images from the bundle: the asset catalog's @2x, a file's @3x.
        let badge = UIImage(named: "badge")!
        print("badge \(badge.size.width) × \(badge.size.height) points at scale \(badge.scale)")
        let stripe = UIImage(named: "stripe")!
        print("stripe \(stripe.size.width) × \(stripe.size.height) points at scale \(stripe.scale); top \(pixel(of: stripe, x: 0, y: 0)), below \(pixel(of: stripe, x: 0, y: 2))")
        print("no such image: \(UIImage(named: "nothing") == nil)")
        print("the badge set named with an extension: \(UIImage(named: "badge.png")?.size.width ?? 0) points wide")

        // Drawing an image: UIImage draws upright, Core Graphics' draw(_:in:) upside down in a UIKit context.
        let flips = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 3), format: format).image { context in
            stripe.draw(in: CGRect(x: 0, y: 0, width: 3, height: 3))
        }
        let flipped = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 3), format: format).image { context in
            context.cgContext.draw(stripe.cgImage!, in: CGRect(x: 0, y: 0, width: 3, height: 3))
        }
        print("UIImage.draw top row \(pixel(of: flips, x: 0, y: 0)); CGContext.draw top row \(pixel(of: flipped, x: 0, y: 0)), bottom row \(pixel(of: flipped, x: 0, y: 2))")
        let cropped = badge.cgImage!.cropping(to: CGRect(x: 20, y: 0, width: 20, height: 10))!
        print("cropped \(cropped.width)×\(cropped.height); as an image at scale 2: \(UIImage(cgImage: cropped, scale: 2, orientation: .up).size.width) points wide")
        let stretched = badge.resizableImage(withCapInsets: UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5), resizingMode: .stretch)
        let wide = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 20), format: format).image { _ in
            stretched.draw(in: CGRect(x: 0, y: 0, width: 100, height: 20))
        }
        print("resizable badge drawn 100 wide: left \(pixel(of: wide, x: 2, y: 10)), right \(pixel(of: wide, x: 97, y: 10))")
        let template = badge.withRenderingMode(.alwaysTemplate)
        print("template mode: \(template.renderingMode == .alwaysTemplate); flipped for RTL: \(badge.imageFlippedForRightToLeftLayoutDirection().flipsForRightToLeftLayoutDirection)")

        // A layer drawn by its delegate when asked.
        circleLayer.frame = CGRect(x: 240, y: 100, width: 60, height: 60)
        circleLayer.contentsScale = UIScreen.main.scale
        circleLayer.delegate = drawer
        view.layer.addSublayer(circleLayer)
        circleLayer.setNeedsDisplay()
        let text = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)])
        print("text size \(text.width.rounded()) × \(text.height.rounded())")
        let box = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 80)).image { _ in
            let drawing = NSStringDrawingContext()
            ("A line long enough to wrap" as NSString).draw(with: CGRect(x: 10, y: 10, width: 100, height: 60), options: .usesLineFragmentOrigin,
                                                            attributes: [.font: UIFont.systemFont(ofSize: 10)], context: drawing)
            let took = drawing.totalBounds
            print("text drawn in a box took \(took.width.rounded()) × \(took.height.rounded()) at (\(took.minX), \(took.minY))")
        }
        _ = box
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let contents = circleLayer.contents as! CGImage
        print("circle layer contents \(contents.width)×\(contents.height)")
    }

    @objc func addDot() {
        star.dots += 1
        star.setNeedsDisplay()
        print("asked for a redraw")
    }

    /// One pixel of an image as RGBA bytes, read back through a 1×1 bitmap context.
    func pixel(of image: UIImage, x: Int, y: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: 4)
        let cgImage = image.cgImage!
        bytes.withUnsafeMutableBytes { buffer in
            let context = CGContext(data: buffer.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            context.draw(cgImage, in: CGRect(x: -x, y: y - cgImage.height + 1, width: cgImage.width, height: cgImage.height))
        }
        return bytes
    }
}
