#define TGEMM_LIB_SCALAR double
#include "batched_candidates.inc"
