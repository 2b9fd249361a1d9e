#import <Foundation/Foundation.h>

@interface LegacyGreeter : NSObject
- (NSString *)greeting;
@end
