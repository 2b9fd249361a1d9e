import LabWire

/// A nib's user-defined runtime attributes (Interface Builder's Identity inspector, and the
/// values of `@IBInspectable` properties, which it archives the same way): as the nib loads,
/// UIKit sets each with `setValue(_:forKeyPath:)`. Linux Swift has no key-value coding: UIKit's
/// own classes answer for their properties here, the build adds `__labSetValue(_:forKey:)` to
/// app classes with `@IBInspectable` or `@objc` properties, and a key no class has raises
/// `NSUnknownKeyException`, as on iOS.
enum NibKeyValues {
    /// The device sends (key path, type, value) triples, the value as Interface Builder wrote it.
    static func apply(_ arguments: [WireValue], to object: UIResponder) {
        for index in stride(from: 0, to: arguments.count - 2, by: 3) {
            guard let keyPath = arguments[index].string, let type = arguments[index + 1].string else { continue }
            let value = decode(type, arguments[index + 2].string ?? "")
            if !object.__labSetValue(value, forKey: keyPath) {
                var owner = AppRuntime.className(of: object)
                var key = keyPath
                if keyPath.hasPrefix("layer."), let view = object as? UIView {
                    owner = AppRuntime.className(of: view.layer)
                    key = String(keyPath.dropFirst("layer.".count))
                }
                AppRuntimeBridge.raise("NSUnknownKeyException",
                                       "[<\(owner)> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key).")
            }
        }
    }

    /// Interface Builder's types: number, boolean, string, localizedString, color, point, size,
    /// rect, range, image, nil.
    static func decode(_ type: String, _ text: String) -> Any? {
        switch type {
        case "number": return Double(text) ?? 0
        case "boolean": return text == "YES" || text == "true"
        case "string", "localizedString": return text
        case "color": return UIColor(named: text) as UIColor  // the colour the nib names, not an asset catalog lookup
        case "image": return UIImage(named: text)
        case "point":
            let numbers = self.numbers(in: text)
            return CGPoint(x: numbers.first ?? 0, y: numbers.dropFirst().first ?? 0)
        case "size":
            let numbers = self.numbers(in: text)
            return CGSize(width: numbers.first ?? 0, height: numbers.dropFirst().first ?? 0)
        case "rect":
            let numbers = self.numbers(in: text) + [0, 0, 0, 0]
            return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        case "range":
            let numbers = self.numbers(in: text) + [0, 0]
            return NSRange(location: Int(numbers[0]), length: Int(numbers[1]))
        default: return nil
        }
    }

    /// `{{1, 2}, {3, 4}}` → 1, 2, 3, 4.
    private static func numbers(in text: String) -> [Double] {
        text.split(whereSeparator: { "{}, ".contains($0) }).compactMap { Double($0) }
    }

    /// A view's properties that key-value coding reaches, under their Objective-C names
    /// (`hidden`, not `isHidden`); `layer.…` goes on to the layer.
    static func set(_ value: Any?, forKey key: String, on view: UIView) -> Bool {
        if key.hasPrefix("layer.") { return set(value, forKey: String(key.dropFirst("layer.".count)), on: view.layer) }
        switch key {
        case "backgroundColor": view.backgroundColor = value as? UIColor
        case "tintColor": view.tintColor = value as? UIColor
        case "alpha": view.alpha = __labKeyValue(value, CGFloat.self) ?? view.alpha
        case "tag": view.tag = __labKeyValue(value, Int.self) ?? view.tag
        case "hidden": view.isHidden = __labKeyValue(value, Bool.self) ?? view.isHidden
        case "clipsToBounds": view.clipsToBounds = __labKeyValue(value, Bool.self) ?? view.clipsToBounds
        case "userInteractionEnabled": view.isUserInteractionEnabled = __labKeyValue(value, Bool.self) ?? view.isUserInteractionEnabled
        case "accessibilityIdentifier": view.accessibilityIdentifier = value as? String
        case "text" where view is UILabel: (view as? UILabel)?.text = value as? String
        case "numberOfLines" where view is UILabel: (view as? UILabel)?.numberOfLines = __labKeyValue(value, Int.self) ?? 1
        default: return false
        }
        return true
    }

    /// A layer's: a colour from Interface Builder is a UIColor, which the layer takes as its
    /// CGColor (**choice**: iOS would store the UIColor object itself, and draw nothing).
    static func set(_ value: Any?, forKey key: String, on layer: CALayer) -> Bool {
        let color = (value as? UIColor)?.cgColor
        switch key {
        case "cornerRadius": layer.cornerRadius = __labKeyValue(value, CGFloat.self) ?? layer.cornerRadius
        case "borderWidth": layer.borderWidth = __labKeyValue(value, CGFloat.self) ?? layer.borderWidth
        case "borderColor": layer.borderColor = color
        case "backgroundColor": layer.backgroundColor = color
        case "shadowColor": layer.shadowColor = color
        case "masksToBounds": layer.masksToBounds = __labKeyValue(value, Bool.self) ?? layer.masksToBounds
        case "shadowOpacity": layer.shadowOpacity = __labKeyValue(value, Float.self) ?? layer.shadowOpacity
        case "shadowRadius": layer.shadowRadius = __labKeyValue(value, CGFloat.self) ?? layer.shadowRadius
        case "shadowOffset": layer.shadowOffset = __labKeyValue(value, CGSize.self) ?? layer.shadowOffset
        case "opacity": layer.opacity = __labKeyValue(value, Float.self) ?? layer.opacity
        case "zPosition": layer.zPosition = __labKeyValue(value, CGFloat.self) ?? layer.zPosition
        case "name": layer.name = value as? String
        default: return false
        }
        return true
    }

    /// The same keys read, as `value(forKey:)` reads them.
    static func value(forKey key: String, of view: UIView) -> (found: Bool, value: Any?) {
        if key.hasPrefix("layer.") { return (true, view.layer.value(forKeyPath: String(key.dropFirst("layer.".count)))) }
        switch key {
        case "backgroundColor": return (true, view.backgroundColor)
        case "tintColor": return (true, view.tintColor)
        case "alpha": return (true, view.alpha)
        case "tag": return (true, view.tag)
        case "hidden": return (true, view.isHidden)
        case "clipsToBounds": return (true, view.clipsToBounds)
        case "userInteractionEnabled": return (true, view.isUserInteractionEnabled)
        case "accessibilityIdentifier": return (true, view.accessibilityIdentifier)
        case "frame": return (true, view.frame)
        case "bounds": return (true, view.bounds)
        case "layer": return (true, view.layer)
        case "superview": return (true, view.superview)
        case "subviews": return (true, view.subviews)
        case "text" where view is UILabel: return (true, (view as? UILabel)?.text)
        case "numberOfLines" where view is UILabel: return (true, (view as? UILabel)?.numberOfLines)
        default: return (false, nil)
        }
    }

    static func value(forKey key: String, of controller: UIViewController) -> (found: Bool, value: Any?) {
        switch key {
        case "title": return (true, controller.title)
        case "restorationIdentifier": return (true, controller.restorationIdentifier)
        case "view": return (true, controller.view)
        case "navigationItem": return (true, controller.navigationItem)
        default: return (false, nil)
        }
    }

    /// A view controller's.
    static func set(_ value: Any?, forKey key: String, on controller: UIViewController) -> Bool {
        switch key {
        case "title": controller.title = value as? String
        case "restorationIdentifier": controller.restorationIdentifier = value as? String
        default: return false
        }
        return true
    }
}

/// A runtime attribute's value as the property's type, as key-value coding converts an
/// NSNumber: a number for a `CGFloat`, `Double`, `Float`, `Int` or `Bool` property; nil when
/// the value cannot be one (the property keeps its value). Called by the code the build adds.
public func __labKeyValue<T>(_ value: Any?, _ type: T.Type) -> T? {
    NibKeyValues.converted(value, type)
}

/// For an optional property: Interface Builder's `nil` type sets it to nil.
public func __labKeyValue<T: ExpressibleByNilLiteral>(_ value: Any?, _ type: T.Type) -> T? {
    value == nil ? .some(nil) : NibKeyValues.converted(value, type)
}

extension NibKeyValues {
    static func converted<T>(_ value: Any?, _ type: T.Type) -> T? {
        if let direct = value as? T { return direct }
        guard let number = value as? Double, number.isFinite, abs(number) < 1e15 else { return nil }
        let candidates: [Any] = [CGFloat(number), number, Float(number), Int(number), number != 0]
        for candidate in candidates { if let converted = candidate as? T { return converted } }
        return nil
    }
}
