import Foundation
import UIKit

/// An app that misuses the descriptors the system talks to it on (3 and 4), one way per
/// launch: a launch counter in Documents says which.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        let counter = documents.appendingPathComponent("launches")
        let launches = (try? String(contentsOf: counter, encoding: .utf8)).flatMap { Int($0) } ?? 0
        try? String(launches + 1).write(to: counter, atomically: true, encoding: .utf8)
        switch launches {
        case 0:
            print("writing a line of garbage to file descriptor 4")
            let garbage = Array("garbage\tfrom\tthe app\n".utf8)
            _ = garbage.withUnsafeBytes { write(4, $0.baseAddress, $0.count) }
        case 1:
            print("closing file descriptors 3 and 4, then going on")
            close(3)
            close(4)
            while true { pause() }
        case 2:
            print("writing 64 MB with no line break to file descriptor 4")
            let chunk = [UInt8](repeating: UInt8(ascii: "A"), count: 1 << 20)
            for _ in 0..<64 { _ = chunk.withUnsafeBytes { write(4, $0.baseAddress, $0.count) } }
        default:
            print("launch \(launches + 1): behaving")
        }
        return true
    }
}
