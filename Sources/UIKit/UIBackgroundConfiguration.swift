import Foundation

/// A cell's background, as a value: `cell.backgroundConfiguration = …` puts a background view
/// under the cell's content view (see `_UISystemBackgroundView`), with the configuration's colour
/// (through its colour transformer), corner radius and custom view, so `views` shows them.
/// The cell updates it for each new state (`updated(for:)`) before its handler runs.
public struct UIBackgroundConfiguration: Hashable {
    public var backgroundColor: UIColor?
    /// Changes `backgroundColor` (or the tint colour, when there is none) before it shows.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    public var cornerRadius: CGFloat = 0
    public var strokeColor: UIColor?
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    public var strokeWidth: CGFloat = 0
    public var strokeOutset: CGFloat = 0
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    public var customView: UIView?
    public var visualEffect: AnyHashable?
    public var image: UIImage?
    public init() {}

    public static func listPlainCell() -> Self { Self() }
    public static func listGroupedCell() -> Self { Self() }
    public static func listSidebarCell() -> Self { Self() }
    public static func listAccompaniedSidebarCell() -> Self { Self() }
    public static func listPlainHeaderFooter() -> Self { Self() }
    public static func listGroupedHeaderFooter() -> Self { Self() }
    public static func clear() -> Self {
        var clear = Self()
        clear.backgroundColor = .clear
        return clear
    }

    public func updated(for state: UIConfigurationState) -> Self { self }

    /// The colour that shows: `backgroundColor` (else the tint colour) through the transformer.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer.map { $0.transform(color) } ?? color
    }

    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer.map { $0.transform(color) } ?? color
    }
}

/// A function from a colour to a colour, which a background configuration applies to its
/// colour. Two transformers are equal when they are the same one (a closure has no equality).
public struct UIConfigurationColorTransformer: Hashable {
    public let transform: (UIColor) -> UIColor
    private let identity: Int

    public init(_ transform: @escaping (UIColor) -> UIColor) {
        self.transform = transform
        identity = Self.nextIdentity()
    }

    private init(named identity: Int, _ transform: @escaping (UIColor) -> UIColor) {
        self.transform = transform
        self.identity = identity
    }

    public func callAsFunction(_ color: UIColor) -> UIColor { transform(color) }

    /// Grey of the colour's brightness.
    public static let grayscale = UIConfigurationColorTransformer(named: -1) { color in
        let (red, green, blue, alpha) = color.cgColor.rgbaComponents
        return UIColor(white: 0.299 * red + 0.587 * green + 0.114 * blue, alpha: alpha)
    }
    /// The tint colour, whatever the colour was (the device's default tint: system blue).
    public static let preferredTint = UIConfigurationColorTransformer(named: -2) { _ in .systemBlue }
    public static let monochromeTint = UIConfigurationColorTransformer(named: -3) { _ in .systemBlue }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }
    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }

    nonisolated(unsafe) private static var made = 0
    private static func nextIdentity() -> Int {
        made += 1
        return made
    }
}

/// The view a background configuration shows in a cell, under its content view: the
/// resolved background colour and corner radius, and the custom view filling it.
final class _UISystemBackgroundView: UIView {
    private var shownCustomView: UIView?

    /// Shows `configuration` in `cell` (nil takes the background view away), making the view
    /// the first time and keeping it after.
    static func show(_ configuration: UIBackgroundConfiguration?, in cell: UIView, contentView: UIView, existing: _UISystemBackgroundView?) -> _UISystemBackgroundView? {
        guard let configuration else {
            existing?.removeFromSuperview()
            return nil
        }
        let view = existing ?? _UISystemBackgroundView(frame: cell.bounds)
        if existing == nil {
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            // Under the content view: the content view goes back on top.
            contentView.removeFromSuperview()
            cell.addSubview(view)
            cell.addSubview(contentView)
        }
        view.backgroundColor = configuration.resolvedBackgroundColor(for: cell.tintColor ?? .systemBlue)
        view.layer.cornerRadius = configuration.cornerRadius
        if view.shownCustomView !== configuration.customView {
            view.shownCustomView?.removeFromSuperview()
            if let custom = configuration.customView {
                custom.frame = view.bounds
                view.addSubview(custom)
            }
            view.shownCustomView = configuration.customView
        }
        return view
    }
}
