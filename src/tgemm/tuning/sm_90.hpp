#pragma once
// Committed tuning table for sm_90, as written by tgemm-tune on NVIDIA H100 80GB HBM3 (sm_90, 132 SMs), 2026-11-23.
// Columns: arch,dtype,m,n,k,kernel,gflops,device,date

namespace tgemm::tuning {

inline constexpr const char* builtin_sm_90 = R"(# arch,dtype,m,n,k,kernel,gflops,device,date
sm_90,float,256,256,256,"team_split_k<team_specialized<64x128x8,TM8,TN8,WM2,B3>>",1863,NVIDIA H100 80GB HBM3,2026-11-23
sm_90,float,512,512,512,"team_split_k<team_specialized<64x128x16,TM8,TN8,WM2,B2>>",9527,NVIDIA H100 80GB HBM3,2026-11-23
sm_90,float,1024,1024,1024,"team_split_k<team_specialized<64x128x8,TM8,TN8,WM2,B3>>",24075,NVIDIA H100 80GB HBM3,2026-11-23
sm_90,float,2048,2048,2048,"team_split_k<team_specialized<128x128x16,TM8,TN8,WM2,B2>>",39221,NVIDIA H100 80GB HBM3,2026-11-23
sm_90,float,4096,4096,4096,"team_split_k<team_specialized<128x128x8,TM8,TN16,WM2,B2>>",44003,NVIDIA H100 80GB HBM3,2026-11-23
sm_90,float,8192,8192,8192,"team_split_k<team_specialized<64x128x8,TM8,TN8,WM2,B3>>",45839,NVIDIA H100 80GB HBM3,2026-11-23
sm_90,float,4000,3000,1000,"team_split_k<team_specialized<64x128x8,TM8,TN8,WM2,B3>>",37681,NVIDIA H100 80GB HBM3,2026-11-23
sm_90,float,256,256,65536,"team_split_k<team_specialized<128x128x16,TM8,TN8,WM2,B2>>",38227,NVIDIA H100 80GB HBM3,2026-11-23
sm_90,float,4500,50,50,"team_split_k<team_specialized<64x128x8,TM8,TN8,WM2,B3>>",1238,NVIDIA H100 80GB HBM3,2026-11-23
sm_90,double,256,256,256,"team_split_k<team_specialized<64x64x8,TM4,TN4,WM4,B2>>",2153,NVIDIA H100 80GB HBM3,2026-11-23
sm_90,double,512,512,512,"team_split_k<team_specialized<32x32x16,TM4,TN4,WM2,B4>>",8845,NVIDIA H100 80GB HBM3,2026-11-23
sm_90,double,1024,1024,1024,"team_split_k<team_specialized<64x64x8,TM4,TN4,WM4,B2>>",15635,NVIDIA H100 80GB HBM3,2026-11-23
sm_90,double,2048,2048,2048,"team_split_k<team_specialized<128x128x8,TM8,TN8,WM4,B1>>",20217,NVIDIA H100 80GB HBM3,2026-11-23
sm_90,double,4096,4096,4096,"team_split_k<team_specialized<128x128x8,TM8,TN8,WM4,B1>>",22497,NVIDIA H100 80GB HBM3,2026-11-23
sm_90,double,8192,8192,8192,"team_split_k<team_specialized<128x128x8,TM8,TN8,WM4,B1>>",21889,NVIDIA H100 80GB HBM3,2026-11-23
sm_90,double,4500,50,50,"team_split_k<team_specialized<64x64x8,TM4,TN4,WM4,B2>>",1703,NVIDIA H100 80GB HBM3,2026-11-23
sm_90,double,64,64,1000000,"team_split_k<team_specialized<32x32x16,TM4,TN4,WM2,B4>>",9156,NVIDIA H100 80GB HBM3,2026-11-23
)";

}  // namespace tgemm::tuning
