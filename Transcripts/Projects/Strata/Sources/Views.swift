import UIKit

/// A layer class of the app's own: a view of DialView is backed by one.
class DialLayer: CALayer {
    var ticks = 12

    override func layoutSublayers() {
        super.layoutSublayers()
        print("DialLayer lays out its \(ticks) ticks")
    }
}

class DialView: UIView {
    override class var layerClass: AnyClass { DialLayer.self }
}

/// A view whose mood, when set, makes it draw and lay out again.
class MoodView: UIView {
    enum Mood { case calm, excited }
    @Invalidating(.display, .layout) var mood: Mood = .calm

    override func draw(_ rect: CGRect) {
        print("MoodView draws (\(mood))")
    }
}
