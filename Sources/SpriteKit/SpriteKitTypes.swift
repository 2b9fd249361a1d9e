@_exported import UIKit

/// SpriteKit's colour: UIKit's on iOS.
public typealias SKColor = UIColor

public enum SKBlendMode: Int, Sendable {
    case alpha, add, subtract, multiply, multiplyX2, screen, replace, multiplyAlpha
}

public enum SKSceneScaleMode: Int, Sendable {
    case fill, aspectFill, aspectFit, resizeFill
}

public enum SKLabelHorizontalAlignmentMode: Int, Sendable {
    case center, left, right
}

public enum SKLabelVerticalAlignmentMode: Int, Sendable {
    case baseline, center, top, bottom
}

public enum SKTextureFilteringMode: Int, Sendable {
    case nearest, linear
}

public enum SKActionTimingMode: Int, Sendable {
    case linear, easeIn, easeOut, easeInEaseOut
}

public typealias SKActionTimingFunction = (Float) -> Float

public enum SKTransitionDirection: Int, Sendable {
    case up, down, right, left
}

public enum SKParticleRenderOrder: UInt, Sendable {
    case oldestLast, oldestFirst, dontCare
}

public enum SKNodeFocusBehavior: Int, Sendable {
    case none, occluding, focusable
}
