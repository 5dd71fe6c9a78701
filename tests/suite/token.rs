//! The level-token API: every token the CPU supports gives the same answers
//! as the portable table, for every single-board kernel of the catalogue;
//! tokens for unsupported levels cannot be created; `dispatch` runs the
//! operation with the token of `token_level()`.

use bitboard_simd::{
    available_levels, cpu, dispatch, token_level, Avx2Token, Avx512Token, Bmi2Token, Color, Dir,
    File, KernelTable, Level, ScalarToken, Side, Square, Sse2Token, Token, WithToken,
};
use quickcheck::{Arbitrary, Gen};

#[macro_use]
#[path = "../single_calls/mod.rs"]
mod single_calls;

/// Compares `token` with the scalar table on one input set, over every
/// single-board kernel. Exhaustive over the catalogue: a kernel missing from
/// the shared list is caught by the count check.
fn agrees<T: Token>(
    token: T,
    a: u64,
    b: u64,
    byte: u8,
    (sq, file, dir, color, side): (Square, File, Dir, Color, Side),
) -> Result<(), String> {
    let s = KernelTable::scalar();
    macro_rules! check {
        ($name:ident($($arg:expr),*)) => {{
            let (got, want) = (token.$name($($arg),*), s.$name($($arg),*));
            if got != want {
                return Err(format!(
                    "{:?}.{}({:?}): {:?} != scalar {:?}",
                    T::LEVEL, stringify!($name), ($($arg,)*), got, want
                ));
            }
        }};
    }
    let count = single_kernel_calls!(check; a, b, byte, sq, file, dir, color, side);
    assert_eq!(
        count,
        single_calls::single_kernel_count(),
        "a kernel is missing from single_calls"
    );
    Ok(())
}

/// Random inputs from quickcheck's generator (a closure over the token
/// cannot be a quickcheck property, which must be a plain `fn`).
fn property<T: Token>(token: T) {
    let mut g = Gen::new(64);
    for _ in 0..2000 {
        let (a, b, byte) = (
            u64::arbitrary(&mut g),
            u64::arbitrary(&mut g),
            u8::arbitrary(&mut g),
        );
        let sq = Square::new(u8::arbitrary(&mut g) % 64).unwrap();
        let file = File::new(u8::arbitrary(&mut g) % 8).unwrap();
        let dir = Dir::from_index(usize::arbitrary(&mut g) % 8).unwrap();
        let color = if bool::arbitrary(&mut g) {
            Color::White
        } else {
            Color::Black
        };
        let side = Side {
            pawns: a & b.rotate_left(9),
            knights: b & a.rotate_left(3),
            bishops: a & b.rotate_left(40),
            rooks: a & !b,
            queens: b & !a & a.rotate_left(21),
            king: 1 << (b % 64),
        };
        // Also sparse and extreme boards.
        for (x, y) in [(a, b), (a & b, b & a.rotate_left(17)), (0, a), (!0, b)] {
            if let Err(e) = agrees(token, x, y, byte, (sq, file, dir, color, side)) {
                panic!("{e}");
            }
        }
    }
}

#[test]
fn every_available_token_agrees_with_the_scalar_table() {
    property(ScalarToken::always());
    let levels: Vec<Level> = available_levels().collect();
    assert_eq!(Sse2Token::new().is_some(), levels.contains(&Level::Sse2));
    assert_eq!(Avx2Token::new().is_some(), levels.contains(&Level::Avx2));
    assert_eq!(Bmi2Token::new().is_some(), levels.contains(&Level::Bmi2));
    assert_eq!(
        Avx512Token::new().is_some(),
        levels.contains(&Level::Avx512)
    );
    if let Some(t) = Sse2Token::new() {
        property(t);
    }
    if let Some(t) = Avx2Token::new() {
        property(t);
    }
    if let Some(t) = Bmi2Token::new() {
        property(t);
    }
    if let Some(t) = Avx512Token::new() {
        property(t);
    }
}

struct WhichLevel(u64);

impl WithToken for WhichLevel {
    type Output = (Level, u64);

    #[inline(always)]
    fn run<T: Token>(self, token: T) -> (Level, u64) {
        (
            T::LEVEL,
            token.queen_attacks_from(Square::new(27).unwrap(), self.0),
        )
    }
}

#[test]
fn dispatch_runs_with_the_token_of_token_level() {
    let (level, attacks) = dispatch(WhichLevel(0));
    assert_eq!(level, token_level());
    assert_eq!(
        attacks,
        KernelTable::scalar().queen_attacks_from(Square::new(27).unwrap(), 0)
    );
    assert!(level <= cpu().highest_level());
    if cpu().pext_slow() {
        assert_ne!(
            level,
            Level::Bmi2,
            "bmi2 token chosen although pext is slow"
        );
    }
}

/// A user's trait, implemented for the token names one by one, as for
/// distinct types (they are aliases of one generic type, `LevelToken`,
/// with distinct levels: the impls do not overlap).
trait Named {
    fn name(self) -> &'static str;
}
impl Named for ScalarToken {
    fn name(self) -> &'static str {
        "scalar"
    }
}
impl Named for Sse2Token {
    fn name(self) -> &'static str {
        "sse2"
    }
}
impl Named for Avx2Token {
    fn name(self) -> &'static str {
        "avx2"
    }
}

/// The token names read as the eight types they were: each its level, its
/// own name in `Debug`, its own impls of a user's trait, `new` a function
/// value.
#[test]
fn the_token_names_keep_their_levels_and_names() {
    assert_eq!(<ScalarToken>::LEVEL, Level::Scalar);
    assert_eq!(<Sse2Token>::LEVEL, Level::Sse2);
    assert_eq!(<Avx2Token>::LEVEL, Level::Avx2);
    assert_eq!(<Bmi2Token>::LEVEL, Level::Bmi2);
    assert_eq!(<Avx512Token>::LEVEL, Level::Avx512);
    let scalar = ScalarToken::always();
    assert_eq!(scalar, ScalarToken::new().unwrap());
    assert_eq!(format!("{scalar:?}"), "ScalarToken");
    assert_eq!(scalar.name(), "scalar");
    let new: fn() -> Option<Avx2Token> = Avx2Token::new;
    if let Some(t) = new() {
        assert_eq!(format!("{t:?}"), "Avx2Token");
        assert_eq!(t.name(), "avx2");
    }
    if let Some(t) = Sse2Token::new() {
        assert_eq!(t.name(), "sse2");
    }
}
