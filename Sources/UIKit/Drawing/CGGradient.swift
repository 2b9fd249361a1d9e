import Foundation

/// Whether a gradient also paints before its start and after its end.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// Core Foundation's array, as `[color1, color2] as CFArray` spells it: Foundation's `NSArray`.
public typealias CFArray = NSArray

/// Core Graphics' gradient: colours at locations 0…1, interpolated linearly in RGBA.
public class CGGradient: NSObject {
    let stops: [(location: CGFloat, color: CGContext.RGBA)]

    /// `colors` are `CGColor`s; without locations they are spread evenly.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let list = colors.compactMap { $0 as? CGColor }
        guard !list.isEmpty else { return nil }
        stops = CGGradient.stops(list.map(CGContext.RGBA.init), locations: locations)
        super.init()
    }

    /// Components per colour as the space says (grey + alpha, or RGBA), `count` colours.
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>, locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let grey = space.model == .monochrome
        let per = grey ? 2 : 4
        let colors = (0..<count).map { index -> CGContext.RGBA in
            let c = components + index * per
            return grey ? CGContext.RGBA(r: c[0], g: c[0], b: c[0], a: c[1]) : CGContext.RGBA(r: c[0], g: c[1], b: c[2], a: c[3])
        }
        stops = CGGradient.stops(colors, locations: locations)
        super.init()
    }

    private static func stops(_ colors: [CGContext.RGBA], locations: UnsafePointer<CGFloat>?) -> [(location: CGFloat, color: CGContext.RGBA)] {
        colors.enumerated().map { index, color in
            (locations?[index] ?? (colors.count == 1 ? 0 : CGFloat(index) / CGFloat(colors.count - 1)), color)
        }
    }

    /// The colour at `t`; nil before 0 or after 1 unless the options extend the gradient.
    func color(at t: CGFloat, options: CGGradientDrawingOptions) -> CGContext.RGBA? {
        guard let first = stops.first, let last = stops.last else { return nil }
        if t < 0, !options.contains(.drawsBeforeStartLocation) { return nil }
        if t > 1, !options.contains(.drawsAfterEndLocation) { return nil }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for index in 1..<stops.count where t <= stops[index].location {
            let (a, b) = (stops[index - 1], stops[index])
            let span = b.location - a.location
            let f = span <= 0 ? 1 : (t - a.location) / span
            return CGContext.RGBA(r: a.color.r + (b.color.r - a.color.r) * f, g: a.color.g + (b.color.g - a.color.g) * f,
                                  b: a.color.b + (b.color.b - a.color.b) * f, a: a.color.a + (b.color.a - a.color.a) * f)
        }
        return last.color
    }
}
