//! Per-square attacks by fixed-shift "black" magics with overlapping blocks.
//!
//! Like fancy magics, `index = f(occupied) * magic >> shift` picks an answer
//! from a per-square block, with two differences that make a lookup cheaper
//! and the table smaller:
//!
//! * the occupancy is OR-ed with the complement of the relevant mask instead
//!   of AND-ed with it: the irrelevant squares read as always occupied, which
//!   gives the magic search more freedom (the name "black": the unused bits
//!   are ones);
//! * the shift is the same for every square (52 for a rook: 12 index bits,
//!   55 for a bishop: 9), an immediate instead of a load, and the blocks of
//!   different squares overlap wherever their answers agree or one block
//!   leaves a gap, so all rook and bishop blocks fit in 87 988 answers
//!   (**687 KiB**, against 849 KiB for this crate's fancy magics).
//!
//! The constants are the published ones found by Volker Annuss and Niklas
//! Fiekas (talkchess.com, "Black magic bitboards" thread, 2017). They are
//! not trusted: the table below is built at compile time from this crate's
//! own attack answers (`tables::PACKED`), and the build fails if any two
//! occupancies with different attacks share an entry, or an index falls
//! outside the table.

use super::tables;
use crate::types::Square;

/// (magic, first entry of the block) per square, a1..h8.
const ROOK: [(u64, u32); 64] = [
    (0x80280013ff84ffff, 10890),
    (0x5ffbfefdfef67fff, 50579),
    (0xffeffaffeffdffff, 62020),
    (0x003000900300008a, 67322),
    (0x0050028010500023, 80251),
    (0x0020012120a00020, 58503),
    (0x0030006000c00030, 51175),
    (0x0058005806b00002, 83130),
    (0x7fbff7fbfbeafffc, 50430),
    (0x0000140081050002, 21613),
    (0x0000180043800048, 72625),
    (0x7fffe800021fffb8, 80755),
    (0xffffcffe7fcfffaf, 69753),
    (0x00001800c0180060, 26973),
    (0x4f8018005fd00018, 84972),
    (0x0000180030620018, 31958),
    (0x00300018010c0003, 69272),
    (0x0003000c0085ffff, 48372),
    (0xfffdfff7fbfefff7, 65477),
    (0x7fc1ffdffc001fff, 43972),
    (0xfffeffdffdffdfff, 57154),
    (0x7c108007befff81f, 53521),
    (0x20408007bfe00810, 30534),
    (0x0400800558604100, 16548),
    (0x0040200010080008, 46407),
    (0x0010020008040004, 11841),
    (0xfffdfefff7fbfff7, 21112),
    (0xfebf7dfff8fefff9, 44214),
    (0xc00000ffe001ffe0, 57925),
    (0x4af01f00078007c3, 29574),
    (0xbffbfafffb683f7f, 17309),
    (0x0807f67ffa102040, 40143),
    (0x200008e800300030, 64659),
    (0x0000008780180018, 70469),
    (0x0000010300180018, 62917),
    (0x4000008180180018, 60997),
    (0x008080310005fffa, 18554),
    (0x4000188100060006, 14385),
    (0xffffff7fffbfbfff, 0),
    (0x0000802000200040, 38091),
    (0x20000202ec002800, 25122),
    (0xfffff9ff7cfff3ff, 60083),
    (0x000000404b801800, 72209),
    (0x2000002fe03fd000, 67875),
    (0xffffff6ffe7fcffd, 56290),
    (0xbff7efffbfc00fff, 43807),
    (0x000000100800a804, 73365),
    (0x6054000a58005805, 76398),
    (0x0829000101150028, 20024),
    (0x00000085008a0014, 9513),
    (0x8000002b00408028, 24324),
    (0x4000002040790028, 22996),
    (0x7800002010288028, 23213),
    (0x0000001800e08018, 56002),
    (0xa3a80003f3a40048, 22809),
    (0x2003d80000500028, 44545),
    (0xfffff37eefefdfbe, 36072),
    (0x40000280090013c1, 4750),
    (0xbf7ffeffbffaf71f, 6014),
    (0xfffdffff777b7d6e, 36054),
    (0x48300007e8080c02, 78538),
    (0xafe0000fff780402, 28745),
    (0xee73fffbffbb77fe, 8555),
    (0x0002000308482882, 1009),
];

const BISHOP: [(u64, u32); 64] = [
    (0xa7020080601803d8, 60984),
    (0x13802040400801f1, 66046),
    (0x0a0080181001f60c, 32910),
    (0x1840802004238008, 16369),
    (0xc03fe00100000000, 42115),
    (0x24c00bffff400000, 835),
    (0x0808101f40007f04, 18910),
    (0x100808201ec00080, 25911),
    (0xffa2feffbfefb7ff, 63301),
    (0x083e3ee040080801, 16063),
    (0xc0800080181001f8, 17481),
    (0x0440007fe0031000, 59361),
    (0x2010007ffc000000, 18735),
    (0x1079ffe000ff8000, 61249),
    (0x3c0708101f400080, 68938),
    (0x080614080fa00040, 61791),
    (0x7ffe7fff817fcff9, 21893),
    (0x7ffebfffa01027fd, 62068),
    (0x53018080c00f4001, 19829),
    (0x407e0001000ffb8a, 26091),
    (0x201fe000fff80010, 15815),
    (0xffdfefffde39ffef, 16419),
    (0xcc8808000fbf8002, 59777),
    (0x7ff7fbfff8203fff, 16288),
    (0x8800013e8300c030, 33235),
    (0x0420009701806018, 15459),
    (0x7ffeff7f7f01f7fd, 15863),
    (0x8700303010c0c006, 75555),
    (0xc800181810606000, 79445),
    (0x20002038001c8010, 15917),
    (0x087ff038000fc001, 8512),
    (0x00080c0c00083007, 73069),
    (0x00000080fc82c040, 16078),
    (0x000000407e416020, 19168),
    (0x00600203f8008020, 11056),
    (0xd003fefe04404080, 62544),
    (0xa00020c018003088, 80477),
    (0x7fbffe700bffe800, 75049),
    (0x107ff00fe4000f90, 32947),
    (0x7f8fffcff1d007f8, 59172),
    (0x0000004100f88080, 55845),
    (0x00000020807c4040, 61806),
    (0x00000041018700c0, 73601),
    (0x0010000080fc4080, 15546),
    (0x1000003c80180030, 45243),
    (0xc10000df80280050, 20333),
    (0xffffffbfeff80fdc, 33402),
    (0x000000101003f812, 25917),
    (0x0800001f40808200, 32875),
    (0x084000101f3fd208, 4639),
    (0x080000000f808081, 17077),
    (0x0004000008003f80, 62324),
    (0x08000001001fe040, 18159),
    (0x72dd000040900a00, 61436),
    (0xfffffeffbfeff81d, 57073),
    (0xcd8000200febf209, 61025),
    (0x100000101ec10082, 81259),
    (0x7fbaffffefe0c02f, 64083),
    (0x7f83fffffff07f7f, 56114),
    (0xfff1fffffff7ffc1, 57058),
    (0x0878040000ffe01f, 58912),
    (0x945e388000801012, 22194),
    (0x0840800080200fda, 70880),
    (0x100000c05f582008, 11140),
];

const ROOK_SHIFT: u32 = 64 - 12;
const BISHOP_SHIFT: u32 = 64 - 9;
/// One past the highest entry any square's block reaches.
const ENTRIES: usize = 87_988;

/// Every answer at its black-magic index. The occupancies of a square are
/// walked in `pext` order (the carry-rippler), so the k-th one's answer is
/// the k-th entry of the square's block in [`tables::PACKED`].
const fn answers() -> [u64; ENTRIES] {
    let mut table = [0u64; ENTRIES];
    let mut piece = 0;
    while piece < 2 {
        let (masks, packed_offsets, magics, shift) = if piece == 0 {
            (
                &tables::ROOK_MASKS,
                &tables::ROOK_OFFSETS,
                &ROOK,
                ROOK_SHIFT,
            )
        } else {
            (
                &tables::BISHOP_MASKS,
                &tables::BISHOP_OFFSETS,
                &BISHOP,
                BISHOP_SHIFT,
            )
        };
        let mut sq = 0;
        while sq < 64 {
            let mask = masks[sq];
            let (magic, first) = magics[sq];
            let packed = packed_offsets[sq] as usize;
            let mut subset = 0u64;
            let mut k = 0usize;
            loop {
                let index = ((subset | !mask).wrapping_mul(magic) >> shift) as usize;
                let attacks = tables::PACKED[packed + k];
                // Out of bounds here is a compile-time error too.
                let slot = &mut table[first as usize + index];
                // No slider attacks nothing, so 0 marks a free entry.
                assert!(*slot == 0 || *slot == attacks, "not a black magic");
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

static ANSWERS: [u64; ENTRIES] = answers();

/// One square's lookup data for both pieces in one cache line; the blocks
/// are pointers into `ANSWERS` (no add of an offset per lookup).
#[repr(C, align(64))]
struct Slot {
    rook_outside: u64,
    rook_magic: u64,
    rook_block: *const u64,
    bishop_outside: u64,
    bishop_magic: u64,
    bishop_block: *const u64,
}

// SAFETY: the pointers point into `ANSWERS`, an immutable `static`, so
// sharing them between threads shares only reads of immutable data.
unsafe impl Sync for Slot {}

static SLOTS: [Slot; 64] = {
    const EMPTY: Slot = Slot {
        rook_outside: 0,
        rook_magic: 0,
        rook_block: core::ptr::null(),
        bishop_outside: 0,
        bishop_magic: 0,
        bishop_block: core::ptr::null(),
    };
    let mut slots = [EMPTY; 64];
    let base = ANSWERS.as_ptr();
    let mut sq = 0;
    while sq < 64 {
        slots[sq] = Slot {
            rook_outside: !tables::ROOK_MASKS[sq],
            rook_magic: ROOK[sq].0,
            // SAFETY: `answers` placed every index of this block inside
            // `ANSWERS` (or failed to compile), so the block start is too.
            rook_block: unsafe { base.add(ROOK[sq].1 as usize) },
            bishop_outside: !tables::BISHOP_MASKS[sq],
            bishop_magic: BISHOP[sq].0,
            // SAFETY: as above.
            bishop_block: unsafe { base.add(BISHOP[sq].1 as usize) },
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
fn answer(block: *const u64, occupied: u64, outside: u64, magic: u64, shift: u32) -> u64 {
    let index = ((occupied | outside).wrapping_mul(magic) >> shift) as usize;
    // SAFETY: `occupied | outside` is one of the occupancies `answers`
    // enumerated for this square (the irrelevant squares all set), so the
    // index is one it checked to lie inside `ANSWERS`.
    unsafe { *block.add(index) }
}

#[inline(always)]
fn rook(s: &Slot, occupied: u64) -> u64 {
    answer(
        s.rook_block,
        occupied,
        s.rook_outside,
        s.rook_magic,
        ROOK_SHIFT,
    )
}

#[inline(always)]
fn bishop(s: &Slot, occupied: u64) -> u64 {
    answer(
        s.bishop_block,
        occupied,
        s.bishop_outside,
        s.bishop_magic,
        BISHOP_SHIFT,
    )
}

#[inline]
pub(crate) fn rook_attacks_from(sq: Square, occupied: u64) -> u64 {
    rook(slot(sq), occupied)
}

/// The address of the slots, for the `*_in` forms: a caller that already
/// holds it in a register (`selection::slots` loads it with the inlined
/// tag) saves the load of the table's address per lookup.
pub(crate) fn table() -> *const () {
    SLOTS.as_ptr().cast()
}

/// # Safety
/// `table` is [`table()`].
#[inline(always)]
unsafe fn slot_in(table: *const (), sq: Square) -> &'static Slot {
    // SAFETY: `table` points at `SLOTS` (the caller), and a `Square`'s
    // index is below 64.
    unsafe { &*table.cast::<Slot>().add(sq.index() as usize) }
}

/// [`rook_attacks_from`] with the slots' address passed in.
///
/// # Safety
/// `table` is [`table()`].
#[inline(always)]
pub(crate) unsafe fn rook_attacks_from_in(table: *const (), sq: Square, occupied: u64) -> u64 {
    // SAFETY: by the caller.
    rook(unsafe { slot_in(table, sq) }, occupied)
}

/// [`bishop_attacks_from`] with the slots' address passed in.
///
/// # Safety
/// `table` is [`table()`].
#[inline(always)]
pub(crate) unsafe fn bishop_attacks_from_in(table: *const (), sq: Square, occupied: u64) -> u64 {
    // SAFETY: by the caller.
    bishop(unsafe { slot_in(table, sq) }, occupied)
}

/// [`queen_attacks_from`] with the slots' address passed in.
///
/// # Safety
/// `table` is [`table()`].
#[inline(always)]
pub(crate) unsafe fn queen_attacks_from_in(table: *const (), sq: Square, occupied: u64) -> u64 {
    // SAFETY: by the caller.
    let s = unsafe { slot_in(table, sq) };
    rook(s, occupied) | bishop(s, occupied)
}

#[inline]
pub(crate) fn bishop_attacks_from(sq: Square, occupied: u64) -> u64 {
    bishop(slot(sq), occupied)
}

/// Both lookups from one slot: their loads are independent.
#[inline]
pub(crate) fn queen_attacks_from(sq: Square, occupied: u64) -> u64 {
    let s = slot(sq);
    rook(s, occupied) | bishop(s, occupied)
}

batch_loop!(from_sq, rook_attacks_from_batch, rook_attacks_from);
batch_loop!(from_sq, bishop_attacks_from_batch, bishop_attacks_from);
batch_loop!(from_sq, queen_attacks_from_batch, queen_attacks_from);
batch_loop!(squares, rook_attacks_from_squares, rook_attacks_from);
batch_loop!(squares, bishop_attacks_from_squares, bishop_attacks_from);
batch_loop!(squares, queen_attacks_from_squares, queen_attacks_from);
