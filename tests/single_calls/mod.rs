//! Every single-board kernel of the catalogue as a call on the caller's
//! argument variables, for tests that run the whole catalogue through two
//! providers and compare (`tests/suite/token.rs`, `tests/miri.rs`).
//!
//! `single_kernel_calls!(m; a, b, byte, sq, file, dir, color, side)` expands to
//! `m!(shift_one(a, dir)); m!(occluded_fill(a, b, dir)); ...`, one call per
//! single-board row of the catalogue (`bitboard_simd::__catalogue!`), each
//! argument chosen by its type ([`Pick`]): the first `u64` is `a`, the
//! second `b`, a `u8` is `byte`, a `Square` `sq`, a `File` `file`, a `Dir`
//! `dir`, a `Color` `color`, a `Side` `side`. It evaluates to the number of
//! calls, which each user checks against the number of single-board
//! kernels in `Kernel::ALL`.

use bitboard_simd::{Color, Dir, File, Side, Square};

macro_rules! single_kernel_calls {
    ($m:ident; $a:ident, $b:ident, $byte:ident, $sq:ident, $file:ident, $dir:ident, $color:ident, $side:ident) => {{
        let vars = single_calls::Vars {
            boards: [$a, $b],
            byte: $byte,
            sq: $sq,
            file: $file,
            dir: $dir,
            color: $color,
            side: $side,
        };
        let mut calls = 0usize;
        bitboard_simd::__catalogue!(single single_kernel_call($m calls vars));
        calls
    }};
}

/// One row: picks each argument by its type, then calls `$m!`.
macro_rules! single_kernel_call {
    (
        $m:ident $calls:ident $vars:ident
        $(#[$doc:meta])* [$family:ident] $Variant:ident $name:ident ( $($arg:ident : $ty:ty),* ) -> $ret:ty;
    ) => {{
        let mut _boards = 0;
        $(let $arg = <$ty as single_calls::Pick>::pick(&$vars, &mut _boards);)*
        $m!($name($($arg),*));
        $calls += 1;
    }};
}

/// The caller's argument variables.
pub struct Vars {
    pub boards: [u64; 2],
    pub byte: u8,
    pub sq: Square,
    pub file: File,
    pub dir: Dir,
    pub color: Color,
    pub side: Side,
}

/// An argument type: which of the caller's variables a call takes for it
/// (`boards` counts the boards taken so far by this call).
pub trait Pick: Sized {
    fn pick(vars: &Vars, boards: &mut usize) -> Self;
}

impl Pick for u64 {
    fn pick(vars: &Vars, boards: &mut usize) -> u64 {
        let board = vars.boards[*boards];
        *boards += 1;
        board
    }
}

impl Pick for u8 {
    fn pick(vars: &Vars, _: &mut usize) -> u8 {
        vars.byte
    }
}

impl Pick for Square {
    fn pick(vars: &Vars, _: &mut usize) -> Square {
        vars.sq
    }
}

impl Pick for File {
    fn pick(vars: &Vars, _: &mut usize) -> File {
        vars.file
    }
}

impl Pick for Dir {
    fn pick(vars: &Vars, _: &mut usize) -> Dir {
        vars.dir
    }
}

impl Pick for Color {
    fn pick(vars: &Vars, _: &mut usize) -> Color {
        vars.color
    }
}

impl Pick for Side {
    fn pick(vars: &Vars, _: &mut usize) -> Side {
        vars.side
    }
}

/// How many single-board kernels the catalogue has.
pub fn single_kernel_count() -> usize {
    bitboard_simd::Kernel::ALL
        .iter()
        .filter(|k| !k.is_batch())
        .count()
}
