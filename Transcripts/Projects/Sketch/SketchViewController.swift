import UIKit

/// Draws nothing, as LifecycleLab draws nothing: builds a shape layer from a Bézier path,
/// masks and transforms a view, adds animations, fills a progress bar, fades a square with a
/// property animator and drops it under gravity, printing what each object keeps.
class SketchViewController: UIViewController, CAAnimationDelegate {
    let canvas = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 200))
    let shape = CAShapeLayer()
    let progress = UIProgressView(progressViewStyle: .default)
    var animator: UIDynamicAnimator!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        canvas.backgroundColor = .yellow
        view.addSubview(canvas)

        let path = UIBezierPath(roundedRect: CGRect(x: 10, y: 10, width: 100, height: 60), cornerRadius: 12)
        path.move(to: CGPoint(x: 10, y: 100))
        path.addLine(to: CGPoint(x: 110, y: 100))
        path.addArc(withCenter: CGPoint(x: 110, y: 130), radius: 30, startAngle: -.pi / 2, endAngle: .pi / 2, clockwise: true)
        print("path bounds \(describe(path.bounds)), ends at \(describe(path.currentPoint))")

        shape.path = path.cgPath
        shape.strokeColor = UIColor.blue.cgColor
        shape.fillColor = UIColor.clear.cgColor
        shape.lineWidth = 4
        shape.lineCap = .round
        canvas.layer.addSublayer(shape)
        print("canvas layer has \(canvas.layer.sublayers?.count ?? 0) sublayer; shape's superlayer is the canvas layer: \(shape.superlayer === canvas.layer)")

        let mask = CAShapeLayer()
        mask.path = UIBezierPath(ovalIn: canvas.bounds).cgPath
        canvas.layer.mask = mask
        print("mask oval bounds \(describe(mask.path!.boundingBox))")

        canvas.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2)
        let t = canvas.transform
        print(String(format: "transform a %.1f b %.1f c %.1f d %.1f", t.a, t.b, t.c, t.d) + "; identity: \(t.isIdentity)")
        let moved = CGPoint(x: 1, y: 0).applying(t)
        let back = moved.applying(t.inverted())
        print("(1, 0) goes to \(describe(moved)) and back to \(describe(back)); the frame stays \(describe(canvas.frame))")

        shape.transform = CATransform3DRotate(CATransform3DMakeScale(0.5, 0.5, 1), .pi, 0, 0, 1)
        let flat = shape.affineTransform()
        print(String(format: "the view's layer holds it as a 3-D transform, affine: %@; the shape layer's, as affine: a %.1f d %.1f",
                     CATransform3DIsAffine(canvas.layer.transform) ? "yes" : "no", flat.a, flat.d))

        let wobble = CAKeyframeAnimation(keyPath: "position.x")
        wobble.values = [0, 40, 0]
        wobble.keyTimes = [0, 0.5, 1]
        wobble.duration = 2
        wobble.repeatCount = .infinity
        wobble.fillMode = .forwards
        wobble.isRemovedOnCompletion = false
        wobble.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        shape.add(wobble, forKey: "wobble")

        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 1
        draw.delegate = self
        CATransaction.begin()
        CATransaction.setCompletionBlock { print("transaction complete") }
        shape.add(draw, forKey: "draw")
        print("committing")
        CATransaction.commit()
        print("animations kept: \(shape.animationKeys() ?? []); strokeEnd \(shape.strokeEnd)")

        progress.frame = CGRect(x: 20, y: 400, width: 200, height: 4)
        progress.progressTintColor = .green
        progress.setProgress(0.4, animated: true)
        print("progress \(progress.progress)")
        progress.progress = 1.5
        print("progress pinned to \(progress.progress)")
        view.addSubview(progress)

        let pan = UIPanGestureRecognizer(target: self, action: #selector(panned(_:)))
        canvas.addGestureRecognizer(pan)
        pan.setTranslation(CGPoint(x: 5, y: 7), in: canvas)
        print("pan translation \(describe(pan.translation(in: canvas))), velocity \(describe(pan.velocity(in: canvas)))")

        let reset = UIButton(type: .roundedRect)
        reset.setTitle("Reset", for: .normal)
        reset.addTarget(self, action: #selector(reset(_:)), for: .touchUpInside)
        view.addSubview(reset)

        let square = UIView(frame: CGRect(x: 250, y: 100, width: 50, height: 50))
        square.backgroundColor = .red
        view.addSubview(square)
        let fade = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { square.alpha = 0.5 }
        fade.addCompletion { position in print("fade ended at the end: \(position == .end); alpha \(square.alpha)") }
        fade.startAnimation()
        print("fade still running: \(fade.isRunning)")
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { print("keyframe at 0.5") }
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { print("keyframe at 0") }
        }, completion: { finished in print("keyframes finished: \(finished)") })
        print("(10, 10) in the canvas is \(describe(canvas.convert(CGPoint(x: 10, y: 10), to: view))) in the root view")

        animator = UIDynamicAnimator(referenceView: view)
        let gravity = UIGravityBehavior(items: [square])
        let collision = UICollisionBehavior(items: [square])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(gravity)
        animator.addBehavior(collision)
        print("\(animator.behaviors.count) behaviours; running: \(animator.isRunning); square still at \(describe(square.frame))")
    }

    func animationDidStart(_ anim: CAAnimation) {
        print("animation did start")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        print("animation did stop, finished: \(flag)")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("touched at \(describe(touches.first!.location(in: view)))")
    }

    /// Takes its sender as `AnyObject`, as older code did.
    @objc func reset(_ sender: AnyObject) {
        print("reset by a \(type(of: sender))")
        canvas.transform = .identity
        shape.removeAllAnimations()
        progress.setProgress(0, animated: true)
        print("identity: \(canvas.transform.isIdentity); animations kept: \(shape.animationKeys() ?? []); progress \(progress.progress)")
        let cleared = UILabel()
        cleared.text = "Cleared"
        UIView.transition(from: progress, to: cleared, duration: 0.3, options: .transitionCrossDissolve) { finished in
            print("the label took the progress bar's place: \(cleared.superview === self.view && self.progress.superview == nil)")
        }
    }

    @objc func panned(_ recognizer: UIPanGestureRecognizer) {
        print("panned")
    }
}

func describe(_ point: CGPoint) -> String {
    String(format: "(%.1f, %.1f)", Double(point.x), Double(point.y))
}

func describe(_ rect: CGRect) -> String {
    String(format: "(%.0f, %.0f, %.0f, %.0f)", Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
}
