/* A stand-in for Windows' own icuuc.dll, for Wine alone: Wine 8.0 has no ICU, and Qt6Core
 * imports these converter functions from the system's icuuc.dll (Windows 10 1903 and later
 * ship it). Every converter fails to open, so Qt falls back to its own codecs. It is built by
 * packaging/windows/wine_smoke.sh into a folder on WINEPATH, never into the bundle: a Windows
 * user's system has the real one. */
#include <stddef.h>

typedef int UErrorCode;
#define U_FILE_ACCESS_ERROR 4

#define EXPORT __declspec(dllexport)

EXPORT void *ucnv_open(const char *name, UErrorCode *err) {
    (void)name;
    if (err != NULL && *err <= 0) *err = U_FILE_ACCESS_ERROR;
    return NULL;
}
EXPORT void ucnv_close(void *cnv) { (void)cnv; }
EXPORT void ucnv_reset(void *cnv) { (void)cnv; }
EXPORT int ucnv_countAvailable(void) { return 0; }
EXPORT const char *ucnv_getAvailableName(int n) { (void)n; return NULL; }
EXPORT const char *ucnv_getStandardName(const char *name, const char *standard, UErrorCode *err) {
    (void)name; (void)standard;
    if (err != NULL && *err <= 0) *err = U_FILE_ACCESS_ERROR;
    return NULL;
}
/* never reached with a converter (none opens): each fails if it is */
#define FAILS(name) EXPORT int name(void) { return 0; }
FAILS(UCNV_FROM_U_CALLBACK_SUBSTITUTE)
FAILS(UCNV_TO_U_CALLBACK_SUBSTITUTE)
FAILS(ucnv_getMaxCharSize)
FAILS(ucnv_getName)
FAILS(ucnv_getToUCallBack)
FAILS(ucnv_getFromUCallBack)
FAILS(ucnv_setToUCallBack)
FAILS(ucnv_setFromUCallBack)
FAILS(ucnv_cbToUWriteUChars)
FAILS(ucnv_cbFromUWriteUChars)
FAILS(ucnv_toUnicode)
FAILS(ucnv_fromUnicode)
FAILS(ucnv_toUCountPending)
FAILS(ucnv_fromUCountPending)
