//! Attacks along lines by subtraction: Hyperbola Quintessence for single
//! sliders and the per-byte `o ^ (o - 2r)` for every rook on every rank.
//!
//! The Hyperbola Quintessence forms are `const fn` (byte swaps, bit
//! reversals and wrapping subtractions are all `const`): the crate's
//! `*_attacks_from_const` lookups are these functions.

use super::flip::mirror_horizontal_reverse_bits as mirror_ranks;
use crate::masks::{self, anti_diagonal_through, diagonal_through, file, NOT_FILE_A};
use crate::types::Square;

// Built from the packed attack table, so it comes with the magic tables.
#[cfg(feature = "magic-table")]
pub(crate) mod black_magic;
pub(crate) mod hyperbola_bswap;
pub(crate) mod kindergarten;
pub(crate) mod obstruction_difference;

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

/// Rank attacks by the first-rank table: the rank's inner six squares index
/// the table, the answer byte is shifted back onto the rank.
#[inline]
pub(crate) fn rank_attacks_by_table(sq: Square, occupied: u64) -> u64 {
    let shift = 8 * sq.rank().index() as u32;
    let inner = (occupied >> (shift + 1)) as usize & 63;
    (FIRST_RANK_ATTACKS[sq.file().index() as usize][inner] as u64) << shift
}

/// Hyperbola Quintessence with one byte swap per line for the file, and the
/// first-rank table for the rank (where a byte swap would not reverse the
/// order of the squares): no bit reversal, which costs about a dozen
/// operations without a bit-reverse instruction.
#[inline]
pub(crate) fn rook_attacks_from_rank_table(sq: Square, occupied: u64) -> u64 {
    let s = sq.bit();
    hyperbola_by_byte_swap(s, occupied, file(sq.file()) ^ s) | rank_attacks_by_table(sq, occupied)
}

#[inline]
pub(crate) fn queen_attacks_from_rank_table(sq: Square, occupied: u64) -> u64 {
    rook_attacks_from_rank_table(sq, occupied) | bishop_attacks_from_hyperbola(sq, occupied)
}

batch_loop!(
    from_sq,
    rook_attacks_from_rank_table_batch,
    rook_attacks_from_rank_table
);
batch_loop!(
    from_sq,
    queen_attacks_from_rank_table_batch,
    queen_attacks_from_rank_table
);

/// Per-square attacks through the set-wise Kogge-Stone fills.
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
/// magic multiply here and `pext` in `arch/x86_64/bmi2`), evaluated at
/// compile time.
///
/// The attacks of a slider on `sq` depend only on the occupancy of its
/// *relevant* squares: its rays minus each ray's last square (whether the
/// edge square is occupied never changes the attack set). Both schemes turn
/// those `n` bits into an index below `2^n`, so each (piece, square) owns a
/// block of `2^n` answers: 4096 for a rook in a corner, 32 for a bishop in
/// the centre. The blocks are laid out identically in both tables, rook
/// squares a1..h8 then bishop squares, one unused 64-byte line after each
/// block ([`tables::GAP`]): 102 400 + 5 248 answers and 128 x 8 gap entries,
/// 108 672 `u64` (**849 KiB** per table, in `.rodata`: no run-time build,
/// no once-check, and pages that are never read are never loaded).
#[cfg(any(feature = "magic-table", feature = "pext-table"))]
// The magic indexing is only built with `magic-table`.
#[cfg_attr(not(feature = "magic-table"), allow(dead_code))]
pub(crate) mod tables {
    /// Ray steps (file, rank) of a rook and of a bishop.
    pub(crate) const ROOK_STEPS: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
    pub(crate) const BISHOP_STEPS: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];

    /// The squares a ray from `sq` walks through, minus the ray's last square.
    pub(crate) const fn relevant(sq: usize, steps: [(i32, i32); 4]) -> u64 {
        let mut mask = 0;
        let mut d = 0;
        while d < 4 {
            let (df, dr) = steps[d];
            let (mut f, mut r) = ((sq % 8) as i32 + df, (sq / 8) as i32 + dr);
            // Keep a square only if the next one along the ray is on the board.
            while f + df >= 0 && f + df < 8 && r + dr >= 0 && r + dr < 8 {
                mask |= 1 << (8 * r + f);
                f += df;
                r += dr;
            }
            d += 1;
        }
        mask
    }

    /// The attacks of a slider on `sq` by walking its rays (build time only).
    const fn walk(sq: usize, occupied: u64, steps: [(i32, i32); 4]) -> u64 {
        let mut attacks = 0;
        let mut d = 0;
        while d < 4 {
            let (df, dr) = steps[d];
            let (mut f, mut r) = ((sq % 8) as i32 + df, (sq / 8) as i32 + dr);
            while f >= 0 && f < 8 && r >= 0 && r < 8 {
                let bit = 1u64 << (8 * r + f);
                attacks |= bit;
                if occupied & bit != 0 {
                    break;
                }
                f += df;
                r += dr;
            }
            d += 1;
        }
        attacks
    }

    /// Entries left unused after each block: one 64-byte line.
    ///
    /// Every rook block is a multiple of 8 KiB, so without the gap all 64
    /// would start at the same offset in a 4 KiB page: the same L1 set.
    /// Sparse occupancies make indices 0 and single bits the common ones,
    /// so the hot lines of every square pile into a few sets of an 8-way
    /// L1 and evict each other. With the gap the k-th block starts k lines
    /// further round the page, and the hot lines of 64 blocks spread over
    /// all 64 sets (Chess_Movegen's layout, rook and bishop blocks of a
    /// square in turn, staggers its rook blocks by the bishop blocks'
    /// sizes: the same effect, partly, at no cost). On Zen 4 (the report's
    /// peers rows, `r & r & r` occupancies) a token's rook lookup went from
    /// 1.00 to 0.79 ns and its queen from 1.38 to 1.25 ns, game-like and
    /// dense occupancies unchanged, for 8 KiB more table.
    pub(crate) const GAP: usize = 8;

    /// Relevant squares and block offsets of every square: rook blocks
    /// first, then bishop blocks, each followed by [`GAP`] unused entries.
    pub(crate) const ROOK_MASKS: [u64; 64] = masks(ROOK_STEPS);
    pub(crate) const BISHOP_MASKS: [u64; 64] = masks(BISHOP_STEPS);
    pub(crate) const ROOK_OFFSETS: [u32; 64] = offsets(&ROOK_MASKS, 0);
    pub(crate) const BISHOP_OFFSETS: [u32; 64] = offsets(&BISHOP_MASKS, ROOK_ENTRIES);
    const ROOK_ENTRIES: usize = entries(&ROOK_MASKS);
    /// 102 400 rook + 5 248 bishop answers, and 128 gaps.
    pub(crate) const ENTRIES: usize = ROOK_ENTRIES + entries(&BISHOP_MASKS);

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

    const fn masks(steps: [(i32, i32); 4]) -> [u64; 64] {
        let mut masks = [0; 64];
        let mut sq = 0;
        while sq < 64 {
            masks[sq] = relevant(sq, steps);
            sq += 1;
        }
        masks
    }

    const fn entries(masks: &[u64; 64]) -> usize {
        let mut n = 0;
        let mut sq = 0;
        while sq < 64 {
            n += (1 << masks[sq].count_ones()) + GAP;
            sq += 1;
        }
        n
    }

    const fn offsets(masks: &[u64; 64], first: usize) -> [u32; 64] {
        let mut offsets = [0; 64];
        let mut offset = first;
        let mut sq = 0;
        while sq < 64 {
            offsets[sq] = offset as u32;
            offset += (1 << masks[sq].count_ones()) + GAP;
            sq += 1;
        }
        offsets
    }

    /// How an occupancy of the relevant squares becomes an index in its block.
    pub(crate) enum Indexing {
        /// The relevant bits packed in order (what `pext` computes).
        Packed,
        /// `(occupied * magic) >> (64 - n)` with one magic per rook square
        /// and one per bishop square; the answers are copied from the
        /// [`PACKED`] table (walking the rays again would double the
        /// compile-time cost).
        Magic(
            &'static [u64; 64],
            &'static [u64; 64],
            &'static [u64; ENTRIES],
        ),
    }

    /// The answers in packed (`pext`) order: the `bmi2/pext` table, and
    /// the source of the magic one.
    pub(crate) static PACKED: [u64; ENTRIES] = answers(Indexing::Packed);

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

    /// Every answer, at its index under `indexing`. Panics (a compile-time
    /// error when evaluated for a `static`) if two occupancies with
    /// different attacks share an index, i.e. if a magic is not one.
    pub(crate) const fn answers(indexing: Indexing) -> [u64; ENTRIES] {
        let mut table = [0u64; ENTRIES];
        let mut piece = 0;
        while piece < 2 {
            let (masks, offsets, steps) = if piece == 0 {
                (&ROOK_MASKS, &ROOK_OFFSETS, ROOK_STEPS)
            } else {
                (&BISHOP_MASKS, &BISHOP_OFFSETS, BISHOP_STEPS)
            };
            let mut sq = 0;
            while sq < 64 {
                let mask = masks[sq];
                let shift = 64 - mask.count_ones();
                // The carry-rippler `(subset - mask) & mask` walks the subsets
                // of `mask` in the order of their packed bits: the k-th one
                // visited is the one `pext` maps to k.
                let mut subset = 0u64;
                let mut k = 0usize;
                loop {
                    let block = offsets[sq] as usize;
                    let (index, attacks) = match indexing {
                        Indexing::Packed => (k, walk(sq, subset, steps)),
                        Indexing::Magic(rook, bishop, packed) => {
                            let magic = if piece == 0 { rook[sq] } else { bishop[sq] };
                            let index = (subset.wrapping_mul(magic) >> shift) as usize;
                            (index, packed[block + k])
                        }
                    };
                    let slot = &mut table[block + index];
                    // No slider attacks nothing, so 0 marks a free entry.
                    assert!(*slot == 0 || *slot == attacks, "not a magic");
                    *slot = attacks;
                    subset = subset.wrapping_sub(mask) & mask;
                    k += 1;
                    if subset == 0 {
                        break;
                    }
                }
                sq += 1;
            }
            piece += 1;
        }
        table
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
#[cfg(feature = "magic-table")]
pub(crate) mod magic {
    use super::tables::{self, Indexing};
    use crate::types::Square;

    // Found by our own search (not taken from anywhere): for each square,
    // candidates `a & b & c` from xorshift64* (seed 0x0123_4567_89ab_cdef,
    // rooks a1..h8 then bishops a1..h8, drawn in that order), keeping the first
    // that maps all `2^n` occupancies without a harmful collision; the
    // table build below re-checks every one at compile time.
    const ROOK_MAGICS: [u64; 64] = [
        0x0080001020804000,
        0x0140011000200040,
        0x2080081000200081,
        0x0480100080842801,
        0x0080080080040002,
        0x0100020400080100,
        0x5280220031000080,
        0x0200008203284d04,
        0x0048800040068021,
        0x0002400040201000,
        0x0086801000a00080,
        0x1000808008001000,
        0x0240800402800801,
        0x0100800200040080,
        0x004a000200048108,
        0x2002000100805402,
        0x42a0208000804000,
        0x2a00404000201001,
        0x0040410020010812,
        0x2010808010000801,
        0x1010818004002800,
        0x0002008004000280,
        0x8000040082011008,
        0x2a001a0001054384,
        0x8404400380022090,
        0xe0100040c0112000,
        0x0110088080102000,
        0x2408080080801000,
        0x0000108500080100,
        0x0002000200041008,
        0x0000820400010890,
        0x0000004200010084,
        0x0000400082800023,
        0x001000e003400240,
        0x1002001042002081,
        0x0030010125000810,
        0x01494801010004b0,
        0x4010800400800200,
        0x1000023004008108,
        0x4040800040800100,
        0x0184269040018001,
        0x4101020020820040,
        0x0288200100410011,
        0x001a0108c1920020,
        0x0020080100650010,
        0x0002000904020010,
        0x0240010208040010,
        0x6001000880410012,
        0x01010040802a0200,
        0x4520088040042880,
        0x4120010410244100,
        0x0040420020081200,
        0x0000080100100500,
        0x0002000410080200,
        0x0026000401080200,
        0x0000086884010200,
        0x0200528001250041,
        0x9204104009008221,
        0x0904088022001042,
        0x2100200410000901,
        0x100200082090540e,
        0x0226000130046842,
        0x0008008841021004,
        0x4200064021041482,
    ];
    const BISHOP_MAGICS: [u64; 64] = [
        0x8108600404003020,
        0x0010048800902000,
        0x00101400a0280008,
        0x01040420800242c4,
        0x20421210011048a0,
        0x910208040560408c,
        0x0001010860840880,
        0x0020840082108200,
        0x2066403004410056,
        0x00b0035014008085,
        0x0804080091220001,
        0x4000044404802aa0,
        0x0705241ca02000c2,
        0x2002020984200022,
        0x8000040a08050401,
        0x0004028401211000,
        0x8204082021024200,
        0x0048008468280051,
        0x8108000102040210,
        0x12442058020120c0,
        0x001a801408a00020,
        0x0600200200900840,
        0x00cc040904220200,
        0x0044220a0b01180a,
        0x4020900108020801,
        0x0108020048105100,
        0x24009001c8004010,
        0x4011080001004100,
        0x8000820044010409,
        0x00004a0001050102,
        0x0008105402020208,
        0xc024010000808093,
        0x0004200800a00209,
        0x0084100200451402,
        0x0490180400020c00,
        0x0010020082080080,
        0x0080440440040100,
        0x0001010600010804,
        0x040a220d48040400,
        0x0101184200050101,
        0x00221d2098142080,
        0x0404020210080210,
        0x4821001082041000,
        0x0000a96018000500,
        0x9000080104000040,
        0x0320200400400820,
        0x20889801c1800404,
        0x0084008082080900,
        0x218a0201200a0cc0,
        0x0209012119200000,
        0x0261890088040080,
        0x0000200242020420,
        0x00484064608a0008,
        0x0009400842442402,
        0x8022080101040000,
        0x20c210c400838010,
        0x00005048081c1028,
        0x02a0014404540200,
        0x4840080042009040,
        0x0000a00004840402,
        0x0000040010020210,
        0x8600004009215500,
        0x420190100288144d,
        0x0040010252044102,
    ];

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

    static ANSWERS: [u64; tables::ENTRIES] = tables::answers(Indexing::Magic(
        &ROOK_MAGICS,
        &BISHOP_MAGICS,
        &tables::PACKED,
    ));

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
    batch_loop!(from_sq, queen_attacks_from_batch, queen_attacks_from);
}
