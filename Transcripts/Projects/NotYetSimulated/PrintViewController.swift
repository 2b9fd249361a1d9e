import UIKit

class PrintViewController: UIViewController {
    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        super.pressesBegan(presses, with: event)
    }

    func printPage() {
        let printer = UIPrintInteractionController.shared
        printer.present(animated: true)
        UIImageWriteToSavedPhotosAlbum(UIImage(), nil, nil, nil)
        view.backgroundColor = UIColor.systemMint
        let level = UIDevice.current.batteryLevel
        view.alpha = CGFloat(level)
        view.setNeedsDisplay(view.bounds)
        view.layoutIfNeded()
        let image = UIImage(named: "badge", in: nil, with: nil)
        print(image as Any)
    }
}
