//! A small test meant for Miri (`cargo +nightly miri test --test miri`,
//! run by `.ci/run`): the dispatch and table code, every single-board
//! kernel of the active table and its free function (per-kernel pointer),
//! and the batch forms' pointer and remainder handling (every shape,
//! lengths 0..=9, misaligned slices, in place), for every implementation
//! the interpreter can run. Under Miri detection sees
//! only the build's target features (SSE2 on x86-64), so that is the scalar
//! and SSE2 code. It also runs natively as an ordinary test.

#[macro_use]
mod single_calls;

use bitboard_simd::{
    available_levels, describe, dispatch, kernels, Color, Dir, File, Kernel, KernelTable, Side,
    Square, Token, WithToken,
};

const BOARDS: [u64; 9] = [
    0,
    !0,
    1,
    1 << 63,
    0x8142_2418_1824_4281,
    0x0000_1000_0800_2400,
    0xdead_beef_0bad_f00d,
    0x00ff_00ff_ff00_ff00,
    0x8040_2010_0804_0201,
];

#[test]
fn dispatch_and_tables() {
    let active = kernels();
    assert!(std::ptr::eq(active, kernels()), "one table, chosen once");
    let text = describe().to_string();
    for kernel in Kernel::ALL {
        assert!(text.contains(kernel.name()));
    }
    for level in available_levels() {
        let table = KernelTable::for_level(level).expect("available level has a table");
        assert_eq!(table.level(), level);
        for (kernel, imp) in table.iter() {
            assert!(kernel.implementations().any(|i| i.method() == imp.method()));
        }
    }
}

struct Sum(u64);

impl WithToken for Sum {
    type Output = u64;
    #[inline(always)]
    fn run<T: Token>(self, t: T) -> u64 {
        t.queen_attacks_from(Square::new(27).unwrap(), self.0) ^ t.flip_diagonal(self.0)
    }
}

#[test]
fn single_kernels_and_tokens_agree_with_the_scalar_table() {
    let (t, s) = (kernels(), KernelTable::scalar());
    let (sq, file, dir) = (
        Square::new(19).unwrap(),
        File::new(5).unwrap(),
        Dir::SouthWest,
    );
    let color = Color::Black;
    for &a in &BOARDS {
        let b = a.rotate_left(13) ^ 0x0f0f;
        let byte = a as u8;
        let side = Side {
            pawns: a & 0x00ff_ffff_ffff_ff00,
            knights: b & !a,
            bishops: a.rotate_left(7),
            rooks: b.rotate_left(29),
            queens: a & b,
            king: 1 << (a % 64),
        };
        macro_rules! same {
            ($name:ident($($arg:expr),*)) => {{
                assert_eq!(t.$name($($arg),*), s.$name($($arg),*), "{}", stringify!($name));
                // The free function: its own pointer, set by its first call.
                assert_eq!(bitboard_simd::$name($($arg),*), s.$name($($arg),*), "free {}", stringify!($name));
            }};
        }
        let count = single_kernel_calls!(same; a, b, byte, sq, file, dir, color, side);
        assert_eq!(
            count,
            single_calls::single_kernel_count(),
            "a kernel is missing from single_calls"
        );
        assert_eq!(
            dispatch(Sum(a)),
            s.queen_attacks_from(Square::new(27).unwrap(), a) ^ s.flip_diagonal(a)
        );
    }
}

/// One kernel of every batch shape, through every implementation the CPU
/// (or interpreter) supports.
#[test]
fn batch_shapes_lengths_alignment_and_in_place() {
    let highest = KernelTable::for_level(bitboard_simd::cpu().highest_level()).unwrap();
    let s = KernelTable::scalar();
    let input: Vec<u64> = (0..12)
        .map(|i| BOARDS[i % 9].rotate_left(i as u32 * 7))
        .collect();
    let other: Vec<u64> = input.iter().map(|x| x.rotate_right(11) | 0x10).collect();
    let bytes: Vec<u8> = input.iter().map(|&x| (x >> 5) as u8).collect();
    let squares: Vec<Square> = (0..12).map(|i| Square::new(i * 5 % 64).unwrap()).collect();
    let (sq, file, dir) = (
        Square::new(42).unwrap(),
        File::new(2).unwrap(),
        Dir::NorthEast,
    );

    for len in 0..=9 {
        for offset in 0..=2 {
            let (x, y) = (&input[offset..offset + len], &other[offset..offset + len]);
            let (bs, sqs) = (&bytes[offset..offset + len], &squares[offset..offset + len]);
            for t in highest.variants(Kernel::FlipDiagonalBatch) {
                let mut out = vec![0; len];
                t.flip_diagonal_batch(x, &mut out);
                let mut in_place = x.to_vec();
                t.flip_diagonal_in_place(&mut in_place);
                for i in 0..len {
                    assert_eq!(out[i], s.flip_diagonal(x[i]));
                    assert_eq!(in_place[i], out[i]);
                }
            }
            for t in highest.variants(Kernel::ShiftOneBatch) {
                let mut out = vec![0; len];
                t.shift_one_batch(x, dir, &mut out);
                assert!(out.iter().zip(x).all(|(&o, &a)| o == s.shift_one(a, dir)));
            }
            for t in highest.variants(Kernel::RayAttacksBatch) {
                let mut out = vec![0; len];
                t.ray_attacks_batch(x, y, dir, &mut out);
                assert!((0..len).all(|i| out[i] == s.ray_attacks(x[i], y[i], dir)));
            }
            for t in highest.variants(Kernel::EastAttacksBySubtractionBatch) {
                let mut out = vec![0; len];
                t.east_attacks_by_subtraction_batch(x, y, &mut out);
                assert!((0..len).all(|i| out[i] == s.east_attacks_by_subtraction(x[i], y[i])));
            }
            for t in highest.variants(Kernel::AttacksByDirectionBatch) {
                let mut out = vec![[0; 8]; len];
                t.attacks_by_direction_batch(x, y, &mut out);
                assert!((0..len).all(|i| out[i] == s.attacks_by_direction(x[i], y[i])));
            }
            for t in highest.variants(Kernel::QueenAttacksFromBatch) {
                let mut out = vec![0; len];
                t.queen_attacks_from_batch(sqs, x, &mut out);
                assert!((0..len).all(|i| out[i] == s.queen_attacks_from(sqs[i], x[i])));
            }
            for t in highest.variants(Kernel::SideAttacksBatch) {
                let sides: Vec<Side> = (0..len)
                    .map(|i| Side {
                        pawns: y[i] & 0x00ff_ff00_0000_ff00,
                        knights: x[i] & 0x42,
                        bishops: x[i] & 0x2400_0000_0000_0024,
                        rooks: y[i] & 0x8100_0000_0000_0081,
                        queens: x[i] & 0x0800_0000_0000_0008,
                        king: 1 << (i * 7 % 64),
                    })
                    .collect();
                let mut out = vec![0; len];
                t.side_attacks_batch(&sides, x, Color::Black, &mut out);
                let want = |i: usize| s.side_attacks(sides[i], x[i], Color::Black);
                assert!((0..len).all(|i| out[i] == want(i)));
            }
            for t in highest.variants(Kernel::ExtractAntiDiagonalThroughBatch) {
                let mut out = vec![0; len];
                t.extract_anti_diagonal_through_batch(x, sq, &mut out);
                assert!((0..len).all(|i| out[i] == s.extract_anti_diagonal_through(x[i], sq)));
            }
            for t in highest.variants(Kernel::ExtractFileBatch) {
                let mut out = vec![0; len];
                t.extract_file_batch(x, file, &mut out);
                assert!((0..len).all(|i| out[i] == s.extract_file(x[i], file)));
            }
            for t in highest.variants(Kernel::DepositAntiDiagonalBatch) {
                let mut out = vec![0; len];
                t.deposit_anti_diagonal_batch(bs, &mut out);
                assert!((0..len).all(|i| out[i] == s.deposit_anti_diagonal(bs[i])));
            }
            for t in highest.variants(Kernel::DepositFileBatch) {
                let mut out = vec![0; len];
                t.deposit_file_batch(bs, file, &mut out);
                assert!((0..len).all(|i| out[i] == s.deposit_file(bs[i], file)));
            }
            for t in highest.variants(Kernel::DiagonalShiftBrBatch) {
                let mut in_place = x.to_vec();
                t.diagonal_shift_br_in_place(&mut in_place);
                assert!((0..len).all(|i| in_place[i] == s.diagonal_shift_br(x[i])));
            }
        }
    }
}
