//! Every single-board kernel of the catalogue as a call on the caller's
//! argument variables, for tests that run the whole catalogue through two
//! providers and compare (`tests/token.rs`, `tests/miri.rs`).
//!
//! `single_kernel_calls!(m; a, b, byte, sq, file, dir)` expands to
//! `m! { shift_one(a, dir); occluded_fill(a, b, dir); ... }`, with `a`, `b`
//! boards, `byte` a `u8`, `sq` a `Square`, `file` a `File`, `dir` a `Dir`.
//! Each user also checks that the count equals the number of single-board
//! kernels in `Kernel::ALL`, so a new kernel cannot be missed.

macro_rules! single_kernel_calls {
    ($m:ident; $a:ident, $b:ident, $byte:ident, $sq:ident, $file:ident, $dir:ident) => {
        $m! {
            shift_one($a, $dir); occluded_fill($a, $b, $dir); fill($a, $dir); ray_attacks($a, $b, $dir);
            rook_attacks($a, $b); bishop_attacks($a, $b); queen_attacks($a, $b); attacks_by_direction($a, $b);
            rook_attacks_from($sq, $a); bishop_attacks_from($sq, $a); queen_attacks_from($sq, $a);
            east_attacks_by_subtraction($a, $b); west_attacks_by_subtraction($a, $b);
            diagonal_shift_bl($a); diagonal_shift_tl($a); diagonal_shift_br($a); diagonal_shift_tr($a);
            extract_diagonal($a); extract_anti_diagonal($a); extract_file($a, $file);
            extract_diagonal_through($a, $sq); extract_anti_diagonal_through($a, $sq);
            deposit_diagonal($byte); deposit_anti_diagonal($byte); deposit_file($byte, $file);
            deposit_diagonal_through($byte, $sq); deposit_anti_diagonal_through($byte, $sq);
            flip_vertical($a); mirror_horizontal($a); flip_diagonal($a); flip_anti_diagonal($a);
            rotate_180($a); rotate_90_clockwise($a); rotate_90_anticlockwise($a);
            pseudo_rotate_45_clockwise($a); pseudo_rotate_45_anticlockwise($a);
        }
    };
}

/// How many single-board kernels the catalogue has.
pub fn single_kernel_count() -> usize {
    bitboard_simd::Kernel::ALL
        .iter()
        .filter(|k| !k.is_batch())
        .count()
}
