//! The parsers on arbitrary text: `Square`, `Dir`, `Level` and `Kernel`
//! `FromStr` never panic, their errors display, and what parses prints back
//! to the same value; `TryFrom<u8>` for `Square`, `File` and `Rank` accepts
//! exactly the in-range indices.
#![no_main]

use bitboard_simd::{Dir, File, Kernel, Level, Rank, Square};
use libfuzzer_sys::fuzz_target;

/// If `s` parses, its value's text parses back to it; if not, the error
/// displays.
fn round_trip<T>(s: &str)
where
    T: std::str::FromStr + std::fmt::Display + PartialEq + std::fmt::Debug,
    T::Err: std::fmt::Display,
{
    match s.parse::<T>() {
        Ok(v) => {
            let printed = v.to_string();
            match printed.parse::<T>() {
                Ok(back) => assert_eq!(back, v, "{s:?} -> {printed:?}"),
                Err(e) => {
                    panic!("{s:?} parses to {v:?}, whose text {printed:?} does not parse: {e}")
                }
            }
        }
        Err(e) => {
            let _ = e.to_string();
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let s: &str = &text;

    round_trip::<Square>(s);
    if let Ok(sq) = s.parse::<Square>() {
        assert!(s.eq_ignore_ascii_case(&sq.to_string()), "{s:?} -> {sq}");
    }
    round_trip::<Dir>(s);
    round_trip::<Level>(s);
    if let Ok(level) = s.parse::<Level>() {
        assert!(
            s.trim().eq_ignore_ascii_case(level.name()),
            "{s:?} -> {level}"
        );
    }
    round_trip::<Kernel>(s);
    if let Ok(kernel) = s.parse::<Kernel>() {
        assert_eq!(kernel.name(), s);
    }

    for &b in data.iter().take(8) {
        let sq = Square::try_from(b);
        assert_eq!(sq.is_ok(), b < 64, "Square {b}");
        if let Ok(sq) = sq {
            assert_eq!(u8::from(sq), b);
            assert_eq!(Square::from_file_rank(sq.file(), sq.rank()), sq);
        } else {
            let _ = sq.unwrap_err().to_string();
        }
        assert_eq!(File::try_from(b).is_ok(), b < 8, "File {b}");
        assert_eq!(Rank::try_from(b).is_ok(), b < 8, "Rank {b}");
        let _ = File::try_from(b).map_err(|e| e.to_string());
        assert_eq!(Dir::from_index(b as usize).is_some(), b < 8, "Dir {b}");
    }
});
