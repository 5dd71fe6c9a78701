//! Attacks along lines by subtraction: Hyperbola Quintessence for single
//! sliders and the per-byte `o ^ (o - 2r)` for every rook on every rank.
//!
//! The Hyperbola Quintessence forms are `const fn` (byte swaps, bit
//! reversals and wrapping subtractions are all `const`): the crate's
//! `*_attacks_from_const` lookups are these functions.

use super::flip::mirror_horizontal_reverse_bits as mirror_ranks;
use crate::masks::{self, anti_diagonal_through, diagonal_through, file, NOT_FILE_A};
use crate::types::Square;

// The tables' layout and magics; its builders run in the build script
// and in the tests.
#[cfg(any(feature = "magic-table", feature = "pext-table"))]
#[cfg_attr(not(all(test, feature = "std")), allow(dead_code))]
pub(crate) mod answers;
// Built from the packed attack table, so it comes with the magic tables.
#[cfg(feature = "magic-table")]
pub(crate) mod black_magic;
pub(crate) mod hyperbola_bswap;
pub(crate) mod inlined;
pub(crate) mod kindergarten;

/// Hyperbola Quintessence on one line with one square per rank (file,
/// diagonal, anti-diagonal). `line` excludes the slider.
///
/// With `o` the line's blockers and `s` the slider, `o - s` borrows from the
/// first blocker above `s`: it flips exactly the squares from `s` up to that
/// blocker. Reversing the rank order with a byte swap turns the downward
/// ray into an upward one, so the same subtraction serves it.
#[inline]
const fn hyperbola_by_byte_swap(s: u64, occupied: u64, line: u64) -> u64 {
    let o = occupied & line;
    let forward = o.wrapping_sub(s);
    let reverse = o.swap_bytes().wrapping_sub(s.swap_bytes()).swap_bytes();
    (forward ^ reverse) & line
}

/// The same on a rank, where the downward ray is reversed by a full bit
/// reversal (which also reverses the files inside the rank).
#[inline]
pub(crate) const fn hyperbola_by_bit_reversal(s: u64, occupied: u64, line: u64) -> u64 {
    let o = occupied & line;
    let forward = o.wrapping_sub(s);
    let reverse = o
        .reverse_bits()
        .wrapping_sub(s.reverse_bits())
        .reverse_bits();
    (forward ^ reverse) & line
}

#[inline]
pub(crate) const fn rook_attacks_from_hyperbola(sq: Square, occupied: u64) -> u64 {
    let s = sq.bit();
    let rank = masks::rank(sq.rank());
    hyperbola_by_byte_swap(s, occupied, file(sq.file()) ^ s)
        | hyperbola_by_bit_reversal(s, occupied, rank ^ s)
}

#[inline]
pub(crate) const fn bishop_attacks_from_hyperbola(sq: Square, occupied: u64) -> u64 {
    let s = sq.bit();
    hyperbola_by_byte_swap(s, occupied, diagonal_through(sq) ^ s)
        | hyperbola_by_byte_swap(s, occupied, anti_diagonal_through(sq) ^ s)
}

#[inline]
pub(crate) const fn queen_attacks_from_hyperbola(sq: Square, occupied: u64) -> u64 {
    rook_attacks_from_hyperbola(sq, occupied) | bishop_attacks_from_hyperbola(sq, occupied)
}

/// First-rank attacks: `FIRST_RANK_ATTACKS[file][inner]` is the attack byte
/// of a slider on `file` of a rank whose inner squares b..g hold the blockers
/// `inner` (6 bits). The edge squares a and h never change the answer (a ray
/// ends there whether they are occupied or not), which is why 6 bits index
/// it. 8 x 64 bytes, evaluated at compile time.
pub(crate) static FIRST_RANK_ATTACKS: [[u8; 64]; 8] = {
    let mut table = [[0u8; 64]; 8];
    let mut file = 0;
    while file < 8 {
        let mut inner = 0;
        while inner < 64 {
            let occupied = (inner as u32) << 1;
            let mut attacks = 0u32;
            let mut f = file + 1;
            while f < 8 {
                attacks |= 1 << f;
                if occupied & (1 << f) != 0 {
                    break;
                }
                f += 1;
            }
            let mut f = file;
            while f > 0 {
                f -= 1;
                attacks |= 1 << f;
                if occupied & (1 << f) != 0 {
                    break;
                }
            }
            table[file][inner] = attacks as u8;
            inner += 1;
        }
        file += 1;
    }
    table
};

/// Per-square attacks through the set-wise Kogge-Stone fills.
#[cfg(feature = "alternatives")]
pub(crate) mod kogge_stone {
    use super::super::fill::kogge_stone::{bishop_attacks, queen_attacks, rook_attacks};
    use crate::types::Square;

    #[inline]
    pub(crate) fn rook_attacks_from(sq: Square, occupied: u64) -> u64 {
        rook_attacks(sq.bit(), !occupied)
    }

    #[inline]
    pub(crate) fn bishop_attacks_from(sq: Square, occupied: u64) -> u64 {
        bishop_attacks(sq.bit(), !occupied)
    }

    #[inline]
    pub(crate) fn queen_attacks_from(sq: Square, occupied: u64) -> u64 {
        queen_attacks(sq.bit(), !occupied)
    }

    batch_loop!(from_sq, rook_attacks_from_batch, rook_attacks_from);
    batch_loop!(from_sq, bishop_attacks_from_batch, bishop_attacks_from);
    batch_loop!(from_sq, queen_attacks_from_batch, queen_attacks_from);
}

/// Per-byte `o ^ (o - 2r)` in a `u64` (SWAR): east attacks of every rook.
///
/// `o` must hold the rooks for the trick to work with two rooks on a rank,
/// so they are added. `2r` is `rooks << 1` with each byte's carry-out
/// dropped (a rook on the h-file has no east attacks: in byte arithmetic its
/// `2r` is 256 = 0). The byte-wise subtraction keeps borrows inside bytes:
/// subtract with every byte's top bit forced to 1 (so no borrow leaves the
/// byte), then fix the top bits with `x ^ !y`.
#[inline]
pub(crate) fn east_attacks_by_subtraction_swar(rooks: u64, occupied: u64) -> u64 {
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let o = occupied | rooks;
    let r2 = (rooks << 1) & NOT_FILE_A;
    let difference = ((o | HIGH).wrapping_sub(r2 & !HIGH)) ^ ((o ^ !r2) & HIGH);
    o ^ difference
}

/// West attacks: the east subtraction on mirrored ranks.
#[inline]
pub(crate) fn west_attacks_by_subtraction_swar(rooks: u64, occupied: u64) -> u64 {
    mirror_ranks(east_attacks_by_subtraction_swar(
        mirror_ranks(rooks),
        mirror_ranks(occupied),
    ))
}

batch_loop!(
    from_sq,
    rook_attacks_from_hyperbola_batch,
    rook_attacks_from_hyperbola
);
batch_loop!(
    from_sq,
    bishop_attacks_from_hyperbola_batch,
    bishop_attacks_from_hyperbola
);
batch_loop!(
    from_sq,
    queen_attacks_from_hyperbola_batch,
    queen_attacks_from_hyperbola
);
batch_loop!(
    zip,
    east_attacks_by_subtraction_swar_batch,
    east_attacks_by_subtraction_swar
);
batch_loop!(
    zip,
    west_attacks_by_subtraction_swar_batch,
    west_attacks_by_subtraction_swar
);

/// West attacks by a Kogge-Stone fill: three doubling steps, cheaper than
/// the three bit mirrors of the subtraction without a bit-reverse
/// instruction.
#[inline]
pub(crate) fn west_attacks_kogge_stone(rooks: u64, occupied: u64) -> u64 {
    super::fill::kogge_stone::ray_attacks(rooks, !(occupied | rooks), crate::types::Dir::West)
}

batch_loop!(
    zip,
    west_attacks_kogge_stone_batch,
    west_attacks_kogge_stone
);

/// Slider attack tables shared by the table-driven implementations (the
/// magic multiply here and `pext` in `arch/x86_64/bmi2`), evaluated by the
/// build script from [`answers`](super::answers) and included as bytes.
///
/// The attacks of a slider on `sq` depend only on the occupancy of its
/// *relevant* squares: its rays minus each ray's last square (whether the
/// edge square is occupied never changes the attack set). Both schemes turn
/// those `n` bits into an index below `2^n`, so each (piece, square) owns a
/// block of `2^n` answers: 4096 for a rook in a corner, 32 for a bishop in
/// the centre. The blocks are laid out identically in both tables, rook
/// squares a1..h8 then bishop squares, one unused 64-byte line after each
/// block ([`answers::GAP`]): 102 400 + 5 248 answers and 128 x 8 gap entries,
/// 108 672 `u64` (**849 KiB** per table, in `.rodata`: no run-time build,
/// no once-check, and pages that are never read are never loaded).
///
/// `ROOK_MASKS`, `ROOK_OFFSETS` and the rest come from `answers.rs`, the
/// file the build script evaluates the tables from, so the lookups and the
/// tables cannot disagree on the layout.
#[cfg(any(feature = "magic-table", feature = "pext-table"))]
// The magic indexing is only built with `magic-table`.
#[cfg_attr(not(feature = "magic-table"), allow(dead_code))]
pub(crate) mod tables {
    pub(crate) use super::answers::{
        BISHOP_MASKS, BISHOP_OFFSETS, ENTRIES, ROOK_MASKS, ROOK_OFFSETS,
    };

    /// [`answers`](super::answers::answers) for `indexing`, rebuilt at run
    /// time: the tests compare the included tables with it.
    #[cfg(all(test, feature = "std"))]
    pub(crate) fn rebuilt(
        indexing: super::answers::Indexing<'_>,
    ) -> std::boxed::Box<[u64; ENTRIES]> {
        let mut table: std::boxed::Box<[u64; ENTRIES]> =
            std::vec![0; ENTRIES].into_boxed_slice().try_into().unwrap();
        super::answers::answers(indexing, &mut table);
        table
    }

    /// A table the build script evaluated from `answers.rs` and wrote to
    /// `OUT_DIR` (`$file`), as a `[u64; N]` in `.rodata`.
    macro_rules! built_table {
        ($file:literal) => {
            // SAFETY: every bit pattern is a valid `u64`; `transmute` fails to
            // compile unless the file holds exactly the array's bytes, and the
            // build script wrote each answer in the target's byte order.
            unsafe { core::mem::transmute(*include_bytes!(concat!(env!("OUT_DIR"), "/", $file))) }
        };
    }
    // Used here (`PACKED`) by name; the re-export only by the magic tables.
    #[cfg_attr(not(feature = "magic-table"), allow(unused_imports))]
    pub(crate) use built_table;

    /// Pointers to the rook and bishop blocks of square `sq` in a table
    /// laid out by [`ROOK_OFFSETS`] / [`BISHOP_OFFSETS`] (the per-square slots
    /// of `scalar/magic` and `bmi2/pext` keep these instead of offsets, which
    /// saves an add and the table's address per lookup).
    pub(crate) const fn blocks(
        table: &'static [u64; ENTRIES],
        sq: usize,
    ) -> (*const u64, *const u64) {
        let base = table.as_ptr();
        // SAFETY: every offset is inside a table of `ENTRIES` (`offsets`).
        unsafe {
            (
                base.add(ROOK_OFFSETS[sq] as usize),
                base.add(BISHOP_OFFSETS[sq] as usize),
            )
        }
    }

    /// The answers in packed (`pext`) order: the `bmi2/pext` table, and
    /// the source of the magic one.
    #[cfg(feature = "pext-table")]
    pub(crate) static PACKED: [u64; ENTRIES] = built_table!("packed.bin");

    /// One square's relevant squares and answer blocks in [`PACKED`] for
    /// both pieces, for the lookups by a bit gather (`bmi2/pext`,
    /// `sve2/pext`): 32 bytes, two to a cache line, so a queen reads one
    /// line and its two gathers and loads are independent. The blocks are
    /// pointers rather than offsets, which saves the add (and the table's
    /// address) per lookup.
    #[cfg(feature = "pext-table")]
    // Read by the `bmi2` and `sve2` trees only.
    #[cfg_attr(
        not(any(target_arch = "x86_64", target_arch = "aarch64")),
        allow(dead_code)
    )]
    #[repr(C, align(32))]
    pub(crate) struct PextSlot {
        pub(crate) rook_mask: u64,
        pub(crate) bishop_mask: u64,
        pub(crate) rook_block: *const u64,
        pub(crate) bishop_block: *const u64,
    }

    // SAFETY: the pointers point into `PACKED`, an immutable `static`, so
    // sharing them between threads shares only reads of immutable data.
    #[cfg(feature = "pext-table")]
    unsafe impl Sync for PextSlot {}

    #[cfg(feature = "pext-table")]
    // Read by the `bmi2` and `sve2` trees only.
    #[cfg_attr(
        not(any(target_arch = "x86_64", target_arch = "aarch64")),
        allow(dead_code)
    )]
    pub(crate) static PEXT_SLOTS: [PextSlot; 64] = {
        const EMPTY: PextSlot = PextSlot {
            rook_mask: 0,
            bishop_mask: 0,
            rook_block: core::ptr::null(),
            bishop_block: core::ptr::null(),
        };
        let mut slots = [EMPTY; 64];
        let mut sq = 0;
        while sq < 64 {
            let (rook_block, bishop_block) = blocks(&PACKED, sq);
            slots[sq] = PextSlot {
                rook_mask: ROOK_MASKS[sq],
                bishop_mask: BISHOP_MASKS[sq],
                rook_block,
                bishop_block,
            };
            sq += 1;
        }
        slots
    };

    /// The slot of `sq`. A gather of `occupied` by one of its masks (`n`
    /// bits) is below `2^n`, the size of the block beside that mask.
    #[cfg(feature = "pext-table")]
    // Read by the `bmi2` and `sve2` trees only.
    #[cfg_attr(
        not(any(target_arch = "x86_64", target_arch = "aarch64")),
        allow(dead_code)
    )]
    #[inline(always)]
    pub(crate) fn pext_slot(sq: crate::types::Square) -> &'static PextSlot {
        // SAFETY: a `Square`'s index is below 64.
        unsafe { PEXT_SLOTS.get_unchecked(sq.index() as usize) }
    }

    #[cfg(all(test, feature = "std"))]
    mod tests {
        use super::super::answers::{self, Indexing};

        /// The layout the comments describe: 102 400 rook and 5 248 bishop
        /// answers, one gap after each of the 128 blocks.
        #[test]
        fn layout() {
            assert_eq!(super::ENTRIES, 102_400 + 5_248 + 128 * answers::GAP);
        }

        #[cfg(feature = "pext-table")]
        #[test]
        #[cfg_attr(miri, ignore)] // 108 672 walks: minutes under Miri
        fn packed_table_is_the_walked_answers() {
            assert!(super::rebuilt(Indexing::Packed)[..] == super::PACKED[..]);
            // And the builder is the rays walked: spot checks by hand.
            let a1 = 0;
            let offset = super::ROOK_OFFSETS[a1] as usize;
            assert_eq!(
                super::PACKED[offset],
                answers::walk(a1, 0, answers::ROOK_STEPS)
            );
            assert_eq!(super::PACKED[offset], 0x0101_0101_0101_01fe);
        }

        /// The check that fails the build: a multiplier that is not a
        /// magic for some square maps two answers onto one entry.
        #[test]
        #[cfg_attr(miri, ignore)]
        #[should_panic(expected = "not a magic")]
        fn a_wrong_magic_fails_the_build() {
            let packed = super::rebuilt(Indexing::Packed);
            let mut rook = answers::ROOK_MAGICS;
            rook[27] = 1;
            super::rebuilt(Indexing::Magic(&rook, &answers::BISHOP_MAGICS, &packed));
        }
    }
}

/// Per-square attacks by magic multiplication (fancy magics: a per-square
/// shift, one block of `2^n` answers per square, see [`tables`]).
///
/// `(occupied & mask) * magic` gathers the relevant bits into the top `n`
/// bits of the product, scrambled but without two occupancies of different
/// attacks landing on the same index; the shift brings them down. Everything
/// one lookup reads about its square (both pieces' masks, magics, shifts and
/// offsets) sits in one 64-byte slot, so a queen touches one line of it.
#[cfg(all(feature = "magic-table", feature = "alternatives"))]
pub(crate) mod magic {
    use super::answers::{BISHOP_MAGICS, ROOK_MAGICS};
    use super::tables;
    use crate::types::Square;

    /// One square's lookup data for both pieces, in one cache line; the
    /// blocks are pointers into `ANSWERS` (no add of an offset per lookup).
    #[repr(C, align(64))]
    struct Slot {
        rook_mask: u64,
        rook_magic: u64,
        rook_block: *const u64,
        bishop_mask: u64,
        bishop_magic: u64,
        bishop_block: *const u64,
        rook_shift: u32,
        bishop_shift: u32,
    }

    // SAFETY: the pointers point into `ANSWERS`, an immutable `static`, so
    // sharing them between threads shares only reads of immutable data.
    unsafe impl Sync for Slot {}

    static ANSWERS: [u64; tables::ENTRIES] = tables::built_table!("magic.bin");

    static SLOTS: [Slot; 64] = {
        const EMPTY: Slot = Slot {
            rook_mask: 0,
            rook_magic: 0,
            rook_block: core::ptr::null(),
            bishop_mask: 0,
            bishop_magic: 0,
            bishop_block: core::ptr::null(),
            rook_shift: 0,
            bishop_shift: 0,
        };
        let mut slots = [EMPTY; 64];
        let mut sq = 0;
        while sq < 64 {
            let (rook_block, bishop_block) = tables::blocks(&ANSWERS, sq);
            slots[sq] = Slot {
                rook_mask: tables::ROOK_MASKS[sq],
                rook_magic: ROOK_MAGICS[sq],
                rook_block,
                bishop_mask: tables::BISHOP_MASKS[sq],
                bishop_magic: BISHOP_MAGICS[sq],
                bishop_block,
                rook_shift: 64 - tables::ROOK_MASKS[sq].count_ones(),
                bishop_shift: 64 - tables::BISHOP_MASKS[sq].count_ones(),
            };
            sq += 1;
        }
        slots
    };

    #[cfg(all(test, feature = "std"))]
    #[test]
    #[cfg_attr(miri, ignore)] // two tables built: minutes under Miri
    fn built_table_is_the_magic_answers() {
        let packed = tables::rebuilt(super::answers::Indexing::Packed);
        let indexing = super::answers::Indexing::Magic(&ROOK_MAGICS, &BISHOP_MAGICS, &packed);
        assert!(tables::rebuilt(indexing)[..] == ANSWERS[..]);
    }

    #[inline(always)]
    fn slot(sq: Square) -> &'static Slot {
        // SAFETY: a `Square`'s index is below 64.
        unsafe { SLOTS.get_unchecked(sq.index() as usize) }
    }

    #[inline(always)]
    fn answer(block: *const u64, occupied: u64, mask: u64, magic: u64, shift: u32) -> u64 {
        let index = ((occupied & mask).wrapping_mul(magic) >> shift) as usize;
        // SAFETY: the product shifted right by `64 - n` is below `2^n`, the
        // size of the square's block, which lies inside `ANSWERS`.
        unsafe { *block.add(index) }
    }

    #[inline]
    pub(crate) fn rook_attacks_from(sq: Square, occupied: u64) -> u64 {
        let s = slot(sq);
        answer(
            s.rook_block,
            occupied,
            s.rook_mask,
            s.rook_magic,
            s.rook_shift,
        )
    }

    #[inline]
    pub(crate) fn bishop_attacks_from(sq: Square, occupied: u64) -> u64 {
        let s = slot(sq);
        answer(
            s.bishop_block,
            occupied,
            s.bishop_mask,
            s.bishop_magic,
            s.bishop_shift,
        )
    }

    #[inline]
    pub(crate) fn queen_attacks_from(sq: Square, occupied: u64) -> u64 {
        let s = slot(sq);
        answer(
            s.rook_block,
            occupied,
            s.rook_mask,
            s.rook_magic,
            s.rook_shift,
        ) | answer(
            s.bishop_block,
            occupied,
            s.bishop_mask,
            s.bishop_magic,
            s.bishop_shift,
        )
    }

    batch_loop!(from_sq, rook_attacks_from_batch, rook_attacks_from);
    batch_loop!(from_sq, bishop_attacks_from_batch, bishop_attacks_from);
}
