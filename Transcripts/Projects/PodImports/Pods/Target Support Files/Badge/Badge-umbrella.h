#ifdef __OBJC__
#import <UIKit/UIKit.h>
#endif

FOUNDATION_EXPORT double BadgeVersionNumber;
FOUNDATION_EXPORT const unsigned char BadgeVersionString[];
