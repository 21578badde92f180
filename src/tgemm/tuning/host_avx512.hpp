#pragma once
// Committed tuning table for host-avx512 (the library compiled for an AVX-512 CPU), from
// tgemm-tune on the 2-core development machine ("Intel(R) Xeon(R) Processor", a KVM guest with
// AVX-512; Kokkos 5.2.2 OpenMP, 2 threads, TGEMM_NATIVE=ON) over bench/host_tune_shapes.csv, 3
// timed runs per candidate, each row's pick the best geometric mean over NN, TN, NT and TT;
// the 4096³ FP64 row over NN and TN only (its NT and TT runs were cut short). Each row records
// the day it was measured; docs/results.md has the runs. Columns:
// arch,dtype,m,n,k,kernel,gflops,device,date.

namespace tgemm::tuning {

inline constexpr const char* builtin_host_avx512 = R"(# arch,dtype,m,n,k,kernel,gflops,device,date
host-avx512,float,64,64,64,"host_blocked<32x8,MC256,NC512,KC384>",162,Intel(R) Xeon(R) Processor,2026-11-25
host-avx512,float,128,128,128,"host_blocked<32x8,MC256,NC512,KC384>",274,Intel(R) Xeon(R) Processor,2026-11-25
host-avx512,float,256,256,256,"host_blocked<32x8,MC256,NC512,KC384>",288,Intel(R) Xeon(R) Processor,2026-11-25
host-avx512,float,512,512,512,"host_blocked<32x12,MC480,NC504,KC384>",304,Intel(R) Xeon(R) Processor,2026-11-25
host-avx512,float,1024,1024,1024,"host_blocked<48x8,MC240,NC512,KC256>",329,Intel(R) Xeon(R) Processor,2026-11-25
host-avx512,float,2048,2048,2048,"host_blocked<48x8,MC240,NC512,KC256>",330,Intel(R) Xeon(R) Processor,2026-11-25
host-avx512,float,4096,4096,4096,"host_blocked<48x8,MC240,NC512,KC256>",312,Intel(R) Xeon(R) Processor,2026-11-25
host-avx512,float,4500,50,50,"host_blocked<48x8,MC240,NC512,KC256>",221,Intel(R) Xeon(R) Processor,2026-11-25
host-avx512,float,50,3000,50,"host_blocked<32x8,MC256,NC512,KC384>",197,Intel(R) Xeon(R) Processor,2026-11-25
host-avx512,float,256,256,16384,"host_blocked<32x8,MC256,NC512,KC384>",263,Intel(R) Xeon(R) Processor,2026-11-25
host-avx512,float,3000,2000,800,"host_blocked<48x8,MC240,NC512,KC256>",322,Intel(R) Xeon(R) Processor,2026-11-25
host-avx512,double,64,64,64,"host_blocked<16x8,MC128,NC512,KC256>",99,Intel(R) Xeon(R) Processor,2026-11-25
host-avx512,double,128,128,128,"host_blocked<16x12,MC240,NC504,KC384>",129,Intel(R) Xeon(R) Processor,2026-11-25
host-avx512,double,256,256,256,"host_blocked<16x12,MC240,NC504,KC384>",133,Intel(R) Xeon(R) Processor,2026-11-25
host-avx512,double,512,512,512,"host_blocked<16x14,MC240,NC504,KC256>",140,Intel(R) Xeon(R) Processor,2026-11-25
host-avx512,double,1024,1024,1024,"host_blocked<24x8,MC240,NC512,KC256>",153,Intel(R) Xeon(R) Processor,2026-11-25
host-avx512,double,2048,2048,2048,"host_blocked<24x8,MC240,NC512,KC256>",147,Intel(R) Xeon(R) Processor,2026-11-25
host-avx512,double,4096,4096,4096,"host_blocked<24x8,MC240,NC512,KC256>",141,Intel(R) Xeon(R) Processor,2026-11-25
host-avx512,double,4500,50,50,"host_blocked<16x14,MC240,NC504,KC256>",115,Intel(R) Xeon(R) Processor,2026-11-25
host-avx512,double,2048,2048,64,"host_blocked<24x8,MC240,NC512,KC256>",135,Intel(R) Xeon(R) Processor,2026-11-25
host-avx512,double,64,64,100000,"host_blocked<16x12,MC240,NC504,KC384>",69,Intel(R) Xeon(R) Processor,2026-11-25
host-avx512,double,1500,1500,300,"host_blocked<24x8,MC240,NC512,KC256>",126,Intel(R) Xeon(R) Processor,2026-11-25
)";

}  // namespace tgemm::tuning
