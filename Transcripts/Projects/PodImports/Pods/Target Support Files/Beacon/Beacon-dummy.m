#import <Foundation/Foundation.h>
@interface PodsDummy_Beacon : NSObject
@end
@implementation PodsDummy_Beacon
@end
