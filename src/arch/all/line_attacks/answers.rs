//! The slider answer tables' definition: which squares are relevant to a
//! rook or bishop on each square, where each square's block of answers
//! starts, the magics, and how each table is filled.
//!
//! This file is compiled twice. The build script (`build.rs`) includes it
//! and evaluates the tables (108 672 and 87 988 answers), writing them to
//! `OUT_DIR` in the target's byte order; the crate includes those bytes as
//! its `static` tables ([`super::tables::built_table`]). Evaluating them in
//! `const` instead cost a dependent several seconds of compile time (the
//! interpreter walks every ray of every occupancy). The crate also compiles
//! this file for the masks, offsets and magics its lookups keep beside each
//! table, and for the test that checks every entry against [`walk`].
//!
//! It uses nothing from the crate but the directions' steps
//! (`src/compass.rs`), which the build script includes beside it.

use crate::compass::STEPS;

/// Ray steps (file, rank) of a rook (the orthogonal directions) and of a
/// bishop (the diagonal ones).
pub(crate) const ROOK_STEPS: [(i32, i32); 4] = every_other(0);
pub(crate) const BISHOP_STEPS: [(i32, i32); 4] = every_other(1);

/// The four directions' steps from `first` on, every other one.
const fn every_other(first: usize) -> [(i32, i32); 4] {
    let mut steps = [(0, 0); 4];
    let mut d = 0;
    while d < 4 {
        let (files, ranks) = STEPS[first + 2 * d];
        steps[d] = (files as i32, ranks as i32);
        d += 1;
    }
    steps
}

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

/// The attacks of a slider on `sq` by walking its rays.
pub(crate) const fn walk(sq: usize, occupied: u64, steps: [(i32, i32); 4]) -> u64 {
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
/// peers rows, `r & r & r` occupancies) a token's rook and queen lookups
/// got faster, game-like and dense occupancies unchanged, for 8 KiB more
/// table (docs/measurements.md, "Architecture notes").
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
pub(crate) enum Indexing<'a> {
    /// The relevant bits packed in order (what `pext` computes).
    Packed,
    /// `(occupied * magic) >> (64 - n)` with one magic per rook square
    /// and one per bishop square; the answers are copied from the packed
    /// table (rather than walking the rays again).
    Magic(&'a [u64; 64], &'a [u64; 64], &'a [u64; ENTRIES]),
}

/// Calls `visit(k, subset)` for every subset of `mask`, the empty one
/// first. The carry-rippler `(subset - mask) & mask` visits them in the
/// order of their packed bits: the k-th one is the one `pext` maps to k.
fn for_each_subset(mask: u64, mut visit: impl FnMut(usize, u64)) {
    let mut subset = 0u64;
    let mut k = 0usize;
    loop {
        visit(k, subset);
        subset = subset.wrapping_sub(mask) & mask;
        k += 1;
        if subset == 0 {
            break;
        }
    }
}

/// Stores `attacks` in a table entry; panics with `what` (the build script
/// fails) if the entry already holds other attacks. No slider attacks
/// nothing, so 0 marks a free entry.
fn place(slot: &mut u64, attacks: u64, what: &str) {
    assert!(*slot == 0 || *slot == attacks, "{what}");
    *slot = attacks;
}

/// Writes every answer into `table` (all zeros) at its index under
/// `indexing`. Panics (the build script fails) if two occupancies with
/// different attacks share an index, i.e. if a magic is not one.
pub(crate) fn answers(indexing: Indexing<'_>, table: &mut [u64; ENTRIES]) {
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
            let block = offsets[sq] as usize;
            for_each_subset(mask, |k, subset| {
                let (index, attacks) = match indexing {
                    Indexing::Packed => (k, walk(sq, subset, steps)),
                    Indexing::Magic(rook, bishop, packed) => {
                        let magic = if piece == 0 { rook[sq] } else { bishop[sq] };
                        let index = (subset.wrapping_mul(magic) >> shift) as usize;
                        (index, packed[block + k])
                    }
                };
                place(&mut table[block + index], attacks, "not a magic");
            });
            sq += 1;
        }
        piece += 1;
    }
}

// Found by our own search (not taken from anywhere): for each square,
// candidates `a & b & c` from xorshift64* (seed 0x0123_4567_89ab_cdef,
// rooks a1..h8 then bishops a1..h8, drawn in that order), keeping the first
// that maps all `2^n` occupancies without a harmful collision; the
// build script re-checks every one when it builds the table.
pub(crate) const ROOK_MAGICS: [u64; 64] = [
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
pub(crate) const BISHOP_MAGICS: [u64; 64] = [
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

/// Fixed-shift "black" magics with overlapping blocks (the lookups are in
/// `black_magic.rs`, which says how they work).
pub(crate) mod black {
    /// (magic, first entry of the block) per square, a1..h8.
    pub(crate) const ROOK: [(u64, u32); 64] = [
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

    pub(crate) const BISHOP: [(u64, u32); 64] = [
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

    pub(crate) const ROOK_SHIFT: u32 = 64 - 12;
    pub(crate) const BISHOP_SHIFT: u32 = 64 - 9;
    /// One past the highest entry any square's block reaches.
    pub(crate) const ENTRIES: usize = 87_988;

    /// Every answer at its black-magic index. The occupancies of a square are
    /// walked in `pext` order (the carry-rippler), so the k-th one's answer is
    /// the k-th entry of the square's block in `packed_answers`, the
    /// packed table.
    pub(crate) fn answers(packed_answers: &[u64; super::ENTRIES], table: &mut [u64; ENTRIES]) {
        let mut piece = 0;
        while piece < 2 {
            let (masks, packed_offsets, magics, shift) = if piece == 0 {
                (&super::ROOK_MASKS, &super::ROOK_OFFSETS, &ROOK, ROOK_SHIFT)
            } else {
                (
                    &super::BISHOP_MASKS,
                    &super::BISHOP_OFFSETS,
                    &BISHOP,
                    BISHOP_SHIFT,
                )
            };
            let mut sq = 0;
            while sq < 64 {
                let mask = masks[sq];
                let (magic, first) = magics[sq];
                let packed = packed_offsets[sq] as usize;
                super::for_each_subset(mask, |k, subset| {
                    let index = ((subset | !mask).wrapping_mul(magic) >> shift) as usize;
                    // Out of bounds here fails the build script too.
                    super::place(
                        &mut table[first as usize + index],
                        packed_answers[packed + k],
                        "not a black magic",
                    );
                });
                sq += 1;
            }
            piece += 1;
        }
    }
}
