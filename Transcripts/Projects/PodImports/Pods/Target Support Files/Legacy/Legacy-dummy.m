#import <Foundation/Foundation.h>
@interface PodsDummy_Legacy : NSObject
@end
@implementation PodsDummy_Legacy
@end
