import Foundation

/// What a view does when a property marked `@Invalidating` changes (iOS 17).
public protocol UIViewInvalidating {
    func invalidate(view: UIView)
}

extension UIView {
    /// The invalidations `@Invalidating` takes: `.display`, `.layout`, `.constraints`,
    /// `.intrinsicContentSize`, two at once as a tuple.
    public enum Invalidations {
        public struct Display: UIViewInvalidating {
            public init() {}
            public func invalidate(view: UIView) { view.setNeedsDisplay() }
        }
        public struct Layout: UIViewInvalidating {
            public init() {}
            public func invalidate(view: UIView) { view.setNeedsLayout() }
        }
        public struct Constraints: UIViewInvalidating {
            public init() {}
            public func invalidate(view: UIView) { view.setNeedsUpdateConstraints() }
        }
        public struct IntrinsicContentSize: UIViewInvalidating {
            public init() {}
            public func invalidate(view: UIView) { view.invalidateIntrinsicContentSize() }
        }
        public struct Tuple<First: UIViewInvalidating, Second: UIViewInvalidating>: UIViewInvalidating {
            let first: First, second: Second
            public init(_ first: First, _ second: Second) { (self.first, self.second) = (first, second) }
            public func invalidate(view: UIView) {
                first.invalidate(view: view)
                second.invalidate(view: view)
            }
        }
    }

    /// A view property that invalidates its view when set: `@Invalidating(.display, .layout)
    /// var coolness = …` calls `setNeedsDisplay()` and `setNeedsLayout()` on each assignment,
    /// as iOS 17 does. It can only be a property of a `UIView`.
    @propertyWrapper
    public struct Invalidating<Value, InvalidationType: UIViewInvalidating> {
        private var stored: Value
        private let invalidation: InvalidationType

        public init(wrappedValue: Value, _ invalidation: InvalidationType) {
            stored = wrappedValue
            self.invalidation = invalidation
        }

        public init<First: UIViewInvalidating, Second: UIViewInvalidating>(wrappedValue: Value, _ first: First, _ second: Second)
            where InvalidationType == Invalidations.Tuple<First, Second> {
            self.init(wrappedValue: wrappedValue, Invalidations.Tuple(first, second))
        }

        public init<First: UIViewInvalidating, Second: UIViewInvalidating, Third: UIViewInvalidating>(
            wrappedValue: Value, _ first: First, _ second: Second, _ third: Third)
            where InvalidationType == Invalidations.Tuple<Invalidations.Tuple<First, Second>, Third> {
            self.init(wrappedValue: wrappedValue, Invalidations.Tuple(Invalidations.Tuple(first, second), third))
        }

        @available(*, unavailable, message: "@Invalidating can only be applied to a property of a UIView")
        public var wrappedValue: Value {
            get { fatalError() }
            set { fatalError() }
        }

        public static subscript<View: UIView>(_enclosingInstance view: View, wrapped wrappedKeyPath: ReferenceWritableKeyPath<View, Value>,
                                              storage storageKeyPath: ReferenceWritableKeyPath<View, Self>) -> Value {
            get { view[keyPath: storageKeyPath].stored }
            set {
                view[keyPath: storageKeyPath].stored = newValue
                view[keyPath: storageKeyPath].invalidation.invalidate(view: view)
            }
        }
    }
}

extension UIViewInvalidating where Self == UIView.Invalidations.Display {
    public static var display: Self { Self() }
}
extension UIViewInvalidating where Self == UIView.Invalidations.Layout {
    public static var layout: Self { Self() }
}
extension UIViewInvalidating where Self == UIView.Invalidations.Constraints {
    public static var constraints: Self { Self() }
}
extension UIViewInvalidating where Self == UIView.Invalidations.IntrinsicContentSize {
    public static var intrinsicContentSize: Self { Self() }
}
