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
}
