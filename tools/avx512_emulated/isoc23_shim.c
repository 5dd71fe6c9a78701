/* The bochscpu-python 0.4.0 wheel's extension calls two C23 aliases that
 * glibc added in 2.38 (Debian 12 has 2.36). Loaded with RTLD_GLOBAL before
 * the extension, this library supplies them from the older entry points. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

unsigned long long __isoc23_strtoull(const char *s, char **end, int base) {
    return strtoull(s, end, base);
}

int __isoc23_sscanf(const char *s, const char *format, ...) {
    va_list args;
    va_start(args, format);
    int n = vsscanf(s, format, args);
    va_end(args);
    return n;
}
