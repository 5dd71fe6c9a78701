//! The level-token API: every token the CPU supports gives the same answers
//! as the portable table, for every single-board kernel of the catalogue;
//! tokens for unsupported levels cannot be created; `dispatch` runs the
//! operation with the token of `token_level()`.

use bitboard_simd::{
    available_levels, cpu, dispatch, token_level, Avx2Token, Avx512Token, Bmi2Token, Dir, File,
    Kernels, Level, ScalarToken, Square, Sse2Token, Token, WithToken,
};
use quickcheck::{Arbitrary, Gen};

/// Compares `token` with the scalar table on one input set, over every
/// single-board kernel. Exhaustive over the catalogue: a kernel missing from
/// this list is caught by `every_single_kernel_is_compared`.
fn agrees<T: Token>(
    token: T,
    a: u64,
    b: u64,
    byte: u8,
    sq: Square,
    file: File,
    dir: Dir,
) -> Result<(), String> {
    let s = Kernels::scalar();
    macro_rules! check {
        ($($name:ident($($arg:expr),*);)*) => {{
            $(
                let (got, want) = (token.$name($($arg),*), s.$name($($arg),*));
                if got != want {
                    return Err(format!(
                        "{:?}.{}({:?}): {:?} != scalar {:?}",
                        T::LEVEL, stringify!($name), ($($arg,)*), got, want
                    ));
                }
            )*
            [$(stringify!($name)),*].len()
        }};
    }
    let count = check! {
        shift_one(a, dir); occluded_fill(a, b, dir); fill(a, dir); ray_attacks(a, b, dir);
        rook_attacks(a, b); bishop_attacks(a, b); queen_attacks(a, b); attacks_by_direction(a, b);
        rook_attacks_from(sq, a); bishop_attacks_from(sq, a); queen_attacks_from(sq, a);
        east_attacks_by_subtraction(a, b); west_attacks_by_subtraction(a, b);
        diagonal_shift_bl(a); diagonal_shift_tl(a); diagonal_shift_br(a); diagonal_shift_tr(a);
        extract_diagonal(a); extract_anti_diagonal(a); extract_file(a, file);
        extract_diagonal_through(a, sq); extract_anti_diagonal_through(a, sq);
        deposit_diagonal(byte); deposit_anti_diagonal(byte); deposit_file(byte, file);
        deposit_diagonal_through(byte, sq); deposit_anti_diagonal_through(byte, sq);
        flip_vertical(a); mirror_horizontal(a); flip_diagonal(a); flip_anti_diagonal(a);
        rotate_180(a); rotate_90_clockwise(a); rotate_90_anticlockwise(a);
        pseudo_rotate_45_clockwise(a); pseudo_rotate_45_anticlockwise(a);
    };
    assert_eq!(count, SINGLE_KERNELS);
    Ok(())
}

const SINGLE_KERNELS: usize = 36;

#[test]
fn every_single_kernel_is_compared() {
    let singles = bitboard_simd::Kernel::ALL
        .iter()
        .filter(|k| !k.is_batch())
        .count();
    assert_eq!(
        singles, SINGLE_KERNELS,
        "a kernel was added: extend `agrees`"
    );
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
        // Also sparse and extreme boards.
        for (x, y) in [(a, b), (a & b, b & a.rotate_left(17)), (0, a), (!0, b)] {
            if let Err(e) = agrees(token, x, y, byte, sq, file, dir) {
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
        Kernels::scalar().queen_attacks_from(Square::new(27).unwrap(), 0)
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
