import UIKit

/// A sine wave as a 2018 tutorial drew it, in Swift 4.0: `kCAFillModeForwards`,
/// `kCAMediaTimingFunctionEaseInEaseOut` and `kCALineCapRound` are the SDK's globals there.
@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplicationLaunchOptionsKey: Any]?) -> Bool {
        let controller = UIViewController()
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = controller
        window?.makeKeyAndVisible()

        let wave = UIBezierPath()
        wave.move(to: CGPoint(x: 0, y: 200))
        for step in 1...8 {
            let x = CGFloat(step) * 40
            wave.addQuadCurve(to: CGPoint(x: x, y: 200), controlPoint: CGPoint(x: x - 20, y: step % 2 == 0 ? 180 : 220))
        }
        let waveLayer = CAShapeLayer()
        waveLayer.path = wave.cgPath
        waveLayer.lineCap = kCALineCapRound
        waveLayer.strokeColor = UIColor.blue.cgColor
        controller.view.layer.addSublayer(waveLayer)

        let slide = CABasicAnimation(keyPath: "position")
        slide.fromValue = NSValue(cgPoint: CGPoint(x: 0, y: 0))
        slide.toValue = NSValue(cgPoint: CGPoint(x: -80, y: 0))
        slide.fillMode = kCAFillModeForwards
        slide.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseInEaseOut)
        slide.repeatCount = Float.infinity
        waveLayer.add(slide, forKey: "slide")
        let box = wave.bounds
        print("wave from \(box.minX) to \(box.maxX), \(box.minY)…\(box.maxY); slides to \((slide.toValue as! NSValue).cgPointValue.x); fill mode \(slide.fillMode.rawValue)")
        return true
    }
}
