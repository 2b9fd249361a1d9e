import LabCore
import SwiftParser
import SwiftSyntax
import Testing
@testable import LabToolchain

/// Imports behind `#if` are checked only where swiftc, building for the Simulator, reads them.
@Suite struct SimulatorConditionsTests {
    private func check(_ body: String) -> [String] {
        let source = "import UIKit\n" + body + "\n" + Fixtures.appDelegate.replacingOccurrences(of: "import UIKit\n", with: "")
        do {
            _ = try SwiftFrontEnd.check([SourceFile(path: "AppDelegate.swift", text: source)])
            return []
        } catch {
            return error.diagnostics.filter { $0.severity == .error }.map(\.message)
        }
    }

    @Test func importsInClausesTheSimulatorSkipsAreNotChecked() {
        #expect(check("#if canImport(FirebaseCore)\nimport FirebaseCore\n#endif") == [])
        #expect(check("#if os(macOS)\nimport NoSuchKit\n#elseif os(iOS)\nimport Combine\n#endif") == [])
        #expect(check("#if os(iOS) || os(tvOS)\nimport Combine\n#else\nimport NoSuchKit\n#endif") == [])
        #expect(check("#if !targetEnvironment(simulator) && os(iOS)\nimport NoSuchKit\n#endif") == [])
        #expect(check("#if canImport(UIKit)\nimport UIKit\n#elseif canImport(NoSuchKit)\nimport NoSuchKit\n#endif") == [])
    }

    @Test func importsInClausesItTakesOrCannotTellAreChecked() {
        #expect(check("#if os(iOS)\nimport FirebaseCore\n#endif").first?.hasPrefix("no such module 'FirebaseCore'") == true)
        #expect(check("#if DEBUG\nimport FirebaseCore\n#endif").first?.hasPrefix("no such module 'FirebaseCore'") == true)
        #expect(check("#if os(macOS)\nimport AppKit\n#else\nimport FirebaseCore\n#endif").first?.hasPrefix("no such module 'FirebaseCore'") == true)
    }

    @Test func conditionsCombineAsSwiftDoes() {
        let exists = { (name: String) in name == "UIKit" }
        func value(_ text: String) -> Bool? {
            let tree = Parser.parse(source: "#if \(text)\n#endif")
            guard let clause = tree.statements.first?.item.as(IfConfigDeclSyntax.self)?.clauses.first, let condition = clause.condition else { return nil }
            return SimulatorConditions.evaluate(condition, canImport: exists)
        }
        #expect(value("os(iOS) && canImport(UIKit)") == true)
        #expect(value("os(macOS) || targetEnvironment(macCatalyst)") == false)
        #expect(value("os(macOS) || DEBUG") == nil)
        #expect(value("os(iOS) || DEBUG") == true)
        #expect(value("!(os(watchOS) || os(tvOS))") == true)
        #expect(value("arch(arm64) && !canImport(Realm)") == true)
    }

    /// The iOS SDK has no AppKit (a library's Mac code stays out), whatever the lab's Mac has.
    @Test func theSimulatorCannotImportAppKit() {
        #expect(check("#if canImport(AppKit) && !targetEnvironment(macCatalyst)\nimport AppKit\n#else\nimport UIKit\n#endif") == [])
        #expect(check("#if canImport(Cocoa)\nimport NoSuchKit\n#endif") == [])
    }

    /// A framework the lab does not simulate answers as absent, as AppKit does; what it
    /// simulates, in full or in part, answers as present.
    @Test func unsimulatedFrameworksCannotBeImportedConditionally() {
        #expect(check("#if canImport(SwiftUI) && canImport(Combine)\nimport NoSuchKit\n#endif") == [])
        #expect(check("#if canImport(CarPlay) && !targetEnvironment(macCatalyst)\nimport NoSuchKit\n#endif") == [])
        for module in ["SwiftUI", "CarPlay", "Vision", "StoreKit", "AppKit"] { #expect(!SDKModules.answersCanImport(module), "\(module)") }
        for module in ["UIKit", "CoreGraphics", "QuartzCore", "ImageIO", "MapKit", "Combine", "Accelerate", "GameKit", "MessageUI", "os", "RealmSwift"] {
            #expect(SDKModules.answersCanImport(module), "\(module)")
        }
        // A module that is not the SDK's (a pod the project builds) is the build's to answer.
        #expect(SDKModules.answersCanImport("Kingfisher"))
    }
}
