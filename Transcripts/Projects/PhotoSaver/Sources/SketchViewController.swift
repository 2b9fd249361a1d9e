import UIKit

class SketchViewController: UIViewController {
    var sketch: UIImage?
    var saves = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        sketch = UIGraphicsImageRenderer(size: CGSize(width: 150, height: 100), format: format).image { context in
            UIColor.orange.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 150, height: 100))
        }
        let save = UIButton(type: .system)
        save.setTitle("Save", for: .normal)
        save.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        save.addTarget(self, action: #selector(saveTapped), for: .touchUpInside)
        view.addSubview(save)
    }

    @objc func saveTapped() {
        guard let sketch else { return }
        saves += 1
        print("saving \(sketch.size) at scale \(sketch.scale)")
        UIImageWriteToSavedPhotosAlbum(sketch, self, #selector(image(_:didFinishSavingWithError:contextInfo:)), nil)
        print("UIImageWriteToSavedPhotosAlbum returned; the completion comes later")
    }

    @objc func image(_ image: UIImage, didFinishSavingWithError error: NSError?, contextInfo: UnsafeRawPointer) {
        print("saved \(image.size), error \(String(describing: error)), same image \(image === sketch), context \(Int(bitPattern: contextInfo))")
        let title = error == nil ? "Saved!" : "Save error"
        let alert = UIAlertController(title: title, message: "Save \(saves) is in your photos.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
