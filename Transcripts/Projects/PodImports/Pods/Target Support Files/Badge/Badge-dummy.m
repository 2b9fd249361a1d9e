#import <Foundation/Foundation.h>
@interface PodsDummy_Badge : NSObject
@end
@implementation PodsDummy_Badge
@end
