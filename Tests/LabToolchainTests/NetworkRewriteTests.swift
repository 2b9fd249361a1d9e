import LabCore
import Testing
@testable import LabToolchain

/// The rewrite that makes networking code compile and run as on iOS: sessions meet the
/// device's offline network, DarwinFoundation and Security are imported where a file names
/// what iOS's Foundation brings, and a session delegate's `responds(to:)` is its own.
@Suite struct NetworkRewriteTests {
    private func rewrite(_ text: String) -> String {
        SourceRewriter.rewrite(SourceFile(path: "A.swift", text: text), canImport: SDKModules.exists).text
    }

    @Test func sessionsMeetTheOfflineNetwork() {
        let lines = rewrite("""
            import Foundation
            let a = URLSession.shared
            let b = URLSession(configuration: .ephemeral, delegate: nil, delegateQueue: nil)
            let c = URLSession(configuration: makeConfiguration())
            let d = URLSessionConfiguration.default
            """).split(separator: "\n").map(String.init)
        #expect(lines[0] == "import Foundation; import DarwinFoundation; import FoundationNetworking")
        #expect(lines[1] == "let a = __LabOfflineNetwork.shared")
        #expect(lines[2] == "let b = URLSession(configuration: __LabOfflineNetwork.configured(.ephemeral), delegate: nil, delegateQueue: nil)")
        #expect(lines[3] == "let c = URLSession(configuration: __LabOfflineNetwork.configured(makeConfiguration()))")
        #expect(lines[4] == "let d = URLSessionConfiguration.default")
    }

    @Test func darwinAndTrustNamesImportTheirModules() {
        let trust = rewrite("import Foundation\nlet p = SecPolicyCreateSSL(true, nil)\n")
        #expect(trust.hasPrefix("import Foundation; import Security\n"))
        let socket = rewrite("import Foundation\nvar a = sockaddr_in(); a.sin_len = 16\n")
        #expect(socket.hasPrefix("import Foundation; import DarwinFoundation\n"))
        let plain = rewrite("import Foundation\nlet x = 1\n")
        #expect(plain == "import Foundation\nlet x = 1\n")
    }

    @Test func aSessionDelegatesRespondsIsItsOwn() {
        let text = rewrite("""
            import Foundation
            class Delegate: NSObject {
                override func responds(to selector: Selector) -> Bool { true }
                override var description: String { "d" }
            }
            class View: UIView {
                override func responds(to selector: Selector) -> Bool { true }
            }
            """)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[2] == "             func responds(to selector: Selector) -> Bool { true }")
        #expect(lines[3].contains("override var description"))
        #expect(lines[6].contains("override func responds"))
    }

    /// A CocoaPods framework's module brings UIKit (its umbrella header's import): a file that
    /// imports only the pod imports UIKit, and what follows an `import UIKit` follows the pod's.
    @Test func aFileImportingOnlyAPodImportsUIKit() {
        let file = SourceFile(path: "A.swift", text: "import Beacon\nlet s = URLSession.shared\n")
        let text = SourceRewriter.rewrite(file, canImport: SDKModules.exists, uikitExporters: ["Beacon"]).text
        let first = text.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix("import Beacon"))
        for module in ["UIKit", "FoundationNetworking", "DarwinFoundation"] { #expect(first.contains("import \(module)"), "\(module)") }
        #expect(text.contains("__LabOfflineNetwork.shared"))
        let named = SourceRewriter.rewrite(SourceFile(path: "B.swift", text: "import UIKit\nimport Beacon\nlet x = 1\n"), canImport: SDKModules.exists,
                                           uikitExporters: ["Beacon"]).text
        #expect(named == "import UIKit\nimport Beacon\nlet x = 1\n")
    }
}

