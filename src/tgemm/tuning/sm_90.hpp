#pragma once
// Committed tuning table for sm_90 (H100, H200), as written by tgemm-tune.
// Columns: arch,dtype,m,n,k,kernel,gflops,device,date

namespace tgemm::tuning {

inline constexpr const char* builtin_sm_90 = R"(# arch,dtype,m,n,k,kernel,gflops,device,date
)";

}  // namespace tgemm::tuning
