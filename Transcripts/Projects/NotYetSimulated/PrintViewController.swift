import UIKit

class PrintViewController: UIViewController {
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
    }

    func printPage(_ photo: UIImage) {
        let printer = UIPrintInteractionController.shared
        printer.present(animated: true)
        UISaveVideoAtPathToSavedPhotosAlbum("clip.mov", nil, nil, nil)
        view.backgroundColor = UIColor.systemMint
        view.layoutIfNeded()
        let badge = UIImage(systemName: "wifi", variableValue: 0.5, configuration: nil)
        print(badge as Any)
    }
}
