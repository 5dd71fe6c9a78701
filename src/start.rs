//! The crate's constructor: before `main`, it fixes the free functions'
//! inlined lookups by the built-in orders (`selection::before_main`), then
//! replaces every use's choices with a wisdom file's
//! (`BITBOARD_SIMD_WISDOM=<path>`) or with a calibration's
//! (`BITBOARD_SIMD=calibrate`), if asked.
//!
//! Only a constructor can install the inline choices (they are read with a
//! plain load that a caller's loop hoists: `before_main.rs`), which is why
//! the two variables are read here and not on first use. A file that cannot
//! be read or is refused leaves the built-in choices, prints one line on
//! stderr starting `bitboard_simd:`, and `describe()` says why.

use std::format;
use std::string::String;

use crate::selection::before_main;
use crate::selection::choices;

/// What a constructor run did with the variables: nothing asked, or the
/// line `describe()` prints.
#[cfg(feature = "startup-choices")]
fn load_or_calibrate() -> Option<String> {
    if let Some(path) = std::env::var_os("BITBOARD_SIMD_WISDOM").filter(|p| !p.is_empty()) {
        let shown = path.to_string_lossy().into_owned();
        let result = std::fs::read(&path)
            .map_err(|e| format!("cannot read it: {e}"))
            .and_then(|bytes| {
                crate::wisdom::from_bytes(&bytes).map_err(|e| std::string::ToString::to_string(&e))
            })
            .and_then(|w| {
                // SAFETY: this runs in the crate's constructor, before
                // `main` (`CONSTRUCTOR`).
                unsafe { w.install_before_main() }.map_err(|e| std::string::ToString::to_string(&e))
            });
        return Some(match result {
            Ok(()) => format!("choices loaded before main from BITBOARD_SIMD_WISDOM={shown}"),
            Err(why) => warn(format!(
                "BITBOARD_SIMD_WISDOM={shown} refused, built-in choices kept: {why}"
            )),
        });
    }
    if crate::selection::calibrate_requested() {
        let start = std::time::Instant::now();
        let c = crate::selection::calibrated_choices(crate::calibrate::measure_choices);
        // SAFETY: as above.
        return Some(match unsafe { choices::install_before_main(c) } {
            Ok(()) => format!(
                "calibrated before main (BITBOARD_SIMD=calibrate, {:.1} ms)",
                start.elapsed().as_secs_f64() * 1e3
            ),
            Err(why) => warn(format!(
                "BITBOARD_SIMD=calibrate: the measured choices were refused ({why:?}); built-in choices kept"
            )),
        });
    }
    None
}

/// Without the `startup-choices` feature the constructor installs nothing
/// (what it could install would link every implementation into every
/// program: `Cargo.toml`); a variable that asks for it gets a warning.
#[cfg(not(feature = "startup-choices"))]
fn load_or_calibrate() -> Option<String> {
    let wisdom = std::env::var_os("BITBOARD_SIMD_WISDOM").is_some_and(|p| !p.is_empty());
    let asked = match (wisdom, crate::selection::calibrate_requested()) {
        (true, _) => "BITBOARD_SIMD_WISDOM",
        (false, true) => "BITBOARD_SIMD=calibrate",
        (false, false) => return None,
    };
    Some(warn(format!(
        "{asked} ignored: this program was built without bitboard-simd's `startup-choices` feature, which loads wisdom and calibrates before main (install_wisdom() and calibrate() work at run time)"
    )))
}

/// Prints `line` on stderr as the crate's warning and returns it.
fn warn(line: String) -> String {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "bitboard_simd: warning: {line}");
    line
}

/// The constructor: the built-in inline kinds, then the variables. A panic
/// cannot unwind out of it (it would abort): the variables' step is caught,
/// and leaves the built-in choices.
extern "C" fn start() {
    // SAFETY: this is the constructor, run once before `main`
    // (`CONSTRUCTOR`), before any other thread can read the kinds.
    unsafe { before_main::fix_kinds() };
    match std::panic::catch_unwind(load_or_calibrate) {
        Ok(Some(note)) => choices::set_note(note),
        Ok(None) => {}
        Err(_) => choices::set_note(warn(
            "reading BITBOARD_SIMD_WISDOM or calibrating before main panicked: built-in choices kept"
                .into(),
        )),
    }
}

/// The constructor's entry in the platform's initialiser list (where
/// `before_main::RUNS`). `#[used]` keeps it in every binary that links the
/// crate.
#[cfg(all(
    not(miri),
    any(initialisers = "elf", initialisers = "macho", initialisers = "pe")
))]
#[used]
// Priority 101: after the Rust runtime's own (99), before every
// initialiser without a priority.
// SAFETY (the three sections): each is the platform's list of functions the
// loader calls before `main`, and holds `extern "C" fn()` pointers, which
// `CONSTRUCTOR` is.
#[cfg_attr(initialisers = "elf", unsafe(link_section = ".init_array.00101"))]
#[cfg_attr(
    initialisers = "macho",
    unsafe(link_section = "__DATA,__mod_init_func")
)]
#[cfg_attr(initialisers = "pe", unsafe(link_section = ".CRT$XCU"))]
static CONSTRUCTOR: extern "C" fn() = start;

const _: () = assert!(
    before_main::RUNS
        == cfg!(all(
            not(miri),
            any(
                initialisers = "elf",
                initialisers = "macho",
                initialisers = "pe"
            )
        ))
);
