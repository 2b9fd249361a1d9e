#import <Foundation/Foundation.h>
@interface PodsDummy_Shade : NSObject
@end
@implementation PodsDummy_Shade
@end
