//! The environment table and its reading at handle creation
//! (docs/memory-model.md#conformance-checklist, item 9).

use std::sync::Mutex;

use super::common::{capture_logs, fresh_host, r64};
use oxblas::env::{self, EnvConfig};
use oxblas::{Handle, Scheme};

// ============================================================================ checklist item 9

fn config(vars: &[(&str, &str)]) -> EnvConfig {
    let vars: Vec<(String, String)> = vars
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    EnvConfig::from_lookup(move |name| vars.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone()))
}

#[test]
fn c09_environment_table() {
    use env::{DEVICE_MEMORY_SIZE as OX, ROCBLAS_DEVICE_MEMORY_SIZE as RB};
    use env::{ROCBLAS_STREAM_ORDER_ALLOC as RBS, STREAM_ORDER_ALLOC as OXS};
    // (variables, expected scheme, expected capacity (None: DEF), stream order, warnings)
    type Row<'a> = (&'a [(&'a str, &'a str)], Scheme, Option<usize>, bool, usize);
    let table: &[Row] = &[
        (&[], Scheme::Managed, None, false, 0),
        (&[(OX, "1000")], Scheme::UserManaged, Some(1024), false, 0),
        (&[(OX, "64")], Scheme::UserManaged, Some(64), false, 0),
        (&[(OX, " 4096 ")], Scheme::UserManaged, Some(4096), false, 0),
        (&[(OX, "0100")], Scheme::UserManaged, Some(128), false, 0), // decimal 100, not octal
        (&[(OX, "1K")], Scheme::UserManaged, Some(1024), false, 0),
        (
            &[(OX, "3MiB")],
            Scheme::UserManaged,
            Some(3 << 20),
            false,
            0,
        ),
        (
            &[(OX, "2MB")],
            Scheme::UserManaged,
            Some(2_000_000),
            false,
            0,
        ),
        (&[(OX, "0")], Scheme::Managed, None, false, 0), // "0" is "unset"
        (&[(OX, "lots")], Scheme::Managed, None, false, 1),
        (&[(OX, "32Q")], Scheme::Managed, None, false, 1),
        (&[(OX, "-1")], Scheme::Managed, None, false, 1),
        (&[(OX, "0x2000000")], Scheme::Managed, None, false, 1),
        (&[(OX, "")], Scheme::Managed, None, false, 1),
        (&[(RB, "5000")], Scheme::UserManaged, Some(5056), false, 0),
        (
            &[(OX, "2K"), (RB, "5000")],
            Scheme::UserManaged,
            Some(2048),
            false,
            0,
        ),
        (
            &[(OX, "junk"), (RB, "5000")],
            Scheme::Managed,
            None,
            false,
            1,
        ), // a set OXBLAS_ wins even when rejected
        (&[(OXS, "1")], Scheme::Managed, Some(0), true, 0),
        (&[(RBS, "yes")], Scheme::Managed, Some(0), true, 0),
        (&[(OXS, "off"), (RBS, "1")], Scheme::Managed, None, false, 0),
        (&[(OXS, "maybe")], Scheme::Managed, None, false, 1),
        (
            &[(OX, "1000"), (OXS, "1")],
            Scheme::UserManaged,
            Some(1024),
            true,
            0,
        ),
        (
            &[(OX, "bad"), (OXS, "bad")],
            Scheme::Managed,
            None,
            false,
            2,
        ),
    ];
    for (vars, scheme, cap, stream_order, warnings) in table {
        let cfg = config(vars);
        assert_eq!(
            cfg.warnings.len(),
            *warnings,
            "{vars:?}: {:?}",
            cfg.warnings
        );
        for w in &cfg.warnings {
            assert!(
                vars.iter().any(|(k, v)| w.contains(k) && w.contains(v)),
                "warning names the variable and value: {w}"
            );
        }
        let (hb, dev) = fresh_host();
        let (h, logs) = capture_logs(|| Handle::with_config(&dev, &cfg).unwrap());
        let def = h.default_device_memory_size();
        assert_eq!(h.scheme(), *scheme, "{vars:?}");
        assert_eq!(h.get_device_memory_size(), cap.unwrap_or(def), "{vars:?}");
        assert_eq!(h.is_stream_order_alloc(), *stream_order, "{vars:?}");
        let logged = logs.iter().filter(|(l, _)| *l == log::Level::Warn).count();
        assert_eq!(
            logged, *warnings,
            "{vars:?}: warnings are logged at creation: {logs:?}"
        );
        let c = hb.counters();
        assert_eq!(
            c.allocations + c.async_allocations,
            (h.get_device_memory_size() > 0) as u64,
            "{vars:?}"
        );
        if *stream_order && *scheme == Scheme::UserManaged {
            assert_eq!(c.async_allocations, 1, "stream-ordered user-managed arena");
        }
    }
}

static ENV_LOCK: Mutex<()> = Mutex::new(());

/// The one test that changes the process environment (serialized, restored even on failure).
#[test]
fn c09_process_environment_is_read_at_creation() {
    let _guard = ENV_LOCK.lock().unwrap_or_else(|e| e.into_inner());
    let names = [
        env::DEVICE_MEMORY_SIZE,
        env::STREAM_ORDER_ALLOC,
        env::ROCBLAS_DEVICE_MEMORY_SIZE,
        env::ROCBLAS_STREAM_ORDER_ALLOC,
    ];
    struct Restore(Vec<(&'static str, Option<std::ffi::OsString>)>);
    impl Drop for Restore {
        fn drop(&mut self) {
            for (k, v) in &self.0 {
                match v {
                    Some(v) => std::env::set_var(k, v),
                    None => std::env::remove_var(k),
                }
            }
        }
    }
    let _restore = Restore(names.iter().map(|k| (*k, std::env::var_os(k))).collect());
    names.iter().for_each(|k| std::env::remove_var(k));
    let (_, dev) = fresh_host();

    let h = Handle::with_device(&dev).unwrap();
    assert_eq!(
        (h.scheme(), h.get_device_memory_size()),
        (Scheme::Managed, r64(h.default_device_memory_size()))
    );
    std::env::set_var(env::DEVICE_MEMORY_SIZE, "1000");
    let h = Handle::with_device(&dev).unwrap();
    assert_eq!(
        (h.scheme(), h.get_device_memory_size()),
        (Scheme::UserManaged, 1024)
    );
    std::env::remove_var(env::DEVICE_MEMORY_SIZE);
    std::env::set_var(env::ROCBLAS_DEVICE_MEMORY_SIZE, "2K");
    std::env::set_var(env::ROCBLAS_STREAM_ORDER_ALLOC, "1");
    assert_eq!(
        EnvConfig::from_process(),
        config(&[
            (env::ROCBLAS_DEVICE_MEMORY_SIZE, "2K"),
            (env::ROCBLAS_STREAM_ORDER_ALLOC, "1")
        ])
    );
    let h = Handle::with_device(&dev).unwrap();
    assert_eq!(
        (
            h.scheme(),
            h.get_device_memory_size(),
            h.is_stream_order_alloc()
        ),
        (Scheme::UserManaged, 2048, true)
    );
}
