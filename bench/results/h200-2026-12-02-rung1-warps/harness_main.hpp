// The rows and main of the half rung-1 harnesses of this day: Tiles<BK> is the including file's.
#pragma once
template <class T>
cudaDataType cuda_type() {
  if constexpr (std::is_same_v<T, half_t>) return CUDA_R_16F;
  if constexpr (std::is_same_v<T, bhalf_t>) return CUDA_R_16BF;
  return CUDA_R_32F;
}

template <class To>
void convert(const Kokkos::View<float*>& src, std::size_t from, const Kokkos::View<To*>& to) {
  Kokkos::parallel_for(
      to.size(), KOKKOS_LAMBDA(std::size_t i) { to(i) = To(src(from + i)); });
}

template <class Out>
double rel_diff(const Kokkos::View<Out*>& C, const Kokkos::View<Out*>& R) {
  double d = 0, r = 0;
  Kokkos::parallel_reduce(
      C.size(),
      KOKKOS_LAMBDA(std::size_t i, double& dd, double& rr) {
        const double x = double(float(C(i))), y = double(float(R(i)));
        dd += (x - y) * (x - y);
        rr += y * y;
      },
      d, r);
  return std::sqrt(d / r);
}

float time_ms(const Exec& exec, const std::function<void()>& f) {
  cudaEvent_t e0, e1;
  cudaEventCreate(&e0);
  cudaEventCreate(&e1);
  cudaEventRecord(e0, exec.cuda_stream());
  f();
  cudaEventRecord(e1, exec.cuda_stream());
  cudaEventSynchronize(e1);
  float ms;
  cudaEventElapsedTime(&ms, e0, e1);
  cudaEventDestroy(e0);
  cudaEventDestroy(e1);
  return ms;
}

template <class In, class Out>
void row(cublasHandle_t h, int m, int n, int k, char ta, char tb, const char* tname,
         bool check_only) {
  Exec exec;
  Kokkos::View<float*> src("src", std::size_t(m) * k + std::size_t(k) * n);
  Kokkos::Random_XorShift64_Pool<Exec> pool(20261128 + m + n + k + ta * 3 + tb);
  Kokkos::fill_random(src, pool, -1.0f, 1.0f);
  Kokkos::View<In*> A("A", std::size_t(m) * k), B("B", std::size_t(k) * n);
  convert(src, 0, A);
  convert(src, std::size_t(m) * k, B);
  Kokkos::View<Out*> C("C", std::size_t(m) * n), R("R", std::size_t(m) * n);
  const int lda = ta == 'N' ? m : k, ldb = tb == 'N' ? k : n;
  device::Problem<Out, In> p;
  p.a = MatrixRef<const In>{A.data(), m, k, ta == 'N' ? 1 : k, ta == 'N' ? m : 1};
  p.b = MatrixRef<const In>{B.data(), k, n, tb == 'N' ? 1 : n, tb == 'N' ? k : 1};
  p.c = MatrixRef<Out>{C.data(), m, n, 1, m};
  constexpr bool tf32 = std::is_same_v<In, float>;
  const float one = 1, zero = 0;
  std::vector<std::string> names;
  std::vector<std::function<void()>> runs;
  std::apply(
      [&](auto... t) {
        auto add = [&](auto r) {
          using R = decltype(r);
          R::template check<Exec, In, Out>(exec);
          names.push_back(R::name());
          runs.push_back([&, p] { R::template run<Exec, In, Out>(exec, 1.0f, p, 0.0f); });
        };
        (add(t), ...);
      },
      Tiles<tf32 ? 16 : 32>{});
  runs.push_back([&] {
    cublasGemmEx(h, ta == 'N' ? CUBLAS_OP_N : CUBLAS_OP_T, tb == 'N' ? CUBLAS_OP_N : CUBLAS_OP_T,
                 m, n, k, &one, A.data(), cuda_type<In>(), lda, B.data(), cuda_type<In>(), ldb,
                 &zero, R.data(), cuda_type<Out>(), m,
                 tf32 ? CUBLAS_COMPUTE_32F_FAST_TF32 : CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
  });
  names.push_back("cublas");
  const int nk = int(runs.size()) - 1;
  runs.back()();
  std::vector<double> err(nk);
  for (int i = 0; i < nk; ++i) {
    Kokkos::deep_copy(C, Out(Kokkos::Experimental::quiet_NaN<float>::value));
    runs[i]();
    err[i] = rel_diff(C, R);
  }
  if (check_only) {
    for (int i = 0; i < nk; ++i)
      std::printf("%dx%dx%d %c%c %-6s %-36s err %.1e\n", m, n, k, ta, tb, tname,
                  names[i].c_str(), err[i]);
    return;
  }
  std::vector<std::vector<float>> t(runs.size());
  for (int w = 0; w < 3; ++w)
    for (auto& f : runs) time_ms(exec, f);
  for (int r = 0; r < 20; ++r)
    for (std::size_t i = 0; i < runs.size(); ++i) t[i].push_back(time_ms(exec, runs[i]));
  std::vector<double> med(runs.size());
  for (std::size_t i = 0; i < runs.size(); ++i) {
    std::sort(t[i].begin(), t[i].end());
    med[i] = 0.5 * (t[i][9] + t[i][10]);
  }
  const double tf = 2.0 * m * n * double(k) * 1e-9;
  for (int i = 0; i <= nk; ++i)
    std::printf("%dx%dx%d %c%c %-6s %-36s %7.1f TFLOP/s %6.1f %% of cuBLAS  err %.1e\n", m, n, k,
                ta, tb, tname, names[i].c_str(), tf / med[i], 100 * med[nk] / med[i],
                i < nk ? err[i] : 0.0);
}

int main(int argc, char** argv) {
  Kokkos::initialize(argc, argv);
  {
    cublasHandle_t h;
    cublasCreate(&h);
    cublasSetStream(h, Exec().cuda_stream());
    using Policy = Kokkos::TeamPolicy<Exec>;
    std::printf("Kokkos %d, %s; level-0 team scratch: Kokkos %zu bytes, team-gemm %zu bytes\n",
                KOKKOS_VERSION, Exec().cuda_device_prop().name,
                std::size_t(Policy::scratch_size_max(0)), device::team_scratch_max<Policy>());
    std::vector<std::array<int, 3>> shapes;
    for (int i = 1; i < argc; ++i) {
      std::array<int, 3> s{};
      if (std::sscanf(argv[i], "%dx%dx%d", &s[0], &s[1], &s[2]) == 3) shapes.push_back(s);
    }
    const bool check_only = !shapes.empty();
    if (!check_only) shapes = {{4096, 4096, 4096}, {8192, 8192, 8192}};
    for (const auto& [m, n, k] : shapes)
      for (const char* op : check_only ? std::vector<const char*>{"NN", "TN", "NT", "TT"}
                                       : std::vector<const char*>{"NN", "TN"}) {
        row<half_t, float>(h, m, n, k, op[0], op[1], "f16f32", check_only);
        row<bhalf_t, bhalf_t>(h, m, n, k, op[0], op[1], "bf16", check_only);
      }
    cublasDestroy(h);
  }
  Kokkos::finalize();
}
