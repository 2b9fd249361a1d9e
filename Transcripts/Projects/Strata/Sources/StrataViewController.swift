import UIKit

class StrataViewController: UIViewController {
    let moodView = MoodView(frame: CGRect(x: 20, y: 400, width: 100, height: 100))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        layers()
        geometry()
        colours()
        images()
        view.addSubview(moodView)
        let button = UIButton(type: .system)
        button.setTitle("Excite", for: .normal)
        button.frame = CGRect(x: 20, y: 520, width: 100, height: 44)
        button.addTarget(self, action: #selector(excite), for: .touchUpInside)
        view.addSubview(button)
    }

    @objc func excite() {
        moodView.mood = .excited
    }

    func layers() {
        // Hit testing: points in the superlayer's coordinates, the frontmost layer found.
        let back = CALayer()
        back.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
        back.name = "back"
        let inner = CALayer()
        inner.frame = CGRect(x: 10, y: 10, width: 30, height: 30)
        inner.name = "inner"
        back.addSublayer(inner)
        view.layer.addSublayer(back)
        print("hit at (115, 115): \(view.layer.hitTest(CGPoint(x: 115, y: 115))?.name ?? "nil"); at (150, 150): \(view.layer.hitTest(CGPoint(x: 150, y: 150))?.name ?? "nil"); outside: \(back.hitTest(CGPoint(x: 5, y: 5))?.name ?? "nil")")
        print("inner's origin in the view's layer: \(inner.convert(CGPoint.zero, to: view.layer)); contains (5, 5): \(inner.contains(CGPoint(x: 5, y: 5)))")

        // A transform layer is never hit itself, and draws only its sublayers.
        let group = CATransformLayer()
        group.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        group.backgroundColor = UIColor.red.cgColor
        let tile = CALayer()
        tile.frame = CGRect(x: 10, y: 0, width: 10, height: 10)
        tile.backgroundColor = UIColor.blue.cgColor
        tile.name = "tile"
        group.addSublayer(tile)
        print("transform layer hit: at (15, 5) \(group.hitTest(CGPoint(x: 15, y: 5))?.name ?? "nil"), at (5, 15) \(group.hitTest(CGPoint(x: 5, y: 15))?.name ?? "nil")")
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { context in
            group.render(in: context.cgContext)
        }
        print("rendered: own background \(pixel(image.cgImage!, 5, 15)), sublayer \(pixel(image.cgImage!, 15, 5))")

        // The app's own layer class backs its view.
        let dial = DialView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        print("DialView's layer: \(type(of: dial.layer)), ticks \((dial.layer as? DialLayer)?.ticks ?? 0)")
        view.addSubview(dial)
    }

    func geometry() {
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
        view.addSubview(card)
        card.transform3D = CATransform3DMakeRotation(.pi / 4, 1, 0, 0)
        print("transform3D m22 \(String(format: "%.3f", Double(card.transform3D.m22))), m23 \(String(format: "%.3f", Double(card.transform3D.m23))); affine transform d \(String(format: "%.3f", Double(card.transform.d)))")

        let first = UIView(), second = UIView(), third = UIView()
        for item in [first, second, third] {
            item.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(item)
        }
        let span = first.leadingAnchor.anchorWithOffset(to: second.trailingAnchor)
        let width = third.widthAnchor.constraint(equalTo: span)
        width.isActive = true
        print(span)
        print(width)
        print("held by the root view: \(view.constraints.contains(width))")

        let font = UIFont.systemFont(ofSize: 17)
        let bigger = font.withSize(34)
        print("withSize: \(bigger.fontName) \(bigger.pointSize)")
    }

    func colours() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let light = UITraitCollection(userInterfaceStyle: .light)
        print("systemYellow light \(UIColor.systemYellow.resolvedColor(with: light)), dark \(UIColor.systemYellow.resolvedColor(with: dark))")
        let ink = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        print("dynamic colour: \(ink), dark \(ink.resolvedColor(with: dark)), plain red resolves to \(UIColor.red.resolvedColor(with: dark))")

        // A colour set of the asset catalog, in its three spellings of components.
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        UIColor(named: "ink")!.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        print("asset colour ink: \(String(format: "%.2f %.2f %.2f %.2f", Double(red), Double(green), Double(blue), Double(alpha))); missing: \(UIColor(named: "missing") == nil ? "nil" : "made")")

        // A coloured pattern: its callback draws one 4×4 cell, the fill tiles it.
        let drawStripes: CGPatternDrawPatternCallback = { _, context in
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            context.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        }
        var callbacks = CGPatternCallbacks(version: 0, drawPattern: drawStripes, releaseInfo: nil)
        let pattern = CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 4, height: 4), matrix: .identity, xStep: 4, yStep: 4,
                                tiling: .constantSpacingMinimalDistortion, isColored: true, callbacks: &callbacks)!
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let striped = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12), format: format).image { context in
            let cg = context.cgContext
            cg.setFillColorSpace(CGColorSpace(patternBaseSpace: nil)!)
            var alpha: CGFloat = 1
            cg.setFillPattern(pattern, colorComponents: &alpha)
            cg.fill(CGRect(x: 0, y: 0, width: 12, height: 12))
        }
        print("pattern fill: row 0 \(pixel(striped.cgImage!, 9, 0)), row 3 \(pixel(striped.cgImage!, 9, 3)), row 5 \(pixel(striped.cgImage!, 9, 5))")

        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 2, height: 2)
        shadow.shadowBlurRadius = 3
        shadow.shadowColor = UIColor.gray
        let title = NSAttributedString(string: "Strata", attributes: [.shadow: shadow])
        print("text shadow: \(title.attribute(.shadow, at: 0, effectiveRange: nil) as? NSShadow == shadow)")

        let vibrancy = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemThinMaterial), style: .secondaryLabel)
        print("vibrancy style \(vibrancy.style!), over a blur of style \(vibrancy.blurEffect.style.rawValue)")
    }

    func images() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        func swatch(_ color: UIColor) -> UIImage {
            UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { context in
                color.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            }
        }
        let tall = swatch(.red), short = swatch(.green)
        let asset = UIImageAsset()
        asset.register(tall, with: UITraitCollection(verticalSizeClass: .regular))
        asset.register(short, with: UITraitCollection(verticalSizeClass: .compact))
        let portrait = asset.image(with: traitCollection)
        let landscape = asset.image(with: UITraitCollection(verticalSizeClass: .compact))
        print("image asset: portrait gets \(portrait === tall ? "tall" : "short"), compact height gets \(landscape === short ? "short" : "tall"); the image knows its asset: \(tall.imageAsset === asset)")

        let palette = UIImage.SymbolConfiguration(paletteColors: [.red, .green])
        let large = UIImage.SymbolConfiguration(pointSize: 30).applying(palette)
        print("symbol configuration: \(large.pointSize) points, rendering \(large.colorRendering), \(large.colors.count) colours")

        if let chime = NSDataAsset(name: "sounds/chime") {
            print("data asset sounds/chime: \(String(decoding: chime.data, as: UTF8.self).trimmingCharacters(in: .newlines))")
        }
        print("without its namespace: \(NSDataAsset(name: "chime") == nil ? "nil" : "found")")
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
