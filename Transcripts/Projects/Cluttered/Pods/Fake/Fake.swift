import Fake
this is not Swift
