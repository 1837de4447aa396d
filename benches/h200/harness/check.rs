//! Result checking: values and indices, compared with cuBLAS's result (or an f64 host
//! reference without cuBLAS) within the type's tolerance; mismatches are explained and counted.

use std::fmt::Write as _;

use oxblas::DType;

use super::data::HostVec;

#[derive(Default, Clone, Copy)]
pub struct KSum {
    s: f64,
    c: f64,
}
impl KSum {
    pub fn add(&mut self, x: f64) {
        let t = self.s + x;
        if self.s.abs() >= x.abs() {
            self.c += (self.s - t) + x;
        } else {
            self.c += (x - t) + self.s;
        }
        self.s = t;
    }
    pub fn get(&self) -> f64 {
        self.s + self.c
    }
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Val {
    Real(f64),
    Cplx(f64, f64),
    Index(i64),
}

impl std::fmt::Display for Val {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Val::Real(v) => write!(f, "{v:.17e}"),
            Val::Cplx(a, b) => write!(f, "({a:.17e}, {b:.17e})"),
            Val::Index(i) => write!(f, "{i}"),
        }
    }
}

/// |got - want| / scale (values), 0 or infinity (indices).
pub fn error_of(got: Val, want: Val, scale: f64) -> f64 {
    match (got, want) {
        (Val::Real(a), Val::Real(b)) => (a - b).abs() / scale,
        (Val::Cplx(a, b), Val::Cplx(c, d)) => (a - c).hypot(b - d) / scale,
        (Val::Index(a), Val::Index(b)) if a == b => 0.0,
        _ => f64::INFINITY,
    }
}

pub fn tolerance(dt: DType) -> f64 {
    if dt.real_size() == 8 {
        1e-12
    } else {
        1e-5
    }
}

/// Results compared, and what disagreed.
#[derive(Default)]
pub struct Checks {
    pub compared: usize,
    pub mismatches: usize,
    /// Mismatches where oxblas is also off the f64 host reference (oxblas is wrong).
    pub ox_wrong: usize,
    /// Index mismatches between elements of equal measure (tie-breaking differs).
    pub ties: usize,
    pub against_host_only: usize,
    pub lines: Vec<String>,
}

impl Checks {
    pub fn note(&mut self, line: String) {
        println!("  CHECK {line}");
        if self.lines.len() < 200 {
            self.lines.push(line);
        }
    }
}

/// One comparison of an oxblas result. `reference` is cuBLAS's (or None: the host reference is
/// used). `scale` normalizes value errors (|ref| for asum/nrm2, ||x||·||y|| for dot).
pub fn check_result(
    checks: &mut Checks,
    what: &str,
    dt: DType,
    got: Val,
    reference: Option<Val>,
    host: &dyn Fn() -> Val,
    scale: f64,
    x: &HostVec,
    off: usize,
    quiet_after: &mut usize,
) -> bool {
    let tol = tolerance(dt);
    let cplx = dt.is_complex();
    checks.compared += 1;
    let (want, vs) = match reference {
        Some(r) => (r, "cuBLAS"),
        None => {
            checks.against_host_only += 1;
            (host(), "host f64 reference")
        }
    };
    let scale = if scale > 0.0 && scale.is_finite() {
        scale
    } else {
        1.0
    };
    let err = error_of(got, want, scale);
    if err <= tol {
        return true;
    }
    checks.mismatches += 1;
    let mut line = format!("{what}: oxblas {got} vs {vs} {want}");
    if let (Val::Index(a), Val::Index(b)) = (got, want) {
        let n_ok = |i: i64| i >= 1;
        if n_ok(a) && n_ok(b) {
            let (ma, mb) = (
                x.measure(cplx, off + a as usize - 1),
                x.measure(cplx, off + b as usize - 1),
            );
            if ma == mb {
                checks.ties += 1;
                let _ = write!(
                    line,
                    " (tie: both elements measure {ma:e}; tie-breaking differs)"
                );
            } else {
                let _ = write!(line, " (measures {ma:e} vs {mb:e})");
            }
        }
    } else {
        let _ = write!(line, " (error {err:.2e} x scale, tolerance {tol:.0e})");
    }
    if reference.is_some() {
        let h = host();
        let eo = error_of(got, h, scale);
        let ec = error_of(want, h, scale);
        if eo > tol {
            checks.ox_wrong += 1;
        }
        let _ = write!(
            line,
            "; host f64 ref {h}: oxblas err {eo:.2e}, cuBLAS err {ec:.2e}"
        );
    } else {
        checks.ox_wrong += 1;
    }
    if *quiet_after > 0 {
        *quiet_after -= 1;
        checks.note(line);
    }
    false
}
