#define TGEMM_LIB_SCALAR double
#include "ladder.inc"
