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
sm_90,float,37,868,1489,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",3824,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,441,6668,16,"team_small_k<128x64x16,TM4,TN8,WM1,B4>",4360,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,5,42,1894,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",46,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,29,43,29,"naive_range",9,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,10,68,14134,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",629,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,34,300,7864,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",5176,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,101,8665,28,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",2929,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,135,1284,1749,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",10210,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,12,482,9268,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",3381,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,6,11679,3,"naive_range",57,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,30,250,11,"naive_range",21,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,284,118,3019,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",6517,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,23,22,1,"naive_range",0,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,14581,238,557,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",19780,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,242,2,131,"naive_range",10,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,45,2,1,"naive_range",0,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,119,22,1300,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",408,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,22,481,2194,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",2164,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,171,327,1097,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",4920,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,19,2,3,"naive_range",0,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,75,3831,107,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",3318,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,3563,2,377,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",280,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,45,3,75,"naive_range",2,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,3626,1,81,"naive_range",55,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,5,38,2196,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",50,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,308,2,350,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",28,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,11,2,238,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",1,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,13638,500,13,"team_small_k<128x64x16,TM4,TN8,WM1,B4>",5885,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,3,62,7217,"team_thin<128x32x128,TM1,TN32,WM4,B4>",132,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,9322,157,6,"team_small_k<128x64x16,TM4,TN8,WM1,B4>",1362,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,3,217,181,"naive_range",16,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,45,426,722,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",1557,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,1918,1,18,"naive_range",9,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,18,54,92,"naive_range",16,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,387,102,613,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",2722,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,1753,9,15,"naive_range",55,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,4051,11414,14,"team_small_k<128x64x16,TM4,TN8,WM1,B4>",9676,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,5871,1665,1882,"team_stream_k<team_packed<team_multistage<128x256x8,TM8,TN16,WM1,B1,S3,R,Z>>>",37885,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,256,70,212,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",523,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,1,1468,23,"naive_range",7,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,3581,1394,2,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",718,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,1367,85,15,"naive_range",313,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,7,28,4,"naive_range",0,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,522,252,7,"naive_range",189,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,4185,215,2638,"team_stream_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",18496,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,1632,111,15,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",584,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,1,50,13174,"team_split_k<team_specialized<32x32x16,TM4,TN4,WM2,B4>>",55,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,632,2,4,"naive_range",1,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,6565,298,2351,"team_stream_k<team_packed<team_multistage<128x128x8,TM4,TN16,WM4,B1,S2,P2x4,R,M4>>>",21192,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,264,14107,4,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",1275,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,1686,3995,5062,"team_split_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",34838,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,738,1264,55,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",5081,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,17,331,162,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",108,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,6,1864,14489,"team_thin<64x16x128,TM1,TN16,WM2,B8>",2719,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,14912,918,27,"team_stream_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",7879,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,158,15566,19,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",3276,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,3270,481,43,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",4545,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,3717,193,16045,"team_stream_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",18390,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,919,1765,4,"team_small_k<64x64x16,TM2,TN8,WM1,B4>",801,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,10419,4,7,"naive_range",74,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,2,946,8257,"team_thin<64x16x128,TM1,TN16,WM2,B8>",655,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,14544,21,1,"naive_range",68,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,7,1071,9805,"team_thin<64x16x128,TM1,TN16,WM2,B8>",2400,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,1,1320,3,"naive_range",1,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,39,18,1767,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",134,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,4,2,68,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",0,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,5842,2,4,"naive_range",13,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,20,874,9257,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",5106,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,534,1,3451,"team_thin<64x16x128,TM1,TN16,WM2,B8>",183,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,431,3759,13435,"team_split_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",27386,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,7,11732,13,"naive_range",202,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,4,3882,836,"team_thin<64x16x128,TM1,TN16,WM2,B8>",1079,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,3,1107,13515,"team_thin<64x16x128,TM1,TN16,WM2,B8>",1225,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,4417,2,28,"naive_range",54,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,3533,750,56,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",8035,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,8485,9,72,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",747,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,40,439,535,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",979,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,9,1024,221,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",218,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,64,745,7340,"team_stream_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",11286,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,358,4216,10921,"team_split_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",28280,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,139,347,23,"naive_range",218,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,79,409,521,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",1787,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,67,131,41,"naive_range",70,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,59,269,1787,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",2867,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,89,3907,1559,"team_split_k<team_multistage<32x128x8,TM8,TN8,WM1,B6,S3,T,R>>",11426,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,3929,2647,1097,"team_stream_k<team_packed<team_multistage<256x128x8,TM8,TN16,WM2,B1,S3,R,Z>>>",37367,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,967,263,29,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",1165,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,59,67,3637,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",1422,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,47,3989,907,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",8098,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,6079,521,67,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",9254,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,137,947,1877,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",9215,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,97,6977,653,"team_split_k<team_specialized<128x128x16,TM8,TN8,WM2,B2>>",12118,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,3373,599,37,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",4683,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,251,7121,929,"team_stream_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",18064,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,269,587,6521,"team_stream_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",14549,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,751,5639,2267,"team_stream_k<team_packed<team_multistage<128x128x8,TM4,TN16,WM4,B1,S2,P2x4,R,M4>>>",29670,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,97,53,1399,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",774,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,7741,2617,1783,"team_stream_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",42093,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,467,4813,23,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",3764,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,5387,83,479,"team_split_k<team_specialized<32x32x16,TM4,TN4,WM2,B4>>",6659,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,521,29,1259,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",1855,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,31,1987,97,"team_split_k<team_specialized<32x32x16,TM4,TN4,WM2,B4>>",743,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,4373,73,439,"team_split_k<team_specialized<32x32x16,TM4,TN4,WM2,B4>>",5422,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,223,641,101,"team_split_k<team_specialized<32x32x16,TM4,TN4,WM2,B4>>",1768,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,64,513,64,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",387,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,4095,8191,513,"team_stream_k<team_packed<team_multistage<256x128x8,TM8,TN16,WM2,B1,S3,R,Z>>>",39422,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,15,128,1025,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",254,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,64,511,16,"naive_range",131,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,4095,63,8193,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",16640,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,2047,4097,15,"team_small_k<128x64x16,TM4,TN8,WM1,B4>",7347,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,8191,1025,65,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",12698,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,4096,513,1023,"team_stream_k<team_packed<team_multistage<256x128x8,TM8,TN16,WM2,B1,S3,R,Z>>>",20557,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,32,63,8192,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",1621,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,4095,129,16,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",1531,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,2047,255,129,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",5472,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,65,8192,1024,"team_split_k<team_multistage<16x64x8,TM4,TN8,WM1,B8,S3,T,R>>",12881,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,2049,64,63,"team_split_k<team_specialized<32x32x16,TM4,TN4,WM2,B4>>",1250,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,511,31,8193,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",5729,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,31,255,64,"team_split_k<team_specialized<32x32x16,TM4,TN4,WM2,B4>>",73,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,31,1025,63,"team_split_k<team_specialized<32x32x16,TM4,TN4,WM2,B4>>",277,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,8191,33,2049,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",6950,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,8192,4095,127,"team_split_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",29986,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,65,4096,8192,"team_split_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",11814,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,255,4095,4097,"team_split_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",23260,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,4095,511,8193,"team_split_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",31180,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,128,8192,16,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",2315,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,64,129,4096,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",2911,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,32,15,15,"naive_range",2,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,15362,7,677,"team_thin<128x32x128,TM1,TN32,WM4,B4>",3767,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,2478,7,45,"naive_range",147,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,4270,109,276,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",7357,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,3688,30,112,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",1639,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,15516,2,199,"naive_range",648,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,6726,55,237,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",6125,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,4544,24,66,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",981,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,6908,22,46,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",1020,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,2848,2,33,"naive_range",33,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,13168,9,123,"team_split_k<team_specialized<32x32x16,TM4,TN4,WM2,B4>>",1262,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,3082,28,20,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",324,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,9332,32,26,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",1283,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,12356,39,313,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",5412,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,16114,13,204,"team_split_k<team_specialized<32x32x16,TM4,TN4,WM2,B4>>",3011,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,4048,8,19,"naive_range",122,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,3962,84,700,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",10463,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,2,6515,26,"naive_range",76,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,75,2831,165,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",3090,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,14,12058,388,"team_split_k<team_multistage<16x64x8,TM4,TN8,WM1,B8,S3,T,R>>",4278,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,83,4803,90,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",3636,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,14,3781,75,"naive_range",646,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,14,2149,29,"naive_range",189,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,9,10829,245,"naive_range",2098,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,3,6762,516,"team_thin<128x32x128,TM1,TN32,WM4,B4>",959,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,35,3991,808,"team_stream_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",5096,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,51,10074,113,"team_split_k<team_specialized<32x32x16,TM4,TN4,WM2,B4>>",4226,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,3,9476,109,"naive_range",361,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,14,3483,365,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",1526,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,77,2367,149,"team_split_k<team_specialized<32x32x16,TM4,TN4,WM2,B4>>",2442,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,49,8971,74,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",3153,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,82,12097,753,"team_split_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",9335,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,64,2330,24,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",706,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,1135,6245,3,"team_small_k<128x64x16,TM4,TN8,WM1,B4>",1618,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,3361,5913,1,"team_small_k<128x64x16,TM4,TN8,WM1,B4>",867,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,520,11656,1,"team_small_k<256x64x16,TM8,TN8,WM1,B2>",528,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,820,12917,63,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",13366,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,1368,2816,2,"team_small_k<256x64x16,TM8,TN8,WM1,B2>",928,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,12370,1607,3,"team_small_k<128x64x16,TM4,TN8,WM1,B4>",2326,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,3502,9751,32,"team_small_k<128x64x16,TM4,TN8,WM1,B4>",13603,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,9421,2558,52,"team_small_k<128x64x16,TM4,TN8,WM1,B4>",13573,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,1268,1047,2,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",430,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,1200,561,5,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",585,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,3225,1849,5,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",1887,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,1707,2824,1,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",418,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,4323,3446,11,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",4375,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,12400,1292,4,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",2146,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,2561,7742,32,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",8641,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,2408,666,4,"team_small_k<64x64x16,TM2,TN8,WM1,B4>",884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,49,2,51617,"team_thin<128x32x128,TM1,TN32,WM4,B4>",263,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,17,180,96460,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",7059,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,27,2,9135,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",46,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,5,3,14842,"team_thin<128x32x128,TM1,TN32,WM4,B4>",18,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,8,14,10499,"team_thin<128x32x128,TM1,TN32,WM4,B4>",100,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,2,8,58685,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",49,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,2,35,25907,"team_thin<128x32x128,TM1,TN32,WM4,B4>",113,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,174,1,29781,"team_thin<128x32x128,TM1,TN32,WM4,B4>",295,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,8,5,51334,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",111,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,16,160,12812,"team_split_k<team_specialized<32x32x16,TM4,TN4,WM2,B4>>",2349,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,241,8,7582,"team_split_k<team_specialized<32x32x16,TM4,TN4,WM2,B4>>",1031,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,50,17,108574,"team_split_k<team_specialized<32x32x16,TM4,TN4,WM2,B4>>",2719,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,38,4,48537,"team_thin<64x16x128,TM1,TN16,WM2,B8>",406,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,1,155,98671,"team_thin<64x16x128,TM1,TN16,WM2,B8>",341,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,4,18,89305,"team_split_k<team_specialized<32x32x16,TM4,TN4,WM2,B4>>",266,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,104,24,39622,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",4201,NVIDIA H100 80GB HBM3,2026-11-27
# cost model: arch,dtype,model,,,kernel,launch_us,latency_ns,throughput_ns,store_ps_per_byte,bandwidth_gbs,device,date
sm_90,float,model,,,"team_split_k<team_specialized<128x128x8,TM8,TN8,WM4,B2>>",10.131,1224.759,1009.249,1.765,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_specialized<128x128x16,TM8,TN8,WM2,B2>>",10.938,2420.060,2015.173,1.399,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_specialized<128x128x8,TM8,TN8,WM4,B1>>",9.880,1140.182,1163.100,1.714,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_specialized<64x128x16,TM8,TN8,WM2,B2>>",10.728,1469.930,1235.359,1.714,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_specialized<128x128x8,TM8,TN16,WM2,B2>>",12.271,1423.257,1138.166,1.440,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_specialized<128x256x8,TM8,TN16,WM2,B1>>",12.645,1996.040,1996.040,1.456,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_specialized<64x128x8,TM8,TN8,WM2,B3>>",9.651,889.483,600.402,1.697,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_multistage<128x128x8,TM8,TN16,WM2,B2,S3>>",11.747,1417.683,1135.527,1.426,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_multistage<128x128x16,TM8,TN16,WM2,B2,S2>>",12.843,3846.875,2328.262,1.400,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_multistage<64x128x8,TM8,TN8,WM2,B3,S3>>",9.678,894.125,601.985,1.697,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_multistage<128x256x8,TM8,TN16,WM2,B1,S2>>",12.143,1714.890,1922.246,1.441,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_packed<team_multistage<128x256x8,TM8,TN16,WM2,B1,S2>>>",7.273,1443.330,1731.473,1.307,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_packed<team_multistage<128x256x8,TM8,TN16,WM2,B1,S3,R>>>",7.034,1618.622,1571.172,1.335,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_packed<team_multistage<256x128x8,TM8,TN16,WM4,B1,S3>>>",8.024,1747.584,1902.925,1.294,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_packed<team_specialized<128x128x8,TM8,TN16,WM2,B2>>>",8.727,2513.624,1512.507,1.260,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_stream_k<team_packed<team_multistage<128x256x8,TM8,TN16,WM2,B1,S2>>>",7.050,1818.679,1818.679,1.358,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_stream_k<team_packed<team_multistage<128x256x8,TM8,TN16,WM2,B1,S3,R>>>",7.023,1622.706,1622.706,1.400,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_stream_k<team_packed<team_specialized<128x128x8,TM8,TN16,WM2,B2>>>",8.701,2537.121,1553.647,1.282,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_multistage<256x128x8,TM8,TN16,WM4,B1,S3,T,R>>",12.108,1719.382,1911.166,1.455,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_stream_k<team_multistage<256x128x8,TM8,TN16,WM4,B1,S3,T,R>>",12.257,1725.602,1899.275,1.495,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_stream_k<team_packed<team_multistage<128x256x8,TM8,TN16,WM2,B1,S3,R,Z>>>",7.046,1662.258,1662.258,1.385,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_stream_k<team_packed<team_multistage<128x256x8,TM8,TN16,WM1,B1,S3,R,Z>>>",6.986,1644.384,1613.217,1.200,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_stream_k<team_packed<team_multistage<256x128x8,TM8,TN16,WM2,B1,S3,R,Z>>>",6.990,1658.116,1658.116,1.188,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",8.148,466.194,130.154,1.132,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",8.686,501.453,340.625,1.176,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_multistage<128x32x8,TM8,TN8,WM2,B6,S3,T,R>>",9.988,1101.635,405.492,1.294,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_multistage<32x128x8,TM8,TN8,WM1,B6,S3,T,R>>",9.792,1075.781,384.207,1.632,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_multistage<64x16x8,TM8,TN4,WM1,B8,S3,T,R>>",9.003,1059.400,158.677,1.192,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_split_k<team_multistage<16x64x8,TM4,TN8,WM1,B8,S3,T,R>>",9.025,1043.218,161.391,1.412,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_small_k<128x64x16,TM4,TN8,WM1,B4>",7.946,3692.276,1990.933,0.149,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",7.576,2861.770,1589.713,0.051,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_small_k<256x64x16,TM8,TN8,WM1,B2>",7.698,5661.952,4238.895,0.166,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"team_thin<128x32x128,TM1,TN32,WM4,B4>",8.136,1983.774,1952.550,13.054,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,float,model,,,"naive_range",7.654,48.573,28.376,0.793,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_split_k<team_specialized<64x64x8,TM4,TN4,WM4,B2>>",8.825,740.979,622.174,0.572,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_split_k<team_specialized<64x64x16,TM4,TN4,WM4,B2>>",8.923,1374.194,1209.795,0.561,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_split_k<team_specialized<128x64x8,TM8,TN4,WM4,B2>>",9.830,1315.371,1074.594,0.971,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_split_k<team_specialized<64x128x8,TM4,TN8,WM2,B2>>",9.232,1352.840,1072.090,0.561,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_split_k<team_specialized<128x128x8,TM8,TN8,WM4,B1>>",11.088,2157.035,2095.405,0.989,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_split_k<team_specialized<32x32x16,TM4,TN4,WM2,B4>>",8.832,970.108,367.147,0.560,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_split_k<team_multistage<128x128x8,TM8,TN8,WM4,B1,S2>>",11.174,1845.471,1918.747,1.029,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_split_k<team_multistage<64x128x8,TM8,TN8,WM2,B2,S2>>",10.647,1197.954,932.475,0.909,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_split_k<team_multistage<64x64x8,TM4,TN4,WM4,B2,S3>>",8.677,711.575,610.411,0.589,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_split_k<team_packed<team_specialized<128x128x8,TM8,TN8,WM4,B1>>>",5.611,2822.220,2439.414,0.630,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_split_k<team_packed<team_multistage<64x128x8,TM8,TN8,WM2,B2,S2>>>",5.764,1192.633,744.787,0.594,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_split_k<team_packed<team_multistage<128x128x8,TM8,TN8,WM4,B1,S2>>>",5.703,1645.834,1483.253,0.714,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_stream_k<team_specialized<128x128x8,TM8,TN8,WM4,B1>>",11.199,2126.747,2091.385,1.059,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_stream_k<team_packed<team_specialized<128x128x8,TM8,TN8,WM4,B1>>>",5.854,2631.961,2658.281,0.653,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_stream_k<team_packed<team_multistage<64x128x8,TM8,TN8,WM2,B2,S2>>>",5.776,1168.526,759.253,0.635,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_split_k<team_packed<team_multistage<64x128x8,TM8,TN8,WM2,B2,S2,Z>>>",5.766,1165.977,734.860,0.594,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_stream_k<team_packed<team_multistage<64x128x8,TM8,TN8,WM2,B2,S2,Z>>>",5.766,1156.172,743.788,0.648,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_stream_k<team_packed<team_multistage<128x128x4,TM4,TN16,WM4,B1,S3,P2x4,R,M4>>>",5.763,531.079,472.551,0.523,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_stream_k<team_packed<team_multistage<128x128x4,TM4,TN16,WM4,B1,S4,P2x4,R,M4>>>",5.790,523.096,466.031,0.529,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_stream_k<team_packed<team_multistage<128x128x8,TM4,TN16,WM4,B1,S2,P2x4,R,M4>>>",5.941,935.546,850.580,0.513,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_stream_k<team_packed<team_multistage<128x128x8,TM4,TN16,WM4,B1,S2,P2x4,R,M8>>>",5.911,1059.995,955.506,0.514,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_stream_k<team_packed<team_multistage<128x128x8,TM4,TN16,WM4,B1,S2,P2x4,M8>>>",5.890,983.320,876.400,0.515,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_stream_k<team_packed<team_multistage<128x128x4,TM8,TN8,WM2,B1,S4,P4x2,R,M4>>>",5.852,519.603,467.735,0.529,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_stream_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",5.728,828.133,410.342,0.472,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_stream_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M8>>>",5.765,928.982,447.117,0.476,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_split_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",5.682,834.280,405.282,0.432,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_split_k<team_packed<team_multistage<128x128x8,TM4,TN16,WM4,B1,S2,P2x4,R,M8>>>",5.822,1100.428,962.490,0.454,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",9.617,219.155,486.962,0.420,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_stream_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",9.082,701.599,503.710,0.485,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",9.411,92.855,183.871,0.353,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_stream_k<team_multistage<128x128x4,TM4,TN16,WM4,B1,S3,P2x4,T,R,M4>>",9.567,910.584,910.584,0.660,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_small_k<64x64x16,TM2,TN8,WM1,B4>",7.011,3834.379,2323.406,0.000,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",6.815,3681.980,2207.669,0.000,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"team_thin<64x16x128,TM1,TN16,WM2,B8>",9.324,1704.743,1478.112,0.774,2884,NVIDIA H100 80GB HBM3,2026-11-27
sm_90,double,model,,,"naive_range",6.955,119.973,51.322,0.138,2884,NVIDIA H100 80GB HBM3,2026-11-27
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
