import Foundation
import UIKit

/// A path stroked and filled in a scene (a line, a circle, a rectangle).
open class SKShapeNode: SKNode {
    open var path: CGPath?
    open var fillColor: UIColor = .clear
    open var strokeColor: UIColor = .white
    open var lineWidth: CGFloat = 1
    open var glowWidth: CGFloat = 0
    open var lineCap: CGLineCap = .butt
    open var lineJoin: CGLineJoin = .miter
    open var isAntialiased = true
    open var fillTexture: SKTexture?
    open var strokeTexture: SKTexture?
    open var blendMode: SKBlendMode = .alpha
    open var lineLength: CGFloat { path.map { $0.boundingBox.width + $0.boundingBox.height } ?? 0 }

    public override init() { super.init() }

    public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }

    public convenience init(path: CGPath) {
        self.init()
        self.path = path
    }

    public convenience init(path: CGPath, centered: Bool) {
        self.init()
        let box = path.boundingBox
        if centered {
            var move = CGAffineTransform(translationX: -box.midX, y: -box.midY)
            self.path = path.copy(using: &move) ?? path
        } else {
            self.path = path
        }
    }

    public convenience init(rect: CGRect) {
        self.init(path: CGPath(rect: rect, transform: nil))
    }

    public convenience init(rectOf size: CGSize) {
        self.init(rect: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height))
    }

    public convenience init(rectOf size: CGSize, cornerRadius: CGFloat) {
        self.init(rectOf: size)
    }

    public convenience init(rect: CGRect, cornerRadius: CGFloat) {
        self.init(rect: rect)
    }

    public convenience init(circleOfRadius radius: CGFloat) {
        self.init(path: CGPath(ellipseIn: CGRect(x: -radius, y: -radius, width: radius * 2, height: radius * 2), transform: nil))
    }

    public convenience init(ellipseOf size: CGSize) {
        self.init(path: CGPath(ellipseIn: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height), transform: nil))
    }

    public convenience init(ellipseIn rect: CGRect) {
        self.init(path: CGPath(ellipseIn: rect, transform: nil))
    }

    public convenience init(points: UnsafeMutablePointer<CGPoint>, count: Int) {
        let path = CGMutablePath()
        path.addLines(between: Array(UnsafeBufferPointer(start: points, count: count)))
        self.init(path: path)
    }

    override var contentRect: CGRect? {
        guard let path, !path.isEmpty else { return nil }
        return path.boundingBox
    }
}
