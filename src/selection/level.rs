//! The active level: the CPU's highest, capped by `BITBOARD_SIMD`, chosen once (run-time state).

use core::fmt;

use super::cpu::cpu;
use super::decision::Target;
use super::once::Once;
use crate::features::Level;

static CHOICE: Once<Choice> = Once::new();

/// The level of [`kernels`](crate::kernels).
pub(crate) fn active_level() -> Level {
    choice().level
}

/// The level [`dispatch`](fn@crate::dispatch) uses: the active level, with
/// `bmi2` lowered to `avx2` where the `bmi2` table's `pdep`/`pext` are slow.
pub fn token_level() -> Level {
    Target::of(cpu()).token_level(active_level())
}

/// What the `BITBOARD_SIMD` variable did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EnvCap {
    /// Built without `std`: the variable is not read.
    NotRead,
    /// Not set (or empty).
    Unset,
    /// Set to a level this CPU supports, and applied as the cap.
    Applied(Level),
    /// Set to a level this CPU does not support (above its highest, or of
    /// another architecture): the highest is used, with a warning.
    AboveCpu(Level),
    /// Set to something that is not a level name: ignored, with a warning.
    Unknown,
}

/// How the active level was chosen.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Choice {
    pub(crate) level: Level,
    pub(crate) env: EnvCap,
    /// The refused value (for `EnvCap::Unknown`), cut at 32 bytes.
    raw: [u8; 32],
    raw_len: usize,
    /// Whether `BITBOARD_SIMD` asked for `calibrate` (alone or beside a level).
    #[cfg_attr(not(feature = "std"), allow(dead_code))] // read by the constructor
    pub(crate) calibrate: bool,
}

/// Whether `BITBOARD_SIMD` asked for a calibration before `main`.
#[cfg(feature = "std")]
#[cfg_attr(
    not(any(initialisers = "elf", initialisers = "macho", initialisers = "pe")),
    allow(dead_code)
)] // the constructor's
pub(crate) fn calibrate_requested() -> bool {
    choice().calibrate
}

/// Splits `BITBOARD_SIMD`'s comma-separated value into its level and `calibrate`.
#[cfg(feature = "std")]
fn split_calibrate(text: &str) -> (std::string::String, bool) {
    let mut calibrate = false;
    let mut rest = std::vec::Vec::new();
    for part in text.split(',') {
        if part.trim().eq_ignore_ascii_case("calibrate") {
            calibrate = true;
        } else {
            rest.push(part);
        }
    }
    (rest.join(","), calibrate)
}

pub(crate) fn choice() -> &'static Choice {
    CHOICE.get_or_init(|| {
        let highest = cpu().highest_level();
        #[cfg_attr(not(feature = "std"), allow(unused_mut))]
        let mut choice = Choice {
            level: highest,
            env: EnvCap::NotRead,
            raw: [0; 32],
            raw_len: 0,
            calibrate: false,
        };
        #[cfg(feature = "std")]
        {
            choice.env = EnvCap::Unset;
            if let Some(value) = std::env::var_os("BITBOARD_SIMD") {
                let (text, calibrate) = split_calibrate(&value.to_string_lossy());
                choice.calibrate = calibrate;
                if !text.trim().is_empty() {
                    match text.parse::<Level>() {
                        // The CPU's levels form one chain: having a level's
                        // features means it is at most the highest.
                        Ok(level) if cpu().features().contains(level.required()) => {
                            choice.level = level;
                            choice.env = EnvCap::Applied(level);
                        }
                        Ok(level) => choice.env = EnvCap::AboveCpu(level),
                        Err(_) => {
                            let bytes = text.as_bytes();
                            // Cut on a character boundary so the text stays UTF-8.
                            let mut n = bytes.len().min(32);
                            while !text.is_char_boundary(n) {
                                n -= 1;
                            }
                            choice.raw[..n].copy_from_slice(&bytes[..n]);
                            choice.raw_len = n;
                            choice.env = EnvCap::Unknown;
                        }
                    }
                }
            }
        }
        #[cfg(feature = "std")]
        warn_about_env(highest, &choice);
        choice
    })
}

/// Warns once on stderr where `BITBOARD_SIMD` was set but not applied; a
/// failing stderr is ignored.
#[cfg(feature = "std")]
fn warn_about_env(highest: Level, choice: &Choice) {
    if matches!(choice.env, EnvCap::Unknown | EnvCap::AboveCpu(_)) {
        use std::io::Write;
        let _ = writeln!(
            std::io::stderr(),
            "bitboard_simd: warning: {}",
            Reason { highest, choice }
        );
    }
}

pub(crate) struct Reason<'a> {
    pub(crate) highest: Level,
    pub(crate) choice: &'a Choice,
}

impl fmt::Display for Reason<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let highest = self.highest;
        match self.choice.env {
            EnvCap::NotRead => write!(
                f,
                "highest level of this CPU (no_std build: BITBOARD_SIMD not read)"
            ),
            EnvCap::Unset => write!(f, "highest level of this CPU (BITBOARD_SIMD not set)"),
            EnvCap::Applied(l) if l == highest => write!(
                f,
                "BITBOARD_SIMD={l}, which is also the CPU's highest level"
            ),
            EnvCap::Applied(l) => write!(
                f,
                "capped by BITBOARD_SIMD={l} (the CPU supports up to {highest})"
            ),
            EnvCap::AboveCpu(l) => {
                write!(
                    f,
                    "BITBOARD_SIMD={l} ignored: this CPU does not support it; it supports up to {highest}, which is used"
                )
            }
            EnvCap::Unknown => {
                let raw =
                    core::str::from_utf8(&self.choice.raw[..self.choice.raw_len]).unwrap_or("?");
                write!(
                    f,
                    "BITBOARD_SIMD={raw:?} ignored: not a level (expected scalar, sse2, avx2, bmi2, avx512, neon, sve2 or simd128); using the CPU's highest, {highest}"
                )
            }
        }
    }
}
