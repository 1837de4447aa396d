# cuBLAS (through PyTorch) on getrf's trailing-update shapes, laid out as gemm_probe lays them:
# one column-major matrix of ld rows (a row-major (cols, ld) tensor), C -= A B in place.
# Usage: python3 cublas_gemm.py M,N,K,LD,BETA ...
import sys, torch
def run(m, n, k, ld, beta, reps=20):
    M = torch.rand(k + n, ld, dtype=torch.float64, device='cuda') - 0.5
    At = M[0:k, k:k + m]; Bt = M[k:k + n, 0:k]; Ct = M[k:k + n, k:k + m]
    for _ in range(3): Ct.addmm_(Bt, At, beta=beta, alpha=-1.0)
    torch.cuda.synchronize()
    ts = []
    for _ in range(reps):
        e0 = torch.cuda.Event(enable_timing=True); e1 = torch.cuda.Event(enable_timing=True)
        e0.record(); Ct.addmm_(Bt, At, beta=beta, alpha=-1.0); e1.record(); e1.synchronize()
        ts.append(e0.elapsed_time(e1) * 1000)
    us = sum(ts) / len(ts)
    print(f"cuBLAS {m} {n} {k} ld {ld} beta {beta}: mean {us:.1f} us (best {min(ts):.1f}), {2*m*n*k/us/1e6:.1f} TF/s")
for spec in sys.argv[1:]:
    m, n, k, ld, beta = spec.split(',')
    run(int(m), int(n), int(k), int(ld), float(beta))
