import LocalAuthentication
import UIKit

/// A secret kept in the Keychain behind Face ID, and a copy in Documents to compare: after an
/// uninstall and a reinstall the Keychain still has it, the container does not.
class VaultViewController: UIViewController {
    let secretLabel = UILabel()
    var noteURL: URL { FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0].appendingPathComponent("note.txt") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Locked"
        secretLabel.text = "•••••"
        view.addSubview(secretLabel)
        for (title, action) in [("Save", #selector(save)), ("Unlock", #selector(unlock)), ("Forget", #selector(forget))] {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.addTarget(self, action: action, for: .touchUpInside)
            view.addSubview(button)
        }
        let kept = SecretStore.accounts()
        print("Keychain: \(kept.isEmpty ? "nothing" : kept.joined(separator: ", "))")
        print("Documents/note.txt: \((try? String(contentsOf: noteURL, encoding: .utf8)) ?? "none")")
    }

    @objc func save() {
        print("save: OSStatus \(SecretStore.save("swordfish", account: "door"))")
        try? "swordfish".write(to: noteURL, atomically: true, encoding: .utf8)
    }

    @objc func unlock() {
        let context = LAContext()
        var error: NSError?
        guard context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) else {
            print("no biometry: \(error?.localizedDescription ?? "?")")
            return
        }
        print("biometry: \(context.biometryType == .faceID ? "Face ID" : "Touch ID")")
        context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Open the vault") { success, error in
            DispatchQueue.main.async {
                if success {
                    self.title = "Open"
                    self.secretLabel.text = SecretStore.load(account: "door") ?? "(no secret)"
                    print("unlocked: \(self.secretLabel.text ?? "")")
                } else {
                    print("not unlocked: \(error.map { String(describing: $0) } ?? "?")")
                    let alert = UIAlertController(title: "Authentication failed", message: "You could not be verified.", preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                    self.present(alert, animated: true)
                }
            }
        }
        print("evaluatePolicy asked; the reply comes later")
    }

    @objc func forget() {
        print("delete: OSStatus \(SecretStore.delete(account: "door")); again: OSStatus \(SecretStore.delete(account: "door"))")
    }
}
