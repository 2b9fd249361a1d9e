import UIKit

class ViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let appDelegate = UIApplication.shared.delegate
        switch appDelegate?.window {
        case .none: print("the app delegate has no window property")
        case .some(.none): print("the app delegate's window is nil")
        case .some(.some): print("the app delegate has a window")
        }
        let sceneDelegate = view.window?.windowScene?.delegate as? UIWindowSceneDelegate
        if let window = sceneDelegate?.window {
            print("the scene delegate's window is", window === view.window ? "this view's window" : "another")
        }
        let forced: UIWindow = sceneDelegate!.window!!
        forced.tintColor = .red
        print("tint set through", String(describing: type(of: forced)))
    }
}
