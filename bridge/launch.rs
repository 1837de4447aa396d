//! Launch descriptors: what a kernel family needs to run one call, defined once for Rust and C++.
//!
//! Each family has one descriptor. The Rust front end fills it (after validation, planning and the
//! workspace borrow), the host backend runs it, and the GPU backend hands the very same bytes to the
//! family's HIP launcher, which includes the header cxx generates from this file
//! (`oxblas/bridge/launch.rs.h`). There is no mirror to keep in step on either side.
//!
//! Conventions for every descriptor:
//! * Addresses are device addresses as `u64` (host addresses on the host backend); 0 is null.
//! * Enumerations are cxx shared enums: `enum class : uint32_t` in C++, an open `u32` newtype in
//!   Rust. A descriptor is plain data, so both backends check every code and refuse an unknown
//!   one (`invalid_value` on the host, `kInvalidLaunch` on the GPU).
//! * A batch of operands is an [`Operand`]: batch `b` starts `b * stride` elements after `addr`,
//!   or, with `is_array`, at the device pointer stored at `((u64*)addr)[b]`.
//! * Scalars (alpha, beta) are [`Scalar`]s: the value itself when the handle's pointer mode is
//!   host, else the device address of one element of the routine's type.

// cxx re-emits the doc comments of shared items; the bridge has no functions.
#[allow(clippy::missing_safety_doc)]
/// The shared items themselves; use them through the re-exports of this module.
#[cxx::bridge(namespace = "oxblas::launch")]
pub mod ffi {
    /// Element types.
    #[derive(Debug)]
    #[repr(u32)]
    enum DTypeCode {
        /// `f32`.
        F32 = 0,
        /// `f64`.
        F64 = 1,
        /// Complex `f32` (re, im interleaved).
        C32 = 2,
        /// Complex `f64` (re, im interleaved).
        C64 = 3,
        /// IEEE binary16.
        F16 = 4,
        /// bfloat16.
        BF16 = 5,
    }

    /// The level-1 reductions.
    #[derive(Debug)]
    #[repr(u32)]
    enum ReduceOp {
        /// `sum(|re x_i| + |im x_i|)`.
        Asum = 0,
        /// The Euclidean norm, scaled so that it neither overflows nor underflows early.
        Nrm2 = 1,
        /// Unconjugated dot (`dotu` for complex types).
        Dot = 2,
        /// `sum(conj(x_i) * y_i)`.
        Dotc = 3,
        /// 1-based index of the first largest `|re x_i| + |im x_i|`.
        Iamax = 4,
        /// 1-based index of the first smallest `|re x_i| + |im x_i|`.
        Iamin = 5,
    }

    /// op(A): as is, transposed, conjugate-transposed.
    #[derive(Debug)]
    #[repr(u32)]
    enum Trans {
        /// `op(A) = A`.
        N = 0,
        /// `op(A) = A^T`.
        T = 1,
        /// `op(A) = A^H` (`A^T` for real types).
        C = 2,
    }

    /// Which triangle of a matrix is stored.
    #[derive(Debug)]
    #[repr(u32)]
    enum Uplo {
        /// The upper triangle (the diagonal and above).
        Upper = 0,
        /// The lower triangle (the diagonal and below).
        Lower = 1,
    }

    /// Whether the diagonal is read or taken as all ones.
    #[derive(Debug)]
    #[repr(u32)]
    enum Diag {
        /// The diagonal is read from the matrix.
        NonUnit = 0,
        /// The diagonal is all ones and is not read.
        Unit = 1,
    }

    /// symv or hemv.
    #[derive(Debug)]
    #[repr(u32)]
    enum SymvKind {
        /// `A = A^T` (symv).
        Symmetric = 0,
        /// `A = A^H` (hemv): the diagonal's imaginary parts are taken as zero.
        Hermitian = 1,
    }

    /// The triangular level-2 operations.
    #[derive(Debug)]
    #[repr(u32)]
    enum TriOp {
        /// `x = op(A) x`, `A` in full storage.
        Trmv = 0,
        /// `x = op(A) x`, `A` in band storage.
        Tbmv = 1,
        /// `x = op(A) x`, `A` in packed storage.
        Tpmv = 2,
        /// `x = op(A)^-1 x`, `A` in full storage.
        Trsv = 3,
    }

    /// A batch of vectors or matrices: where batch `b` starts.
    #[derive(Debug, Clone, Copy, PartialEq)]
    struct Operand {
        /// Base address (strided), or the device array of `batch` pointers (`is_array`).
        addr: u64,
        /// Elements between consecutive batches (strided only; 0 for plain calls).
        stride: i64,
        /// `addr` is a device array of `batch` device pointers, one per batch.
        is_array: bool,
    }

    /// A vector operand: its batch layout and its BLAS increment (negative walks backwards:
    /// element `i` is at `(n-1-i)*|inc|`).
    #[derive(Debug, Clone, Copy, PartialEq)]
    struct VectorDesc {
        /// Where each batch's vector starts.
        at: Operand,
        /// The BLAS increment: elements between consecutive vector elements (negative: see
        /// above).
        inc: i64,
    }

    /// A matrix operand, column-major, leading dimension `ld` (band: rows of the band storage;
    /// packed: unused).
    #[derive(Debug, Clone, Copy, PartialEq)]
    struct MatrixDesc {
        /// Where each batch's matrix starts.
        at: Operand,
        /// Elements between the starts of consecutive columns.
        ld: i64,
    }

    /// alpha or beta: `(re, im)` by value when `addr` is 0, else read from device memory at `addr`.
    #[derive(Debug, Clone, Copy, PartialEq)]
    struct Scalar {
        /// Device address of the value, or 0 when it is passed in `re`/`im`.
        addr: u64,
        /// Real part of a value passed by the host (converted to the routine's type).
        re: f64,
        /// Imaginary part of a value passed by the host (0 for real types).
        im: f64,
    }

    /// One level-1 reduction (`asum`, `nrm2`, `dot`, `dotc`, `iamax`, `iamin`) over a batch.
    /// Kernels allocate nothing: `partials` is a workspace slot of
    /// `blocks_per_batch * batch * partial_bytes(op)` bytes.
    #[derive(Debug, Clone, Copy, PartialEq)]
    struct ReduceDesc {
        /// Which reduction.
        op: ReduceOp,
        /// Element type of `x` and `y`.
        dtype: DTypeCode,
        /// Element type of the results of asum, nrm2, dot and dotc: the real type of `dtype`
        /// (asum, nrm2) or `dtype` itself (dot), except for the `_ex` combinations with a wider
        /// result (f32 inputs, f64 result). Unused by iamax/iamin (`index_bytes`).
        result_dtype: DTypeCode,
        /// Elements per vector (`>= 0`).
        n: i64,
        /// Number of problems (`>= 0`).
        batch: i64,
        /// The vector reduced.
        x: VectorDesc,
        /// Read only by `dot`/`dotc`.
        y: VectorDesc,
        /// Blocks that share one problem; with more than one, each block reduces a part into
        /// `partials` and the parts are combined (the host backend splits the same way).
        blocks_per_batch: u32,
        /// Threads per block (GPU).
        threads_per_block: u32,
        /// Workspace slot of the per-block partials (0 with one block per batch).
        partials: u64,
        /// The handle's completion counters, one zeroed `u32` per batch, left zero (0: none;
        /// with several blocks the GPU then runs a second kernel that combines the partials).
        counters: u64,
        /// `batch` contiguous results of `result_dtype`, or `index_bytes`-wide 1-based indices
        /// for iamax/iamin.
        result: u64,
        /// 4 or 8.
        index_bytes: u32,
        /// Blocks of a batch take turns over groups of loads instead of one chunk each (GPU).
        interleave: bool,
    }

    /// `y = alpha * op(A) * x + beta * y`, `A` m×n, `op` = `trans`, over a batch.
    #[derive(Debug, Clone, Copy, PartialEq)]
    struct GemvDesc {
        /// Element type of every operand and of alpha/beta.
        dtype: DTypeCode,
        /// `op(A)`.
        trans: Trans,
        /// Rows of `A` (`>= 0`).
        m: i64,
        /// Columns of `A` (`>= 0`).
        n: i64,
        /// Number of problems (`>= 0`).
        batch: i64,
        /// Scales the product.
        alpha: Scalar,
        /// Scales the old `y` (0: `y` is not read, so NaNs there do not propagate).
        beta: Scalar,
        /// The matrix.
        a: MatrixDesc,
        /// The vector multiplied: `n` elements (`m` when transposed).
        x: VectorDesc,
        /// The vector updated in place: `m` elements (`n` when transposed).
        y: VectorDesc,
        /// Transposed calls only: a workspace slot of `row_blocks * n * batch` elements for the
        /// per-row-block column sums, then combined into y (the skinny path). 0: the general
        /// kernel, no workspace.
        partials: u64,
        /// Row blocks of the skinny path (`ceil(m / 1024)`), 0 without `partials`.
        row_blocks: u32,
    }

    /// `y = alpha * A * x + beta * y` with `A` n×n symmetric (`SymvKind::Symmetric`) or Hermitian
    /// (`SymvKind::Hermitian`), only the `uplo` triangle read.
    #[derive(Debug, Clone, Copy, PartialEq)]
    struct SymvDesc {
        /// Element type of every operand and of alpha/beta.
        dtype: DTypeCode,
        /// symv or hemv.
        kind: SymvKind,
        /// The triangle of `A` that is read.
        uplo: Uplo,
        /// Order of `A` and length of `x` and `y` (`>= 0`).
        n: i64,
        /// Number of problems (`>= 0`).
        batch: i64,
        /// Scales the product.
        alpha: Scalar,
        /// Scales the old `y` (0: `y` is not read, so NaNs there do not propagate).
        beta: Scalar,
        /// The matrix.
        a: MatrixDesc,
        /// The vector multiplied.
        x: VectorDesc,
        /// The vector updated in place.
        y: VectorDesc,
        /// Workspace slot of `col_blocks * n * batch` elements for the partial sums of the
        /// reflected triangle (0: a kernel that needs none).
        partials: u64,
        /// `ceil(n / 64)` with `partials`, else 0.
        col_blocks: u32,
    }

    /// The triangular level-2 family: `x = op(A) * x` (`Trmv`, `Tbmv`, `Tpmv`) and
    /// `x = op(A)^-1 * x` (`Trsv`), `A` n×n triangular in full (`lda`), band (`k`
    /// super/sub-diagonals, `lda >= k + 1`) or packed storage.
    #[derive(Debug, Clone, Copy, PartialEq)]
    struct TriDesc {
        /// Element type of every operand and of alpha/beta.
        dtype: DTypeCode,
        /// Which operation, and so which storage `a` uses.
        op: TriOp,
        /// The triangle of `A` that is read.
        uplo: Uplo,
        /// `op(A)`.
        trans: Trans,
        /// Whether the diagonal of `A` is read.
        diag: Diag,
        /// Order of `A` and length of `x` (`>= 0`).
        n: i64,
        /// Band width (`Tbmv` only).
        k: i64,
        /// Number of problems (`>= 0`).
        batch: i64,
        /// The matrix.
        a: MatrixDesc,
        /// The vector overwritten with the result.
        x: VectorDesc,
        /// Workspace: for the products, `n * batch` elements holding a copy of x (batch `b` at
        /// `b * n`), so the result can overwrite x; for `Trsv`, `batch` zeroed `u32`
        /// completion counters (left zero) when the solve is split over several blocks.
        work: u64,
        /// Blocks per batch of a split solve (1: one block solves each batch).
        blocks_per_batch: u32,
        /// `Trsv` only (`trsv_ex`): the caller's inverses of the diagonal blocks of A, in
        /// rocBLAS's layout: 128×128 column-major blocks with leading dimension 128, block `j`
        /// (rows and columns `128 j ..`) at element `128 * 128 * j`; only the `uplo` triangle of
        /// each block is read, and not its diagonal when `diag` is unit. Address 0: none (the
        /// kernel inverts the blocks itself).
        inv: Operand,
    }

    /// `D = alpha * op_a(A) * op_b(B) + beta * C` over a batch, `op(A)` m×k, `op(B)` k×n, C and
    /// D m×n (`gemm`: D is C). The element types are separate so `gemm_ex` can mix them (f16/bf16
    /// inputs with f32 compute and output); today every backend requires
    /// `a_type == c_type == compute_type` in {F32, F64, C32, C64, F16} and refuses anything else.
    /// F16 (hgemm) accumulates in f32 and rounds once, as rocBLAS's hgemm does on its
    /// high-precision-accumulate paths.
    #[derive(Debug, Clone, Copy, PartialEq)]
    struct GemmDesc {
        /// Element type of A and B.
        a_type: DTypeCode,
        /// Element type of C and D.
        c_type: DTypeCode,
        /// Accumulation type: also the type of alpha and beta (device pointer mode) and of the
        /// split-K partials, except that F16 partials are f32.
        compute_type: DTypeCode,
        /// op(A).
        trans_a: Trans,
        /// op(B).
        trans_b: Trans,
        /// Rows of op(A), C and D.
        m: i64,
        /// Columns of op(B), C and D.
        n: i64,
        /// Columns of op(A), rows of op(B).
        k: i64,
        /// Number of problems.
        batch: i64,
        /// Scales op(A)·op(B); 0 (or k = 0): A and B are not read.
        alpha: Scalar,
        /// Scales C; 0: C is not read.
        beta: Scalar,
        /// A: m×k stored (`Trans::N`) or k×m.
        a: MatrixDesc,
        /// B: k×n stored (`Trans::N`) or n×k.
        b: MatrixDesc,
        /// Read only when beta is not zero.
        c: MatrixDesc,
        /// Written; the same operand as `c` for `gemm`.
        d: MatrixDesc,
        /// Split-K: a workspace slot of `splits * batch * m * n` partials (compute type; f32 for
        /// F16); split `s`
        /// of batch `b` sums k in `[s * k_chunk, min(k, (s + 1) * k_chunk))` into the column-major
        /// m×n block at element `(b * splits + s) * m * n`, then a combine pass writes D. 0: no
        /// split (one pass, no workspace).
        partials: u64,
        /// Splits with `partials` (`ceil(k / k_chunk)`, at least 2); 1 without.
        splits: u32,
        /// k per split with `partials`; 0 without.
        k_chunk: i64,
        /// Block slots the launch leaves free for another stream: its grid is at most what
        /// the device runs at once less this many (at least one block a multiprocessor), and
        /// its blocks loop over the remaining tiles. 0: one block a tile. A hint: backends
        /// without such a grid ignore it; results do not depend on it.
        leave_blocks: u32,
    }

    // ---- level-3 triangular family (trsm, trtri, trmm): its helper kernels
    /// Which side of B a triangular matrix multiplies (`trsm`, `trmm`).
    #[derive(Debug)]
    #[repr(u32)]
    enum Side {
        /// `op(A)·B`.
        Left = 0,
        /// `B·op(A)`.
        Right = 1,
    }

    /// The helper kernels the level-3 triangular routines compose with GEMM launches
    /// (rust/level3/tri_common.rs).
    #[derive(Debug)]
    #[repr(u32)]
    enum TriBlockOp {
        /// Invert the `block`×`block` diagonal blocks of the n×n `uplo` triangle of `a` (the
        /// last one `n - block·(blocks-1)`); block `j`'s inverse goes to `b` at element
        /// `j·out_step`, leading dimension `b.ld`. Only the triangle is written, and the other
        /// one is set to zero when `zero_other`.
        Invert = 0,
        /// As `Invert`, but copy the diagonal blocks' triangle (ones on a unit diagonal) instead
        /// of inverting it.
        Mask = 1,
        /// `b = alpha·a`, m×n; alpha = 0 writes zeros without reading `a`. `a` and `b` may be
        /// the same matrix (element by element).
        Copy = 2,
        /// `b = alpha·op(A)⁻¹·b` (`side` left, A m×m) or `b = alpha·b·op(A)⁻¹` (right, A n×n)
        /// by substitution, one thread per right-hand side: no workspace.
        Solve = 3,
        /// Pointer arrays with an offset: `((u64*)b.at.addr)[i] = ((u64*)a.at.addr)[i] +
        /// a_off·sizeof(T)` for `i < batch` (the sub-blocks of a pointer-array batch, for GEMM).
        Offsets = 4,
        /// As `Solve`, for few right-hand sides (at most 16; f32, f64, c32) and any order: the
        /// counter-chained block substitution of `kernels/level3_tri/trsm_chain.h`, one block of
        /// threads per 64 rows of the solution, the diagonal blocks inverted in the kernel (or
        /// read from `inv`). `work` holds one zeroed u32 counter per batch entry, left zero.
        Chain = 5,
    }

    /// One launch of [`TriBlockOp`]. A matrix operand's batch entry starts at its
    /// [`Operand`]'s address plus its `*_off` elements (so sub-blocks of pointer arrays are
    /// addressable).
    #[derive(Debug, Clone, Copy, PartialEq)]
    struct TriBlockDesc {
        /// Which kernel.
        op: TriBlockOp,
        /// Element type of every operand and of alpha.
        dtype: DTypeCode,
        /// `Solve`: the side of A.
        side: Side,
        /// The triangle of A read (`Invert`, `Mask`, `Solve`).
        uplo: Uplo,
        /// `Solve`: op(A).
        trans: Trans,
        /// Whether A's diagonal is read or taken as ones.
        diag: Diag,
        /// Rows of B (`Copy`, `Solve`); unused otherwise.
        m: i64,
        /// Columns of B (`Copy`, `Solve`); the order of A (`Invert`, `Mask`).
        n: i64,
        /// `Invert`, `Mask`: the order of the diagonal blocks (1 to 128).
        block: i64,
        /// `Invert`, `Mask`: elements between the output blocks in `b`.
        out_step: i64,
        /// Number of problems.
        batch: i64,
        /// `Copy`, `Solve`: the scale.
        alpha: Scalar,
        /// A (or the source of `Copy`, the pointer array read by `Offsets`).
        a: MatrixDesc,
        /// Elements added to each batch entry's start of `a`.
        a_off: i64,
        /// B (the output; the pointer array written by `Offsets`).
        b: MatrixDesc,
        /// Elements added to each batch entry's start of `b`.
        b_off: i64,
        /// `Invert`, `Mask`: zero the other triangle of each output block.
        zero_other: bool,
        /// `Chain`: one zeroed u32 completion counter per batch entry (left zero).
        work: u64,
        /// `Chain`: trsm_ex's invA (the inverses of A's 128×128 diagonal blocks, block `j` at
        /// element `128·128·j`, leading dimension 128), or a null address: the kernel inverts.
        inv: Operand,
    }

    // ---- solver (rocSOLVER getrf/getrs/potrf/potrs family; rust/solver/)

    /// The solver's kernels: the pieces the blocked factorizations and solves of
    /// `rust/solver/` compose with gemm.
    #[derive(Debug)]
    #[repr(u32)]
    enum SolverOp {
        /// LU of an m×n panel (unblocked, right-looking), with partial pivoting unless
        /// `pivot` is false: pivots `ipiv[row0 + j] = row0 + p + 1` (1-based, global), the
        /// first zero pivot `row0 + j + 1` into `info` when info is still 0.
        Getf2 = 0,
        /// Row interchanges on n columns: for `t` in `0..k2`, row `k1 + t·sign(incp)` with
        /// row `ipiv[ip0 + t·incp] - 1` (rows counted from the operand's first row). With
        /// `m > 0` the m columns from column `row0` are skipped: the n columns are `0..row0`
        /// and `row0 + m .. n + m` (getrf's leaf, which its own kernel swapped).
        Laswp = 1,
        /// Cholesky of the n×n `uplo` triangle at `a`, after subtracting `b`'s triangle
        /// (`b` non-null) or the products of the `m` columns before it (`b` null); skipped
        /// when info is already set; the first non-positive minor `row0 + j + 1` into info.
        Potf2 = 2,
        /// `B = op(T)^-1 B` (left) or `B = B op(T)^-1` (`right`) in place, B m×n at `b`, T
        /// the triangle at `a` (order m or n, at most 256: up to 64 one warp a vector, above
        /// that diagonal blocks inverted in shared memory and a block of vectors a thread block).
        /// With `ipiv` (left side, order above 64; getrf's look-ahead): B's rows first
        /// interchanged, row `t` with row `ipiv[ip0 + t] - 1 - row0` (each at or below `t`).
        TriSolve = 3,
        /// Pointer arrays of sub-matrices: `((u64*)b.at.addr)[i] = a's pointer i + a_off`
        /// elements, for the gemm sub-calls on pointer-array batches.
        PtrOffset = 4,
        /// Getf2 of one matrix (batch 1) whose panel (at most 64 columns) is spread over `k1`
        /// blocks (at most one per multiprocessor): on NVIDIA, up to 16 blocks are one
        /// thread-block cluster (`plan::panel_cluster_bytes`); otherwise, and where the cluster
        /// cannot run, a grid with one grid-wide barrier per column; `b.at.addr`: that grid's
        /// exchange workspace (`plan::panel_exchange_bytes`). The host backend runs it as Getf2.
        Getf2Panel = 5,
        /// potrf's leaf: Cholesky of the n×n `uplo` triangle at `a` (n at most 128, nothing
        /// subtracted) and the inverse of the factor into the n×n block at `b` (lower: `L^-1`,
        /// upper: `U^-1`, zeros in the other triangle; b null: none): level-3 trsm's invA block. Skipped
        /// when info is already set; the first non-positive minor `row0 + j + 1` into info
        /// (the factor's columns and the inverse's rows before it are final).
        PotrfLeaf = 6,
        /// getrf (or getrf_npvt: `pivot` false) of one whole m×n matrix (batch 1) whose
        /// columns the `k1` blocks of a persistent grid keep in shared memory, `k2` columns a
        /// block at a time (`plan::lu_resident`); `b.at.addr`: the flags the blocks publish
        /// panels by (`plan::resident_exchange_bytes`, zeroed by the launcher). The host
        /// backend runs it as Getf2.
        GetrfResident = 7,
        /// getrs (op(A) = A) of one matrix (batch 1) with one right-hand side (`m` = 1) of
        /// order `n` at most 1024, in one launch: `a` the factors and `ipiv` the pivots of
        /// getrf, `b` the vector, overwritten with x. On NVIDIA one thread-block cluster of
        /// `ceil(n / 64)` blocks (`getrs_fused.cpp`), or one block where the cluster cannot run
        /// or `k1` is 1. The host backend runs it as laswp and the two substitutions.
        GetrsFused = 8,
    }

    /// One solver kernel over a batch (see [`SolverOp`] for what each reads and writes).
    /// Sub-matrices are addressed by element offsets (`a_off`, `b_off`) from each batch
    /// entry's matrix, so pointer-array batches need no pointer arithmetic on the host.
    #[derive(Debug, Clone, Copy, PartialEq)]
    struct SolverDesc {
        /// Which kernel.
        op: SolverOp,
        /// Element type of `a` and `b` (F32, F64, C32, C64).
        dtype: DTypeCode,
        /// The triangle read (Potf2, TriSolve).
        uplo: Uplo,
        /// op(T) of TriSolve.
        trans: Trans,
        /// Unit diagonal (TriSolve).
        diag: Diag,
        /// TriSolve: `B op(T)^-1` instead of `op(T)^-1 B`.
        right: bool,
        /// Getf2: partial pivoting (false: `getrf_npvt`, the diagonal is the pivot).
        pivot: bool,
        /// Rows (Getf2, TriSolve); Potf2: columns before the block
        /// whose products it subtracts itself; Laswp: columns skipped.
        m: i64,
        /// Columns (Getf2, Laswp, TriSolve); Potf2's order.
        n: i64,
        /// Number of problems.
        batch: i64,
        /// The first matrix operand (pointer arrays allowed).
        a: MatrixDesc,
        /// Element offset of the block within each of `a`'s matrices.
        a_off: i64,
        /// The second matrix operand.
        b: MatrixDesc,
        /// Element offset of the block within each of `b`'s matrices.
        b_off: i64,
        /// 32-bit pivot indices, batch `i` at `addr + 4·i·stride` bytes (never an array).
        ipiv: Operand,
        /// `batch` 32-bit info values (0: none).
        info: u64,
        /// Global index of the block's first row and column (pivot and info values);
        /// Laswp: the first column skipped.
        row0: i64,
        /// Laswp: first row (0-based); Getf2Panel, GetrfResident: blocks.
        k1: i64,
        /// Laswp: number of interchanges; GetrfResident: columns a block at a time.
        k2: i64,
        /// Laswp: step between the pivots used (its sign orders the rows).
        incp: i64,
        /// Laswp: index of the first pivot used.
        ip0: i64,
    }

    // ---- the symmetric/Hermitian level 3 (syrk, herk, syr2k, her2k, syrkx, herkx, symm, hemm)

    /// The device steps of the symmetric/Hermitian level 3 ([`SymDesc`]); the off-diagonal
    /// blocks are gemm launches ([`GemmDesc`]) the front end enqueues between them.
    #[derive(Debug)]
    #[repr(u32)]
    enum SymOp {
        /// The rank-k family on the diagonal blocks of C: the `uplo` triangle of each
        /// `nb`×`nb` diagonal block (block `j` covers rows and columns `[j nb, min(n, (j+1) nb))`;
        /// `nb >= n`: the whole triangle) becomes
        /// `alpha·op(A)·op(B)^T + alpha2·op(B)·op(A)^T + beta·C` (`^H` when Hermitian; the second
        /// term only with `two`; `alpha2` = alpha, or conj(alpha) when Hermitian). With `work`,
        /// the products are not computed: the blocks hold them already (scaled by alpha), and
        /// C becomes `work + beta·C` on those triangles.
        RankK = 0,
        /// Write rows `[row0, row0 + rows)` × columns `[col0, col0 + cols)` of the n×n symmetric
        /// (Hermitian: mirrored elements conjugated, the diagonal's imaginary parts zero) matrix
        /// whose `uplo` triangle `a` stores, into the `rows`×`cols` matrix `c` (symm/hemm's
        /// expanded A, whole or a panel); `row0` and `col0` are multiples of 32.
        Expand = 1,
        /// symm/hemm without workspace: `C = alpha·A·B + beta·C` (`side_right`:
        /// `alpha·B·A + beta·C`) with C and B `n`×`k` (the routine's m×n) and A symmetric
        /// (Hermitian) of order `n` (left) or `k` (right), read from its `uplo` triangle.
        Symm = 2,
        /// Scalars for gemm launches in device pointer mode: `work` gets three elements of
        /// `dtype`: alpha, conj(alpha), beta (a real alpha/beta read as `real_alpha`/`real_beta`
        /// say, imaginary part zero).
        Scalars = 3,
    }

    /// One step of the symmetric/Hermitian level 3 over a batch (see [`SymOp`]).
    #[derive(Debug, Clone, Copy, PartialEq)]
    struct SymDesc {
        /// Element type of every operand.
        dtype: DTypeCode,
        /// Which step.
        op: SymOp,
        /// The triangle of C written (`RankK`) or of A read (`Expand`, `Symm`).
        uplo: Uplo,
        /// `RankK`: op(A), op(B) (`N`: n×k stored; `T`/`C`: k×n stored).
        trans: Trans,
        /// Hermitian (`^H`, conj(alpha) on the second term, real diagonal) rather than symmetric.
        hermitian: bool,
        /// `RankK`: the second term (syr2k, her2k).
        two: bool,
        /// `Symm`: A multiplies from the right.
        side_right: bool,
        /// A device alpha is a real element (herk).
        real_alpha: bool,
        /// A device beta is a real element (herk, her2k, herkx).
        real_beta: bool,
        /// Order of C (`RankK`), of A (`Expand`), rows of C (`Symm`).
        n: i64,
        /// Inner dimension (`RankK`), columns of C (`Symm`).
        k: i64,
        /// `RankK`: the diagonal block size (`>= 1`).
        nb: i64,
        /// Number of problems.
        batch: i64,
        /// Scales the products.
        alpha: Scalar,
        /// Scales C; 0: C is not read.
        beta: Scalar,
        /// A.
        a: MatrixDesc,
        /// B (`RankK` with `two` or syrkx/herkx; `Symm`).
        b: MatrixDesc,
        /// C, or `Expand`'s output.
        c: MatrixDesc,
        /// `RankK`: 0, or the workspace of the diagonal blocks' products: block `j` of batch `b`
        /// is `nb`×`nb` column-major (leading dimension `nb`) at element
        /// `(b * ceil(n / nb) + j) * nb * nb`. `Scalars`: the three output elements.
        work: u64,
        /// `Expand`: the first row of the region written.
        row0: i64,
        /// `Expand`: the first column of the region written.
        col0: i64,
        /// `Expand`: rows of the region.
        rows: i64,
        /// `Expand`: columns of the region.
        cols: i64,
    }
}

pub use ffi::{
    DTypeCode, Diag, GemmDesc, GemvDesc, MatrixDesc, Operand, ReduceDesc, ReduceOp, Scalar,
    SymvDesc, SymvKind, Trans, TriDesc, TriOp, Uplo, VectorDesc,
};
// Level-3 triangular family.
pub use ffi::{Side, TriBlockDesc, TriBlockOp};
// The symmetric/Hermitian level 3.
pub use ffi::{SymDesc, SymOp};
// solver
pub use ffi::{SolverDesc, SolverOp};

impl ReduceOp {
    /// dot and dotc read a second vector.
    pub fn has_y(self) -> bool {
        matches!(self, ReduceOp::Dot | ReduceOp::Dotc)
    }
    /// iamax and iamin return indices.
    pub fn is_index(self) -> bool {
        matches!(self, ReduceOp::Iamax | ReduceOp::Iamin)
    }
    /// The BLAS name without the precision letter (`"?"` for an unknown code).
    pub fn name(self) -> &'static str {
        match self {
            ReduceOp::Asum => "asum",
            ReduceOp::Nrm2 => "nrm2",
            ReduceOp::Dot => "dot",
            ReduceOp::Dotc => "dotc",
            ReduceOp::Iamax => "iamax",
            ReduceOp::Iamin => "iamin",
            _ => "?",
        }
    }
}

impl Operand {
    /// One vector or matrix at `addr` (a plain call).
    pub const fn one(addr: u64) -> Operand {
        Operand {
            addr,
            stride: 0,
            is_array: false,
        }
    }
    /// Whether the base address (or pointer array) is null.
    pub fn is_null(&self) -> bool {
        self.addr == 0
    }
}

impl SolverDesc {
    /// A descriptor of `op` over `batch` problems with every operand absent (null, ld 1),
    /// every size 0, the lower triangle, no transpose, non-unit, left side, pivoting, and
    /// pivots one apart from index 0: the fields each op reads are then set by its caller.
    pub fn blank(op: SolverOp, dtype: DTypeCode, batch: i64) -> SolverDesc {
        let none = MatrixDesc {
            at: Operand::one(0),
            ld: 1,
        };
        SolverDesc {
            op,
            dtype,
            uplo: Uplo::Lower,
            trans: Trans::N,
            diag: Diag::NonUnit,
            right: false,
            pivot: true,
            m: 0,
            n: 0,
            batch,
            a: none,
            a_off: 0,
            b: none,
            b_off: 0,
            ipiv: Operand::one(0),
            info: 0,
            row0: 0,
            k1: 0,
            k2: 0,
            incp: 1,
            ip0: 0,
        }
    }
}

impl VectorDesc {
    /// The descriptor of an operand that is not read (all zero).
    pub const NONE: VectorDesc = VectorDesc {
        at: Operand::one(0),
        inc: 0,
    };
}

impl Trans {
    /// One of the three operations: a shared enum crosses the C ABI as a plain integer, so
    /// any value can arrive, and every routine checks before it uses one.
    pub fn is_known(self) -> bool {
        matches!(self, Trans::N | Trans::T | Trans::C)
    }
}

impl Scalar {
    /// A value passed by the host.
    pub fn value(re: f64, im: f64) -> Scalar {
        Scalar { addr: 0, re, im }
    }
    /// A host value known to be the real `v`. Device scalars are never read on the host, so
    /// the quick returns and shortcuts that depend on alpha or beta (alpha = 0, beta = 1,
    /// beta = 0) are taken for host values only.
    pub fn is_host_value(&self, v: f64) -> bool {
        self.addr == 0 && self.re == v && self.im == 0.0
    }
    /// A value in device memory.
    pub fn device(addr: u64) -> Scalar {
        Scalar {
            addr,
            re: 0.0,
            im: 0.0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_match_on_associated_constants() {
        let t = Trans { repr: 2 };
        let name = match t {
            Trans::N => "n",
            Trans::T => "t",
            Trans::C => "c",
            _ => "?",
        };
        assert_eq!(name, "c");
        assert_eq!(Trans { repr: 7 }, Trans { repr: 7 });
        assert_ne!(Trans { repr: 7 }, Trans::N);
    }
}
