#define TGEMM_LIB_SCALAR float
#include "ladder.inc"
