#include "CDrawerLabSupport.h"

// Any C library header defines __GLIBC__ where the library is glibc.
#include <stdlib.h>

#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
#include <malloc.h>

size_t drawerlab_heap_in_use(int *available) {
  struct mallinfo2 info = mallinfo2();
  *available = 1;
  return info.uordblks + info.hblkhd;
}
#else
size_t drawerlab_heap_in_use(int *available) {
  *available = 0;
  return 0;
}
#endif
