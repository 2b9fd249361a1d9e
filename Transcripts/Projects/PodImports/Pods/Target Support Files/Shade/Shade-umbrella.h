#ifdef __OBJC__
#import <UIKit/UIKit.h>
#endif

FOUNDATION_EXPORT double ShadeVersionNumber;
FOUNDATION_EXPORT const unsigned char ShadeVersionString[];
