import UIKit

/// The card itself: a yellow rectangle.
class CardView: UIView {}

/// The greeting written on the card.
class GreetingLabel: UILabel {}

/// A stamp in the card's top right corner.
class StampView: UIView {}

/// A glossy, half-transparent sheet over the whole card.
class ShineView: UIView {}
