//! Environment variables read at handle creation (`docs/memory-model.md#environment-variables`
//! describes them; the README's table lists them).
//!
//! Parsing is pure: [`EnvConfig::from_lookup`] takes a lookup function, so tests drive it with a
//! table instead of the process environment. rocBLAS parses with `strtoul` ("32M" = 32 bytes,
//! "0100" = 64, garbage = 0); oxblas accepts units, rejects garbage with a warning, and treats
//! "0" exactly like "unset" (managed, default size).
//!
//! A rejected value is reported by [`report_warnings`]: through `log` when a logger shows
//! warnings, else once per process on stderr (C programs rarely install a logger), unless
//! `OXBLAS_QUIET_ENV_WARNINGS` is on.

use std::fmt;
use std::sync::Mutex;

/// `OXBLAS_DEVICE_MEMORY_SIZE`: size of a user-managed workspace created with each handle.
pub const DEVICE_MEMORY_SIZE: &str = "OXBLAS_DEVICE_MEMORY_SIZE";
/// `OXBLAS_STREAM_ORDER_ALLOC`: managed workspace through stream-ordered allocation.
pub const STREAM_ORDER_ALLOC: &str = "OXBLAS_STREAM_ORDER_ALLOC";
/// `OXBLAS_LOOKAHEAD`: a false switch (`0/false/off/no`) keeps every call on the handle's one
/// stream (no look-ahead lane; on by default).
pub const LOOKAHEAD: &str = "OXBLAS_LOOKAHEAD";
/// Fallbacks honoured when the `OXBLAS_*` variable of the same meaning is unset.
pub const ROCBLAS_DEVICE_MEMORY_SIZE: &str = "ROCBLAS_DEVICE_MEMORY_SIZE";
/// The fallback of [`STREAM_ORDER_ALLOC`], as the previous constant is of
/// [`DEVICE_MEMORY_SIZE`].
pub const ROCBLAS_STREAM_ORDER_ALLOC: &str = "ROCBLAS_STREAM_ORDER_ALLOC";
/// `OXBLAS_QUIET_ENV_WARNINGS`: a true switch (`1/true/on/yes`) keeps the warnings about rejected
/// values off stderr (they still go to `log`).
pub const QUIET_ENV_WARNINGS: &str = "OXBLAS_QUIET_ENV_WARNINGS";

/// Why a value was rejected.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseError {
    /// Nothing but blanks.
    Empty,
    /// No decimal number where one was expected.
    NotANumber,
    /// A size suffix other than the accepted ones (the unit as given).
    UnknownUnit(String),
    /// A size of 2^64 bytes or more.
    Overflow,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Empty => write!(f, "empty value"),
            ParseError::NotANumber => {
                write!(f, "expected a non-negative integer with an optional unit")
            }
            ParseError::UnknownUnit(u) => {
                write!(
                    f,
                    "unknown unit {u:?} (use K, M, G, KiB, MiB, GiB, KB, MB, GB or B)"
                )
            }
            ParseError::Overflow => write!(f, "value does not fit in 64 bits"),
        }
    }
}

/// Parse a byte count: a decimal integer, optional blanks, an optional unit (case-insensitive).
///
/// `K`, `M`, `G` and `KiB`, `MiB`, `GiB` are powers of 1024; `KB`, `MB`, `GB` are powers of 1000
/// (SI); `B` or no unit means bytes. No sign, no fraction, no hex or octal: "0100" is one hundred.
pub fn parse_byte_size(value: &str) -> Result<u64, ParseError> {
    let s = value.trim();
    if s.is_empty() {
        return Err(ParseError::Empty);
    }
    let digits_end = s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
    if digits_end == 0 {
        return Err(ParseError::NotANumber);
    }
    let number: u64 = s[..digits_end].parse().map_err(|_| ParseError::Overflow)?;
    let unit = s[digits_end..].trim_start();
    let multiplier: u64 = match unit.to_ascii_lowercase().as_str() {
        "" | "b" => 1,
        "k" | "kib" => 1 << 10,
        "m" | "mib" => 1 << 20,
        "g" | "gib" => 1 << 30,
        "kb" => 1_000,
        "mb" => 1_000_000,
        "gb" => 1_000_000_000,
        _ if unit
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_digit() || c == '.') =>
        {
            return Err(ParseError::NotANumber)
        }
        _ => return Err(ParseError::UnknownUnit(unit.to_string())),
    };
    number.checked_mul(multiplier).ok_or(ParseError::Overflow)
}

/// Parse a switch: `1/true/on/yes` or `0/false/off/no` (case-insensitive, blanks trimmed).
pub fn parse_switch(value: &str) -> Option<bool> {
    match value.trim().to_ascii_lowercase().as_str() {
        "1" | "true" | "on" | "yes" => Some(true),
        "0" | "false" | "off" | "no" => Some(false),
        _ => None,
    }
}

/// How the workspace of a new handle is set up, as the environment asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InitialWorkspace {
    /// Managed, starting at the backend's default size (variable unset, "0", or rejected).
    Managed,
    /// User-managed with this many bytes (rounded up to 64 at allocation).
    UserManaged(usize),
}

/// What the environment says about a new handle, plus the warnings to log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EnvConfig {
    /// The workspace scheme a new handle starts in.
    pub workspace: InitialWorkspace,
    /// Whether managed workspaces use stream-ordered allocation.
    pub stream_order: bool,
    /// Whether routines may overlap their critical path with their updates on the handle's
    /// look-ahead lane (a second stream; `crate::Handle::set_lookahead`).
    pub lookahead: bool,
    /// One line per rejected variable, naming the variable and the value.
    pub warnings: Vec<String>,
}

impl EnvConfig {
    /// Read the configuration through `lookup` (pure; see [`EnvConfig::from_process`]).
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> EnvConfig {
        let mut warnings = Vec::new();
        let pick = |primary: &'static str, fallback: &'static str| match lookup(primary) {
            Some(v) => Some((primary, v)),
            None => lookup(fallback).map(|v| (fallback, v)),
        };

        let workspace = match pick(DEVICE_MEMORY_SIZE, ROCBLAS_DEVICE_MEMORY_SIZE) {
            None => InitialWorkspace::Managed,
            Some((name, value)) => match parse_byte_size(&value) {
                Ok(0) => InitialWorkspace::Managed,
                Ok(n) => match usize::try_from(n) {
                    Ok(n) => InitialWorkspace::UserManaged(n),
                    Err(_) => {
                        warnings.push(format!("ignoring {name}={value:?}: does not fit in usize"));
                        InitialWorkspace::Managed
                    }
                },
                Err(e) => {
                    warnings.push(format!("ignoring {name}={value:?}: {e}"));
                    InitialWorkspace::Managed
                }
            },
        };

        let stream_order = match pick(STREAM_ORDER_ALLOC, ROCBLAS_STREAM_ORDER_ALLOC) {
            None => false,
            Some((name, value)) => parse_switch(&value).unwrap_or_else(|| {
                warnings.push(format!(
                    "ignoring {name}={value:?}: expected 1/true/on/yes or 0/false/off/no"
                ));
                false
            }),
        };

        let lookahead = match lookup(LOOKAHEAD) {
            None => true,
            Some(value) => parse_switch(&value).unwrap_or_else(|| {
                warnings.push(format!(
                    "ignoring {LOOKAHEAD}={value:?}: expected 1/true/on/yes or 0/false/off/no"
                ));
                true
            }),
        };

        EnvConfig {
            workspace,
            stream_order,
            lookahead,
            warnings,
        }
    }

    /// Read the process environment (non-UTF-8 values count as garbage).
    pub fn from_process() -> EnvConfig {
        EnvConfig::from_lookup(|name| {
            std::env::var_os(name).map(|v| v.to_string_lossy().into_owned())
        })
    }
}

/// The stderr side of [`report_warnings`]: remembers which warnings it has printed, so each one
/// reaches stderr once per process however many handles are created.
#[derive(Debug, Default)]
pub struct StderrWarnings {
    shown: Mutex<Vec<String>>,
}

impl StderrWarnings {
    /// A record with nothing printed yet (const: the process-wide one is a `static`).
    pub const fn new() -> StderrWarnings {
        StderrWarnings {
            shown: Mutex::new(Vec::new()),
        }
    }

    /// The stderr lines for `warnings`: one for each warning this filter has not printed before
    /// (recorded as printed now). None when `quiet` (the user asked for silence) or `logged` (a
    /// `log` logger already shows warnings).
    pub fn lines(&self, warnings: &[String], quiet: bool, logged: bool) -> Vec<String> {
        if quiet || logged || warnings.is_empty() {
            return Vec::new();
        }
        let mut shown = self.shown.lock().unwrap_or_else(|p| p.into_inner());
        let mut lines = Vec::new();
        for w in warnings {
            if !shown.contains(w) {
                shown.push(w.clone());
                lines.push(format!(
                    "oxblas: warning: {w} (shown once; {QUIET_ENV_WARNINGS}=1 silences this)"
                ));
            }
        }
        lines
    }
}

/// What the process has printed so far.
static STDERR_WARNINGS: StderrWarnings = StderrWarnings::new();

/// Whether `OXBLAS_QUIET_ENV_WARNINGS` asks for silence, read through `lookup`.
pub fn quiet_env_warnings(lookup: impl Fn(&str) -> Option<String>) -> bool {
    lookup(QUIET_ENV_WARNINGS)
        .and_then(|v| parse_switch(&v))
        .unwrap_or(false)
}

/// Report the warnings of an [`EnvConfig`] (called at each handle creation): each goes to `log`
/// at warn level; when no logger shows warnings (the usual case for C programs), each distinct
/// warning is also printed on stderr, once per process, unless `OXBLAS_QUIET_ENV_WARNINGS` is on.
pub fn report_warnings(warnings: &[String]) {
    if warnings.is_empty() {
        return;
    }
    for w in warnings {
        log::warn!("{w}");
    }
    let logged = log::log_enabled!(log::Level::Warn);
    let quiet = quiet_env_warnings(|name| std::env::var(name).ok());
    for line in STDERR_WARNINGS.lines(warnings, quiet, logged) {
        eprintln!("{line}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    #[test]
    fn byte_sizes_table() {
        let table: &[(&str, Result<u64, ParseError>)] = &[
            ("0", Ok(0)),
            ("33554432", Ok(33_554_432)),
            ("  64  ", Ok(64)),
            ("0100", Ok(100)),
            ("32M", Ok(32 << 20)),
            ("32m", Ok(32 << 20)),
            ("32 MiB", Ok(32 << 20)),
            ("32MB", Ok(32_000_000)),
            ("1G", Ok(1 << 30)),
            ("1gib", Ok(1 << 30)),
            ("2GB", Ok(2_000_000_000)),
            ("7K", Ok(7 << 10)),
            ("7KiB", Ok(7 << 10)),
            ("7kb", Ok(7_000)),
            ("100B", Ok(100)),
            ("", Err(ParseError::Empty)),
            ("   ", Err(ParseError::Empty)),
            ("abc", Err(ParseError::NotANumber)),
            ("-1", Err(ParseError::NotANumber)),
            ("+5", Err(ParseError::NotANumber)),
            ("0x2000000", Err(ParseError::UnknownUnit("x2000000".into()))),
            ("1.5G", Err(ParseError::NotANumber)),
            ("12 34", Err(ParseError::NotANumber)),
            ("32T", Err(ParseError::UnknownUnit("T".into()))),
            ("99999999999999999999", Err(ParseError::Overflow)),
            ("18446744073709551615", Ok(u64::MAX)),
            ("17179869184G", Err(ParseError::Overflow)),
        ];
        for (input, expected) in table {
            assert_eq!(&parse_byte_size(input), expected, "input {input:?}");
        }
    }

    #[test]
    fn switches_table() {
        for v in ["1", "true", "TRUE", "on", " On ", "yes"] {
            assert_eq!(parse_switch(v), Some(true), "{v:?}");
        }
        for v in ["0", "false", "off", "OFF", "no"] {
            assert_eq!(parse_switch(v), Some(false), "{v:?}");
        }
        for v in ["", "2", "enable", "tru"] {
            assert_eq!(parse_switch(v), None, "{v:?}");
        }
    }

    fn config(vars: &[(&str, &str)]) -> EnvConfig {
        let map: HashMap<String, String> = vars
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        EnvConfig::from_lookup(|name| map.get(name).cloned())
    }

    #[test]
    fn unset_zero_and_garbage_mean_managed() {
        assert_eq!(config(&[]).workspace, InitialWorkspace::Managed);
        assert!(config(&[]).warnings.is_empty());
        let zero = config(&[(DEVICE_MEMORY_SIZE, "0")]);
        assert_eq!(zero.workspace, InitialWorkspace::Managed);
        assert!(zero.warnings.is_empty());
        let garbage = config(&[(DEVICE_MEMORY_SIZE, "lots")]);
        assert_eq!(garbage.workspace, InitialWorkspace::Managed);
        assert_eq!(garbage.warnings.len(), 1);
        assert!(garbage.warnings[0].contains(DEVICE_MEMORY_SIZE));
        assert!(garbage.warnings[0].contains("\"lots\""));
    }

    #[test]
    fn sizes_make_user_managed() {
        assert_eq!(
            config(&[(DEVICE_MEMORY_SIZE, "2000000")]).workspace,
            InitialWorkspace::UserManaged(2_000_000)
        );
        assert_eq!(
            config(&[(DEVICE_MEMORY_SIZE, "64MiB")]).workspace,
            InitialWorkspace::UserManaged(64 << 20)
        );
    }

    #[test]
    fn rocblas_names_are_fallbacks_only() {
        let c = config(&[
            (ROCBLAS_DEVICE_MEMORY_SIZE, "1M"),
            (ROCBLAS_STREAM_ORDER_ALLOC, "1"),
        ]);
        assert_eq!(c.workspace, InitialWorkspace::UserManaged(1 << 20));
        assert!(c.stream_order);
        let c = config(&[
            (DEVICE_MEMORY_SIZE, "2M"),
            (ROCBLAS_DEVICE_MEMORY_SIZE, "1M"),
            (STREAM_ORDER_ALLOC, "off"),
            (ROCBLAS_STREAM_ORDER_ALLOC, "1"),
        ]);
        assert_eq!(c.workspace, InitialWorkspace::UserManaged(2 << 20));
        assert!(!c.stream_order);
        // A rejected OXBLAS_ value is still "set": the ROCBLAS_ one is not consulted.
        let c = config(&[
            (DEVICE_MEMORY_SIZE, "32Q"),
            (ROCBLAS_DEVICE_MEMORY_SIZE, "1M"),
        ]);
        assert_eq!(c.workspace, InitialWorkspace::Managed);
        assert_eq!(c.warnings.len(), 1);
    }

    #[test]
    fn lookahead_is_on_unless_switched_off() {
        assert!(config(&[]).lookahead);
        assert!(config(&[(LOOKAHEAD, "yes")]).lookahead);
        let off = config(&[(LOOKAHEAD, "0")]);
        assert!(!off.lookahead && off.warnings.is_empty());
        let bad = config(&[(LOOKAHEAD, "sometimes")]);
        assert!(bad.lookahead);
        assert_eq!(bad.warnings.len(), 1);
        assert!(bad.warnings[0].contains(LOOKAHEAD) && bad.warnings[0].contains("sometimes"));
    }

    #[test]
    fn bad_switch_warns_once() {
        let c = config(&[(STREAM_ORDER_ALLOC, "maybe")]);
        assert!(!c.stream_order);
        assert_eq!(c.warnings.len(), 1);
        assert!(c.warnings[0].contains(STREAM_ORDER_ALLOC) && c.warnings[0].contains("maybe"));
    }

    #[test]
    fn stderr_warnings_once_per_process_and_value() {
        let bad = config(&[(DEVICE_MEMORY_SIZE, "lots")]).warnings;
        let other = config(&[(DEVICE_MEMORY_SIZE, "32Q")]).warnings;
        let sink = StderrWarnings::new();
        // Quiet or logged: nothing printed, nothing recorded.
        assert!(sink.lines(&bad, true, false).is_empty());
        assert!(sink.lines(&bad, false, true).is_empty());
        // First handle: one line naming the variable, the value and how to silence it.
        let first = sink.lines(&bad, false, false);
        assert_eq!(first.len(), 1);
        assert!(
            first[0].starts_with("oxblas: warning: ignoring OXBLAS_DEVICE_MEMORY_SIZE=\"lots\"")
        );
        assert!(first[0].contains(QUIET_ENV_WARNINGS));
        // Later handles with the same value: nothing more.
        assert!(sink.lines(&bad, false, false).is_empty());
        assert!(sink.lines(&bad, false, false).is_empty());
        // Another bad value is news.
        assert_eq!(sink.lines(&other, false, false).len(), 1);
        assert!(sink.lines(&[], false, false).is_empty());
    }

    #[test]
    fn quiet_switch() {
        let quiet = |v: &str| {
            let v = v.to_string();
            quiet_env_warnings(move |name| (name == QUIET_ENV_WARNINGS).then(|| v.clone()))
        };
        assert!(quiet("1") && quiet("yes") && quiet("ON"));
        assert!(!quiet("0") && !quiet("") && !quiet("please"));
        assert!(!quiet_env_warnings(|_| None));
    }

    mod props {
        use super::super::*;
        use proptest::prelude::*;

        proptest! {
            #[test]
            fn plain_integers_round_trip(n in any::<u64>()) {
                prop_assert_eq!(parse_byte_size(&n.to_string()), Ok(n));
            }

            #[test]
            fn units_multiply(n in 0u64..(1 << 30), unit in prop::sample::select(vec![
                ("K", 1u64 << 10), ("KiB", 1 << 10), ("M", 1 << 20), ("MiB", 1 << 20),
                ("G", 1 << 30), ("GiB", 1 << 30), ("KB", 1_000), ("MB", 1_000_000),
                ("GB", 1_000_000_000), ("B", 1)]), blank in prop::bool::ANY) {
                let text = format!("{n}{}{}", if blank { " " } else { "" }, unit.0);
                prop_assert_eq!(parse_byte_size(&text), n.checked_mul(unit.1).ok_or(ParseError::Overflow));
            }

            #[test]
            fn never_panics_and_garbage_is_rejected(s in "\\PC*") {
                let r = parse_byte_size(&s);
                let t = s.trim();
                if t.is_empty() || !t.starts_with(|c: char| c.is_ascii_digit()) {
                    prop_assert!(r.is_err());
                }
            }
        }
    }
}
