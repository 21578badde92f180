#pragma once
// Committed tuning table for sm_90, written by tgemm-tune on an NVIDIA H100 80GB HBM3 (132 SMs)
// over all four transposes; each row records the device and the day it was measured, and
// docs/results.md where its runs are. Four parts:
// - rows measured at the public suite's shapes (bench/tune_shapes.csv);
// - rows measured at the tuning half of the shape sweep (bench/sweep.csv, tune/...);
// - the cost model's coefficients per candidate (tuning/model.hpp), fitted by the same sweep
//   run: what auto uses where no row lies within 10 % of a shape;
// - batched rows (dtype "float-batched", "double-batched"): tgemm::batched_gemm's kernel per
//   matrix size, every batched candidate timed (tuning/batched_candidates.hpp); these rows
//   were measured on an H200, as each row records.
// Columns: arch,dtype,m,n,k,kernel,gflops,device,date; model rows:
// arch,dtype,model,,,kernel,launch_us,latency_ns,throughput_ns,store_ps_per_byte,bandwidth_gbs,
// device,date.

namespace tgemm::tuning {

inline constexpr const char* builtin_sm_90 = R"(# arch,dtype,m,n,k,kernel,gflops,device,date
# the public suite
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
# the sweep's tuning half
sm_90,float,37,868,1489,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",3833,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,441,6668,16,"team_small_k<256x64x16,TM8,TN8,WM1,B2>",4679,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,5,42,1894,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",48,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,29,43,29,"naive_range",7,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,10,68,14134,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",634,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,34,300,7864,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",5271,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,101,8665,28,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,135,1284,1749,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",11258,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,12,482,9268,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",3177,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,6,11679,3,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",50,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,30,250,11,"naive_range",22,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,284,118,3019,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",6855,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,23,22,1,"naive_range",0,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,14581,238,557,"team_stream_k<team_packed<team_multistage<256x128x8,TM8,TN16,WM2,B1,S3,R,Z>>>",23605,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,242,2,131,"naive_range",10,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,45,2,1,"naive_range",0,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,119,22,1300,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",407,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,22,481,2194,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",2293,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,171,327,1097,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",4985,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,19,2,3,"naive_range",0,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,75,3831,107,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",3382,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,3563,2,377,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",240,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,45,3,75,"naive_range",2,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,3626,1,81,"naive_range",51,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,5,38,2196,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",55,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,308,2,350,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",28,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,11,2,238,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",1,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,13638,500,13,"team_small_k<128x64x16,TM4,TN8,WM1,B4>",6217,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,3,62,7217,"team_thin<128x32x128,TM1,TN32,WM4,B4>",133,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,9322,157,6,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",1379,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,3,217,181,"naive_range",16,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,45,426,722,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",1543,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,1918,1,18,"naive_range",9,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,18,54,92,"naive_range",16,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,387,102,613,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",2624,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,1753,9,15,"naive_range",62,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,4051,11414,14,"team_small_k<128x64x16,TM4,TN8,WM1,B4>",9529,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,5871,1665,1882,"team_stream_k<team_packed<team_multistage<128x256x8,TM8,TN16,WM1,B1,S3,R,Z>>>",38644,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,256,70,212,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",447,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,1,1468,23,"naive_range",8,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,3581,1394,2,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",744,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,1367,85,15,"naive_range",332,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,7,28,4,"naive_range",0,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,522,252,7,"naive_range",206,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,4185,215,2638,"team_stream_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",18806,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,1632,111,15,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",537,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,1,50,13174,"team_thin<64x16x128,TM1,TN16,WM2,B8>",51,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,632,2,4,"naive_range",1,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,6565,298,2351,"team_stream_k<team_packed<team_multistage<128x128x8,TM4,TN16,WM4,B1,S2,P2x4,R,M4>>>",21109,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,264,14107,4,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",1399,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,1686,3995,5062,"team_split_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",34927,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,738,1264,55,"team_stream_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",5929,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,17,331,162,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",102,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,6,1864,14489,"team_thin<64x16x128,TM1,TN16,WM2,B8>",2734,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,14912,918,27,"team_split_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",10462,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,158,15566,19,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",4386,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,3270,481,43,"team_split_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",6165,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,3717,193,16045,"team_stream_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",17035,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,919,1765,4,"team_small_k<64x64x16,TM2,TN8,WM1,B4>",766,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,10419,4,7,"naive_range",67,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,2,946,8257,"team_thin<64x16x128,TM1,TN16,WM2,B8>",675,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,14544,21,1,"naive_range",77,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,7,1071,9805,"team_thin<64x16x128,TM1,TN16,WM2,B8>",2429,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,1,1320,3,"naive_range",1,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,39,18,1767,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",134,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,4,2,68,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",0,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,5842,2,4,"naive_range",10,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,20,874,9257,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",5206,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,534,1,3451,"team_thin<64x16x128,TM1,TN16,WM2,B8>",187,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,431,3759,13435,"team_split_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",29405,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,7,11732,13,"naive_range",282,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,4,3882,836,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",1220,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,3,1107,13515,"team_thin<64x16x128,TM1,TN16,WM2,B8>",1203,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,4417,2,28,"naive_range",58,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,3533,750,56,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",9386,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,8485,9,72,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",738,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,40,439,535,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",980,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,9,1024,221,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",208,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,64,745,7340,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",12989,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,358,4216,10921,"team_split_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",30211,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,139,347,23,"naive_range",272,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,79,409,521,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",2050,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,67,131,41,"naive_range",84,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,59,269,1787,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",3032,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,89,3907,1559,"team_split_k<team_specialized<128x256x8,TM8,TN16,WM2,B1>>",13318,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,3929,2647,1097,"team_stream_k<team_packed<team_multistage<128x256x8,TM8,TN16,WM1,B1,S3,R,Z>>>",37828,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,967,263,29,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",1452,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,59,67,3637,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",1441,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,47,3989,907,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",8959,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,6079,521,67,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",10744,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,137,947,1877,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",10371,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,97,6977,653,"team_split_k<team_multistage<128x256x8,TM8,TN16,WM2,B1,S2>>",11126,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,3373,599,37,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",5371,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,251,7121,929,"team_split_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",19328,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,269,587,6521,"team_split_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",15312,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,751,5639,2267,"team_stream_k<team_packed<team_multistage<128x128x8,TM4,TN16,WM4,B1,S2,P2x4,R,M4>>>",29814,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,97,53,1399,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",759,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,7741,2617,1783,"team_split_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",43238,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,467,4813,23,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",3964,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,5387,83,479,"team_split_k<team_specialized<32x32x16,TM4,TN4,WM2,B4>>",7091,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,521,29,1259,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",1817,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,31,1987,97,"team_split_k<team_specialized<32x32x16,TM4,TN4,WM2,B4>>",631,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,4373,73,439,"team_split_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",5356,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,223,641,101,"team_split_k<team_specialized<32x32x16,TM4,TN4,WM2,B4>>",1744,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,64,513,64,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",436,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,4095,8191,513,"team_stream_k<team_packed<team_multistage<256x128x8,TM8,TN16,WM2,B1,S3,R,Z>>>",40561,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,15,128,1025,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",257,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,64,511,16,"naive_range",139,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,4095,63,8193,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",20506,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,2047,4097,15,"team_small_k<128x64x16,TM4,TN8,WM1,B4>",7333,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,8191,1025,65,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",14187,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,4096,513,1023,"team_stream_k<team_packed<team_multistage<256x128x8,TM8,TN16,WM2,B1,S3,R,Z>>>",24154,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,32,63,8192,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",1541,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,4095,129,16,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",1688,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,2047,255,129,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",5581,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,65,8192,1024,"team_split_k<team_multistage<32x128x8,TM8,TN8,WM1,B6,S3,T,R>>",14269,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,2049,64,63,"team_split_k<team_specialized<32x32x16,TM4,TN4,WM2,B4>>",1369,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,511,31,8193,"team_split_k<team_specialized<32x32x16,TM4,TN4,WM2,B4>>",5993,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,31,255,64,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",83,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,31,1025,63,"team_split_k<team_specialized<32x32x16,TM4,TN4,WM2,B4>>",304,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,8191,33,2049,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",6758,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,8192,4095,127,"team_split_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",32065,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,65,4096,8192,"team_split_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",12351,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,255,4095,4097,"team_split_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",23669,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,4095,511,8193,"team_split_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",29766,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,128,8192,16,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",3021,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,64,129,4096,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",3156,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,32,15,15,"naive_range",2,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,15362,7,677,"team_thin<128x32x128,TM1,TN32,WM4,B4>",3848,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,2478,7,45,"naive_range",169,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,4270,109,276,"team_split_k<team_specialized<128x128x8,TM8,TN8,WM4,B1>>",6421,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,3688,30,112,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",1852,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,15516,2,199,"naive_range",712,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,6726,55,237,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",6570,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,4544,24,66,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",1207,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,6908,22,46,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",1267,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,2848,2,33,"naive_range",41,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,13168,9,123,"team_split_k<team_specialized<32x32x16,TM4,TN4,WM2,B4>>",1390,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,3082,28,20,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",358,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,9332,32,26,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",1659,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,12356,39,313,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",5984,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,16114,13,204,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",3115,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,4048,8,19,"naive_range",134,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,3962,84,700,"team_stream_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",12424,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,2,6515,26,"naive_range",88,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,75,2831,165,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",3292,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,14,12058,388,"team_thin<128x32x128,TM1,TN32,WM4,B4>",4431,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,83,4803,90,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",4167,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,14,3781,75,"naive_range",760,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,14,2149,29,"naive_range",218,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,9,10829,245,"naive_range",2190,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,3,6762,516,"team_thin<128x32x128,TM1,TN32,WM4,B4>",1002,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,35,3991,808,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",5945,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,51,10074,113,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",4197,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,3,9476,109,"naive_range",370,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,14,3483,365,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",1628,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,77,2367,149,"team_split_k<team_specialized<32x32x16,TM4,TN4,WM2,B4>>",2637,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,49,8971,74,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",3690,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,82,12097,753,"team_split_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",9799,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,64,2330,24,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",817,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,1135,6245,3,"team_small_k<128x64x16,TM4,TN8,WM1,B4>",1729,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,3361,5913,1,"team_small_k<128x64x16,TM4,TN8,WM1,B4>",889,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,520,11656,1,"team_split_k<team_multistage<32x128x8,TM8,TN8,WM1,B6,S3,T,R>>",696,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,820,12917,63,"team_split_k<team_specialized<64x128x8,TM8,TN8,WM2,B3>>",17585,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,1368,2816,2,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",1058,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,12370,1607,3,"team_small_k<128x64x16,TM4,TN8,WM1,B4>",2376,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,3502,9751,32,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",14314,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,9421,2558,52,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",16492,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,1268,1047,2,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",480,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,1200,561,5,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",689,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,3225,1849,5,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",1891,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,1707,2824,1,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",409,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,4323,3446,11,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",4007,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,12400,1292,4,"team_stream_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",2531,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,2561,7742,32,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",10837,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,2408,666,4,"team_stream_k<team_multistage<128x128x4,TM4,TN16,WM4,B1,S3,P2x4,T,R,M4>>",1142,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,49,2,51617,"team_thin<128x32x128,TM1,TN32,WM4,B4>",275,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,17,180,96460,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",6403,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,27,2,9135,"team_thin<128x32x128,TM1,TN32,WM4,B4>",47,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,5,3,14842,"team_thin<128x32x128,TM1,TN32,WM4,B4>",18,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,8,14,10499,"team_thin<128x32x128,TM1,TN32,WM4,B4>",109,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,2,8,58685,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",47,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,2,35,25907,"team_thin<128x32x128,TM1,TN32,WM4,B4>",117,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,174,1,29781,"team_thin<128x32x128,TM1,TN32,WM4,B4>",281,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,8,5,51334,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",111,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,16,160,12812,"team_split_k<team_specialized<32x32x16,TM4,TN4,WM2,B4>>",2360,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,241,8,7582,"team_split_k<team_specialized<32x32x16,TM4,TN4,WM2,B4>>",1067,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,50,17,108574,"team_split_k<team_specialized<32x32x16,TM4,TN4,WM2,B4>>",2705,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,38,4,48537,"team_thin<64x16x128,TM1,TN16,WM2,B8>",371,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,1,155,98671,"team_thin<64x16x128,TM1,TN16,WM2,B8>",346,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,4,18,89305,"team_thin<64x16x128,TM1,TN16,WM2,B8>",241,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,104,24,39622,"team_split_k<team_specialized<32x32x16,TM4,TN4,WM2,B4>>",4308,NVIDIA H100 80GB HBM3,2026-11-27
# cost model: arch,dtype,model,,,kernel,launch_us,latency_ns,throughput_ns,store_ps_per_byte,bandwidth_gbs,device,date
sm_90,float,model,,,"team_split_k<team_specialized<128x128x8,TM8,TN8,WM4,B2>>",9.529,1246.641,1069.601,0.971,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_specialized<128x128x16,TM8,TN8,WM2,B2>>",10.060,2564.265,2136.888,0.802,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_specialized<128x128x8,TM8,TN8,WM4,B1>>",9.166,1061.656,1190.027,1.008,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_specialized<64x128x16,TM8,TN8,WM2,B2>>",10.027,1537.529,1208.180,1.011,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_specialized<128x128x8,TM8,TN16,WM2,B2>>",11.718,1433.760,1084.031,0.849,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_specialized<128x256x8,TM8,TN16,WM2,B1>>",11.478,2042.023,2042.023,0.840,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_specialized<64x128x8,TM8,TN8,WM2,B3>>",9.240,929.739,613.465,0.952,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_multistage<128x128x8,TM8,TN16,WM2,B2,S3>>",11.230,1447.037,1083.129,0.802,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_multistage<128x128x16,TM8,TN16,WM2,B2,S2>>",12.992,3957.878,2263.266,0.840,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_multistage<64x128x8,TM8,TN8,WM2,B3,S3>>",9.224,936.510,617.499,0.944,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_multistage<128x256x8,TM8,TN16,WM2,B1,S2>>",11.066,1731.994,1941.419,0.816,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_packed<team_multistage<128x256x8,TM8,TN16,WM2,B1,S2>>>",6.880,1821.827,1689.496,0.755,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_packed<team_multistage<128x256x8,TM8,TN16,WM2,B1,S3,R>>>",6.608,1696.100,1554.758,0.785,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_packed<team_multistage<256x128x8,TM8,TN16,WM4,B1,S3>>>",7.447,1897.884,1805.487,0.779,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_packed<team_specialized<128x128x8,TM8,TN16,WM2,B2>>>",8.354,2561.267,1433.882,0.794,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_stream_k<team_packed<team_multistage<128x256x8,TM8,TN16,WM2,B1,S2>>>",6.963,1791.834,1774.093,0.799,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_stream_k<team_packed<team_multistage<128x256x8,TM8,TN16,WM2,B1,S3,R>>>",6.699,1696.226,1542.023,0.815,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_stream_k<team_packed<team_specialized<128x128x8,TM8,TN16,WM2,B2>>>",8.199,2584.794,1567.511,0.866,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_multistage<256x128x8,TM8,TN16,WM4,B1,S3,T,R>>",11.321,1726.293,1954.186,0.857,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_stream_k<team_multistage<256x128x8,TM8,TN16,WM4,B1,S3,T,R>>",11.231,1722.147,1968.988,0.873,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_stream_k<team_packed<team_multistage<128x256x8,TM8,TN16,WM2,B1,S3,R,Z>>>",6.827,1685.177,1592.808,0.808,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_stream_k<team_packed<team_multistage<128x256x8,TM8,TN16,WM1,B1,S3,R,Z>>>",6.691,1667.602,1590.584,0.700,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_stream_k<team_packed<team_multistage<256x128x8,TM8,TN16,WM2,B1,S3,R,Z>>>",6.719,1625.189,1610.330,0.721,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",7.333,587.104,130.368,0.630,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",8.482,477.055,338.479,0.588,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_multistage<128x32x8,TM8,TN8,WM2,B6,S3,T,R>>",9.545,1123.999,396.552,0.742,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_multistage<32x128x8,TM8,TN8,WM1,B6,S3,T,R>>",9.521,1062.249,394.710,0.874,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_multistage<64x16x8,TM8,TN4,WM1,B8,S3,T,R>>",11.756,89.063,160.187,0.546,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_multistage<16x64x8,TM4,TN8,WM1,B8,S3,T,R>>",8.875,1090.264,178.746,0.764,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_small_k<128x64x16,TM4,TN8,WM1,B4>",7.275,3711.069,2004.374,0.139,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",6.765,2865.318,1605.220,0.045,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_small_k<256x64x16,TM8,TN8,WM1,B2>",7.123,5681.255,4256.603,0.158,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_thin<128x32x128,TM1,TN32,WM4,B4>",7.899,2124.279,2130.672,8.861,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"naive_range",7.181,49.821,27.971,0.786,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_split_k<team_specialized<64x64x8,TM4,TN4,WM4,B2>>",8.003,829.996,640.027,0.257,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_split_k<team_specialized<64x64x16,TM4,TN4,WM4,B2>>",8.016,1466.198,1196.779,0.309,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_split_k<team_specialized<128x64x8,TM8,TN4,WM4,B2>>",9.255,1336.443,1062.212,0.545,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_split_k<team_specialized<64x128x8,TM4,TN8,WM2,B2>>",8.514,1464.205,1118.490,0.294,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_split_k<team_specialized<128x128x8,TM8,TN8,WM4,B1>>",10.635,2151.583,2151.583,0.539,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_split_k<team_specialized<32x32x16,TM4,TN4,WM2,B4>>",8.217,1103.723,375.129,0.339,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_split_k<team_multistage<128x128x8,TM8,TN8,WM4,B1,S2>>",10.658,1923.291,1961.757,0.545,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_split_k<team_multistage<64x128x8,TM8,TN8,WM2,B2,S2>>",10.695,1233.685,943.185,0.490,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_split_k<team_multistage<64x64x8,TM4,TN4,WM4,B2,S3>>",8.042,795.839,624.125,0.267,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_split_k<team_packed<team_specialized<128x128x8,TM8,TN8,WM4,B1>>>",6.139,2969.030,2059.319,0.397,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_split_k<team_packed<team_multistage<64x128x8,TM8,TN8,WM2,B2,S2>>>",5.704,1242.699,780.588,0.334,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_split_k<team_packed<team_multistage<128x128x8,TM8,TN8,WM4,B1,S2>>>",5.834,1581.819,1581.819,0.350,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_stream_k<team_specialized<128x128x8,TM8,TN8,WM4,B1>>",11.233,2103.663,2128.003,0.594,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_stream_k<team_packed<team_specialized<128x128x8,TM8,TN8,WM4,B1>>>",6.319,2839.061,2839.061,0.392,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_stream_k<team_packed<team_multistage<64x128x8,TM8,TN8,WM2,B2,S2>>>",5.752,1218.530,796.345,0.408,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_split_k<team_packed<team_multistage<64x128x8,TM8,TN8,WM2,B2,S2,Z>>>",5.787,1189.238,756.788,0.325,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_stream_k<team_packed<team_multistage<64x128x8,TM8,TN8,WM2,B2,S2,Z>>>",5.719,1204.481,774.077,0.416,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_stream_k<team_packed<team_multistage<128x128x4,TM4,TN16,WM4,B1,S3,P2x4,R,M4>>>",5.369,507.356,475.162,0.259,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_stream_k<team_packed<team_multistage<128x128x4,TM4,TN16,WM4,B1,S4,P2x4,R,M4>>>",5.434,504.735,472.661,0.257,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_stream_k<team_packed<team_multistage<128x128x8,TM4,TN16,WM4,B1,S2,P2x4,R,M4>>>",5.423,929.048,903.951,0.260,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_stream_k<team_packed<team_multistage<128x128x8,TM4,TN16,WM4,B1,S2,P2x4,R,M8>>>",5.486,1040.537,1010.807,0.259,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_stream_k<team_packed<team_multistage<128x128x8,TM4,TN16,WM4,B1,S2,P2x4,M8>>>",5.440,950.593,923.433,0.272,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_stream_k<team_packed<team_multistage<128x128x4,TM8,TN8,WM2,B1,S4,P4x2,R,M4>>>",5.699,497.815,461.302,0.292,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_stream_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",5.369,853.362,399.606,0.257,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_stream_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M8>>>",5.410,932.205,436.658,0.273,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_split_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",5.317,840.237,392.706,0.214,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_split_k<team_packed<team_multistage<128x128x8,TM4,TN16,WM4,B1,S2,P2x4,R,M8>>>",5.409,1056.785,998.761,0.227,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",9.147,218.023,484.447,0.173,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_stream_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",8.307,823.904,509.272,0.252,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",9.160,85.032,179.943,0.141,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_stream_k<team_multistage<128x128x4,TM4,TN16,WM4,B1,S3,P2x4,T,R,M4>>",8.762,994.750,994.750,0.346,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_small_k<64x64x16,TM2,TN8,WM1,B4>",6.531,3865.733,2316.071,0.000,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",6.335,3678.573,2208.947,0.000,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_thin<64x16x128,TM1,TN16,WM2,B8>",8.972,1679.767,1484.742,0.000,2916,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"naive_range",6.463,121.418,51.426,0.158,2916,NVIDIA H100 80GB HBM3,2026-11-27
# batched rows: tgemm::batched_gemm's kernel per matrix size, measured on an H200 with the
# epilogue's 16-byte runs (bench/results/h200-2026-11-27-epilogue: every batched candidate in
# batches of 100000 x 16^3, 10000 x 32^3 and 64^3, 1000 x 128^3 and 256^3, LayoutRight, median
# of 20; the fastest by geometric mean over the four transposes, its GFLOP/s at that mean)
sm_90,float-batched,16,16,16,"batched<team_multistage<32x32x8,TM4,TN4,WM1,B16,S3,T,R>>",3240,NVIDIA H200,2026-11-27
sm_90,float-batched,32,32,32,"batched<team_multistage<32x32x8,TM4,TN4,WM1,B16,S3,T,R>>",14056,NVIDIA H200,2026-11-27
sm_90,float-batched,64,64,64,"batched<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",28928,NVIDIA H200,2026-11-27
sm_90,float-batched,128,128,128,"batched<team_multistage<128x128x8,TM8,TN16,WM2,B2,S3,T,R>>",33717,NVIDIA H200,2026-11-27
sm_90,float-batched,256,256,256,"batched<team_multistage<128x128x8,TM8,TN16,WM2,B2,S3,T,R>>",40044,NVIDIA H200,2026-11-27
sm_90,double-batched,16,16,16,"batched<team_multistage<32x32x8,TM4,TN4,WM1,B12,S3,P2x1,T,R,M4>>",2744,NVIDIA H200,2026-11-27
sm_90,double-batched,32,32,32,"batched<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",9344,NVIDIA H200,2026-11-27
sm_90,double-batched,64,64,64,"batched<team_multistage<64x64x8,TM4,TN8,WM2,B3,S4,P2x2,T,R,M4>>",20659,NVIDIA H200,2026-11-27
sm_90,double-batched,128,128,128,"batched<team_multistage<64x64x8,TM4,TN8,WM2,B3,S4,P2x2,T,R,M4>>",28453,NVIDIA H200,2026-11-27
sm_90,double-batched,256,256,256,"batched<team_multistage<128x64x8,TM4,TN16,WM4,B2,S3,P2x4,T,R,M4>>",38224,NVIDIA H200,2026-11-27
)";

}  // namespace tgemm::tuning
