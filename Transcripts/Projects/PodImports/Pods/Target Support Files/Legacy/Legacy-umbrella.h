#ifdef __OBJC__
#import <UIKit/UIKit.h>
#endif

FOUNDATION_EXPORT double LegacyVersionNumber;
FOUNDATION_EXPORT const unsigned char LegacyVersionString[];
