#pragma once
// Committed tuning table for sm_90, written by tgemm-tune (--header) on an NVIDIA H100 80GB HBM3
// (132 SMs) over all four transposes; each row records the device and the day it was measured,
// and docs/results.md where its runs are. Columns: arch,dtype,m,n,k,kernel,gflops,device,date.

namespace tgemm::tuning {

inline constexpr const char* builtin_sm_90 = R"(# arch,dtype,m,n,k,kernel,gflops,device,date
sm_90,float,256,256,256,"team_split_k<team_multistage<64x128x8,TM8,TN8,WM2,B3,S3>>",1491,NVIDIA H100 80GB HBM3,2026-11-24
sm_90,float,512,512,512,"team_split_k<team_specialized<64x128x16,TM8,TN8,WM2,B2>>",9170,NVIDIA H100 80GB HBM3,2026-11-24
sm_90,float,1024,1024,1024,"team_split_k<team_specialized<64x128x8,TM8,TN8,WM2,B3>>",25023,NVIDIA H100 80GB HBM3,2026-11-24
sm_90,float,2048,2048,2048,"team_split_k<team_specialized<64x128x8,TM8,TN8,WM2,B3>>",39973,NVIDIA H100 80GB HBM3,2026-11-25
sm_90,float,4096,4096,4096,"team_stream_k<team_packed<team_multistage<256x128x8,TM8,TN16,WM2,B1,S3,R,Z>>>",49883,NVIDIA H100 80GB HBM3,2026-11-25
sm_90,float,8192,8192,8192,"team_stream_k<team_packed<team_multistage<256x128x8,TM8,TN16,WM2,B1,S3,R,Z>>>",51682,NVIDIA H100 80GB HBM3,2026-11-25
sm_90,float,4000,3000,1000,"team_stream_k<team_packed<team_multistage<256x128x8,TM8,TN16,WM2,B1,S3,R,Z>>>",42931,NVIDIA H100 80GB HBM3,2026-11-25
sm_90,float,256,256,65536,"team_split_k<team_multistage<256x128x8,TM8,TN16,WM4,B1,S3,T,R>>",40264,NVIDIA H100 80GB HBM3,2026-11-25
sm_90,float,4500,50,50,"team_split_k<team_multistage<64x128x8,TM8,TN8,WM2,B3,S3>>",1250,NVIDIA H100 80GB HBM3,2026-11-24
sm_90,double,256,256,256,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",2622,NVIDIA H100 80GB HBM3,2026-11-25
sm_90,double,512,512,512,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",10095,NVIDIA H100 80GB HBM3,2026-11-25
sm_90,double,1024,1024,1024,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",29465,NVIDIA H100 80GB HBM3,2026-11-25
sm_90,double,2048,2048,2048,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",42766,NVIDIA H100 80GB HBM3,2026-11-25
sm_90,double,4096,4096,4096,"team_split_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",43366,NVIDIA H100 80GB HBM3,2026-11-24
sm_90,double,8192,8192,8192,"team_split_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",45492,NVIDIA H100 80GB HBM3,2026-11-24
sm_90,double,4500,50,50,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",2094,NVIDIA H100 80GB HBM3,2026-11-25
sm_90,double,64,64,1000000,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",10762,NVIDIA H100 80GB HBM3,2026-11-25
)";

}  // namespace tgemm::tuning
