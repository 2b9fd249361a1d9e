import Foundation
import UIKit
import Pantry

public struct Recipe {
    public let name: String
    let flour: Flour

    public init(name: String, grams: Int) {
        self.name = name
        flour = Flour(grams: grams)
    }

    public var summary: String { "\(name): \(flour.grams) g flour" }

    public func needsLessFlour(than other: Recipe) -> Bool { flour.isLighter(than: other.flour) }

    /// The package's own resources, through `Bundle.module`.
    public static func card() -> String {
        guard let url = Bundle.module.url(forResource: "card", withExtension: "txt"),
              let text = try? String(contentsOf: url, encoding: .utf8) else { return "no card" }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    public static var bundleName: String { Bundle.module.bundleURL.lastPathComponent }

    /// An image of the package's asset catalog.
    public static var bread: UIImage? { UIImage(named: "bread", in: .module, compatibleWith: nil) }
}
