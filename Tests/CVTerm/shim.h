// libvterm (Debian's libvterm-dev), a real terminal emulator library the terminal renderer's
// tests feed its bytes to. Test-only: no shipped target links it.
#ifndef GRAFT_CVTERM_SHIM_H
#define GRAFT_CVTERM_SHIM_H
#include <vterm.h>
#endif
