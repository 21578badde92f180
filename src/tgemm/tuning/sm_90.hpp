#pragma once
// Committed tuning table for sm_90, as written by tgemm-tune on NVIDIA H100 80GB HBM3 (sm_90, 132 SMs), 2026-11-22.
// Columns: arch,dtype,m,n,k,kernel,gflops,device,date

namespace tgemm::tuning {

inline constexpr const char* builtin_sm_90 = R"(# arch,dtype,m,n,k,kernel,gflops,device,date
sm_90,float,256,256,256,"team_split_k<team_specialized<128x128x8,TM8,TN8,WM4,B1>>",1365,NVIDIA H100 80GB HBM3,2026-11-22
sm_90,float,512,512,512,"team_split_k<team_specialized<64x128x16,TM8,TN8,WM2,B2>>",8832,NVIDIA H100 80GB HBM3,2026-11-22
sm_90,float,1024,1024,1024,"team_split_k<team_specialized<128x128x16,TM8,TN8,WM2,B2>>",21781,NVIDIA H100 80GB HBM3,2026-11-22
sm_90,float,2048,2048,2048,"team_split_k<team_specialized<128x128x16,TM8,TN8,WM2,B2>>",38764,NVIDIA H100 80GB HBM3,2026-11-22
sm_90,float,4096,4096,4096,"team_split_k<team_specialized<128x128x8,TM8,TN16,WM2,B2>>",43867,NVIDIA H100 80GB HBM3,2026-11-22
sm_90,float,8192,8192,8192,"team_split_k<team_specialized<64x128x16,TM8,TN8,WM2,B2>>",45427,NVIDIA H100 80GB HBM3,2026-11-22
sm_90,float,4000,3000,1000,"team_split_k<team_specialized<128x128x8,TM8,TN8,WM4,B2>>",36068,NVIDIA H100 80GB HBM3,2026-11-22
sm_90,float,256,256,65536,"team_split_k<team_specialized<128x128x16,TM8,TN8,WM2,B2>>",37923,NVIDIA H100 80GB HBM3,2026-11-22
sm_90,float,4500,50,50,"naive_range",1268,NVIDIA H100 80GB HBM3,2026-11-22
sm_90,double,256,256,256,"team_split_k<team_specialized<64x64x8,TM4,TN4,WM4,B2>>",2176,NVIDIA H100 80GB HBM3,2026-11-22
sm_90,double,512,512,512,"team_split_k<team_specialized<32x32x16,TM4,TN4,WM2,B4>>",8813,NVIDIA H100 80GB HBM3,2026-11-22
sm_90,double,1024,1024,1024,"team_split_k<team_specialized<64x64x8,TM4,TN4,WM4,B2>>",15691,NVIDIA H100 80GB HBM3,2026-11-22
sm_90,double,2048,2048,2048,"team_split_k<team_specialized<128x128x8,TM8,TN8,WM4,B1>>",19391,NVIDIA H100 80GB HBM3,2026-11-22
sm_90,double,4096,4096,4096,"team_split_k<team_specialized<128x128x8,TM8,TN8,WM4,B1>>",22026,NVIDIA H100 80GB HBM3,2026-11-22
sm_90,double,8192,8192,8192,"team_split_k<team_specialized<128x128x8,TM8,TN8,WM4,B1>>",21054,NVIDIA H100 80GB HBM3,2026-11-22
sm_90,double,4500,50,50,"team_split_k<team_specialized<32x32x16,TM4,TN4,WM2,B4>>",1683,NVIDIA H100 80GB HBM3,2026-11-22
sm_90,double,64,64,1000000,"team_split_k<team_specialized<32x32x16,TM4,TN4,WM2,B4>>",9119,NVIDIA H100 80GB HBM3,2026-11-22
)";

}  // namespace tgemm::tuning
