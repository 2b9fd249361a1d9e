import UIKit

class PrintViewController: UIViewController {
    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
    }

    func printPage(_ photo: UIImage) {
        let printer = UIPrintInteractionController.shared
        printer.present(animated: true)
        UIImageWriteToSavedPhotosAlbum(photo, nil, nil, nil)
        view.backgroundColor = UIColor.systemMint
        view.layoutIfNeded()
        let badge = UIImage(named: "badge", in: nil, with: nil)
        print(badge as Any)
    }
}
