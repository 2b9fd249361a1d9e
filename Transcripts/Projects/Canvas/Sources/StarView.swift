import UIKit

/// Draws a gradient-filled rounded square and a stroked triangle; a tap adds a dot and redraws.
class StarView: UIView {
    var dots = 0

    override func draw(_ rect: CGRect) {
        print("StarView.draw(_:) in \(rect.width) × \(rect.height), \(dots) dot(s)")
        let context = UIGraphicsGetCurrentContext()!
        context.saveGState()
        UIBezierPath(roundedRect: rect.insetBy(dx: 10, dy: 10), cornerRadius: 12).addClip()
        let colors = [UIColor.yellow.cgColor, UIColor.orange.cgColor] as CFArray
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1])!
        context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: rect.height), options: [])
        context.restoreGState()

        let triangle = UIBezierPath()
        triangle.move(to: CGPoint(x: rect.midX, y: 20))
        triangle.addLine(to: CGPoint(x: rect.maxX - 20, y: rect.maxY - 20))
        triangle.addLine(to: CGPoint(x: 20, y: rect.maxY - 20))
        triangle.close()
        triangle.lineWidth = 4
        triangle.lineJoinStyle = .round
        UIColor.blue.setStroke()
        triangle.stroke()

        UIColor.red.setFill()
        for index in 0..<dots {
            context.fillEllipse(in: CGRect(x: 10 + CGFloat(index) * 12, y: 10, width: 8, height: 8))
        }
    }
}

/// A layer's delegate that draws a circle into it.
class CircleDrawer: NSObject, CALayerDelegate {
    func draw(_ layer: CALayer, in ctx: CGContext) {
        ctx.setFillColor(UIColor.green.cgColor)
        ctx.fillEllipse(in: layer.bounds)
        print("CircleDrawer drew into a \(layer.bounds.width)×\(layer.bounds.height) layer")
    }
}
