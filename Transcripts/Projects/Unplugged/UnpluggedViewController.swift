import CloudKit
import CoreLocation
import CoreSpotlight
import GameplayKit
import MobileCoreServices
import MultipeerConnectivity
import SafariServices
import UIKit
import WatchConnectivity

/// One button per framework the lab declares but does not simulate: each says so once on the
/// console and then behaves as a device would with nothing around it. GameplayKit's strategist
/// and Safari's sheet are simulated.
class UnpluggedViewController: UIViewController, CLLocationManagerDelegate, MCBrowserViewControllerDelegate,
                               WCSessionDelegate, SFSafariViewControllerDelegate {
    let locationManager = CLLocationManager()
    let session = MCSession(peer: MCPeerID(displayName: "Lab iPhone"), securityIdentity: nil, encryptionPreference: .required)

    override func viewDidLoad() {
        super.viewDidLoad()
        let actions: [(String, Selector)] = [("Beacons", #selector(beacons)), ("Peers", #selector(peers)), ("Spotlight", #selector(spotlight)),
                                             ("Watch", #selector(watch)), ("iCloud", #selector(iCloud)), ("Safari", #selector(safari)),
                                             ("Sticks", #selector(sticks))]
        for (title, action) in actions {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.addTarget(self, action: action, for: .touchUpInside)
            view.addSubview(button)
        }
    }

    @objc func beacons() {
        let region = CLBeaconRegion(uuid: UUID(uuidString: "5A4BCFCE-174E-4BAC-A814-092E77F6B7E5")!, major: 123, minor: 456, identifier: "Door")
        locationManager.delegate = self
        locationManager.startMonitoring(for: region)
        locationManager.startRangingBeacons(satisfying: region.beaconIdentityConstraint)
        print("regions monitored: \(locationManager.monitoredRegions.count); ranging available: \(CLLocationManager.isRangingAvailable())")
    }

    func locationManager(_ manager: CLLocationManager, didRange beacons: [CLBeacon], satisfying beaconConstraint: CLBeaconIdentityConstraint) {
        print("ranged \(beacons.count) beacons")
    }

    @objc func peers() {
        do {
            try session.send(Data("hello".utf8), toPeers: session.connectedPeers, with: .reliable)
        } catch {
            print("send failed: \(error)")
        }
        let browser = MCBrowserViewController(serviceType: "lab-demo", session: session)
        browser.delegate = self
        present(browser, animated: true)
    }

    func browserViewControllerDidFinish(_ browserViewController: MCBrowserViewController) { dismiss(animated: true) }
    func browserViewControllerWasCancelled(_ browserViewController: MCBrowserViewController) {
        print("browser cancelled with \(session.connectedPeers.count) peers")
        dismiss(animated: true)
    }

    @objc func spotlight() {
        let attributes = CSSearchableItemAttributeSet(itemContentType: kUTTypeText as String)
        attributes.title = "Harbours"
        let item = CSSearchableItem(uniqueIdentifier: "1", domainIdentifier: "com.example", attributeSet: attributes)
        CSSearchableIndex.default().indexSearchableItems([item]) { error in
            print("indexed, error: \(String(describing: error))")
        }
    }

    @objc func watch() {
        guard WCSession.isSupported() else { return }
        WCSession.default.delegate = self
        WCSession.default.activate()
        print("activate() returned; paired: \(WCSession.default.isPaired)")
    }

    func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: Error?) {
        print("activation completed: \(activationState == .activated ? "activated" : "not activated"), reachable: \(session.isReachable)")
    }
    func sessionDidBecomeInactive(_ session: WCSession) {}
    func sessionDidDeactivate(_ session: WCSession) {}

    @objc func iCloud() {
        CKContainer.default().accountStatus { status, _ in
            print("iCloud account: \(status == .noAccount ? "none" : "some")")
        }
    }

    @objc func safari() {
        let safari = SFSafariViewController(url: URL(string: "https://www.example.com/guide")!)
        safari.delegate = self
        present(safari, animated: true)
    }

    func safariViewControllerDidFinish(_ controller: SFSafariViewController) { print("Safari finished") }

    @objc func sticks() {
        let game = Sticks(left: 7)
        let strategist = GKMinmaxStrategist()
        strategist.maxLookAheadDepth = 7
        strategist.gameModel = game
        while let move = strategist.bestMoveForActivePlayer() as? Take {
            let mover = game.mover
            game.apply(move)
            print("player \(mover) takes \(move.count) (score \(move.value)), \(game.left) left")
        }
        print("player \(game.winner ?? -1) wins")
    }
}
