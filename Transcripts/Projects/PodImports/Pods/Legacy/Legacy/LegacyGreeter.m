#import "LegacyGreeter.h"

@implementation LegacyGreeter
- (NSString *)greeting { return @"Hello from Objective-C"; }
@end
