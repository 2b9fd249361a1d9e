// lab_process_path.c — where a Mac app's executable says it is.
//
// A Mac app's executable lives in NAME.app/Contents/MacOS/. swift-corelibs-foundation on Linux
// finds a bundle's Contents/ (Info.plist, Resources/) only from an executable in
// Contents/Linux/, its platform's folder, and otherwise takes the executable's own folder for
// the bundle: Bundle.main had no identifier and found no resource. Foundation learns the
// executable's path from readlink("/proc/self/exe"); when the device sets LAB_PROCESS_PATH
// (Mac apps only) that readlink answers it, so Bundle.main is NAME.app as on a Mac. Nothing is
// added to the bundle.
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "include/lab_clock.h"

#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef ssize_t (*readlink_fn)(const char *, char *, size_t);

__attribute__((visibility("default"))) ssize_t readlink(const char *path, char *buffer, size_t size) {
    static readlink_fn real_readlink;
    if (real_readlink == NULL) real_readlink = (readlink_fn)dlsym(RTLD_NEXT, "readlink");
    const char *answer = getenv("LAB_PROCESS_PATH");
    if (answer != NULL && path != NULL && strcmp(path, "/proc/self/exe") == 0) {
        size_t length = strlen(answer);
        if (length > size) length = size;
        memcpy(buffer, answer, length);
        return (ssize_t)length;
    }
    return real_readlink(path, buffer, size);
}
