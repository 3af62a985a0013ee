#ifndef CDRAWERLABSUPPORT_H
#define CDRAWERLABSUPPORT_H

#include <stddef.h>

/// The bytes the C heap has handed out and not taken back, from glibc's `mallinfo2`: the
/// `uordblks` of every arena plus the `hblkhd` of blocks served by `mmap`. Sets `*available`
/// to 0 (and returns 0) where the C library has no `mallinfo2`.
size_t drawerlab_heap_in_use(int *available);

#endif
