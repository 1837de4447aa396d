//! Workspace plans of the level-3 triangular routines (trsm, trsm_ex, trmm, trtri). The size
//! query and the borrow both take their plans from here, so they cannot drift.
//!
//! trsm follows rocBLAS's formulas and ladder (`docs/memory-model.md`; the anchor's trsm
//! section): k = m (left) or n (right), block 128:
//! 1. left with one right-hand side: `4·bc` bytes (trsv's completion counters);
//! 2. `k <= 32`, or m and n both at most 64, or no batch: nothing (substitution kernel);
//! 3. left with few right-hand sides (`n <= 32`, `bc >= 16`, `m < 512`; or `32 < n <= 128`,
//!    `m <= 340`): nothing (substitution kernel);
//! 4. otherwise `[max(X, C), Xarr, invA, Aarr]` with invA = `128·k·bc` elements (0 when
//!    trsm_ex's caller gives one of at least `128·k`), C = `floor(k/128)·64·64` elements (at
//!    least `16·128·2` when `k % 128 != 0`; only with invA), X = `128·(m+n-k)·bc` elements for
//!    the "special" shapes (both m and n above 64, `k % 128 == 0`, not a skinny left solve
//!    whose m·n·bc block would fit in 128 MiB) else `m·n·bc`, Xarr = Aarr = `8·bc` bytes for
//!    pointer-array batches. A special shape may fall back to X = `128·bc` elements
//!    (`perf_degraded`: the solve then goes one column, or row, at a time); anything less is
//!    `memory_error`.
//!
//! Few right-hand sides (at most [`CHAIN_MAX_RHS`], order at least [`CHAIN_MIN_ORDER`], f32, f64
//! and c32, not a solver's nested solve) take oxblas's counter-chained kernel
//! ([`TrsmPath::Chain`]) where rule 4 would run the blocked solve. It borrows rule 4's plan
//! unchanged, so that the size query still answers rocBLAS's figure, and uses only the first
//! `4·bc` bytes of X (one completion counter per batch entry); the diagonal blocks are inverted
//! inside the kernel (or read from trsm_ex's invA), so invA's slot stays unused.
//!
//! oxblas's solve needs one block row (left: `min(m,128)·n`) or block column (right:
//! `m·min(n,128)`) of X, which both of rocBLAS's X sizes hold; a smaller X solves in chunks of
//! columns (left) or rows (right). C is not used (the diagonal blocks are inverted in place in
//! invA); it is reserved so that the sizes match rocBLAS's.
//!
//! trmm ("block of matrix", oxblas's own formula; rocBLAS reports 0): the masked diagonal
//! blocks `128·k·bc` elements, then for an in-place call one block row (left: `min(m,128)·n`)
//! or column (right: `m·min(n,128)`) per batch entry, and the pointer arrays; the fallback keeps
//! a block of one column (row) per batch entry (`perf_degraded`).
//!
//! trtri (oxblas's own formula): nothing for `n <= 128` (one diagonal block, inverted by one
//! kernel) or for strided batches; with pointer arrays, three arrays of `bc` pointers for its
//! GEMMs' operands at offsets. No fallback.

use crate::memory::{Candidates, WorkspacePlan};

/// Order of the diagonal blocks of invA (rocBLAS's `ROCBLAS_TRSM_BLOCK`).
pub const BLOCK: i64 = 128;
/// rocBLAS's trtri sub-block (`ROCBLAS_TRTRI_NB`), in its scratch formula.
pub const TRTRI_NB: i64 = 16;
/// Right-hand sides the chained kernel takes at most (`kChainRhs` in
/// `hip/src/kernels/level3_tri/trsm_chain.h`).
pub const CHAIN_MAX_RHS: i64 = 16;
/// Smallest order the chained kernel takes: two of its 64-row blocks.
pub const CHAIN_MIN_ORDER: i64 = 65;
/// Largest order the chained kernel takes: 65 535 blocks of 64 rows (its 16-bit tickets).
pub const CHAIN_MAX_ORDER: i64 = 64 * 65_535;
/// rocBLAS's `ROCBLAS_INTERNAL_TRSM_REG_KERNEL_MEM_LIMIT` default: the skinny left solve
/// prefers the regular kernel when its X fits.
pub const REG_KERNEL_MEM_LIMIT: usize = 128 << 20;

fn us(v: i64) -> usize {
    v.max(0) as usize
}

/// How a trsm call is run, decided from its shape alone (rocBLAS's order).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TrsmPath {
    /// Left with one right-hand side: trsv (the counters slot).
    Trsv,
    /// The substitution kernel, no workspace.
    Substitution,
    /// The blocked solve on invA and GEMM.
    Blocked,
    /// Few right-hand sides: the counter-chained kernel, one launch (rule 4's plan, of which
    /// it uses the counters at the start of X).
    Chain,
}

/// The shape of one trsm call, for its plan.
#[derive(Debug, Clone, Copy)]
pub struct TrsmShape {
    /// Side left.
    pub left: bool,
    /// op(A) is `N`.
    pub trans_n: bool,
    /// Rows of B.
    pub m: i64,
    /// Columns of B.
    pub n: i64,
    /// Batch count.
    pub batch: i64,
    /// Bytes of one element.
    pub elem: usize,
    /// The batch is given as pointer arrays.
    pub arrays: bool,
    /// trsm_ex's caller invA holds at least `128·k` elements per batch entry.
    pub inv_given: bool,
    /// A solver's solve on the inverses its own kernels made (potrf's leaves,
    /// `TrsmInv::nested`): the blocked path whatever the shape (a small or skinny solve would
    /// otherwise substitute, ignoring them).
    pub nested: bool,
    /// Order of the inverted diagonal blocks the blocked path solves with: [`BLOCK`], or a
    /// solver's own for its nested solves (potrf's composed inverses of order 256).
    pub block: i64,
}

impl TrsmShape {
    /// k: the order of A.
    pub fn k(&self) -> i64 {
        if self.left {
            self.m
        } else {
            self.n
        }
    }

    /// Which algorithm runs.
    pub fn path(&self) -> TrsmPath {
        let (m, n, k, bc) = (self.m, self.n, self.k(), self.batch);
        if self.nested && self.inv_given {
            return TrsmPath::Blocked;
        }
        if n == 1 && self.left {
            return TrsmPath::Trsv;
        }
        if k <= 32 || (m <= 64 && n <= 64) || bc == 0 {
            return TrsmPath::Substitution;
        }
        if self.left && ((n <= 32 && bc >= 16 && m < 512) || (n > 32 && n <= 128 && m <= 340)) {
            return TrsmPath::Substitution;
        }
        // Batches of small orders, either side: the GPU's small-order substitution kernel (a
        // warp per group of right-hand sides, A in shared memory) outruns the blocked solve's
        // launches (oxblas's rule; rocBLAS's thresholds above are for its own kernels).
        if k <= 128 && bc >= 16 {
            return TrsmPath::Substitution;
        }
        if self.chain_fits() {
            return TrsmPath::Chain;
        }
        TrsmPath::Blocked
    }

    /// The chained kernel takes the shape: few right-hand sides (B's columns on the left, its
    /// rows on the right), an order of two to 65 535 64-row blocks, elements of at most 8 bytes
    /// (c64 would need 114 KiB of shared memory a block, more than AMD's 64), not a solver's
    /// nested solve on its own inverses.
    fn chain_fits(&self) -> bool {
        let (rhs, k) = if self.left {
            (self.n, self.m)
        } else {
            (self.m, self.n)
        };
        self.elem <= 8
            && !self.nested
            && (1..=CHAIN_MAX_RHS).contains(&rhs)
            && (CHAIN_MIN_ORDER..=CHAIN_MAX_ORDER).contains(&k)
    }

    /// rocBLAS's "special" shapes (its X is then one block row or column).
    pub fn special(&self) -> bool {
        let (m, n, k) = (self.m, self.n, self.k());
        if !(m > 64 && n > 64 && k % BLOCK == 0) {
            return false;
        }
        let skinny = self.left && self.trans_n && m > 4 * n && m > 8192;
        let regular = us(m)
            .saturating_mul(us(n))
            .saturating_mul(self.elem)
            .saturating_mul(us(self.batch));
        !skinny || regular > REG_KERNEL_MEM_LIMIT
    }

    /// Elements of invA per batch entry.
    pub fn inv_elems(&self) -> usize {
        us(BLOCK * self.k())
    }

    /// Elements of X per batch entry, optimal and fallback.
    fn x_elems(&self) -> (usize, usize) {
        let (m, n, k) = (us(self.m), us(self.n), us(self.k()));
        if self.special() {
            let bs = us(self.block);
            (bs * (m + n - k), bs)
        } else {
            let x = m.saturating_mul(n);
            (x, x)
        }
    }

    /// The candidate plans (`[max(X, C), Xarr, invA, Aarr]`, then the fallback).
    pub fn plans(&self) -> Candidates {
        let bc = us(self.batch);
        match self.path() {
            TrsmPath::Trsv => {
                return Candidates::one(WorkspacePlan::new().with_bytes("trsv counters", 4 * bc))
            }
            TrsmPath::Substitution => return Candidates::none(),
            TrsmPath::Blocked | TrsmPath::Chain => {}
        }
        let k = self.k();
        let inv = if self.inv_given {
            0
        } else {
            self.inv_elems().saturating_mul(bc)
        };
        let c = if inv == 0 {
            0
        } else {
            let c = us(k / BLOCK) * 64 * 64;
            if k % BLOCK != 0 {
                c.max(us(TRTRI_NB * BLOCK * 2))
            } else {
                c
            }
        };
        let arr = if self.arrays { 8 * bc } else { 0 };
        let (x, backup) = self.x_elems();
        // The optimal list's X holds the trtri scratch C too; rocBLAS's backup does not.
        let plan = |x: usize, c: usize| {
            WorkspacePlan::new()
                .with_bytes("X", x.saturating_mul(bc).max(c).saturating_mul(self.elem))
                .with_bytes("Xarr", arr)
                .with_bytes("invA", inv.saturating_mul(self.elem))
                .with_bytes("Aarr", arr)
        };
        if backup < x {
            Candidates::two(plan(x, c), plan(backup, 0))
        } else {
            Candidates::one(plan(x, c))
        }
    }
}

/// Elements of one block row (left) or column (right) of an m×n B.
pub fn block_line(left: bool, m: i64, n: i64) -> usize {
    if left {
        us(m.min(BLOCK)) * us(n)
    } else {
        us(m) * us(n.min(BLOCK))
    }
}

/// trmm's plans: `[masked blocks, W, Xarr, Aarr, Carr]`, W only in place; the fallback keeps
/// one column (row) of W per batch entry.
pub fn trmm(
    left: bool,
    m: i64,
    n: i64,
    batch: i64,
    elem: usize,
    in_place: bool,
    arrays: bool,
) -> Candidates {
    let bc = us(batch);
    let k = if left { m } else { n };
    let masked = us(BLOCK * k).saturating_mul(bc).saturating_mul(elem);
    let arr = if arrays { 8 * bc } else { 0 };
    let plan = |w: usize| {
        WorkspacePlan::new()
            .with_bytes("masked diagonal blocks", masked)
            .with_bytes("W", w.saturating_mul(bc).saturating_mul(elem))
            .with_bytes("Xarr", arr)
            .with_bytes("Aarr", arr)
            .with_bytes("Carr", arr)
    };
    if !in_place {
        return Candidates::one(plan(0));
    }
    let full = block_line(left, m, n);
    let one = us(k.min(BLOCK));
    if one < full {
        Candidates::two(plan(full), plan(one))
    } else {
        Candidates::one(plan(full))
    }
}

/// trtri's plan (see the module documentation).
pub fn trtri(n: i64, batch: i64, arrays: bool) -> Candidates {
    if n <= BLOCK || !arrays {
        return Candidates::none();
    }
    let arr = 8 * us(batch);
    Candidates::one(
        WorkspacePlan::new()
            .with_bytes("Xarr", arr)
            .with_bytes("Aarr", arr)
            .with_bytes("Carr", arr),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(left: bool, m: i64, n: i64, batch: i64) -> TrsmShape {
        TrsmShape {
            left,
            trans_n: true,
            m,
            n,
            batch,
            elem: 8,
            arrays: false,
            inv_given: false,
            nested: false,
            block: BLOCK,
        }
    }

    #[test]
    fn rocblas_examples() {
        // The anchor's examples: dtrsm left 1000x1000 -> [8 000 000, 0, 1 024 000, 0].
        let c = shape(true, 1000, 1000, 1).plans();
        assert_eq!(c.len(), 1);
        let p = &c[0];
        assert_eq!(p.slot(0).unwrap().bytes(), 8_000_000);
        assert_eq!(p.slot(1).unwrap().bytes(), 0);
        assert_eq!(p.slot(2).unwrap().bytes(), 1_024_000);
        // Left 1024x1024, special: [1 048 576, 0, 1 048 576, 0], backup X = 1024 bytes.
        let c = shape(true, 1024, 1024, 1).plans();
        assert_eq!(c.len(), 2);
        assert_eq!(c[0].slot(0).unwrap().bytes(), 1_048_576);
        assert_eq!(c[0].slot(2).unwrap().bytes(), 1_048_576);
        assert_eq!(c[1].slot(0).unwrap().bytes(), 1024);
        // getrs's trsm: 1025x1 left -> the trsv counters.
        let c = shape(true, 1025, 1, 1).plans();
        assert_eq!(c[0].footprint(), 64);
        assert_eq!(c[0].slot(0).unwrap().bytes(), 4);
        // Small shapes need nothing.
        assert_eq!(shape(true, 64, 64, 3).plans()[0].footprint(), 0);
        assert_eq!(shape(false, 5000, 32, 1).plans()[0].footprint(), 0);
        assert_eq!(shape(true, 300, 100, 1).path(), TrsmPath::Substitution);
        assert_eq!(shape(true, 500, 16, 16).path(), TrsmPath::Substitution);
        // Fewer right-hand sides than 17, unbatched: the chained kernel, on rule 4's plan.
        assert_eq!(shape(true, 500, 16, 15).path(), TrsmPath::Chain);
        let c = shape(true, 8192, 16, 1).plans();
        assert_eq!(shape(true, 8192, 16, 1).path(), TrsmPath::Chain);
        assert_eq!(c.len(), 1);
        // max(X, C): C = 64 blocks of 64·64 elements outweighs X = 8192·16.
        assert_eq!(c[0].slot(0).unwrap().bytes(), 8 * 64 * 4096);
        assert_eq!(c[0].slot(2).unwrap().bytes(), 8 * 128 * 8192);
        assert_eq!(shape(false, 16, 3000, 2).path(), TrsmPath::Chain);
        assert_eq!(shape(false, 1, 65, 1).path(), TrsmPath::Chain);
        assert_eq!(shape(true, 500, 17, 15).path(), TrsmPath::Blocked);
        assert_eq!(shape(false, 17, 3000, 2).path(), TrsmPath::Blocked);
        let mut z = shape(true, 8192, 16, 1);
        z.elem = 16;
        assert_eq!(z.path(), TrsmPath::Blocked, "c64 stays blocked");
        let mut nested = shape(true, 8192, 16, 1);
        nested.nested = true;
        assert_eq!(
            nested.path(),
            TrsmPath::Blocked,
            "a solver's nested solve stays blocked"
        );
        // Batched small orders, either side.
        assert_eq!(shape(false, 3000, 128, 16).path(), TrsmPath::Substitution);
        assert_eq!(shape(false, 3000, 128, 15).path(), TrsmPath::Blocked);
        assert_eq!(shape(false, 3000, 129, 16).path(), TrsmPath::Blocked);
        // A caller's invA removes invA and C.
        let mut s = shape(true, 1000, 1000, 1);
        s.inv_given = true;
        assert_eq!(s.plans()[0].slot(2).unwrap().bytes(), 0);
        // C dominates a small X: right, m = 33, n = 300 -> X = 9900 el, C = 2*4096 el.
        let c = shape(false, 33, 300, 1).plans();
        assert_eq!(c[0].slot(0).unwrap().bytes(), 8 * 9900);
        let c = shape(false, 20, 1280, 1).plans();
        assert_eq!(shape(false, 20, 1280, 1).path(), TrsmPath::Blocked);
        assert_eq!(c[0].slot(0).unwrap().bytes(), 8 * 10 * 4096);
    }

    #[test]
    fn trmm_and_trtri_plans() {
        let c = trmm(true, 300, 40, 2, 8, true, false);
        assert_eq!(c.len(), 2);
        assert_eq!(c[0].slot(0).unwrap().bytes(), 128 * 300 * 2 * 8);
        assert_eq!(c[0].slot(1).unwrap().bytes(), 128 * 40 * 2 * 8);
        assert_eq!(c[1].slot(1).unwrap().bytes(), 128 * 2 * 8);
        assert_eq!(trmm(true, 300, 40, 2, 8, false, false).len(), 1);
        assert_eq!(trtri(128, 5, true)[0].footprint(), 0);
        assert_eq!(trtri(200, 3, false)[0].footprint(), 0);
        assert_eq!(trtri(200, 3, true)[0].slot(2).unwrap().bytes(), 8 * 3);
    }
}
