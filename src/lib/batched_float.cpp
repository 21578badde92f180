#define TGEMM_LIB_SCALAR float
#include "batched_candidates.inc"
