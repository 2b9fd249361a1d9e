import Foundation

/// Colours that depend on the trait collection (iOS 13). A dynamic colour asks its provider;
/// a system colour (`systemYellow`, `label`…) has UIKit's light and dark values. The simulated
/// device is always light (**choice**: no dark mode), so a colour drawn or shown is its light
/// value, and `resolvedColor(with:)` gives the dark one when app code asks for it.
extension UIColor {
    /// A colour whose value `provider` gives for a trait collection; its name (what `views`
    /// shows) is its light value's.
    public convenience init(dynamicProvider provider: @escaping (UITraitCollection) -> UIColor) {
        self.init(named: provider(UITraitCollection(userInterfaceStyle: .light)).name)
        dynamicProvider = provider
    }

    /// The plain colour for `traitCollection`: a dynamic colour's provider's answer, a system
    /// colour's light or dark value, any other colour itself.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        if let dynamicProvider { return dynamicProvider(traitCollection).resolvedColor(with: traitCollection) }
        var key = name
        if key.hasSuffix("Color"), key.count > 5 { key.removeLast(5) }
        if traitCollection.userInterfaceStyle == .dark, let dark = Self.darkValues[key] {
            return UIColor(red: dark.0, green: dark.1, blue: dark.2, alpha: dark.3)
        }
        guard Self.darkValues[key] != nil else { return self }
        let light = ColorComponents.rgba(name)
        return UIColor(red: light.0, green: light.1, blue: light.2, alpha: light.3)
    }

    /// UIKit's dark-mode values of the system colours, sRGB.
    static let darkValues: [String: (CGFloat, CGFloat, CGFloat, CGFloat)] = [
        "systemRed": (1, 0.271, 0.227, 1), "systemGreen": (0.188, 0.82, 0.345, 1), "systemBlue": (0.039, 0.518, 1, 1),
        "systemYellow": (1, 0.839, 0.039, 1), "systemOrange": (1, 0.624, 0.039, 1), "systemPink": (1, 0.216, 0.373, 1),
        "systemPurple": (0.749, 0.353, 0.949, 1), "systemTeal": (0.392, 0.824, 1, 1), "systemIndigo": (0.369, 0.361, 0.902, 1),
        "systemGray": (0.557, 0.557, 0.576, 1), "systemGray2": (0.388, 0.388, 0.4, 1), "systemGray3": (0.282, 0.282, 0.29, 1),
        "systemGray4": (0.227, 0.227, 0.235, 1), "systemGray5": (0.173, 0.173, 0.18, 1), "systemGray6": (0.11, 0.11, 0.118, 1),
        "systemBackground": (0, 0, 0, 1), "secondarySystemBackground": (0.11, 0.11, 0.118, 1),
        "tertiarySystemBackground": (0.173, 0.173, 0.18, 1), "systemGroupedBackground": (0, 0, 0, 1),
        "secondarySystemGroupedBackground": (0.11, 0.11, 0.118, 1), "label": (1, 1, 1, 1),
        "secondaryLabel": (0.922, 0.922, 0.961, 0.6), "tertiaryLabel": (0.922, 0.922, 0.961, 0.3),
        "quaternaryLabel": (0.922, 0.922, 0.961, 0.18), "placeholderText": (0.922, 0.922, 0.961, 0.3),
        "separator": (0.329, 0.329, 0.345, 0.6), "link": (0.035, 0.518, 1, 1), "systemFill": (0.471, 0.471, 0.502, 0.36),
        "secondarySystemFill": (0.471, 0.471, 0.502, 0.32), "tintColor": (0.039, 0.518, 1, 1),
    ]
}
