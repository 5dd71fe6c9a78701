/*
 * A test-only stand-in for Windows' bcryptprimitives.dll, for running the
 * crate's Windows executables under a Wine that lacks it (Debian 12's
 * Wine 8.0).
 *
 * Rust's std for Windows (1.78 on) imports ProcessPrng from
 * bcryptprimitives.dll to seed HashMap's keys; where the loader cannot
 * find that DLL every Rust .exe fails to start (status c0000135). This DLL
 * exports ProcessPrng and fills the buffer from advapi32's RtlGenRandom
 * (SystemFunction036), which Wine has.
 *
 * Built and installed only by tools/ci-platforms.sh, only where the Wine at
 * hand cannot start a Rust executable for want of it; never shipped:
 *
 *     x86_64-w64-mingw32-gcc -shared -O2 -s -o bcryptprimitives.dll \
 *         bcryptprimitives.c bcryptprimitives.def -ladvapi32
 */
#include <windows.h>
#include <ntsecapi.h> /* RtlGenRandom, i.e. advapi32's SystemFunction036 */

/* Windows' contract: fills `len` bytes, always returns TRUE. RtlGenRandom
 * takes a ULONG length, so a larger request is filled in pieces. A failure
 * (which Windows' ProcessPrng never reports) is passed on as FALSE. */
BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len)
{
    while (len > 0) {
        ULONG piece = len > 0x40000000 ? 0x40000000 : (ULONG)len;
        if (!RtlGenRandom(data, piece))
            return FALSE;
        data += piece;
        len -= piece;
    }
    return TRUE;
}
