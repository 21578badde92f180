#pragma once
// Committed tuning table for sm_90, as written by tgemm-tune on NVIDIA H200 (sm_90, 132 SMs), 2026-11-22.
// Columns: arch,dtype,m,n,k,kernel,gflops,device,date

namespace tgemm::tuning {

inline constexpr const char* builtin_sm_90 = R"(# arch,dtype,m,n,k,kernel,gflops,device,date
sm_90,float,256,256,256,"naive_range",1833,NVIDIA H200,2026-11-22
sm_90,float,512,512,512,"team_split_k<team_warp_tile<64x128x16,TM8,TN8,WM2,B2>>",9881,NVIDIA H200,2026-11-22
sm_90,float,1024,1024,1024,"team_split_k<team_warp_tile<128x128x16,TM8,TN8,WM2,B2>>",22385,NVIDIA H200,2026-11-22
sm_90,float,2048,2048,2048,"team_split_k<team_warp_tile<128x128x16,TM8,TN8,WM2,B2>>",34826,NVIDIA H200,2026-11-22
sm_90,float,4096,4096,4096,"team_split_k<team_warp_tile<128x128x16,TM8,TN8,WM2,B2>>",38517,NVIDIA H200,2026-11-22
sm_90,float,8192,8192,8192,"team_split_k<team_warp_tile<128x128x16,TM8,TN8,WM2,B2>>",39098,NVIDIA H200,2026-11-22
sm_90,float,4000,3000,1000,"team_split_k<team_warp_tile<128x128x16,TM8,TN8,WM2,B2>>",32461,NVIDIA H200,2026-11-22
sm_90,float,256,256,65536,"team_split_k<team_warp_tile<128x128x16,TM8,TN8,WM2,B2>>",34517,NVIDIA H200,2026-11-22
sm_90,float,4500,50,50,"naive_range",1598,NVIDIA H200,2026-11-22
sm_90,double,256,256,256,"team_split_k<team_warp_tile<32x32x16,TM4,TN4,WM2,B4>>",1833,NVIDIA H200,2026-11-22
sm_90,double,512,512,512,"team_split_k<team_warp_tile<64x128x8,TM4,TN8,WM2,B2>>",7855,NVIDIA H200,2026-11-22
sm_90,double,1024,1024,1024,"team_split_k<team_warp_tile<64x128x8,TM4,TN8,WM2,B2>>",14263,NVIDIA H200,2026-11-22
sm_90,double,2048,2048,2048,"team_split_k<team_warp_tile<64x128x8,TM4,TN8,WM2,B2>>",17187,NVIDIA H200,2026-11-22
sm_90,double,4096,4096,4096,"team_split_k<team_warp_tile<64x128x8,TM4,TN8,WM2,B2>>",17777,NVIDIA H200,2026-11-22
sm_90,double,8192,8192,8192,"team_split_k<team_warp_tile<128x128x8,TM8,TN8,WM4,B1>>",18073,NVIDIA H200,2026-11-22
sm_90,double,4500,50,50,"naive_range",1390,NVIDIA H200,2026-11-22
sm_90,double,64,64,1000000,"team_split_k<team_warp_tile<32x32x16,TM4,TN4,WM2,B4>>",8859,NVIDIA H200,2026-11-22
)";

}  // namespace tgemm::tuning
