import Foundation

/// Something with coordinates: a view, or the screen's two spaces (`coordinateSpace` turns with
/// the interface, `fixedCoordinateSpace` stays portrait).
public protocol UICoordinateSpace: AnyObject {
    var bounds: CGRect { get }
    func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect
}

/// Conversions go through the interface's coordinates (a window's, which start at the
/// screen's top left as the interface is turned).
protocol InterfaceCoordinates: UICoordinateSpace {
    func toInterface(_ rect: CGRect) -> CGRect
    func fromInterface(_ rect: CGRect) -> CGRect
}

extension InterfaceCoordinates {
    public func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint {
        convert(CGRect(origin: point, size: .zero), to: coordinateSpace).origin
    }
    public func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint {
        convert(CGRect(origin: point, size: .zero), from: coordinateSpace).origin
    }
    public func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
        guard let other = coordinateSpace as? InterfaceCoordinates else { return rect }
        return other.fromInterface(toInterface(rect))
    }
    public func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect {
        guard let other = coordinateSpace as? InterfaceCoordinates else { return rect }
        return fromInterface(other.toInterface(rect))
    }
}

extension UIView: InterfaceCoordinates {
    func toInterface(_ rect: CGRect) -> CGRect { convert(rect, to: nil as UIView?) }
    func fromInterface(_ rect: CGRect) -> CGRect { convert(rect, from: nil as UIView?) }
}

/// The screen's space that turns with the interface: the interface's own coordinates.
final class ScreenInterfaceSpace: InterfaceCoordinates {
    var bounds: CGRect { UIScreen.main.bounds }
    func toInterface(_ rect: CGRect) -> CGRect { rect }
    func fromInterface(_ rect: CGRect) -> CGRect { rect }
}

/// The screen's portrait space, whichever way the interface is turned.
final class ScreenFixedSpace: InterfaceCoordinates {
    var bounds: CGRect {
        let size = UIScreen.main.bounds.size
        return CGRect(x: 0, y: 0, width: min(size.width, size.height), height: max(size.width, size.height))
    }

    func fromInterface(_ r: CGRect) -> CGRect {
        let portrait = bounds.size
        switch InterfaceOrientationAnswer.current {
        case .landscapeRight: return CGRect(x: portrait.width - r.maxY, y: r.minX, width: r.height, height: r.width)
        case .landscapeLeft: return CGRect(x: r.minY, y: portrait.height - r.maxX, width: r.height, height: r.width)
        case .portraitUpsideDown: return CGRect(x: portrait.width - r.maxX, y: portrait.height - r.maxY, width: r.width, height: r.height)
        default: return r
        }
    }

    func toInterface(_ r: CGRect) -> CGRect {
        let portrait = bounds.size
        switch InterfaceOrientationAnswer.current {
        case .landscapeRight: return CGRect(x: r.minY, y: portrait.width - r.maxX, width: r.height, height: r.width)
        case .landscapeLeft: return CGRect(x: portrait.height - r.maxY, y: r.minX, width: r.height, height: r.width)
        case .portraitUpsideDown: return CGRect(x: portrait.width - r.maxX, y: portrait.height - r.maxY, width: r.width, height: r.height)
        default: return r
        }
    }
}

extension UIScreen {
    public var coordinateSpace: UICoordinateSpace { ScreenInterfaceSpace() }
    public var fixedCoordinateSpace: UICoordinateSpace { ScreenFixedSpace() }
}
