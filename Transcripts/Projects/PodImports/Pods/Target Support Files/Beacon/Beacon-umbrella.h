#ifdef __OBJC__
#import <UIKit/UIKit.h>
#endif

FOUNDATION_EXPORT double BeaconVersionNumber;
FOUNDATION_EXPORT const unsigned char BeaconVersionString[];
