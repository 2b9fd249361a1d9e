// The system's OpenSSL libcrypto, for the digests code signatures and asset catalogs record.
#include <openssl/evp.h>
