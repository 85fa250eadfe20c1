/*
 * FOR TESTING UNDER WINE ONLY; never shipped, never installed on Windows.
 *
 * Rust's standard library (1.78 and later) asks Windows for random bytes through
 * ProcessPrng in bcryptprimitives.dll. Every Windows 10 and 11 has that DLL; wine 8.0
 * (Debian 12's) does not, so every Rust program exits with status 53 at start under it.
 * This stub exports ProcessPrng and fills the buffer from RtlGenRandom
 * (advapi32!SystemFunction036, which wine has). scripts/check-windows.sh builds it with
 * mingw and copies it into a throwaway wine prefix's system32.
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG chunk = length > 0x40000000 ? 0x40000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk))
            return FALSE;
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
