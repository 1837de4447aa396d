// A/B of an LU kernel of a git revision (namespace slv_old: compiled from `git archive REV hip`
// with -Dslv=slv_old) against the working tree's, in one program: sm_90's cluster panel
// (hip/src/kernels/solver/getf2_panel_cluster.cpp), or with -DAB_RESIDENT the resident LU
// (getrf_resident.cpp: a whole matrix, one launch). Each case factors the same random matrix
// (ld = m + 3) with both and compares results, pivots and info byte for byte; the random cases
// (kind 0) are then timed, 30 launches of each interleaved, the input restored before each.
// Kinds 1-3 (untimed): small integers with many ties, a zero column (info 6), diagonally
// dominant without pivoting (npvt). Built by scripts/lu-panel-ab.sh; not part of the library or
// of `cargo test`. Exit status 1 when any case differs.
//
// Environment: ONLY=m,n,G runs one f64 case untimed (for compute-sanitizer; G is ignored by the
// resident LU, which takes the plan's grid); NOTIME=1 skips the timing; NEWONLY=1 runs the new
// kernel alone (its result is then compared with itself).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <vector>

#include "cuda_check.h"
#include "kernels/solver/solver_common.h"

namespace oxblas_hip {
namespace slv_old {
template <class T>
int launch_getf2_panel_cluster(const oxblas_hip::slv::SolverDesc&, hipStream_t);
template <class T>
int launch_getrf_resident(const oxblas_hip::slv::SolverDesc&, hipStream_t);
}  // namespace slv_old
}  // namespace oxblas_hip

using namespace oxblas_hip::slv;
using oxblas_hip::kern::c32;
using oxblas_hip::kern::c64;


template <class T> struct Info;
template <> struct Info<double> { static const char* name() { return "d"; } static constexpr int re = 1; };
template <> struct Info<float> { static const char* name() { return "s"; } static constexpr int re = 1; };
template <> struct Info<c64> { static const char* name() { return "z"; } static constexpr int re = 2; };
template <> struct Info<c32> { static const char* name() { return "c"; } static constexpr int re = 2; };

// The panel's values by kind (see the header).
template <class T>
void fill(std::vector<T>& a, int kind, std::mt19937& rng, int m, int n, int ld) {
  using R = typename Ty<T>::R;
  constexpr int re = Info<T>::re;
  R* p = reinterpret_cast<R*>(a.data());
  std::uniform_real_distribution<double> u(-1, 1);
  std::uniform_int_distribution<int> small(-3, 3);
  for (size_t k = 0; k < a.size() * re; ++k) p[k] = kind == 1 ? R(small(rng)) : R(u(rng));
  if (kind == 2)
    for (int i = 0; i < m; ++i)
      for (int r = 0; r < re; ++r) p[(i + 5 * ld) * re + r] = 0;
  if (kind == 3)
    for (int j = 0; j < n && j < m; ++j) p[(j + j * ld) * re] += R(2 * m);
}

static int failures = 0;

#if defined(AB_RESIDENT)
template <class T>
int launch(int v, const SolverDesc& d) {
  return v == 0 ? oxblas_hip::slv_old::launch_getrf_resident<T>(d, 0) : launch_getrf_resident<T>(d, 0);
}
// The resident LU's grid as rust/solver/plan.rs's lu_resident takes it: its width (8, c64 4),
// the column blocks, at most one a multiprocessor.
template <class T>
int resident_width() {
  return sizeof(T) == 16 ? 4 : 8;
}
template <class T>
int resident_grid(int n) {
  int sms = 0;
  CK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
  const int cols = (n + resident_width<T>() - 1) / resident_width<T>();
  return cols < sms ? cols : sms;
}
#else
template <class T>
int launch(int v, const SolverDesc& d) {
  return v == 0 ? oxblas_hip::slv_old::launch_getf2_panel_cluster<T>(d, 0)
                : launch_getf2_panel_cluster<T>(d, 0);
}
#endif

// One case: m x n on G blocks; kind as above.
template <class T>
void run(int m, int n, int G, int kind, bool timing) {
  if (getenv("NOTIME")) timing = false;
  const bool new_only = getenv("NEWONLY") != nullptr;
  const int ld = m + 3;
  std::mt19937 rng(m * 131 + n * 7 + G + kind);
  std::vector<T> a(static_cast<size_t>(ld) * n);
  fill(a, kind, rng, m, n, ld);
  const size_t bytes = a.size() * sizeof(T);
  // Pivots: at least 64 (the panels'), min(m, n) for a whole matrix.
  const int np = std::max(64, std::min(m, n));
  T *d0, *d1;
  int *piv, *info;
  CK(cudaMalloc(&d0, bytes));
  CK(cudaMalloc(&d1, bytes));
  CK(cudaMalloc(&piv, 4 * np));
  CK(cudaMalloc(&info, 4));
  CK(cudaMemcpy(d0, a.data(), bytes, cudaMemcpyHostToDevice));
  SolverDesc d{};
#if defined(AB_RESIDENT)
  // The workspace as plan::resident_exchange_bytes sizes it on sm_90 (getrf_resident.cpp's
  // ResStreamLayout): 16 bytes and 4 a panel (the flags), then the panels' streams.
  void* ws = nullptr;
  {
    const long long w = resident_width<T>(), panels = (std::min(m, n) + w - 1) / w;
    const long long slots = (m + 255) / 256 <= 2 ? 512 : 1024;
    auto up = [](long long b) { return (b + 15) / 16 * 16; };
    CK(cudaMalloc(&ws, up(16 + 4 * panels) + up(4 * panels * w) + up(4 * panels * m) +
                           panels * w * slots * static_cast<long long>(sizeof(T))));
  }
  d.op = SolverOp::GetrfResident;
  d.b.at.addr = reinterpret_cast<uint64_t>(ws);
  d.b.ld = 1;
  d.k2 = resident_width<T>();
  G = resident_grid<T>(n);
#else
  d.op = SolverOp::Getf2Panel;
#endif
  d.pivot = kind != 3;
  d.m = m;
  d.n = n;
  d.batch = 1;
  d.a.at.addr = reinterpret_cast<uint64_t>(d1);
  d.a.ld = ld;
  d.a_off = 0;
  d.ipiv.addr = reinterpret_cast<uint64_t>(piv);
  d.info = reinterpret_cast<uint64_t>(info);
  d.row0 = 0;
  d.k1 = G;
  std::vector<T> out[2];
  std::vector<int> op[2];
  int oi[2] = {0, 0};
  for (int v = new_only ? 1 : 0; v < 2; ++v) {
    CK(cudaMemcpy(d1, d0, bytes, cudaMemcpyDeviceToDevice));
    CK(cudaMemset(piv, 0xff, 4 * np));
    CK(cudaMemset(info, 0, 4));
    if (int e = launch<T>(v, d)) {
      printf("%s m=%d n=%d G=%d: launch %d error %d\n", Info<T>::name(), m, n, G, v, e);
      failures++;
      return;
    }
    CK(cudaDeviceSynchronize());
    out[v].resize(a.size());
    op[v].resize(np);
    CK(cudaMemcpy(out[v].data(), d1, bytes, cudaMemcpyDeviceToHost));
    CK(cudaMemcpy(op[v].data(), piv, 4 * np, cudaMemcpyDeviceToHost));
    CK(cudaMemcpy(&oi[v], info, 4, cudaMemcpyDeviceToHost));
  }
  if (new_only) {
    out[0] = out[1];
    op[0] = op[1];
    oi[0] = oi[1];
  }
  const bool same =
      memcmp(out[0].data(), out[1].data(), bytes) == 0 && op[0] == op[1] && oi[0] == oi[1];
  if (!same) failures++;
  int bad_piv = 0;  // pivots outside [k + 1, m] (npvt leaves them unset)
  for (int k = 0; k < std::min(m, n); ++k)
    if (op[1][k] < k + 1 || op[1][k] > m) bad_piv++;
  printf("%s m=%5d n=%4d G=%3d kind=%d: %s (info %d/%d, bad pivots %d, piv0 %d)", Info<T>::name(), m,
         n, G, kind, same ? "IDENTICAL" : "DIFFER", oi[0], oi[1], bad_piv, op[1][0]);
  if (!same) {
    int nd = 0, first = -1, pd = -1;
    for (size_t k = 0; k < a.size(); ++k)
      if (memcmp(&out[0][k], &out[1][k], sizeof(T))) {
        if (first < 0) first = static_cast<int>(k);
        nd++;
      }
    for (int k = 0; k < np && pd < 0; ++k)
      if (op[0][k] != op[1][k]) pd = k;
    printf(" [%d elements differ, first %d (row %d col %d); first pivot difference %d]", nd, first,
           first % ld, first / ld, pd);
  }
  if (timing && !new_only) {
    cudaEvent_t e0, e1;
    CK(cudaEventCreate(&e0));
    CK(cudaEventCreate(&e1));
    float t[2] = {0, 0};
    const int reps = 30;
    for (int r = 0; r < reps + 3; ++r)
      for (int v = 0; v < 2; ++v) {
        CK(cudaMemcpyAsync(d1, d0, bytes, cudaMemcpyDeviceToDevice, 0));
        CK(cudaEventRecord(e0, 0));
        launch<T>(v, d);
        CK(cudaEventRecord(e1, 0));
        CK(cudaEventSynchronize(e1));
        float ms;
        CK(cudaEventElapsedTime(&ms, e0, e1));
        if (r >= 3) t[v] += ms;
      }
    const int mn = std::min(m, n);
    printf("  old %.1f us (%.2f/col)  new %.1f us (%.2f/col)  x%.2f", 1e3 * t[0] / reps,
           1e3 * t[0] / reps / mn, 1e3 * t[1] / reps, 1e3 * t[1] / reps / mn, t[0] / t[1]);
    CK(cudaEventDestroy(e0));
    CK(cudaEventDestroy(e1));
  }
  printf("\n");
  CK(cudaFree(d0));
  CK(cudaFree(d1));
  CK(cudaFree(piv));
  CK(cudaFree(info));
#if defined(AB_RESIDENT)
  CK(cudaFree(ws));
#endif
}

int main() {
  if (const char* o = getenv("ONLY")) {
    int m, n, G;
    if (sscanf(o, "%d,%d,%d", &m, &n, &G) != 3) {
      printf("ONLY=m,n,G\n");
      return 2;
    }
    run<double>(m, n, G, 0, false);
    printf("FAILURES %d\n", failures);
    return failures != 0;
  }
#if defined(AB_RESIDENT)
  // The resident LU's orders (384-960 by default; 1024 and 256 when forced), 2 and 4 rows a
  // thread; one block (8 columns); wide (two column blocks for some blocks, columns right of
  // min(m, n)); tall; a last panel of 3 columns; every type.
  struct S {
    int m, n;
  } shapes[] = {{512, 512}, {384, 384}, {768, 768}, {1024, 1024}, {256, 256},
                {1024, 8},  {900, 1300}, {1024, 700}, {300, 259},  {45, 64}};
  for (auto s : shapes) run<double>(s.m, s.n, 0, 0, true);
  for (auto s : shapes)
    for (int kind = 1; kind <= 3; ++kind) run<double>(s.m, s.n, 0, kind, false);
  run<float>(777, 777, 0, 0, true);
  run<float>(512, 512, 0, 2, false);
  run<c32>(513, 400, 0, 0, true);
  run<c32>(600, 600, 0, 1, false);
  run<c64>(600, 601, 0, 0, true);
  run<c64>(512, 512, 0, 2, false);
  run<c64>(400, 400, 0, 3, false);
#else
  // Blocks of 64 rows and fewer (2 rows a lane of warp 0), 128 (4), 256 (8), 384 (12), 512
  // (16); odd shapes; one block; fewer rows than columns and a last group of deferred updates
  // cut short (45 x 64, 150 x 61, 77 x 64).
  struct S {
    int m, n, G;
  } shapes[] = {{1024, 64, 16}, {960, 64, 15}, {512, 64, 8},  {256, 64, 4},   {128, 64, 2},
                {2048, 64, 16}, {4096, 64, 16}, {8192, 32, 16}, {8192, 16, 16}, {1000, 37, 16},
                {100, 64, 2},   {65, 64, 2},    {40, 64, 1},    {3000, 64, 16}, {4100, 64, 16},
                {5000, 64, 16}, {6144, 64, 16}, {45, 64, 1},    {150, 61, 3},   {77, 64, 2}};
  for (auto s : shapes) run<double>(s.m, s.n, s.G, 0, true);
  for (auto s : shapes)
    for (int kind = 1; kind <= 3; ++kind) run<double>(s.m, s.n, s.G, kind, false);
  run<float>(1024, 64, 16, 0, true);
  run<float>(1024, 64, 16, 1, false);
  run<float>(4096, 64, 16, 0, true);
  run<float>(6000, 64, 16, 0, true);
  run<float>(8192, 64, 16, 0, true);
  run<float>(4000, 64, 16, 1, false);
  run<float>(61, 64, 1, 2, false);
  run<c64>(1024, 64, 16, 0, true);
  run<c64>(1024, 64, 16, 2, false);
  run<c64>(4096, 32, 16, 0, true);
  run<c64>(6000, 32, 16, 0, true);
  run<c64>(6000, 32, 16, 2, false);
  run<c64>(8192, 16, 16, 0, true);
  run<c64>(333, 20, 6, 3, false);
  run<c64>(45, 50, 1, 0, false);
  run<c64>(1000, 39, 16, 1, false);
  run<c32>(1024, 64, 16, 0, true);
  run<c32>(6000, 64, 16, 0, true);
  run<c32>(777, 50, 13, 1, false);
  run<c32>(5000, 48, 16, 3, false);
#endif
  printf("FAILURES %d\n", failures);
  return failures != 0;
}
