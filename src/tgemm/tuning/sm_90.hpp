#pragma once
// Committed tuning table for sm_90, written by tgemm-tune over all four transposes; each row
// records the device (an H100 80GB HBM3 or an H200, both 132 SMs) and the day it was measured,
// and docs/results.md where its runs are. Four parts:
// - rows measured at the public suite's shapes (bench/tune_shapes.csv) and at the tuning half of
//   the shape sweep (bench/sweep.csv, tune/...), each scalar's in one run on an H200 with every
//   candidate of its list: FP32 in bench/results/h200-2026-12-02-fp32-rows, FP64 (the
//   deep-slab tiles among its candidates) in bench/results/h200-2026-12-01-deep-slab-rows; after
//   them rows for one transpose (a tenth column, "TN": auto takes them first for operands that
//   lie that way) where a candidate ran it more than 10 % faster than the row. The FP64 rows at
//   2048^3, 4096^3 and 8192^3 come from runs of the large tiles alone, in turn with each other
//   (bench/results/h200-2026-12-04c-fp64-in-place-tn, h200-2026-12-02d-fp64-rows): in a
//   rotation of all forty-odd candidates they ranked lower than auto then measured them; those
//   at 2560^3 and 3072^3 from a run of the 64 x 128 x 16 tiles alone, where the cost model
//   ranks stream K last and it ran fastest in every transpose
//   (bench/results/h200-2026-12-04e-along-k-term); those at the other cubes from 2304^3 to
//   7168^3 (256 apart: each within 10 % of its neighbours, so auto takes the nearest) from a
//   run of the same tiles at every such cube (bench/results/h200-2026-12-05-fp64-cube-rows);
//   from 2304^3 to 8192^3, rows for NN and TN alone name the copy-engine tile (from H100 runs:
//   bench/results/h100-2026-12-06f-fp64-tma-library, h100-2026-12-06j-tma-cube-rows);
// - the cost model's coefficients per candidate (tuning/model.hpp), fitted to the same sweep
//   run's times (refitted from its --all file with tgemm-tune --refit when the fit changed):
//   what auto uses where no row lies within 10 % of a shape; the dots candidates' from their
//   own FP64 run (bench/results/h200-2026-12-02h-dots-units); the packed 64 x 128 x 16 tiles',
//   which that sweep run predates, from later runs' times over the sweep's tuning half and the
//   suite's FP64 shapes (bench/results/h200-2026-12-04d-orientation-model); the copy-engine
//   tile's from an H100 run (bench/results/h100-2026-12-06i-tma-model);
// - half-precision and tf32 rows (dtype "f16", "f16f32", "bf16", "bf16f32", "tf32"; the half
//   candidates of tuning/half.hpp) from tgemm-half-bench --tune at the sweep's tuning half on an
//   H200: only where a candidate ran more than 3 % faster than auto's rule;
// - batched rows (dtype "float-batched", "double-batched"): tgemm::batched_gemm's kernel per
//   matrix size, every batched candidate timed (tuning/batched_candidates.hpp); these rows
//   were measured on an H200 but one on an H100, as each row records.
// Columns: arch,dtype,m,n,k,kernel,gflops,device,date[,transposes]; model rows:
// arch,dtype,model,,,kernel,launch_us,latency_ns,throughput_ns,store_ps_per_byte,bandwidth_gbs,
// device,date.

namespace tgemm::tuning {

inline constexpr const char* builtin_sm_90 = R"(# arch,dtype,m,n,k,kernel,gflops,device,date
# the public suite
sm_90,double,256,256,256,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",2370,NVIDIA H200,2026-12-01
sm_90,double,512,512,512,"team_split_k<team_multistage<64x128x16,TM4,TN16,WM2,B2,S3,P2x4,T,R,M4>>",11907,NVIDIA H200,2026-12-01
sm_90,double,1024,1024,1024,"team_split_k<team_multistage<64x64x32,TM4,TN8,WM2,B2,S3,P2x2,T,R,M4>>",33845,NVIDIA H200,2026-12-01
sm_90,double,2048,2048,2048,"team_split_k<team_multistage<64x128x16,TM4,TN16,WM2,B2,S3,P2x4,R,M4,A1>>",52306,NVIDIA H200,2026-12-04
sm_90,double,2304,2304,2304,"team_stream_k<team_packed<team_multistage<64x128x16,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",51162,NVIDIA H200,2026-12-05
sm_90,double,2560,2560,2560,"team_stream_k<team_packed<team_multistage<64x128x16,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",51636,NVIDIA H200,2026-12-04
sm_90,double,2816,2816,2816,"team_stream_k<team_packed<team_multistage<64x128x16,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",52882,NVIDIA H200,2026-12-05
sm_90,double,3072,3072,3072,"team_stream_k<team_packed<team_multistage<64x128x16,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",52457,NVIDIA H200,2026-12-04
sm_90,double,3328,3328,3328,"team_stream_k<team_packed<team_multistage<64x128x16,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",53247,NVIDIA H200,2026-12-05
sm_90,double,3584,3584,3584,"team_split_k<team_packed<team_multistage<64x128x16,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",52980,NVIDIA H200,2026-12-05
sm_90,double,4096,4096,4096,"team_split_k<team_packed<team_multistage<64x128x16,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",53250,NVIDIA H200,2026-12-02
sm_90,double,4608,4608,4608,"team_split_k<team_packed<team_multistage<64x128x16,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",51561,NVIDIA H200,2026-12-05
sm_90,double,5120,5120,5120,"team_stream_k<team_packed<team_multistage<64x128x16,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",51544,NVIDIA H200,2026-12-05
sm_90,double,5632,5632,5632,"team_split_k<team_packed<team_multistage<64x128x16,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",51620,NVIDIA H200,2026-12-05
sm_90,double,6144,6144,6144,"team_stream_k<team_packed<team_multistage<64x128x16,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",50960,NVIDIA H200,2026-12-05
sm_90,double,6656,6656,6656,"team_stream_k<team_packed<team_multistage<64x128x16,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",50526,NVIDIA H200,2026-12-05
sm_90,double,7168,7168,7168,"team_split_k<team_packed<team_multistage<64x128x16,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",51271,NVIDIA H200,2026-12-05
sm_90,double,8192,8192,8192,"team_split_k<team_packed<team_multistage<64x128x16,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",51989,NVIDIA H200,2026-12-02
sm_90,double,4500,50,50,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",1807,NVIDIA H200,2026-12-01
sm_90,double,64,64,1000000,"team_split_k<team_multistage<64x64x16,TM4,TN8,WM2,B3,S4,P2x2,T,R,M4>>",27664,NVIDIA H200,2026-12-01
sm_90,float,256,256,256,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",2188,NVIDIA H200,2026-12-02
sm_90,float,512,512,512,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",10767,NVIDIA H200,2026-12-02
sm_90,float,1024,1024,1024,"team_split_k<team_multistage<256x128x8,TM8,TN16,WM4,B1,S3,T,R>>",28770,NVIDIA H200,2026-12-02
sm_90,float,2048,2048,2048,"team_stream_k<team_packed<team_multistage<256x128x8,TM8,TN16,WM2,B1,S3,R,Z>>>",45712,NVIDIA H200,2026-12-02
sm_90,float,4096,4096,4096,"team_stream_k<team_packed<team_multistage<128x256x8,TM8,TN16,WM1,B1,S3,R,Z>>>",50427,NVIDIA H200,2026-12-02
sm_90,float,8192,8192,8192,"team_stream_k<team_packed<team_multistage<128x256x8,TM8,TN16,WM1,B1,S3,R,Z>>>",51329,NVIDIA H200,2026-12-02
sm_90,float,4000,3000,1000,"team_split_k<team_packed<team_multistage<128x256x8,TM8,TN16,WM2,B1,S3,R>>>",41437,NVIDIA H200,2026-12-02
sm_90,float,256,256,65536,"team_split_k<team_specialized<64x128x8,TM8,TN8,WM2,B3>>",39439,NVIDIA H200,2026-12-02
sm_90,float,4500,50,50,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",1983,NVIDIA H200,2026-12-02
# the sweep's tuning half
sm_90,double,3581,1394,2,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",808,NVIDIA H200,2026-12-01
sm_90,double,1367,85,15,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",430,NVIDIA H200,2026-12-01
sm_90,double,7,28,4,"naive_range",0,NVIDIA H200,2026-12-01
sm_90,double,522,252,7,"naive_range",235,NVIDIA H200,2026-12-01
sm_90,double,4185,215,2638,"team_split_k<team_multistage<64x128x16,TM4,TN16,WM2,B2,S3,P2x4,T,R,M4>>",32545,NVIDIA H200,2026-12-01
sm_90,double,1632,111,15,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",600,NVIDIA H200,2026-12-01
sm_90,double,1,50,13174,"team_gemv<16x1x256,TM2,TN1,WM8,B4>",88,NVIDIA H200,2026-12-01
sm_90,double,632,2,4,"naive_range",1,NVIDIA H200,2026-12-01
sm_90,double,6565,298,2351,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",31508,NVIDIA H200,2026-12-01
sm_90,double,264,14107,4,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",1639,NVIDIA H200,2026-12-01
sm_90,double,1686,3995,5062,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",37162,NVIDIA H200,2026-12-01
sm_90,double,738,1264,55,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",7112,NVIDIA H200,2026-12-01
sm_90,double,17,331,162,"team_gemv<16x1x256,TM2,TN1,WM8,B4>",164,NVIDIA H200,2026-12-01
sm_90,double,6,1864,14489,"team_thin<64x16x128,TM1,TN16,WM2,B8>",3402,NVIDIA H200,2026-12-01
sm_90,double,14912,918,27,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",13025,NVIDIA H200,2026-12-01
sm_90,double,158,15566,19,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",4932,NVIDIA H200,2026-12-01
sm_90,double,3270,481,43,"team_stream_k<team_multistage<128x128x4,TM4,TN16,WM4,B1,S3,P2x4,T,R,M4>>",7599,NVIDIA H200,2026-12-01
sm_90,double,3717,193,16045,"team_split_k<team_multistage<64x128x16,TM4,TN16,WM2,B2,S3,P2x4,T,R,M4>>",30983,NVIDIA H200,2026-12-01
sm_90,double,919,1765,4,"team_small_k<64x64x16,TM2,TN8,WM1,B4>",883,NVIDIA H200,2026-12-01
sm_90,double,10419,4,7,"naive_range",77,NVIDIA H200,2026-12-01
sm_90,double,2,946,8257,"team_gemv<16x1x256,TM2,TN1,WM8,B4>",922,NVIDIA H200,2026-12-01
sm_90,double,14544,21,1,"naive_range",74,NVIDIA H200,2026-12-01
sm_90,double,7,1071,9805,"team_split_k<team_multistage<32x32x16,TM4,TN4,WM1,B4,S3,P2x1,T,R,M4>>",3382,NVIDIA H200,2026-12-01
sm_90,double,1,1320,3,"naive_range",1,NVIDIA H200,2026-12-01
sm_90,double,39,18,1767,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",195,NVIDIA H200,2026-12-01
sm_90,double,4,2,68,"team_gemv<16x1x256,TM2,TN1,WM8,B4>",0,NVIDIA H200,2026-12-01
sm_90,double,5842,2,4,"naive_range",14,NVIDIA H200,2026-12-01
sm_90,double,20,874,9257,"team_split_k<team_multistage<32x32x16,TM4,TN4,WM1,B4,S3,P2x1,T,R,M4>>",7904,NVIDIA H200,2026-12-01
sm_90,double,534,1,3451,"team_gemv<16x1x256,TM2,TN1,WM8,B4>",272,NVIDIA H200,2026-12-01
sm_90,double,431,3759,13435,"team_split_k<team_multistage<64x128x16,TM4,TN16,WM2,B2,S3,P2x4,T,R,M4>>",42999,NVIDIA H200,2026-12-01
sm_90,double,7,11732,13,"naive_range",268,NVIDIA H200,2026-12-01
sm_90,double,4,3882,836,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",1280,NVIDIA H200,2026-12-01
sm_90,double,3,1107,13515,"team_split_k<team_multistage<32x32x16,TM4,TN4,WM1,B4,S3,P2x1,T,R,M4>>",1626,NVIDIA H200,2026-12-01
sm_90,double,4417,2,28,"team_gemv<16x1x256,TM2,TN1,WM8,B4>",61,NVIDIA H200,2026-12-01
sm_90,double,3533,750,56,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",11544,NVIDIA H200,2026-12-01
sm_90,double,8485,9,72,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",1083,NVIDIA H200,2026-12-01
sm_90,double,40,439,535,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",1537,NVIDIA H200,2026-12-01
sm_90,double,9,1024,221,"team_gemv<16x1x256,TM2,TN1,WM8,B4>",366,NVIDIA H200,2026-12-01
sm_90,double,64,745,7340,"team_split_k<team_multistage<64x128x16,TM4,TN16,WM2,B2,S3,P2x4,T,R,M4>>",19286,NVIDIA H200,2026-12-01
sm_90,double,358,4216,10921,"team_split_k<team_multistage<64x128x16,TM4,TN16,WM2,B2,S3,P2x4,T,R,M4>>",38478,NVIDIA H200,2026-12-01
sm_90,double,3373,599,37,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",6839,NVIDIA H200,2026-12-01
sm_90,double,251,7121,929,"team_split_k<team_multistage<64x128x16,TM4,TN16,WM2,B2,S3,P2x4,T,R,M4>>",32824,NVIDIA H200,2026-12-01
sm_90,double,269,587,6521,"team_split_k<team_multistage<64x128x16,TM4,TN16,WM2,B2,S3,P2x4,T,R,M4>>",25834,NVIDIA H200,2026-12-01
sm_90,double,751,5639,2267,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",36586,NVIDIA H200,2026-12-01
sm_90,double,97,53,1399,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",1090,NVIDIA H200,2026-12-01
sm_90,double,7741,2617,1783,"team_split_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",44047,NVIDIA H200,2026-12-01
sm_90,double,467,4813,23,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",4948,NVIDIA H200,2026-12-01
sm_90,double,5387,83,479,"team_split_k<team_multistage<32x32x16,TM4,TN4,WM1,B4,S3,P2x1,T,R,M4>>",13740,NVIDIA H200,2026-12-01
sm_90,double,521,29,1259,"team_split_k<team_multistage<32x32x16,TM4,TN4,WM1,B4,S3,P2x1,T,R,M4>>",2678,NVIDIA H200,2026-12-01
sm_90,double,31,1987,97,"team_split_k<team_multistage<32x32x16,TM4,TN4,WM1,B4,S3,P2x1,T,R,M4>>",1201,NVIDIA H200,2026-12-01
sm_90,double,4373,73,439,"team_split_k<team_multistage<32x32x16,TM4,TN4,WM1,B4,S3,P2x1,T,R,M4>>",9509,NVIDIA H200,2026-12-01
sm_90,double,223,641,101,"team_split_k<team_multistage<32x32x16,TM4,TN4,WM1,B4,S3,P2x1,T,R,M4>>",2732,NVIDIA H200,2026-12-01
sm_90,double,2049,64,63,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",1864,NVIDIA H200,2026-12-01
sm_90,double,511,31,8193,"team_split_k<team_multistage<32x32x16,TM4,TN4,WM1,B4,S3,P2x1,T,R,M4>>",10100,NVIDIA H200,2026-12-01
sm_90,double,31,255,64,"team_gemv<16x1x256,TM2,TN1,WM8,B4>",123,NVIDIA H200,2026-12-01
sm_90,double,31,1025,63,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",443,NVIDIA H200,2026-12-01
sm_90,double,8191,33,2049,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",15272,NVIDIA H200,2026-12-01
sm_90,double,8192,4095,127,"team_split_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",33631,NVIDIA H200,2026-12-01
sm_90,double,65,4096,8192,"team_split_k<team_multistage<64x128x16,TM4,TN16,WM2,B2,S3,P2x4,T,R,M4>>",19823,NVIDIA H200,2026-12-01
sm_90,double,255,4095,4097,"team_split_k<team_multistage<64x128x16,TM4,TN16,WM2,B2,S3,P2x4,T,R,M4>>",40306,NVIDIA H200,2026-12-01
sm_90,double,4095,511,8193,"team_split_k<team_multistage<64x128x16,TM4,TN16,WM2,B2,S3,P2x4,T,R,M4>>",45518,NVIDIA H200,2026-12-01
sm_90,double,128,8192,16,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",3273,NVIDIA H200,2026-12-01
sm_90,double,64,129,4096,"team_split_k<team_multistage<64x64x16,TM4,TN8,WM2,B3,S4,P2x2,T,R,M4>>",3738,NVIDIA H200,2026-12-01
sm_90,double,32,15,15,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",2,NVIDIA H200,2026-12-01
sm_90,double,2848,2,33,"team_gemv<16x1x256,TM2,TN1,WM8,B4>",45,NVIDIA H200,2026-12-01
sm_90,double,13168,9,123,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",2161,NVIDIA H200,2026-12-01
sm_90,double,3082,28,20,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",375,NVIDIA H200,2026-12-01
sm_90,double,9332,32,26,"team_split_k<team_multistage<32x32x16,TM4,TN4,WM1,B4,S3,P2x1,T,R,M4>>",1611,NVIDIA H200,2026-12-01
sm_90,double,12356,39,313,"team_split_k<team_multistage<64x64x32,TM4,TN8,WM2,B2,S3,P2x2,T,R,M4>>",10394,NVIDIA H200,2026-12-01
sm_90,double,16114,13,204,"team_split_k<team_multistage<32x32x16,TM4,TN4,WM1,B4,S3,P2x1,T,R,M4>>",4568,NVIDIA H200,2026-12-01
sm_90,double,4048,8,19,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",137,NVIDIA H200,2026-12-01
sm_90,double,3962,84,700,"team_stream_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",12735,NVIDIA H200,2026-12-01
sm_90,double,35,3991,808,"team_stream_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",8971,NVIDIA H200,2026-12-01
sm_90,double,51,10074,113,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",7162,NVIDIA H200,2026-12-01
sm_90,double,3,9476,109,"team_split_k<team_multistage<32x32x16,TM4,TN4,WM1,B4,S3,P2x1,T,R,M4>>",490,NVIDIA H200,2026-12-01
sm_90,double,14,3483,365,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",2356,NVIDIA H200,2026-12-01
sm_90,double,77,2367,149,"team_split_k<team_multistage<32x32x16,TM4,TN4,WM1,B4,S3,P2x1,T,R,M4>>",4325,NVIDIA H200,2026-12-01
sm_90,double,49,8971,74,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",4886,NVIDIA H200,2026-12-01
sm_90,double,82,12097,753,"team_stream_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",20828,NVIDIA H200,2026-12-01
sm_90,double,64,2330,24,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",806,NVIDIA H200,2026-12-01
sm_90,double,1268,1047,2,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",502,NVIDIA H200,2026-12-01
sm_90,double,1200,561,5,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",752,NVIDIA H200,2026-12-01
sm_90,double,3225,1849,5,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",2012,NVIDIA H200,2026-12-01
sm_90,double,1707,2824,1,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",459,NVIDIA H200,2026-12-01
sm_90,double,4323,3446,11,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",4800,NVIDIA H200,2026-12-01
sm_90,double,12400,1292,4,"team_stream_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",2965,NVIDIA H200,2026-12-01
sm_90,double,2561,7742,32,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",12529,NVIDIA H200,2026-12-01
sm_90,double,2408,666,4,"team_stream_k<team_multistage<128x128x4,TM4,TN16,WM4,B1,S3,P2x4,T,R,M4>>",1107,NVIDIA H200,2026-12-01
sm_90,double,8,5,51334,"team_gemv<16x1x256,TM2,TN1,WM8,B4>",271,NVIDIA H200,2026-12-01
sm_90,double,16,160,12812,"team_split_k<team_multistage<32x32x16,TM4,TN4,WM1,B4,S3,P2x1,T,R,M4>>",2957,NVIDIA H200,2026-12-01
sm_90,double,241,8,7582,"team_split_k<team_multistage<32x32x16,TM4,TN4,WM1,B4,S3,P2x1,T,R,M4>>",1434,NVIDIA H200,2026-12-01
sm_90,double,50,17,108574,"team_split_k<team_multistage<32x32x16,TM4,TN4,WM1,B4,S3,P2x1,T,R,M4>>",4664,NVIDIA H200,2026-12-01
sm_90,double,38,4,48537,"team_gemv<16x1x256,TM2,TN1,WM8,B4>",680,NVIDIA H200,2026-12-01
sm_90,double,1,155,98671,"team_gemv<16x1x256,TM2,TN1,WM8,B4>",670,NVIDIA H200,2026-12-01
sm_90,double,4,18,89305,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",477,NVIDIA H200,2026-12-01
sm_90,double,104,24,39622,"team_split_k<team_multistage<32x32x16,TM4,TN4,WM1,B4,S3,P2x1,T,R,M4>>",5417,NVIDIA H200,2026-12-01
sm_90,float,37,868,1489,"team_split_k<team_multistage<16x64x8,TM4,TN8,WM1,B8,S3,T,R>>",4255,NVIDIA H200,2026-12-02
sm_90,float,441,6668,16,"team_split_k<team_multistage<32x128x8,TM8,TN8,WM1,B6,S3,T,R>>",5069,NVIDIA H200,2026-12-02
sm_90,float,5,42,1894,"team_gemv<16x1x256,TM2,TN1,WM8,B4>",55,NVIDIA H200,2026-12-02
sm_90,float,29,43,29,"naive_range",8,NVIDIA H200,2026-12-02
sm_90,float,10,68,14134,"team_gemv<16x1x256,TM2,TN1,WM8,B4>",885,NVIDIA H200,2026-12-02
sm_90,float,34,300,7864,"team_split_k<team_multistage<16x64x8,TM4,TN8,WM1,B8,S3,T,R>>",5853,NVIDIA H200,2026-12-02
sm_90,float,101,8665,28,"team_split_k<team_multistage<16x64x8,TM4,TN8,WM1,B8,S3,T,R>>",3423,NVIDIA H200,2026-12-02
sm_90,float,135,1284,1749,"team_split_k<team_multistage<32x128x8,TM8,TN8,WM1,B6,S3,T,R>>",14158,NVIDIA H200,2026-12-02
sm_90,float,12,482,9268,"team_split_k<team_multistage<16x64x8,TM4,TN8,WM1,B8,S3,T,R>>",3814,NVIDIA H200,2026-12-02
sm_90,float,6,11679,3,"naive_range",46,NVIDIA H200,2026-12-02
sm_90,float,30,250,11,"naive_range",19,NVIDIA H200,2026-12-02
sm_90,float,284,118,3019,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",7479,NVIDIA H200,2026-12-02
sm_90,float,23,22,1,"naive_range",0,NVIDIA H200,2026-12-02
sm_90,float,14581,238,557,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",29643,NVIDIA H200,2026-12-02
sm_90,float,242,2,131,"team_gemv<16x1x256,TM2,TN1,WM8,B4>",12,NVIDIA H200,2026-12-02
sm_90,float,45,2,1,"naive_range",0,NVIDIA H200,2026-12-02
sm_90,float,119,22,1300,"team_gemv<16x1x256,TM2,TN1,WM8,B4>",436,NVIDIA H200,2026-12-02
sm_90,float,22,481,2194,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",2584,NVIDIA H200,2026-12-02
sm_90,float,171,327,1097,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",5828,NVIDIA H200,2026-12-02
sm_90,float,19,2,3,"naive_range",0,NVIDIA H200,2026-12-02
sm_90,float,75,3831,107,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",3902,NVIDIA H200,2026-12-02
sm_90,float,3563,2,377,"team_gemv<16x1x256,TM2,TN1,WM8,B4>",428,NVIDIA H200,2026-12-02
sm_90,float,45,3,75,"team_gemv<16x1x256,TM2,TN1,WM8,B4>",2,NVIDIA H200,2026-12-02
sm_90,float,3626,1,81,"team_gemv<16x1x256,TM2,TN1,WM8,B4>",59,NVIDIA H200,2026-12-02
sm_90,float,5,38,2196,"team_gemv<16x1x256,TM2,TN1,WM8,B4>",61,NVIDIA H200,2026-12-02
sm_90,float,308,2,350,"team_gemv<16x1x256,TM2,TN1,WM8,B4>",38,NVIDIA H200,2026-12-02
sm_90,float,11,2,238,"team_gemv<16x1x256,TM2,TN1,WM8,B4>",1,NVIDIA H200,2026-12-02
sm_90,float,13638,500,13,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",6427,NVIDIA H200,2026-12-02
sm_90,float,3,62,7217,"team_gemv<16x1x256,TM2,TN1,WM8,B4>",186,NVIDIA H200,2026-12-02
sm_90,float,9322,157,6,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",1342,NVIDIA H200,2026-12-02
sm_90,float,3,217,181,"team_gemv<16x1x256,TM2,TN1,WM8,B4>",24,NVIDIA H200,2026-12-02
sm_90,float,45,426,722,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",1754,NVIDIA H200,2026-12-02
sm_90,float,1918,1,18,"naive_range",8,NVIDIA H200,2026-12-02
sm_90,float,18,54,92,"team_gemv<16x1x256,TM2,TN1,WM8,B4>",18,NVIDIA H200,2026-12-02
sm_90,float,387,102,613,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",2878,NVIDIA H200,2026-12-02
sm_90,float,1753,9,15,"naive_range",52,NVIDIA H200,2026-12-02
sm_90,float,4051,11414,14,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",10569,NVIDIA H200,2026-12-02
sm_90,float,5871,1665,1882,"team_stream_k<team_multistage<256x128x8,TM8,TN16,WM4,B1,S3,T,R>>",38675,NVIDIA H200,2026-12-02
sm_90,float,256,70,212,"team_gemv<16x1x256,TM2,TN1,WM8,B4>",553,NVIDIA H200,2026-12-02
sm_90,float,1,1468,23,"naive_range",7,NVIDIA H200,2026-12-02
sm_90,float,139,347,23,"naive_range",220,NVIDIA H200,2026-12-02
sm_90,float,79,409,521,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",2203,NVIDIA H200,2026-12-02
sm_90,float,67,131,41,"naive_range",73,NVIDIA H200,2026-12-02
sm_90,float,59,269,1787,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",3287,NVIDIA H200,2026-12-02
sm_90,float,89,3907,1559,"team_split_k<team_multistage<32x128x8,TM8,TN8,WM1,B6,S3,T,R>>",19368,NVIDIA H200,2026-12-02
sm_90,float,3929,2647,1097,"team_stream_k<team_multistage<256x128x8,TM8,TN16,WM4,B1,S3,T,R>>",37870,NVIDIA H200,2026-12-02
sm_90,float,967,263,29,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",1256,NVIDIA H200,2026-12-02
sm_90,float,59,67,3637,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",1605,NVIDIA H200,2026-12-02
sm_90,float,47,3989,907,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",11174,NVIDIA H200,2026-12-02
sm_90,float,6079,521,67,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",13996,NVIDIA H200,2026-12-02
sm_90,float,137,947,1877,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",13000,NVIDIA H200,2026-12-02
sm_90,float,97,6977,653,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",15413,NVIDIA H200,2026-12-02
sm_90,float,64,513,64,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",387,NVIDIA H200,2026-12-02
sm_90,float,4095,8191,513,"team_stream_k<team_packed<team_multistage<256x128x8,TM8,TN16,WM2,B1,S3,R,Z>>>",40856,NVIDIA H200,2026-12-02
sm_90,float,15,128,1025,"team_gemv<16x1x256,TM2,TN1,WM8,B4>",266,NVIDIA H200,2026-12-02
sm_90,float,64,511,16,"naive_range",111,NVIDIA H200,2026-12-02
sm_90,float,4095,63,8193,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",29923,NVIDIA H200,2026-12-02
sm_90,float,2047,4097,15,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",8141,NVIDIA H200,2026-12-02
sm_90,float,8191,1025,65,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",17844,NVIDIA H200,2026-12-02
sm_90,float,4096,513,1023,"team_split_k<team_multistage<128x32x8,TM8,TN8,WM2,B6,S3,T,R>>",25452,NVIDIA H200,2026-12-02
sm_90,float,32,63,8192,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",1791,NVIDIA H200,2026-12-02
sm_90,float,4095,129,16,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",1578,NVIDIA H200,2026-12-02
sm_90,float,2047,255,129,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",6280,NVIDIA H200,2026-12-02
sm_90,float,65,8192,1024,"team_split_k<team_multistage<32x128x8,TM8,TN8,WM1,B6,S3,T,R>>",16504,NVIDIA H200,2026-12-02
sm_90,float,15362,7,677,"team_split_k<team_multistage<64x16x8,TM8,TN4,WM1,B8,S3,T,R>>",4791,NVIDIA H200,2026-12-02
sm_90,float,2478,7,45,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",151,NVIDIA H200,2026-12-02
sm_90,float,4270,109,276,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",9233,NVIDIA H200,2026-12-02
sm_90,float,3688,30,112,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",2021,NVIDIA H200,2026-12-02
sm_90,float,15516,2,199,"team_gemv<16x1x256,TM2,TN1,WM8,B4>",738,NVIDIA H200,2026-12-02
sm_90,float,6726,55,237,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",7170,NVIDIA H200,2026-12-02
sm_90,float,4544,24,66,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",1185,NVIDIA H200,2026-12-02
sm_90,float,6908,22,46,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",1253,NVIDIA H200,2026-12-02
sm_90,float,2,6515,26,"naive_range",69,NVIDIA H200,2026-12-02
sm_90,float,75,2831,165,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",3496,NVIDIA H200,2026-12-02
sm_90,float,14,12058,388,"team_split_k<team_multistage<16x64x8,TM4,TN8,WM1,B8,S3,T,R>>",5721,NVIDIA H200,2026-12-02
sm_90,float,83,4803,90,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",4543,NVIDIA H200,2026-12-02
sm_90,float,14,3781,75,"naive_range",627,NVIDIA H200,2026-12-02
sm_90,float,14,2149,29,"naive_range",168,NVIDIA H200,2026-12-02
sm_90,float,9,10829,245,"team_split_k<team_multistage<16x64x8,TM4,TN8,WM1,B8,S3,T,R>>",2449,NVIDIA H200,2026-12-02
sm_90,float,3,6762,516,"team_gemv<16x1x256,TM2,TN1,WM8,B4>",1219,NVIDIA H200,2026-12-02
sm_90,float,1135,6245,3,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",1716,NVIDIA H200,2026-12-02
sm_90,float,3361,5913,1,"team_small_k<128x64x16,TM4,TN8,WM1,B4>",874,NVIDIA H200,2026-12-02
sm_90,float,520,11656,1,"team_split_k<team_multistage<32x128x8,TM8,TN8,WM1,B6,S3,T,R>>",626,NVIDIA H200,2026-12-02
sm_90,float,820,12917,63,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",23438,NVIDIA H200,2026-12-02
sm_90,float,1368,2816,2,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",1049,NVIDIA H200,2026-12-02
sm_90,float,12370,1607,3,"team_small_k<128x64x16,TM4,TN8,WM1,B4>",2359,NVIDIA H200,2026-12-02
sm_90,float,3502,9751,32,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",17968,NVIDIA H200,2026-12-02
sm_90,float,9421,2558,52,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",20959,NVIDIA H200,2026-12-02
sm_90,float,49,2,51617,"team_gemv<16x1x256,TM2,TN1,WM8,B4>",578,NVIDIA H200,2026-12-02
sm_90,float,17,180,96460,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",8436,NVIDIA H200,2026-12-02
sm_90,float,27,2,9135,"team_gemv<16x1x256,TM2,TN1,WM8,B4>",75,NVIDIA H200,2026-12-02
sm_90,float,5,3,14842,"team_gemv<16x1x256,TM2,TN1,WM8,B4>",34,NVIDIA H200,2026-12-02
sm_90,float,8,14,10499,"team_gemv<16x1x256,TM2,TN1,WM8,B4>",183,NVIDIA H200,2026-12-02
sm_90,float,2,8,58685,"team_gemv<16x1x256,TM2,TN1,WM8,B4>",136,NVIDIA H200,2026-12-02
sm_90,float,2,35,25907,"team_gemv<16x1x256,TM2,TN1,WM8,B4>",242,NVIDIA H200,2026-12-02
sm_90,float,174,1,29781,"team_gemv<16x1x256,TM2,TN1,WM8,B4>",612,NVIDIA H200,2026-12-02
# the sweep's tuning half, rows for one transpose (the tenth column): where another candidate
# ran that transpose more than 10 % faster than the shape's row in the same tgemm-tune run
# (the public suite's shapes among them; FP64: bench/results/h200-2026-12-01-deep-slab-rows,
# FP32: bench/results/h200-2026-12-02-fp32-rows)
sm_90,double,256,256,256,"team_stream_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",2479,NVIDIA H200,2026-12-01,NT
sm_90,double,1024,1024,1024,"team_split_k<team_multistage<64x128x16,TM4,TN16,WM2,B2,S3,P2x4,T,R,M4>>",30080,NVIDIA H200,2026-12-01,TN
sm_90,double,64,64,1000000,"team_stream_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",29331,NVIDIA H200,2026-12-01,NT
sm_90,double,1686,3995,5062,"team_split_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",35780,NVIDIA H200,2026-12-01,TN
sm_90,double,6,1864,14489,"team_split_k<team_multistage<32x32x16,TM4,TN4,WM1,B4,S3,P2x1,T,R,M4>>",3139,NVIDIA H200,2026-12-01,NN
sm_90,double,6,1864,14489,"team_split_k<team_multistage<64x128x16,TM4,TN16,WM2,B2,S3,P2x4,T,R,M4>>",3182,NVIDIA H200,2026-12-01,TN
sm_90,double,20,874,9257,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",7864,NVIDIA H200,2026-12-01,NT
sm_90,double,4417,2,28,"naive_range",63,NVIDIA H200,2026-12-01,TN
sm_90,double,4373,73,439,"team_split_k<team_multistage<64x128x16,TM4,TN16,WM2,B2,S3,P2x4,T,R,M4>>",9259,NVIDIA H200,2026-12-01,TN
sm_90,double,65,4096,8192,"team_stream_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",19129,NVIDIA H200,2026-12-01,TT
sm_90,double,64,129,4096,"team_split_k<team_multistage<32x32x16,TM4,TN4,WM1,B4,S3,P2x1,T,R,M4>>",4287,NVIDIA H200,2026-12-01,TT
sm_90,double,32,15,15,"team_split_k<team_multistage<32x32x16,TM4,TN4,WM1,B4,S3,P2x1,T,R,M4>>",2,NVIDIA H200,2026-12-01,TN
sm_90,double,3082,28,20,"naive_range",401,NVIDIA H200,2026-12-01,NT
sm_90,double,4048,8,19,"naive_range",157,NVIDIA H200,2026-12-01,NT
sm_90,double,3,9476,109,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",458,NVIDIA H200,2026-12-01,TN
sm_90,double,3,9476,109,"team_gemv<16x1x256,TM2,TN1,WM8,B4>",601,NVIDIA H200,2026-12-01,TT
sm_90,double,1200,561,5,"team_split_k<team_specialized<64x64x8,TM4,TN4,WM4,B2>>",788,NVIDIA H200,2026-12-01,NN
sm_90,double,38,4,48537,"team_thin<64x16x128,TM1,TN16,WM2,B8>",723,NVIDIA H200,2026-12-01,TT
sm_90,double,4,18,89305,"team_thin<64x16x128,TM1,TN16,WM2,B8>",594,NVIDIA H200,2026-12-01,NN
sm_90,double,4,18,89305,"team_thin<64x16x128,TM1,TN16,WM2,B8>",626,NVIDIA H200,2026-12-01,TN
sm_90,float,5,42,1894,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",58,NVIDIA H200,2026-12-02,TT
sm_90,float,10,68,14134,"team_split_k<team_multistage<16x64x8,TM4,TN8,WM1,B8,S3,T,R>>",899,NVIDIA H200,2026-12-02,TT
sm_90,float,12,482,9268,"team_thin<128x32x128,TM1,TN32,WM4,B4>",4236,NVIDIA H200,2026-12-02,NT
sm_90,float,45,2,1,"team_gemv<16x1x256,TM2,TN1,WM8,B4>",0,NVIDIA H200,2026-12-02,NN
sm_90,float,256,70,212,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",497,NVIDIA H200,2026-12-02,TT
sm_90,float,14,3781,75,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",676,NVIDIA H200,2026-12-02,TN
sm_90,float,17,180,96460,"team_split_k<team_multistage<32x128x8,TM8,TN8,WM1,B6,S3,T,R>>",8420,NVIDIA H200,2026-12-02,NT
# FP64 4096^3 and 8192^3, NN and TN (op(B) along K): device::TmaGemm, the 64 x 128 x 16 tile fed by the
# copy engine with both operands in place (device/tma_gemm.hpp), ahead of every other tile in
# turn with cuBLAS on an H100 (bench/results/h100-2026-12-06f-fp64-tma-library: 96.4-99.8 % of
# cuBLAS in three rounds, the packed tile 90.7-95.5 %, the in-place A1 tile 92.5-95.1 %). It
# replaces the 4096^3 TN row of the A1 tile (92-93 % in turn on an H100). GFLOP/s: the mean of
# the three rounds.
sm_90,double,4096,4096,4096,"team_tma<64x128x16,TM4,TN16,WM2,B2,S3,M8>",51237,NVIDIA H100,2026-12-06,NN
sm_90,double,4096,4096,4096,"team_tma<64x128x16,TM4,TN16,WM2,B2,S3,M8>",51457,NVIDIA H100,2026-12-06,TN
sm_90,double,8192,8192,8192,"team_tma<64x128x16,TM4,TN16,WM2,B2,S3,M8>",49423,NVIDIA H100,2026-12-06,NN
sm_90,double,8192,8192,8192,"team_tma<64x128x16,TM4,TN16,WM2,B2,S3,M8>",50023,NVIDIA H100,2026-12-06,TN
# The same tile at the FP64 cubes from 2304^3 to 7168^3, NN and TN: through auto, in turn with
# cuBLAS on an H100, three rounds alternated with the table without them, 91.8-99.6 % of cuBLAS
# where the packed tiles of the rows above ran 77.4-95.3 %, and ahead at ragged cubes between
# them too (bench/results/h100-2026-12-06j-tma-cube-rows). GFLOP/s: the mean of the three rounds.
sm_90,double,2304,2304,2304,"team_tma<64x128x16,TM4,TN16,WM2,B2,S3,M8>",57116,NVIDIA H100,2026-12-06,NN
sm_90,double,2304,2304,2304,"team_tma<64x128x16,TM4,TN16,WM2,B2,S3,M8>",57222,NVIDIA H100,2026-12-06,TN
sm_90,double,2560,2560,2560,"team_tma<64x128x16,TM4,TN16,WM2,B2,S3,M8>",51655,NVIDIA H100,2026-12-06,NN
sm_90,double,2560,2560,2560,"team_tma<64x128x16,TM4,TN16,WM2,B2,S3,M8>",51018,NVIDIA H100,2026-12-06,TN
sm_90,double,2816,2816,2816,"team_tma<64x128x16,TM4,TN16,WM2,B2,S3,M8>",54850,NVIDIA H100,2026-12-06,NN
sm_90,double,2816,2816,2816,"team_tma<64x128x16,TM4,TN16,WM2,B2,S3,M8>",54405,NVIDIA H100,2026-12-06,TN
sm_90,double,3072,3072,3072,"team_tma<64x128x16,TM4,TN16,WM2,B2,S3,M8>",57497,NVIDIA H100,2026-12-06,NN
sm_90,double,3072,3072,3072,"team_tma<64x128x16,TM4,TN16,WM2,B2,S3,M8>",57216,NVIDIA H100,2026-12-06,TN
sm_90,double,3328,3328,3328,"team_tma<64x128x16,TM4,TN16,WM2,B2,S3,M8>",52999,NVIDIA H100,2026-12-06,NN
sm_90,double,3328,3328,3328,"team_tma<64x128x16,TM4,TN16,WM2,B2,S3,M8>",52535,NVIDIA H100,2026-12-06,TN
sm_90,double,3584,3584,3584,"team_tma<64x128x16,TM4,TN16,WM2,B2,S3,M8>",58067,NVIDIA H100,2026-12-06,NN
sm_90,double,3584,3584,3584,"team_tma<64x128x16,TM4,TN16,WM2,B2,S3,M8>",56590,NVIDIA H100,2026-12-06,TN
sm_90,double,3840,3840,3840,"team_tma<64x128x16,TM4,TN16,WM2,B2,S3,M8>",54040,NVIDIA H100,2026-12-06,NN
sm_90,double,3840,3840,3840,"team_tma<64x128x16,TM4,TN16,WM2,B2,S3,M8>",55652,NVIDIA H100,2026-12-06,TN
sm_90,double,4608,4608,4608,"team_tma<64x128x16,TM4,TN16,WM2,B2,S3,M8>",53374,NVIDIA H100,2026-12-06,NN
sm_90,double,4608,4608,4608,"team_tma<64x128x16,TM4,TN16,WM2,B2,S3,M8>",53553,NVIDIA H100,2026-12-06,TN
sm_90,double,5120,5120,5120,"team_tma<64x128x16,TM4,TN16,WM2,B2,S3,M8>",53203,NVIDIA H100,2026-12-06,NN
sm_90,double,5120,5120,5120,"team_tma<64x128x16,TM4,TN16,WM2,B2,S3,M8>",52938,NVIDIA H100,2026-12-06,TN
sm_90,double,5632,5632,5632,"team_tma<64x128x16,TM4,TN16,WM2,B2,S3,M8>",53096,NVIDIA H100,2026-12-06,NN
sm_90,double,5632,5632,5632,"team_tma<64x128x16,TM4,TN16,WM2,B2,S3,M8>",53257,NVIDIA H100,2026-12-06,TN
sm_90,double,6144,6144,6144,"team_tma<64x128x16,TM4,TN16,WM2,B2,S3,M8>",54023,NVIDIA H100,2026-12-06,NN
sm_90,double,6144,6144,6144,"team_tma<64x128x16,TM4,TN16,WM2,B2,S3,M8>",53781,NVIDIA H100,2026-12-06,TN
sm_90,double,6656,6656,6656,"team_tma<64x128x16,TM4,TN16,WM2,B2,S3,M8>",53918,NVIDIA H100,2026-12-06,NN
sm_90,double,6656,6656,6656,"team_tma<64x128x16,TM4,TN16,WM2,B2,S3,M8>",53206,NVIDIA H100,2026-12-06,TN
sm_90,double,7168,7168,7168,"team_tma<64x128x16,TM4,TN16,WM2,B2,S3,M8>",53477,NVIDIA H100,2026-12-06,NN
sm_90,double,7168,7168,7168,"team_tma<64x128x16,TM4,TN16,WM2,B2,S3,M8>",53213,NVIDIA H100,2026-12-06,TN
# half precision and tf32 (dtype: A and B, C): tgemm-half-bench --tune over the sweep's tuning half,
# the rows where a half candidate ran more than 3 % faster than auto's rule
sm_90,f16,1,1468,23,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",5,NVIDIA H200,2026-11-28
sm_90,f16,2,8,58685,"team_thin<128x32x128,TM1,TN32,WM4,B4>",61,NVIDIA H200,2026-11-28
sm_90,f16,2,6515,26,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",50,NVIDIA H200,2026-11-28
sm_90,f16,3,9476,109,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",276,NVIDIA H200,2026-11-28
sm_90,f16,4,18,89305,"team_thin<128x32x128,TM1,TN32,WM4,B4>",336,NVIDIA H200,2026-11-28
sm_90,f16,4,3882,836,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",846,NVIDIA H200,2026-11-28
sm_90,f16,6,1864,14489,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",5198,NVIDIA H200,2026-11-28
sm_90,f16,7,1071,9805,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",3124,NVIDIA H200,2026-11-28
sm_90,f16,7,11732,13,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",169,NVIDIA H200,2026-11-28
sm_90,f16,8,5,51334,"team_thin<128x32x128,TM1,TN32,WM4,B4>",136,NVIDIA H200,2026-11-28
sm_90,f16,14,2149,29,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",130,NVIDIA H200,2026-11-28
sm_90,f16,14,3781,75,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",397,NVIDIA H200,2026-11-28
sm_90,f16,15,128,1025,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",154,NVIDIA H200,2026-11-28
sm_90,f16,16,160,12812,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",2753,NVIDIA H200,2026-11-28
sm_90,f16,17,331,162,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",76,NVIDIA H200,2026-11-28
sm_90,f16,18,54,92,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",8,NVIDIA H200,2026-11-28
sm_90,f16,20,874,9257,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",7989,NVIDIA H200,2026-11-28
sm_90,f16,22,481,2194,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",1636,NVIDIA H200,2026-11-28
sm_90,f16,29,43,29,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",6,NVIDIA H200,2026-11-28
sm_90,f16,30,250,11,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",15,NVIDIA H200,2026-11-28
sm_90,f16,31,1025,63,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",216,NVIDIA H200,2026-11-28
sm_90,f16,31,1987,97,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",482,NVIDIA H200,2026-11-28
sm_90,f16,32,15,15,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",1,NVIDIA H200,2026-11-28
sm_90,f16,32,63,8192,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",1709,NVIDIA H200,2026-11-28
sm_90,f16,39,18,1767,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",94,NVIDIA H200,2026-11-28
sm_90,f16,40,439,535,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",795,NVIDIA H200,2026-11-28
sm_90,f16,49,2,51617,"team_thin<128x32x128,TM1,TN32,WM4,B4>",296,NVIDIA H200,2026-11-28
sm_90,f16,75,2831,165,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",3059,NVIDIA H200,2026-11-28
sm_90,f16,511,31,8193,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",7890,NVIDIA H200,2026-11-28
sm_90,f16,521,29,1259,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",1373,NVIDIA H200,2026-11-28
sm_90,f16,534,1,3451,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",160,NVIDIA H200,2026-11-28
sm_90,f16,738,1264,55,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",5335,NVIDIA H200,2026-11-28
sm_90,f16,919,1765,4,"team_small_k<128x64x16,TM4,TN8,WM1,B4>",955,NVIDIA H200,2026-11-28
sm_90,f16,1368,2816,2,"team_small_k<128x64x16,TM4,TN8,WM1,B4>",916,NVIDIA H200,2026-11-28
sm_90,f16,1753,9,15,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",39,NVIDIA H200,2026-11-28
sm_90,f16,2049,64,63,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",829,NVIDIA H200,2026-11-28
sm_90,f16,2408,666,4,"team_small_k<128x64x16,TM4,TN8,WM1,B4>",1003,NVIDIA H200,2026-11-28
sm_90,f16,3082,28,20,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",262,NVIDIA H200,2026-11-28
sm_90,f16,3270,481,43,"team_small_k<128x64x16,TM4,TN8,WM1,B4>",5651,NVIDIA H200,2026-11-28
sm_90,f16,3373,599,37,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",6238,NVIDIA H200,2026-11-28
sm_90,f16,4048,8,19,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",102,NVIDIA H200,2026-11-28
sm_90,f16,4417,2,28,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",37,NVIDIA H200,2026-11-28
sm_90,f16,4544,24,66,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",768,NVIDIA H200,2026-11-28
sm_90,f16,6908,22,46,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",829,NVIDIA H200,2026-11-28
sm_90,f16,12356,39,313,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",11141,NVIDIA H200,2026-11-28
sm_90,f16,13168,9,123,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",1369,NVIDIA H200,2026-11-28
sm_90,f16f32,1,50,13174,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",55,NVIDIA H200,2026-11-28
sm_90,f16f32,1,1468,23,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",5,NVIDIA H200,2026-11-28
sm_90,f16f32,2,8,58685,"team_thin<128x32x128,TM1,TN32,WM4,B4>",61,NVIDIA H200,2026-11-28
sm_90,f16f32,2,6515,26,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",48,NVIDIA H200,2026-11-28
sm_90,f16f32,3,217,181,"team_thin<128x32x128,TM1,TN32,WM4,B4>",10,NVIDIA H200,2026-11-28
sm_90,f16f32,3,6762,516,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",717,NVIDIA H200,2026-11-28
sm_90,f16f32,3,9476,109,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",270,NVIDIA H200,2026-11-28
sm_90,f16f32,4,18,89305,"team_thin<128x32x128,TM1,TN32,WM4,B4>",331,NVIDIA H200,2026-11-28
sm_90,f16f32,4,3882,836,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",831,NVIDIA H200,2026-11-28
sm_90,f16f32,6,1864,14489,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",5248,NVIDIA H200,2026-11-28
sm_90,f16f32,7,11732,13,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",161,NVIDIA H200,2026-11-28
sm_90,f16f32,8,5,51334,"team_thin<128x32x128,TM1,TN32,WM4,B4>",135,NVIDIA H200,2026-11-28
sm_90,f16f32,14,2149,29,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",125,NVIDIA H200,2026-11-28
sm_90,f16f32,14,3781,75,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",367,NVIDIA H200,2026-11-28
sm_90,f16f32,15,128,1025,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",153,NVIDIA H200,2026-11-28
sm_90,f16f32,16,160,12812,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",2718,NVIDIA H200,2026-11-28
sm_90,f16f32,17,331,162,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",78,NVIDIA H200,2026-11-28
sm_90,f16f32,20,874,9257,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",8195,NVIDIA H200,2026-11-28
sm_90,f16f32,27,2,9135,"team_thin<128x32x128,TM1,TN32,WM4,B4>",44,NVIDIA H200,2026-11-28
sm_90,f16f32,29,43,29,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",5,NVIDIA H200,2026-11-28
sm_90,f16f32,30,250,11,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",15,NVIDIA H200,2026-11-28
sm_90,f16f32,31,1025,63,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",203,NVIDIA H200,2026-11-28
sm_90,f16f32,31,1987,97,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",487,NVIDIA H200,2026-11-28
sm_90,f16f32,32,15,15,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",1,NVIDIA H200,2026-11-28
sm_90,f16f32,32,63,8192,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",1690,NVIDIA H200,2026-11-28
sm_90,f16f32,49,2,51617,"team_thin<128x32x128,TM1,TN32,WM4,B4>",295,NVIDIA H200,2026-11-28
sm_90,f16f32,67,131,41,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",48,NVIDIA H200,2026-11-28
sm_90,f16f32,158,15566,19,"team_small_k<256x64x16,TM8,TN8,WM1,B2>",3838,NVIDIA H200,2026-11-28
sm_90,f16f32,241,8,7582,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",1130,NVIDIA H200,2026-11-28
sm_90,f16f32,511,31,8193,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",7944,NVIDIA H200,2026-11-28
sm_90,f16f32,521,29,1259,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",1374,NVIDIA H200,2026-11-28
sm_90,f16f32,522,252,7,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",160,NVIDIA H200,2026-11-28
sm_90,f16f32,534,1,3451,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",160,NVIDIA H200,2026-11-28
sm_90,f16f32,919,1765,4,"team_small_k<128x64x16,TM4,TN8,WM1,B4>",901,NVIDIA H200,2026-11-28
sm_90,f16f32,1368,2816,2,"team_small_k<256x64x16,TM8,TN8,WM1,B2>",923,NVIDIA H200,2026-11-28
sm_90,f16f32,1753,9,15,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",37,NVIDIA H200,2026-11-28
sm_90,f16f32,1918,1,18,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",5,NVIDIA H200,2026-11-28
sm_90,f16f32,2408,666,4,"team_small_k<128x64x16,TM4,TN8,WM1,B4>",970,NVIDIA H200,2026-11-28
sm_90,f16f32,3082,28,20,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",264,NVIDIA H200,2026-11-28
sm_90,f16f32,3563,2,377,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",209,NVIDIA H200,2026-11-28
sm_90,f16f32,3626,1,81,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",31,NVIDIA H200,2026-11-28
sm_90,f16f32,4048,8,19,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",98,NVIDIA H200,2026-11-28
sm_90,f16f32,4417,2,28,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",34,NVIDIA H200,2026-11-28
sm_90,f16f32,4544,24,66,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",793,NVIDIA H200,2026-11-28
sm_90,f16f32,6908,22,46,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",818,NVIDIA H200,2026-11-28
sm_90,f16f32,12400,1292,4,"team_small_k<256x64x16,TM8,TN8,WM1,B2>",3368,NVIDIA H200,2026-11-28
sm_90,f16f32,13168,9,123,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",1400,NVIDIA H200,2026-11-28
sm_90,bf16,1,50,13174,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",54,NVIDIA H200,2026-11-28
sm_90,bf16,1,1468,23,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",5,NVIDIA H200,2026-11-28
sm_90,bf16,2,8,58685,"team_thin<128x32x128,TM1,TN32,WM4,B4>",61,NVIDIA H200,2026-11-28
sm_90,bf16,2,6515,26,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",51,NVIDIA H200,2026-11-28
sm_90,bf16,3,9476,109,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",283,NVIDIA H200,2026-11-28
sm_90,bf16,4,18,89305,"team_thin<128x32x128,TM1,TN32,WM4,B4>",342,NVIDIA H200,2026-11-28
sm_90,bf16,6,1864,14489,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",5234,NVIDIA H200,2026-11-28
sm_90,bf16,7,11732,13,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",166,NVIDIA H200,2026-11-28
sm_90,bf16,8,5,51334,"team_thin<128x32x128,TM1,TN32,WM4,B4>",135,NVIDIA H200,2026-11-28
sm_90,bf16,14,2149,29,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",131,NVIDIA H200,2026-11-28
sm_90,bf16,14,3781,75,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",390,NVIDIA H200,2026-11-28
sm_90,bf16,15,128,1025,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",157,NVIDIA H200,2026-11-28
sm_90,bf16,16,160,12812,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",2749,NVIDIA H200,2026-11-28
sm_90,bf16,17,331,162,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",75,NVIDIA H200,2026-11-28
sm_90,bf16,18,54,92,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",8,NVIDIA H200,2026-11-28
sm_90,bf16,20,874,9257,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",8246,NVIDIA H200,2026-11-28
sm_90,bf16,29,43,29,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",6,NVIDIA H200,2026-11-28
sm_90,bf16,30,250,11,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",15,NVIDIA H200,2026-11-28
sm_90,bf16,31,1025,63,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",216,NVIDIA H200,2026-11-28
sm_90,bf16,31,1987,97,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",484,NVIDIA H200,2026-11-28
sm_90,bf16,32,15,15,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",1,NVIDIA H200,2026-11-28
sm_90,bf16,32,63,8192,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",1704,NVIDIA H200,2026-11-28
sm_90,bf16,39,18,1767,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",90,NVIDIA H200,2026-11-28
sm_90,bf16,79,409,521,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",1327,NVIDIA H200,2026-11-28
sm_90,bf16,119,22,1300,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",249,NVIDIA H200,2026-11-28
sm_90,bf16,241,8,7582,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",1101,NVIDIA H200,2026-11-28
sm_90,bf16,521,29,1259,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",1346,NVIDIA H200,2026-11-28
sm_90,bf16,534,1,3451,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",160,NVIDIA H200,2026-11-28
sm_90,bf16,919,1765,4,"team_small_k<128x64x16,TM4,TN8,WM1,B4>",946,NVIDIA H200,2026-11-28
sm_90,bf16,1368,2816,2,"team_small_k<128x64x16,TM4,TN8,WM1,B4>",906,NVIDIA H200,2026-11-28
sm_90,bf16,1753,9,15,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",39,NVIDIA H200,2026-11-28
sm_90,bf16,1918,1,18,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",5,NVIDIA H200,2026-11-28
sm_90,bf16,2049,64,63,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",815,NVIDIA H200,2026-11-28
sm_90,bf16,2561,7742,32,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",21241,NVIDIA H200,2026-11-28
sm_90,bf16,3082,28,20,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",280,NVIDIA H200,2026-11-28
sm_90,bf16,3270,481,43,"team_small_k<128x64x16,TM4,TN8,WM1,B4>",5627,NVIDIA H200,2026-11-28
sm_90,bf16,3373,599,37,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",6188,NVIDIA H200,2026-11-28
sm_90,bf16,4048,8,19,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",98,NVIDIA H200,2026-11-28
sm_90,bf16,4417,2,28,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",36,NVIDIA H200,2026-11-28
sm_90,bf16,4544,24,66,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",770,NVIDIA H200,2026-11-28
sm_90,bf16,6908,22,46,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",815,NVIDIA H200,2026-11-28
sm_90,bf16,13168,9,123,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",1385,NVIDIA H200,2026-11-28
sm_90,bf16f32,1,50,13174,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",56,NVIDIA H200,2026-11-28
sm_90,bf16f32,1,1468,23,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",5,NVIDIA H200,2026-11-28
sm_90,bf16f32,2,8,58685,"team_thin<128x32x128,TM1,TN32,WM4,B4>",61,NVIDIA H200,2026-11-28
sm_90,bf16f32,3,9476,109,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",285,NVIDIA H200,2026-11-28
sm_90,bf16f32,4,18,89305,"team_thin<128x32x128,TM1,TN32,WM4,B4>",344,NVIDIA H200,2026-11-28
sm_90,bf16f32,6,1864,14489,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",5240,NVIDIA H200,2026-11-28
sm_90,bf16f32,7,11732,13,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",158,NVIDIA H200,2026-11-28
sm_90,bf16f32,8,5,51334,"team_thin<128x32x128,TM1,TN32,WM4,B4>",134,NVIDIA H200,2026-11-28
sm_90,bf16f32,14,2149,29,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",125,NVIDIA H200,2026-11-28
sm_90,bf16f32,14,3781,75,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",366,NVIDIA H200,2026-11-28
sm_90,bf16f32,15,128,1025,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",152,NVIDIA H200,2026-11-28
sm_90,bf16f32,16,160,12812,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",2776,NVIDIA H200,2026-11-28
sm_90,bf16f32,17,331,162,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",76,NVIDIA H200,2026-11-28
sm_90,bf16f32,20,874,9257,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",7987,NVIDIA H200,2026-11-28
sm_90,bf16f32,29,43,29,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",5,NVIDIA H200,2026-11-28
sm_90,bf16f32,30,250,11,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",14,NVIDIA H200,2026-11-28
sm_90,bf16f32,31,1025,63,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",203,NVIDIA H200,2026-11-28
sm_90,bf16f32,31,1987,97,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",473,NVIDIA H200,2026-11-28
sm_90,bf16f32,32,15,15,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",1,NVIDIA H200,2026-11-28
sm_90,bf16f32,32,63,8192,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",1727,NVIDIA H200,2026-11-28
sm_90,bf16f32,49,2,51617,"team_thin<128x32x128,TM1,TN32,WM4,B4>",306,NVIDIA H200,2026-11-28
sm_90,bf16f32,59,67,3637,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",1172,NVIDIA H200,2026-11-28
sm_90,bf16f32,158,15566,19,"team_small_k<256x64x16,TM8,TN8,WM1,B2>",3892,NVIDIA H200,2026-11-28
sm_90,bf16f32,241,8,7582,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",1087,NVIDIA H200,2026-11-28
sm_90,bf16f32,251,7121,929,"half_mma<128x128x32,W2x2,S2>, half_mma<128x256x32,W2x4,S4>, half_mma<128x128x32,W2x2,S4,T2> where scratch allows",43872,NVIDIA H200,2026-11-28
sm_90,bf16f32,308,2,350,"team_thin<128x32x128,TM1,TN32,WM4,B4>",19,NVIDIA H200,2026-11-28
sm_90,bf16f32,441,6668,16,"team_small_k<256x64x16,TM8,TN8,WM1,B2>",4477,NVIDIA H200,2026-11-28
sm_90,bf16f32,511,31,8193,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",7793,NVIDIA H200,2026-11-28
sm_90,bf16f32,521,29,1259,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",1356,NVIDIA H200,2026-11-28
sm_90,bf16f32,534,1,3451,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",163,NVIDIA H200,2026-11-28
sm_90,bf16f32,738,1264,55,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",5413,NVIDIA H200,2026-11-28
sm_90,bf16f32,919,1765,4,"team_small_k<128x64x16,TM4,TN8,WM1,B4>",912,NVIDIA H200,2026-11-28
sm_90,bf16f32,967,263,29,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",1125,NVIDIA H200,2026-11-28
sm_90,bf16f32,1368,2816,2,"team_small_k<256x64x16,TM8,TN8,WM1,B2>",930,NVIDIA H200,2026-11-28
sm_90,bf16f32,1707,2824,1,"team_small_k<128x64x16,TM4,TN8,WM1,B4>",544,NVIDIA H200,2026-11-28
sm_90,bf16f32,1753,9,15,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",38,NVIDIA H200,2026-11-28
sm_90,bf16f32,1918,1,18,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",5,NVIDIA H200,2026-11-28
sm_90,bf16f32,2408,666,4,"team_small_k<256x64x16,TM8,TN8,WM1,B2>",970,NVIDIA H200,2026-11-28
sm_90,bf16f32,3082,28,20,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",259,NVIDIA H200,2026-11-28
sm_90,bf16f32,3626,1,81,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",31,NVIDIA H200,2026-11-28
sm_90,bf16f32,4048,8,19,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",99,NVIDIA H200,2026-11-28
sm_90,bf16f32,4417,2,28,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",35,NVIDIA H200,2026-11-28
sm_90,bf16f32,4544,24,66,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",770,NVIDIA H200,2026-11-28
sm_90,bf16f32,6908,22,46,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",807,NVIDIA H200,2026-11-28
sm_90,bf16f32,12356,39,313,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",11096,NVIDIA H200,2026-11-28
sm_90,bf16f32,12400,1292,4,"team_small_k<256x64x16,TM8,TN8,WM1,B2>",3379,NVIDIA H200,2026-11-28
sm_90,bf16f32,13168,9,123,"half_wgmma<64x128x32,WG1,S3,F0>, half_wgmma<128x256x64,WG2,S4,F0>, half_wgmma<128x128x64,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S2,F0> where scratch allows",1404,NVIDIA H200,2026-11-28
sm_90,tf32,2,8,58685,"team_thin<128x32x128,TM1,TN32,WM4,B4>",66,NVIDIA H200,2026-11-28
sm_90,tf32,2,6515,26,"team_thin<128x32x128,TM1,TN32,WM4,B4>",54,NVIDIA H200,2026-11-28
sm_90,tf32,4,18,89305,"team_thin<128x32x128,TM1,TN32,WM4,B4>",394,NVIDIA H200,2026-11-28
sm_90,tf32,7,1071,9805,"team_thin<128x32x128,TM1,TN32,WM4,B4>",3473,NVIDIA H200,2026-11-28
sm_90,tf32,8,5,51334,"team_thin<128x32x128,TM1,TN32,WM4,B4>",143,NVIDIA H200,2026-11-28
sm_90,tf32,14,2149,29,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",126,NVIDIA H200,2026-11-28
sm_90,tf32,17,180,96460,"half_wgmma<64x128x16,WG1,S3,F0>, half_wgmma<128x256x32,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S5,F0>, half_wgmma<128x128x16,WG2,S2,F0> where scratch allows",8504,NVIDIA H200,2026-11-28
sm_90,tf32,29,43,29,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",5,NVIDIA H200,2026-11-28
sm_90,tf32,30,250,11,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",15,NVIDIA H200,2026-11-28
sm_90,tf32,31,1025,63,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",205,NVIDIA H200,2026-11-28
sm_90,tf32,32,63,8192,"half_wgmma<64x128x16,WG1,S3,F0>, half_wgmma<128x256x32,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S5,F0>, half_wgmma<128x128x16,WG2,S2,F0> where scratch allows",1468,NVIDIA H200,2026-11-28
sm_90,tf32,39,18,1767,"team_thin<128x32x128,TM1,TN32,WM4,B4>",107,NVIDIA H200,2026-11-28
sm_90,tf32,50,17,108574,"half_wgmma<64x128x16,WG1,S3,F0>, half_wgmma<128x256x32,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S5,F0>, half_wgmma<128x128x16,WG2,S2,F0> where scratch allows",3170,NVIDIA H200,2026-11-28
sm_90,tf32,67,131,41,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",47,NVIDIA H200,2026-11-28
sm_90,tf32,158,15566,19,"team_small_k<256x64x16,TM8,TN8,WM1,B2>",3891,NVIDIA H200,2026-11-28
sm_90,tf32,919,1765,4,"team_small_k<128x64x16,TM4,TN8,WM1,B4>",926,NVIDIA H200,2026-11-28
sm_90,tf32,1368,2816,2,"team_small_k<256x64x16,TM8,TN8,WM1,B2>",944,NVIDIA H200,2026-11-28
sm_90,tf32,2049,64,63,"team_thin<128x32x128,TM1,TN32,WM4,B4>",887,NVIDIA H200,2026-11-28
sm_90,tf32,2408,666,4,"team_small_k<128x64x16,TM4,TN8,WM1,B4>",975,NVIDIA H200,2026-11-28
sm_90,tf32,2561,7742,32,"half_wgmma<64x128x16,WG1,S3,F0>, half_wgmma<128x256x32,WG2,S4,F0>, half_wgmma<128x128x32,WG2,S5,F0>, half_wgmma<128x128x16,WG2,S2,F0> where scratch allows",19544,NVIDIA H200,2026-11-28
sm_90,tf32,3373,599,37,"team_thin<128x32x128,TM1,TN32,WM4,B4>",6091,NVIDIA H200,2026-11-28
sm_90,tf32,4544,24,66,"team_thin<128x32x128,TM1,TN32,WM4,B4>",732,NVIDIA H200,2026-11-28
sm_90,tf32,9332,32,26,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",1145,NVIDIA H200,2026-11-28
sm_90,tf32,12400,1292,4,"team_small_k<256x64x16,TM8,TN8,WM1,B2>",3377,NVIDIA H200,2026-11-28
sm_90,tf32,14544,21,1,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",57,NVIDIA H200,2026-11-28
sm_90,tf32,16114,13,204,"team_thin<128x32x128,TM1,TN32,WM4,B4>",3291,NVIDIA H200,2026-11-28
# cost model: arch,dtype,model,,,kernel,launch_us,latency_ns,throughput_ns,store_ps_per_byte,bandwidth_gbs,device,date
sm_90,double,model,,,"team_split_k<team_specialized<64x64x8,TM4,TN4,WM4,B2>>",7.616,801.112,662.010,0.284,4082,NVIDIA H200,2026-12-01
sm_90,double,model,,,"team_split_k<team_specialized<64x64x16,TM4,TN4,WM4,B2>>",7.384,1663.421,1307.478,0.306,4082,NVIDIA H200,2026-12-01
sm_90,double,model,,,"team_split_k<team_specialized<128x64x8,TM8,TN4,WM4,B2>>",9.048,1526.660,1526.660,0.499,4082,NVIDIA H200,2026-12-01
sm_90,double,model,,,"team_split_k<team_specialized<64x128x8,TM4,TN8,WM2,B2>>",8.512,1503.071,1304.406,0.272,4082,NVIDIA H200,2026-12-01
sm_90,double,model,,,"team_split_k<team_specialized<128x128x8,TM8,TN8,WM4,B1>>",7.820,4797.362,4797.362,0.538,4082,NVIDIA H200,2026-12-01
sm_90,double,model,,,"team_split_k<team_specialized<32x32x16,TM4,TN4,WM2,B4>>",7.159,1433.402,402.042,0.353,4082,NVIDIA H200,2026-12-01
sm_90,double,model,,,"team_split_k<team_multistage<128x128x8,TM8,TN8,WM4,B1,S2>>",9.998,2287.007,2287.007,0.392,4082,NVIDIA H200,2026-12-01
sm_90,double,model,,,"team_split_k<team_multistage<64x128x8,TM8,TN8,WM2,B2,S2>>",10.855,1166.080,921.875,0.374,4082,NVIDIA H200,2026-12-01
sm_90,double,model,,,"team_split_k<team_multistage<64x64x8,TM4,TN4,WM4,B2,S3>>",7.694,487.918,498.033,0.297,4082,NVIDIA H200,2026-12-01
sm_90,double,model,,,"team_split_k<team_packed<team_specialized<128x128x8,TM8,TN8,WM4,B1>>>",5.665,5616.835,6428.761,0.467,4082,NVIDIA H200,2026-12-01
sm_90,double,model,,,"team_split_k<team_packed<team_multistage<64x128x8,TM8,TN8,WM2,B2,S2>>>",6.738,1269.863,1138.501,0.309,4082,NVIDIA H200,2026-12-01
sm_90,double,model,,,"team_split_k<team_packed<team_multistage<128x128x8,TM8,TN8,WM4,B1,S2>>>",5.410,1307.742,5000.330,0.280,4082,NVIDIA H200,2026-12-01
sm_90,double,model,,,"team_stream_k<team_specialized<128x128x8,TM8,TN8,WM4,B1>>",4.735,7693.111,8410.544,0.440,4082,NVIDIA H200,2026-12-01
sm_90,double,model,,,"team_stream_k<team_packed<team_specialized<128x128x8,TM8,TN8,WM4,B1>>>",4.877,5343.405,8591.637,0.394,4082,NVIDIA H200,2026-12-01
sm_90,double,model,,,"team_stream_k<team_packed<team_multistage<64x128x8,TM8,TN8,WM2,B2,S2>>>",6.201,1508.376,1777.195,0.320,4082,NVIDIA H200,2026-12-01
sm_90,double,model,,,"team_split_k<team_packed<team_multistage<64x128x8,TM8,TN8,WM2,B2,S2,Z>>>",6.417,1275.808,1112.987,0.328,4082,NVIDIA H200,2026-12-01
sm_90,double,model,,,"team_stream_k<team_packed<team_multistage<64x128x8,TM8,TN8,WM2,B2,S2,Z>>>",6.262,1361.350,1760.748,0.328,4082,NVIDIA H200,2026-12-01
sm_90,double,model,,,"team_stream_k<team_packed<team_multistage<128x128x4,TM4,TN16,WM4,B1,S3,P2x4,R,M4>>>",5.582,544.806,565.042,0.255,4082,NVIDIA H200,2026-12-01
sm_90,double,model,,,"team_stream_k<team_packed<team_multistage<128x128x4,TM4,TN16,WM4,B1,S4,P2x4,R,M4>>>",5.638,563.144,563.144,0.249,4082,NVIDIA H200,2026-12-01
sm_90,double,model,,,"team_stream_k<team_packed<team_multistage<128x128x8,TM4,TN16,WM4,B1,S2,P2x4,R,M4>>>",5.813,997.659,1007.635,0.272,4082,NVIDIA H200,2026-12-01
sm_90,double,model,,,"team_stream_k<team_packed<team_multistage<128x128x8,TM4,TN16,WM4,B1,S2,P2x4,R,M8>>>",5.951,1142.296,1142.296,0.259,4082,NVIDIA H200,2026-12-01
sm_90,double,model,,,"team_stream_k<team_packed<team_multistage<128x128x8,TM4,TN16,WM4,B1,S2,P2x4,M8>>>",5.612,1059.731,1059.731,0.300,4082,NVIDIA H200,2026-12-01
sm_90,double,model,,,"team_stream_k<team_packed<team_multistage<128x128x4,TM8,TN8,WM2,B1,S4,P4x2,R,M4>>>",6.578,542.497,547.922,0.277,4082,NVIDIA H200,2026-12-01
sm_90,double,model,,,"team_stream_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",5.658,935.242,437.948,0.269,4082,NVIDIA H200,2026-12-01
sm_90,double,model,,,"team_stream_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M8>>>",5.849,1010.349,482.212,0.289,4082,NVIDIA H200,2026-12-01
sm_90,double,model,,,"team_split_k<team_packed<team_multistage<64x128x8,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",5.592,954.193,404.931,0.247,4082,NVIDIA H200,2026-12-01
sm_90,double,model,,,"team_split_k<team_packed<team_multistage<128x128x8,TM4,TN16,WM4,B1,S2,P2x4,R,M8>>>",5.520,1220.865,1064.913,0.242,4082,NVIDIA H200,2026-12-01
sm_90,double,model,,,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",7.636,429.597,197.010,0.257,4082,NVIDIA H200,2026-12-01
sm_90,double,model,,,"team_stream_k<team_multistage<64x64x8,TM4,TN8,WM2,B3,S3,P2x2,T,R,M4>>",7.633,427.443,205.686,0.297,4082,NVIDIA H200,2026-12-01
sm_90,double,model,,,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",7.555,59.837,89.385,0.243,4082,NVIDIA H200,2026-12-01
sm_90,double,model,,,"team_stream_k<team_multistage<128x128x4,TM4,TN16,WM4,B1,S3,P2x4,T,R,M4>>",9.184,469.052,469.052,0.322,4082,NVIDIA H200,2026-12-01
sm_90,double,model,,,"team_split_k<team_multistage<32x32x16,TM4,TN4,WM1,B4,S3,P2x1,T,R,M4>>",7.794,264.197,179.546,0.408,4082,NVIDIA H200,2026-12-01
sm_90,double,model,,,"team_split_k<team_multistage<64x64x16,TM4,TN8,WM2,B3,S4,P2x2,T,R,M4>>",8.799,403.209,456.020,0.318,4082,NVIDIA H200,2026-12-01
sm_90,double,model,,,"team_split_k<team_multistage<64x64x32,TM4,TN8,WM2,B2,S3,P2x2,T,R,M4>>",8.808,1073.574,955.898,0.446,4082,NVIDIA H200,2026-12-01
sm_90,double,model,,,"team_split_k<team_multistage<64x128x16,TM4,TN16,WM2,B2,S3,P2x4,T,R,M4>>",9.955,1166.062,674.964,0.331,4082,NVIDIA H200,2026-12-01
sm_90,double,model,,,"team_split_k<team_packed<team_multistage<64x128x16,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",8.191,1621.933,689.369,0.371,4082,NVIDIA H200,2026-12-02
sm_90,double,model,,,"team_stream_k<team_packed<team_multistage<64x128x16,TM4,TN16,WM2,B2,S3,P2x4,R,M4>>>",6.362,1572.890,809.576,0.327,4082,NVIDIA H200,2026-12-02
sm_90,double,model,,,"team_small_k<64x64x16,TM2,TN8,WM1,B4>",7.603,4520.577,2682.363,0.206,4082,NVIDIA H200,2026-12-01
sm_90,double,model,,,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",7.215,4658.554,2588.609,0.178,4082,NVIDIA H200,2026-12-01
sm_90,double,model,,,"team_thin<64x16x128,TM1,TN16,WM2,B8>",8.556,1244.280,503.832,2.829,4082,NVIDIA H200,2026-12-01
sm_90,double,model,,,"team_dots<48x16x64,TM3,TN2,WM4,B2,S3>",8.242,2291.149,1145.574,4.852,4141,NVIDIA H200,2026-12-02
sm_90,double,model,,,"team_dots<32x32x64,TM2,TN4,WM4,B2,S3>",7.956,2366.516,1147.287,5.129,4141,NVIDIA H200,2026-12-02
sm_90,double,model,,,"naive_range",5.005,179.153,98.697,0.108,4082,NVIDIA H200,2026-12-01
sm_90,double,model,,,"team_gemv<16x1x256,TM2,TN1,WM8,B4>",8.823,0.111,0.111,0.000,4082,NVIDIA H200,2026-12-01
# the copy-engine tile's: tgemm-tune --refit over an H100 run of every candidate at the FP64
# sweep's tuning half and one of that tile alone at FP64 cubes 2304^3-8192^3 and five large
# rectangles in NN and TN (bench/results/h100-2026-12-06i-tma-model)
sm_90,double,model,,,"team_tma<64x128x16,TM4,TN16,WM2,B2,S3,M8>",9.495,707.933,562.669,0.686,2981,NVIDIA H100 80GB HBM3,2026-12-06
sm_90,float,model,,,"team_split_k<team_specialized<128x128x8,TM8,TN8,WM4,B2>>",11.288,2042.134,1142.946,0.584,4113,NVIDIA H200,2026-12-02
sm_90,float,model,,,"team_split_k<team_specialized<128x128x16,TM8,TN8,WM2,B2>>",10.380,4812.915,2291.864,0.624,4113,NVIDIA H200,2026-12-02
sm_90,float,model,,,"team_split_k<team_specialized<128x128x8,TM8,TN8,WM4,B1>>",11.406,1226.272,1300.461,0.555,4113,NVIDIA H200,2026-12-02
sm_90,float,model,,,"team_split_k<team_specialized<64x128x16,TM8,TN8,WM2,B2>>",11.280,2116.135,1257.320,0.582,4113,NVIDIA H200,2026-12-02
sm_90,float,model,,,"team_split_k<team_specialized<128x128x8,TM8,TN16,WM2,B2>>",14.348,2332.816,1174.501,0.541,4113,NVIDIA H200,2026-12-02
sm_90,float,model,,,"team_split_k<team_specialized<128x256x8,TM8,TN16,WM2,B1>>",14.802,2242.717,2158.827,0.555,4113,NVIDIA H200,2026-12-02
sm_90,float,model,,,"team_split_k<team_specialized<64x128x8,TM8,TN8,WM2,B3>>",10.100,1278.635,616.360,0.495,4113,NVIDIA H200,2026-12-02
sm_90,float,model,,,"team_split_k<team_multistage<128x128x8,TM8,TN16,WM2,B2,S3>>",12.841,2017.066,1006.536,0.510,4113,NVIDIA H200,2026-12-02
sm_90,float,model,,,"team_split_k<team_multistage<128x128x16,TM8,TN16,WM2,B2,S2>>",13.753,4195.685,2097.003,0.573,4113,NVIDIA H200,2026-12-02
sm_90,float,model,,,"team_split_k<team_multistage<64x128x8,TM8,TN8,WM2,B3,S3>>",10.281,778.293,482.185,0.523,4113,NVIDIA H200,2026-12-02
sm_90,float,model,,,"team_split_k<team_multistage<128x256x8,TM8,TN16,WM2,B1,S2>>",14.080,1805.928,1788.047,0.510,4113,NVIDIA H200,2026-12-02
sm_90,float,model,,,"team_split_k<team_packed<team_multistage<128x256x8,TM8,TN16,WM2,B1,S2>>>",8.611,1840.884,1673.531,0.529,4113,NVIDIA H200,2026-12-02
sm_90,float,model,,,"team_split_k<team_packed<team_multistage<128x256x8,TM8,TN16,WM2,B1,S3,R>>>",8.622,1803.324,1575.726,0.514,4113,NVIDIA H200,2026-12-02
sm_90,float,model,,,"team_split_k<team_packed<team_multistage<256x128x8,TM8,TN16,WM4,B1,S3>>>",9.212,1987.786,1823.752,0.562,4113,NVIDIA H200,2026-12-02
sm_90,float,model,,,"team_split_k<team_packed<team_specialized<128x128x8,TM8,TN16,WM2,B2>>>",4.952,16413.538,1025.846,0.898,4113,NVIDIA H200,2026-12-02
sm_90,float,model,,,"team_stream_k<team_packed<team_multistage<128x256x8,TM8,TN16,WM2,B1,S2>>>",8.940,1735.811,1735.811,0.706,4113,NVIDIA H200,2026-12-02
sm_90,float,model,,,"team_stream_k<team_packed<team_multistage<128x256x8,TM8,TN16,WM2,B1,S3,R>>>",8.855,1703.285,1592.571,0.660,4113,NVIDIA H200,2026-12-02
sm_90,float,model,,,"team_stream_k<team_packed<team_specialized<128x128x8,TM8,TN16,WM2,B2>>>",9.570,3519.296,1689.349,0.705,4113,NVIDIA H200,2026-12-02
sm_90,float,model,,,"team_split_k<team_multistage<256x128x8,TM8,TN16,WM4,B1,S3,T,R>>",14.460,1658.115,1655.541,0.476,4113,NVIDIA H200,2026-12-02
sm_90,float,model,,,"team_stream_k<team_multistage<256x128x8,TM8,TN16,WM4,B1,S3,T,R>>",13.952,1717.759,1623.445,0.588,4113,NVIDIA H200,2026-12-02
sm_90,float,model,,,"team_stream_k<team_packed<team_multistage<128x256x8,TM8,TN16,WM2,B1,S3,R,Z>>>",8.910,1675.771,1611.932,0.654,4113,NVIDIA H200,2026-12-02
sm_90,float,model,,,"team_stream_k<team_packed<team_multistage<128x256x8,TM8,TN16,WM1,B1,S3,R,Z>>>",8.523,1695.428,1630.841,0.541,4113,NVIDIA H200,2026-12-02
sm_90,float,model,,,"team_stream_k<team_packed<team_multistage<256x128x8,TM8,TN16,WM2,B1,S3,R,Z>>>",8.756,1698.723,1634.010,0.519,4113,NVIDIA H200,2026-12-02
sm_90,float,model,,,"team_split_k<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,T,R>>",8.271,280.408,83.064,0.458,4113,NVIDIA H200,2026-12-02
sm_90,float,model,,,"team_split_k<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",8.750,386.467,229.072,0.353,4113,NVIDIA H200,2026-12-02
sm_90,float,model,,,"team_split_k<team_multistage<128x32x8,TM8,TN8,WM2,B6,S3,T,R>>",10.529,676.515,232.269,0.485,4113,NVIDIA H200,2026-12-02
sm_90,float,model,,,"team_split_k<team_multistage<32x128x8,TM8,TN8,WM1,B6,S3,T,R>>",9.995,703.789,235.663,0.529,4113,NVIDIA H200,2026-12-02
sm_90,float,model,,,"team_split_k<team_multistage<64x16x8,TM8,TN4,WM1,B8,S3,T,R>>",8.761,513.425,86.418,0.490,4113,NVIDIA H200,2026-12-02
sm_90,float,model,,,"team_split_k<team_multistage<16x64x8,TM4,TN8,WM1,B8,S3,T,R>>",8.748,476.866,88.612,0.489,4113,NVIDIA H200,2026-12-02
sm_90,float,model,,,"team_small_k<128x64x16,TM4,TN8,WM1,B4>",9.820,5221.831,2032.110,0.260,4113,NVIDIA H200,2026-12-02
sm_90,float,model,,,"team_small_k<128x32x16,TM4,TN4,WM1,B3>",8.634,3726.880,1690.026,0.432,4113,NVIDIA H200,2026-12-02
sm_90,float,model,,,"team_small_k<256x64x16,TM8,TN8,WM1,B2>",10.827,10318.773,5526.797,0.245,4113,NVIDIA H200,2026-12-02
sm_90,float,model,,,"team_thin<128x32x128,TM1,TN32,WM4,B4>",8.758,1332.733,788.401,14.316,4113,NVIDIA H200,2026-12-02
sm_90,float,model,,,"naive_range",7.216,76.559,47.327,1.004,4113,NVIDIA H200,2026-12-02
sm_90,float,model,,,"team_gemv<16x1x256,TM2,TN1,WM8,B4>",10.428,13.660,0.527,0.000,4113,NVIDIA H200,2026-12-02
# batched rows: tgemm::batched_gemm's kernel per matrix size, measured on an H200 with the
# epilogue's 16-byte runs (bench/results/h200-2026-11-27-epilogue: every batched candidate in
# batches of 100000 x 16^3, 10000 x 32^3 and 64^3, 1000 x 128^3 and 256^3, LayoutRight, median
# of 20; the fastest by geometric mean over the four transposes, its GFLOP/s at that mean).
# FP32 256^3: tgemm-batched-bench --candidates --rounds --table's pick in two runs (every FP32
# candidate, three rounds; candidates 7, 11 and 20 in turn with cuBLAS, five rounds:
# bench/results/h200-2026-12-03c-rounds), and in a harness timing the three in turn with cuBLAS
# over five runs ahead of the 128 x 128 x 16 tile it replaces at LayoutRight NN, NT and TT
# (TT 92.8-96.7 % of cuBLAS against 88.8-92.6 %) and within 0.3 % at TN; it also matched the
# 128 x 128 x 8 tile that had a row for NT. Then the same tile with its outer products in
# serpentine order (Z), ahead of it at every transpose in each of eight runs of a harness timing
# both in turn with cuBLAS (bench/results/h200-2026-12-03d-lib-rows, means of the first five:
# LayoutRight NN 95.8 against 92.7 %, NT 91.9 / 91.3, TN 97.7 / 95.7, TT 95.1 / 93.1); GFLOP/s:
# the median run's geometric mean over the transposes.
sm_90,float-batched,16,16,16,"batched<team_multistage<32x32x8,TM4,TN4,WM1,B16,S3,T,R>>",3240,NVIDIA H200,2026-11-27
sm_90,float-batched,32,32,32,"batched<team_multistage<32x32x8,TM4,TN4,WM1,B16,S3,T,R>>",14056,NVIDIA H200,2026-11-27
sm_90,float-batched,64,64,64,"batched<team_multistage<64x64x8,TM4,TN8,WM2,B4,S3,T,R>>",28928,NVIDIA H200,2026-11-27
sm_90,float-batched,128,128,128,"batched<team_multistage<128x128x8,TM8,TN16,WM2,B2,S3,T,R>>",33717,NVIDIA H200,2026-11-27
sm_90,float-batched,256,256,256,"batched<team_multistage<64x64x16,TM4,TN8,WM2,B4,S2,T,Z>>",41673,NVIDIA H200,2026-12-03
# FP32 256^3 rows for LayoutRight NT and TN (column-major TN and NT): the same serpentine tile
# at five teams an SM (launch bounds: 96 registers, no spills), ahead of the size's row
# at both in each of five runs of a harness timing both in turn with cuBLAS
# (bench/results/h200-2026-12-03d-lib-rows: NT 93.4-97.0 % against 90.2-93.9 %, TN 103.7-107.8
# against 97.1-101.2 %; NN and TT 5 points behind); GFLOP/s: the median run's at that transpose.
# Through the library, candidates 7, 21 and 22 in turn with cuBLAS over five rounds, --table
# wrote the same three rows (bench/results/h200-2026-12-03d-lib-rows/out8).
sm_90,float-batched,256,256,256,"batched<team_multistage<64x64x16,TM4,TN8,WM2,B5,S2,T,Z>>",40123,NVIDIA H200,2026-12-03,TN
sm_90,float-batched,256,256,256,"batched<team_multistage<64x64x16,TM4,TN8,WM2,B5,S2,T,Z>>",45934,NVIDIA H200,2026-12-03,NT
sm_90,double-batched,16,16,16,"batched<team_multistage<32x32x8,TM4,TN4,WM1,B12,S3,P2x1,T,R,M4>>",2744,NVIDIA H200,2026-11-27
sm_90,double-batched,32,32,32,"batched<team_multistage<32x32x8,TM4,TN4,WM1,B8,S3,P2x1,T,R,M4>>",9344,NVIDIA H200,2026-11-27
sm_90,double-batched,64,64,64,"batched<team_multistage<64x64x8,TM4,TN8,WM2,B3,S4,P2x2,T,R,M4>>",20659,NVIDIA H200,2026-11-27
sm_90,double-batched,256,256,256,"batched<team_multistage<128x64x8,TM4,TN16,WM4,B2,S3,P2x4,T,R,M4>>",38224,NVIDIA H200,2026-11-27
# FP64 128^3 again once the column slabs' K-major neighbours kept their rows 32 bytes apart
# (bench/results/h200-2026-12-03-column-slab-profile: tgemm-batched-bench --candidates --table,
# every batched FP64 candidate, the same rule). At 256^3 that run picked the 64 x 64 x 16
# column-slab tile, which a harness timing only the rows' kernels in turn with cuBLAS found
# slower at LayoutRight TN (79.8-87.9 % against 81.7-94.2 %): the committed row stays.
# The 128 x 64 x 16 column-slab tile (these rows, the 256^3 NT row below) loads A's values
# from its column slabs one double at a time since (A1; bench/results/h200-2026-12-03d-lib-rows:
# in a harness timing both in turn with cuBLAS, LayoutRight NT 128^3 94.5-94.9 % -> 98.5-98.9 %,
# 256^3 87.5-89.8 % -> 92.6-92.8 %; TN 94.0-95.2 -> 93.8-93.9 %, TT 94.9-97.4 -> 94.8-95.4 %);
# GFLOP/s as measured with pairs.
sm_90,double-batched,128,128,128,"batched<team_multistage<128x64x16,TM4,TN16,WM4,B2,S3,P2x4,R,M8,A1>>",30539,NVIDIA H200,2026-12-03
# batched rows for one transpose, by tgemm-tune's rule for such rows (a candidate more than
# 10 % faster at that transpose than the size's row), from the same run: FP64 LayoutRight NN,
# column-major TT, on C^T = op(B)^T op(A)^T; 128^3 79.8 % -> 96.2 %, 256^3 84.4 % -> 96.6 % of
# cuBLAS strided batched as that run timed it
sm_90,double-batched,128,128,128,"batched_transposed<team_multistage<64x64x16,TM4,TN8,WM2,B2,S3,P2x2,R,M8>>",32344,NVIDIA H200,2026-12-03,TT
sm_90,double-batched,256,256,256,"batched_transposed<team_multistage<64x64x16,TM4,TN8,WM2,B2,S3,P2x2,R,M8>>",45317,NVIDIA H200,2026-12-03,TT
# FP64 LayoutRight NT (column-major TN: both operands unit-stride along K) and TT (column-major
# NN) at 256^3: the candidate that beat the size's row in every run that timed both
# (bench/results/h200-2026-12-03b-batched-lib; NT 128 x 64 x 16 column slabs 91.7 % against
# 82.7 % in the --candidates run above, TT 64 x 64 x 16 91.3-94.4 % against 87.5-90.5 % in four
# rounds of a harness timing both in turn)
sm_90,double-batched,256,256,256,"batched<team_multistage<128x64x16,TM4,TN16,WM4,B2,S3,P2x4,R,M8,A1>>",42010,NVIDIA H200,2026-12-03,TN
sm_90,double-batched,256,256,256,"batched<team_multistage<64x64x16,TM4,TN8,WM2,B2,S3,P2x2,R,M8>>",45845,NVIDIA H200,2026-12-03,NN
# FP64 LayoutRight TN (column-major NT) at 256^3, by the rule for rows of one transpose (faster
# in every round, by more than 3 %): on an H100 the 64 x 64 x 8 tile of the 64^3 row took
# 0.763-0.768 ms against the size row's 0.800-0.809 in five rounds of every candidate in turn
# (bench/results/h100-2026-12-06h-batched-256-tn); through batched_gemm, alternated with the
# table without it, 93.1-93.3 % of cuBLAS strided batched against 90.9-91.5 %, the other
# transposes unchanged. Not yet timed on an H200.
sm_90,double-batched,256,256,256,"batched<team_multistage<64x64x8,TM4,TN8,WM2,B3,S4,P2x2,T,R,M4>>",43860,NVIDIA H100,2026-12-06,NT
)";

}  // namespace tgemm::tuning
