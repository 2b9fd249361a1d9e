import Accounts
import AVKit
import HealthKit
import MediaPlayer
import MessageUI
import Social
import SystemConfiguration
import UIKit

/// APIs of iOS's older frameworks that course projects still use: an alert view, the mail
/// composer, a movie player, network reachability, the system's social accounts; and a step
/// count from HealthKit and AVKit's player controller.
class OldFrameworksViewController: UIViewController, UIAlertViewDelegate, MFMailComposeViewControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        let actions: [(String, Selector)] = [("Alert", #selector(alert)), ("Mail", #selector(mail)), ("Movie", #selector(movie)),
                                             ("Reachability", #selector(reachability)), ("Tweet", #selector(tweet)),
                                             ("Steps", #selector(steps)), ("Player", #selector(player))]
        for (title, action) in actions {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.addTarget(self, action: action, for: .touchUpInside)
            view.addSubview(button)
        }
        NotificationCenter.default.addObserver(self, selector: #selector(movieFinished(_:)),
                                               name: .MPMoviePlayerPlaybackDidFinish, object: nil)
    }

    @objc func alert() {
        let alert = UIAlertView(title: "Save changes?", message: "Your edits are not saved yet.", delegate: self,
                                cancelButtonTitle: "Cancel", otherButtonTitles: "Save", "Discard")
        alert.show()
        print("visible: \(alert.isVisible); buttons: \(alert.numberOfButtons); cancel at \(alert.cancelButtonIndex)")
    }

    func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {
        print("clicked \(buttonIndex): \(alertView.buttonTitle(at: buttonIndex) ?? "")")
    }

    func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int) {
        print("dismissed with \(buttonIndex)")
    }

    @objc func mail() {
        print("can send mail: \(MFMailComposeViewController.canSendMail())")
        let composer = MFMailComposeViewController()
        composer.mailComposeDelegate = self
        composer.setToRecipients(["teacher@example.com"])
        composer.setSubject("Homework")
        composer.setMessageBody("Attached.", isHTML: false)
        present(composer, animated: true)
    }

    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {
        print("mail finished: \(result.rawValue), error: \(error.map { "\($0)" } ?? "none")")
        controller.dismiss(animated: true)
    }

    @objc func movie() {
        let url = Bundle.main.bundleURL.appendingPathComponent("clip.mp4")
        let player = MPMoviePlayerViewController(contentURL: url)
        presentMoviePlayerViewControllerAnimated(player)
    }

    @objc func movieFinished(_ notification: Notification) {
        let reason = notification.userInfo?[MPMoviePlayerPlaybackDidFinishReasonUserInfoKey] as? Int
        print("movie finished, reason \(reason ?? -1)")
    }

    @objc func reachability() {
        guard let target = SCNetworkReachabilityCreateWithName(nil, "www.apple.com") else { return }
        var flags = SCNetworkReachabilityFlags()
        let answered = SCNetworkReachabilityGetFlags(target, &flags)
        print("answered: \(answered); reachable: \(flags.contains(.reachable))")
    }

    @objc func tweet() {
        print("Twitter available: \(SLComposeViewController.isAvailable(forServiceType: SLServiceTypeTwitter))")
        let store = ACAccountStore()
        let type = store.accountType(withAccountTypeIdentifier: ACAccountTypeIdentifierTwitter)!
        store.requestAccessToAccounts(with: type, options: nil) { granted, error in
            print("access granted: \(granted); accounts: \(store.accounts(with: type).count)")
        }
    }

    let healthStore = HKHealthStore()

    @objc func steps() {
        let steps = HKObjectType.quantityType(forIdentifier: .stepCount)!
        healthStore.requestAuthorization(toShare: nil, read: [steps]) { granted, _ in
            print("health data available: \(HKHealthStore.isHealthDataAvailable()); authorized: \(granted)")
            let query = HKStatisticsQuery(quantityType: steps, quantitySamplePredicate: nil, options: .cumulativeSum) { _, statistics, _ in
                let count = statistics?.sumQuantity()?.doubleValue(for: HKUnit.count()) ?? 0
                print("steps today: \(count)")
            }
            self.healthStore.execute(query)
        }
    }

    @objc func player() {
        let controller = AVPlayerViewController()
        controller.player = AVPlayer(url: Bundle.main.bundleURL.appendingPathComponent("clip.mp4"))
        present(controller, animated: true) {
            controller.player?.play()
            print("player rate: \(controller.player?.rate ?? 0)")
        }
    }
}
