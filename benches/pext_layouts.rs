//! How far a per-square queen lookup by bit gather can go: the shipped
//! `bmi2/pext` layout beside alternative table layouts, built here from the
//! naive ray walk, in the attacks bench's loop (4096 random squares, random
//! sparse occupancies, independent lookups, loop included), with
//! cozy-chess as the yardstick. Evidence for the note in the appendix of
//! FIGURES.md on why a token's queen lookup stops near 1.3x cozy-chess on
//! an Intel CPU with fast `pext`; not a kernel of the crate.
//!
//! Layouts (each verified against cozy-chess before timing):
//!
//! * `pointers` — the shipped one: per square a 32-byte slot with both
//!   masks and both block pointers; eight loads a lookup;
//! * `packed offsets` — both block offsets in one word: seven loads;
//! * `16-bit answers + pdep` — each answer stored as the `pext` of the
//!   attack set by the square's rays (at most 14 bits), and spread back
//!   with `pdep`: 210 KiB of answers instead of 849 KiB (fits a 512 KiB
//!   L2), for one more instruction per line on the `pext` port;
//! * `aligned blocks` — every rook block 4096 entries, every bishop block
//!   512 (the index is `sq << 12 | pext`): no offset loads, 2.3 MiB;
//! * `bitalg zmm` / `bitalg ymm` — AVX-512 BITALG `vpshufbitqmb` gathers
//!   both occupancy indices and the block offsets at once from one 64-byte
//!   (32-byte) index vector per square (blocks sorted by size, so each is
//!   aligned to its size and `offset | index` = `offset + index`); five
//!   loads;
//! * `L1 answers` — the shipped instruction stream with every answer index
//!   folded into 2 KiB: a bound for any layout whose answers miss L1;
//! * `huge page` (Linux) — the shipped layout with the answers copied into
//!   one 2 MiB page (`madvise(MADV_HUGEPAGE)`): whether TLB misses are part
//!   of the gap to the L1 bound;
//! * `no tables, vectorised` (AVX-512 + GFNI) — no table at all: the four
//!   lines' masks computed from the square and Hyperbola Quintessence on
//!   each (byte swaps; bit reversal for the rank), written as plain scalar
//!   code that the compiler vectorises across the loop, eight lookups per
//!   register; `... one at a time` is the same code with every square
//!   passed through `black_box`, which keeps the loop scalar, as in a move
//!   generator. Beside it, `pointers, one at a time` the same for the
//!   shipped layout. Why a token's per-square lookup stays a table lookup.
//!
//! ```text
//! cargo bench --features bench --bench pext_layouts
//! ```

#[cfg(target_arch = "x86_64")]
mod x86 {
    use core::arch::x86_64::{_pdep_u64, _pext_u64};
    use std::hint::black_box;
    use std::time::Instant;

    const ROOK: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
    const BISHOP: [(i32, i32); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];

    /// The naive attacks: walk each ray to the edge or the first blocker.
    fn attacks(sq: usize, occ: u64, dirs: &[(i32, i32)]) -> u64 {
        let (f0, r0) = ((sq % 8) as i32, (sq / 8) as i32);
        let mut a = 0;
        for &(df, dr) in dirs {
            let (mut f, mut r) = (f0 + df, r0 + dr);
            while (0..8).contains(&f) && (0..8).contains(&r) {
                let b = 1u64 << (r * 8 + f);
                a |= b;
                if occ & b != 0 {
                    break;
                }
                f += df;
                r += dr;
            }
        }
        a
    }

    /// The squares whose occupancy matters: each ray without its last square.
    fn relevant(sq: usize, dirs: &[(i32, i32)]) -> u64 {
        let (f0, r0) = ((sq % 8) as i32, (sq / 8) as i32);
        let mut m = 0;
        for &(df, dr) in dirs {
            let (mut f, mut r) = (f0 + df, r0 + dr);
            while (0..8).contains(&(f + df)) && (0..8).contains(&(r + dr)) {
                m |= 1u64 << (r * 8 + f);
                f += df;
                r += dr;
            }
        }
        m
    }

    struct Tables {
        /// Rook then bishop blocks, square by square.
        dense: Vec<u64>,
        /// Per square: rook mask, bishop mask, rook offset, bishop offset.
        slots: Vec<[u64; 4]>,
        /// Per square: both masks, then both offsets in one word.
        packed: Vec<[u64; 3]>,
        rook_aligned: Vec<u64>,
        bishop_aligned: Vec<u64>,
        /// Blocks sorted by size (each aligned to its size): rook, bishop.
        sorted: Vec<u64>,
        sorted_bishops: Vec<u64>,
        /// Index vectors: 64 bytes (rook bits 0-16, bishop 32-48 of
        /// `sorted`), 32 bytes (rook 0-16 of `sorted`, bishop 17-31 of
        /// `sorted_bishops`).
        gather64: Vec<[u8; 64]>,
        gather32: Vec<[u8; 32]>,
        /// Answers compressed to their line squares (`pext` of the attack
        /// set by the square's full ray mask), 16 bits each, same offsets
        /// as `dense`: 210 KiB instead of 849 KiB.
        compressed: Vec<u16>,
        /// Per square: rook mask, bishop mask, rook rays, bishop rays,
        /// both offsets in one word (into `compressed`).
        deposit_slots: Vec<[u64; 5]>,
        /// `dense` in one huge page.
        #[cfg(target_os = "linux")]
        huge: Option<huge::HugeCopy>,
    }

    /// Each block of `(square, is_rook)` placed by size, largest first.
    fn sorted_offsets(masks: &[u64], table: &mut Vec<u64>, dirs: &[(i32, i32)]) -> [usize; 64] {
        let mut order: Vec<usize> = (0..64).collect();
        order.sort_by_key(|&s| std::cmp::Reverse(masks[s].count_ones()));
        let mut offsets = [0; 64];
        for sq in order {
            let bits = masks[sq].count_ones();
            assert_eq!(table.len() % (1 << bits), 0, "blocks are size-aligned");
            offsets[sq] = table.len();
            for i in 0..1u64 << bits {
                // SAFETY: the caller checked BMI2.
                let occ = unsafe { _pdep_u64(i, masks[sq]) };
                table.push(attacks(sq, occ, dirs));
            }
        }
        offsets
    }

    /// Index bytes for `vpshufbitqmb`: the mask's squares in ascending
    /// order (as `pext` packs them), then `width - n` bytes spelling the
    /// block offset's bits with squares a1 (never relevant, cleared in the
    /// source) and h8 (never relevant, set in the source).
    fn gather_bytes(out: &mut [u8], mask: u64, offset: usize, width: usize) {
        let mut m = mask;
        let mut n = 0;
        while m != 0 {
            out[n] = m.trailing_zeros() as u8;
            m &= m - 1;
            n += 1;
        }
        for (j, byte) in out.iter_mut().enumerate().take(width).skip(n) {
            *byte = if (offset >> j) & 1 == 1 { 63 } else { 0 };
        }
        assert!(offset >> width == 0 && offset & ((1 << n) - 1) == 0);
    }

    fn build() -> Tables {
        let rook: Vec<u64> = (0..64).map(|s| relevant(s, &ROOK)).collect();
        let bishop: Vec<u64> = (0..64).map(|s| relevant(s, &BISHOP)).collect();
        let mut t = Tables {
            dense: Vec::new(),
            slots: Vec::new(),
            packed: Vec::new(),
            rook_aligned: vec![0; 64 * 4096],
            bishop_aligned: vec![0; 64 * 512],
            sorted: Vec::new(),
            sorted_bishops: Vec::new(),
            gather64: Vec::new(),
            gather32: Vec::new(),
            compressed: Vec::new(),
            deposit_slots: Vec::new(),
            #[cfg(target_os = "linux")]
            huge: None,
        };
        let mut offsets = [[0usize; 2]; 64];
        for (piece, (masks, dirs, aligned, size)) in [
            (&rook, &ROOK, &mut t.rook_aligned, 4096),
            (&bishop, &BISHOP, &mut t.bishop_aligned, 512),
        ]
        .into_iter()
        .enumerate()
        {
            for sq in 0..64 {
                offsets[sq][piece] = t.dense.len();
                for i in 0..1u64 << masks[sq].count_ones() {
                    // SAFETY: the caller checked BMI2.
                    let a = attacks(sq, unsafe { _pdep_u64(i, masks[sq]) }, dirs);
                    t.dense.push(a);
                    aligned[sq * size + i as usize] = a;
                }
                // The shipped layout's unused 64-byte line after each block,
                // which keeps the blocks' first lines off one L1 set.
                t.dense.extend([0; 8]);
            }
        }
        let rays = |sq: usize, dirs: &[(i32, i32)]| attacks(sq, 0, dirs);
        for piece in 0..2 {
            for sq in 0..64 {
                let (mask, dirs) = if piece == 0 {
                    (rook[sq], &ROOK)
                } else {
                    (bishop[sq], &BISHOP)
                };
                let full = rays(sq, dirs);
                for i in 0..1u64 << mask.count_ones() {
                    // SAFETY: the caller checked BMI2.
                    let a = attacks(sq, unsafe { _pdep_u64(i, mask) }, dirs);
                    // SAFETY: as above.
                    t.compressed.push(unsafe { _pext_u64(a, full) } as u16);
                }
                // The same gap as `dense`, so the offsets stay shared.
                t.compressed.extend([0; 8]);
            }
        }
        for sq in 0..64 {
            let [r, b] = offsets[sq].map(|o| o as u64);
            t.deposit_slots.push([
                rook[sq],
                bishop[sq],
                rays(sq, &ROOK),
                rays(sq, &BISHOP),
                r | b << 32,
            ]);
            t.slots.push([rook[sq], bishop[sq], r, b]);
            t.packed.push([rook[sq], bishop[sq], r | b << 32]);
        }
        let rook_sorted = sorted_offsets(&rook, &mut t.sorted, &ROOK);
        let bishop_sorted = sorted_offsets(&bishop, &mut t.sorted, &BISHOP);
        assert!(t.sorted.len() < 1 << 17);
        let bishop_alone = sorted_offsets(&bishop, &mut t.sorted_bishops, &BISHOP);
        for sq in 0..64 {
            let mut v = [0u8; 64];
            gather_bytes(&mut v[..32], rook[sq], rook_sorted[sq], 17);
            gather_bytes(&mut v[32..], bishop[sq], bishop_sorted[sq], 17);
            t.gather64.push(v);
            let mut v = [0u8; 32];
            gather_bytes(&mut v[..17], rook[sq], rook_sorted[sq], 17);
            gather_bytes(&mut v[17..], bishop[sq], bishop_alone[sq], 15);
            t.gather32.push(v);
        }
        #[cfg(target_os = "linux")]
        {
            t.huge = Some(huge::HugeCopy::new(&t.dense));
        }
        t
    }

    type Layout = unsafe fn(&Tables, &[u8], &[u64], &mut [u64]);

    #[inline(never)]
    #[target_feature(enable = "bmi2")]
    fn pointers(t: &Tables, sq: &[u8], occ: &[u64], out: &mut [u64]) {
        pointer_loop(&t.dense, t, sq, occ, out, |s| s)
    }

    /// The shipped lookup over `answers` (the dense table or a copy of it),
    /// each square passed through `square` first.
    #[inline(always)]
    fn pointer_loop(
        answers: &[u64],
        t: &Tables,
        sq: &[u8],
        occ: &[u64],
        out: &mut [u64],
        square: impl Fn(u8) -> u8,
    ) {
        let (ans, slots) = (answers.as_ptr(), t.slots.as_ptr());
        for ((o, &s), &b) in out.iter_mut().zip(sq).zip(occ) {
            // SAFETY: squares are below 64; `pext` by a square's mask stays
            // in its block; every caller has BMI2 (as a target feature).
            unsafe {
                let sl = &*slots.add(square(s) as usize);
                *o = *ans.add(sl[2] as usize + _pext_u64(b, sl[0]) as usize)
                    | *ans.add(sl[3] as usize + _pext_u64(b, sl[1]) as usize);
            }
        }
    }

    #[inline(never)]
    #[target_feature(enable = "bmi2")]
    fn l1_answers(t: &Tables, sq: &[u8], occ: &[u64], out: &mut [u64]) {
        let (ans, slots) = (t.dense.as_ptr(), t.slots.as_ptr());
        for ((o, &s), &b) in out.iter_mut().zip(sq).zip(occ) {
            // SAFETY: indices are masked to 2047, inside the table.
            unsafe {
                let sl = &*slots.add(s as usize);
                *o = *ans.add((sl[2] as usize + _pext_u64(b, sl[0]) as usize) & 2047)
                    | *ans.add((sl[3] as usize + _pext_u64(b, sl[1]) as usize) & 2047);
            }
        }
    }

    /// `pext` for the index, a 16-bit answer, `pdep` back onto the rays.
    #[inline(never)]
    #[target_feature(enable = "bmi2")]
    fn compressed_answers(t: &Tables, sq: &[u8], occ: &[u64], out: &mut [u64]) {
        let (ans, slots) = (t.compressed.as_ptr(), t.deposit_slots.as_ptr());
        for ((o, &s), &b) in out.iter_mut().zip(sq).zip(occ) {
            // SAFETY: as in `pointers` (same offsets, same block sizes).
            unsafe {
                let sl = &*slots.add(s as usize);
                let offsets = sl[4];
                let r = *ans.add(offsets as u32 as usize + _pext_u64(b, sl[0]) as usize);
                let bi = *ans.add((offsets >> 32) as usize + _pext_u64(b, sl[1]) as usize);
                *o = _pdep_u64(r as u64, sl[2]) | _pdep_u64(bi as u64, sl[3]);
            }
        }
    }

    #[inline(never)]
    #[target_feature(enable = "bmi2")]
    fn packed_offsets(t: &Tables, sq: &[u8], occ: &[u64], out: &mut [u64]) {
        let (ans, slots) = (t.dense.as_ptr(), t.packed.as_ptr());
        for ((o, &s), &b) in out.iter_mut().zip(sq).zip(occ) {
            // SAFETY: as in `pointers`.
            unsafe {
                let sl = &*slots.add(s as usize);
                let offsets = sl[2];
                *o = *ans.add(offsets as u32 as usize + _pext_u64(b, sl[0]) as usize)
                    | *ans.add((offsets >> 32) as usize + _pext_u64(b, sl[1]) as usize);
            }
        }
    }

    #[inline(never)]
    #[target_feature(enable = "bmi2")]
    fn aligned_blocks(t: &Tables, sq: &[u8], occ: &[u64], out: &mut [u64]) {
        let (r, bi, m) = (
            t.rook_aligned.as_ptr(),
            t.bishop_aligned.as_ptr(),
            t.packed.as_ptr(),
        );
        for ((o, &s), &b) in out.iter_mut().zip(sq).zip(occ) {
            // SAFETY: `pext` by a rook (bishop) mask is below 4096 (512).
            unsafe {
                let sl = &*m.add(s as usize);
                let s = s as usize;
                *o = *r.add(s << 12 | _pext_u64(b, sl[0]) as usize)
                    | *bi.add(s << 9 | _pext_u64(b, sl[1]) as usize);
            }
        }
    }

    /// The source of the bit gather: a1 cleared, h8 set (see `gather_bytes`).
    #[inline(always)]
    fn gather_source(occupied: u64) -> i64 {
        ((occupied & !1) | 1 << 63) as i64
    }

    #[inline(never)]
    #[target_feature(enable = "avx512f,avx512bw,avx512bitalg")]
    fn bitalg_zmm(t: &Tables, sq: &[u8], occ: &[u64], out: &mut [u64]) {
        use core::arch::x86_64::*;
        let (ans, idx) = (t.sorted.as_ptr(), t.gather64.as_ptr());
        for ((o, &s), &b) in out.iter_mut().zip(sq).zip(occ) {
            // SAFETY: the gathered indices lie in `sorted` (checked at build).
            unsafe {
                let src = _mm512_set1_epi64(gather_source(b));
                let k = _mm512_bitshuffle_epi64_mask(
                    src,
                    _mm512_loadu_si512(idx.add(s as usize).cast()),
                );
                *o = *ans.add(k as u32 as usize) | *ans.add((k >> 32) as usize);
            }
        }
    }

    #[inline(never)]
    #[target_feature(enable = "avx512f,avx512bw,avx512vl,avx512bitalg")]
    fn bitalg_ymm(t: &Tables, sq: &[u8], occ: &[u64], out: &mut [u64]) {
        use core::arch::x86_64::*;
        let (ans, bans, idx) = (
            t.sorted.as_ptr(),
            t.sorted_bishops.as_ptr(),
            t.gather32.as_ptr(),
        );
        for ((o, &s), &b) in out.iter_mut().zip(sq).zip(occ) {
            // SAFETY: as in `bitalg_zmm`.
            unsafe {
                let src = _mm256_set1_epi64x(gather_source(b));
                let k = _mm256_bitshuffle_epi64_mask(
                    src,
                    _mm256_loadu_si256(idx.add(s as usize).cast()),
                );
                *o = *ans.add((k & 0x1_ffff) as usize) | *bans.add((k >> 17) as usize);
            }
        }
    }

    /// `x << n`, or 0 where `n >= 64` (what `vpsllvq` does per lane).
    #[inline(always)]
    fn shl_or_zero(x: u64, n: u64) -> u64 {
        if n < 64 {
            x << n
        } else {
            0
        }
    }

    /// `x >> n`, or 0 where `n >= 64` (`vpsrlvq`).
    #[inline(always)]
    fn shr_or_zero(x: u64, n: u64) -> u64 {
        if n < 64 {
            x >> n
        } else {
            0
        }
    }

    /// Hyperbola Quintessence on one line through the slider: `o - 2s` runs
    /// up from the slider to the first blocker; the same on the reversed
    /// board runs down. `rev_twice_s` is `2 * rev(s)`.
    #[inline(always)]
    fn line(occ: u64, line: u64, twice_s: u64, rev_twice_s: u64, rev: impl Fn(u64) -> u64) -> u64 {
        let o = occ & line;
        (o.wrapping_sub(twice_s) ^ rev(rev(o).wrapping_sub(rev_twice_s))) & line
    }

    /// A queen's attacks without any table: masks from the square's file
    /// and rank (the diagonals as the main diagonals shifted by whole
    /// ranks), the file and diagonals reversed by a byte swap, the rank by a
    /// bit reversal. The masks keep the slider's square: `o - 2s` and its
    /// mirror never change that bit, and `occ` is cleared there.
    #[inline(always)]
    fn queen_without_tables(sq: u8, occupied: u64) -> u64 {
        const DIAGONAL: u64 = 0x8040_2010_0804_0201;
        const ANTI_DIAGONAL: u64 = 0x0102_0408_1020_4080;
        let sq = sq as u64;
        let s = shl_or_zero(1, sq);
        let occ = occupied & !s;
        let (f8, r8) = ((sq & 7) << 3, sq & 56);
        let file = shl_or_zero(0x0101_0101_0101_0101, sq & 7);
        let rank = shl_or_zero(0xff, r8);
        let d = r8.wrapping_sub(f8);
        let diagonal = shl_or_zero(DIAGONAL, d) | shr_or_zero(DIAGONAL, d.wrapping_neg());
        let a = (r8 + f8).wrapping_sub(56);
        let anti = shl_or_zero(ANTI_DIAGONAL, a) | shr_or_zero(ANTI_DIAGONAL, a.wrapping_neg());
        let twice_s = s << 1;
        let swapped = shl_or_zero(2, sq ^ 56);
        let reversed = shl_or_zero(1, 64 - sq);
        line(occ, file, twice_s, swapped, u64::swap_bytes)
            | line(occ, diagonal, twice_s, swapped, u64::swap_bytes)
            | line(occ, anti, twice_s, swapped, u64::swap_bytes)
            | line(occ, rank, twice_s, reversed, u64::reverse_bits)
    }

    #[inline(never)]
    #[target_feature(enable = "avx512f,avx512bw,avx512vl,avx512dq,gfni")]
    fn no_tables(_: &Tables, sq: &[u8], occ: &[u64], out: &mut [u64]) {
        for ((o, &s), &b) in out.iter_mut().zip(sq).zip(occ) {
            *o = queen_without_tables(s, b);
        }
    }

    #[inline(never)]
    #[target_feature(enable = "avx512f,avx512bw,avx512vl,avx512dq,gfni")]
    fn no_tables_one_at_a_time(_: &Tables, sq: &[u8], occ: &[u64], out: &mut [u64]) {
        for ((o, &s), &b) in out.iter_mut().zip(sq).zip(occ) {
            *o = queen_without_tables(black_box(s), b);
        }
    }

    #[inline(never)]
    #[target_feature(enable = "bmi2")]
    fn pointers_one_at_a_time(t: &Tables, sq: &[u8], occ: &[u64], out: &mut [u64]) {
        pointer_loop(&t.dense, t, sq, occ, out, black_box)
    }

    /// `dense` copied into one 2 MiB region aligned to 2 MiB and advised as a
    /// transparent huge page; whether the kernel granted it is read back.
    #[cfg(target_os = "linux")]
    mod huge {
        use std::alloc::{alloc, dealloc, Layout};

        unsafe extern "C" {
            fn madvise(addr: *mut core::ffi::c_void, len: usize, advice: i32) -> i32;
        }
        const MADV_HUGEPAGE: i32 = 14;
        const SIZE: usize = 2 << 20;

        pub struct HugeCopy {
            ptr: *mut u64,
            len: usize,
            /// `AnonHugePages` of the process grew after the copy.
            pub granted: bool,
        }

        fn anon_huge_kib() -> u64 {
            std::fs::read_to_string("/proc/self/smaps_rollup")
                .ok()
                .and_then(|s| {
                    s.lines()
                        .find(|l| l.starts_with("AnonHugePages:"))
                        .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
                })
                .unwrap_or(0)
        }

        impl HugeCopy {
            pub fn new(v: &[u64]) -> HugeCopy {
                assert!(v.len() * 8 <= SIZE);
                let layout = Layout::from_size_align(SIZE, SIZE).unwrap();
                let before = anon_huge_kib();
                // SAFETY: the layout has a non-zero size.
                let ptr = unsafe { alloc(layout) }.cast::<u64>();
                assert!(!ptr.is_null(), "out of memory");
                // SAFETY: `ptr` is the start of a live allocation of `SIZE`
                // bytes; the advice only changes how it is backed. It is
                // given before the first write, so the first touch can fault
                // in a huge page.
                unsafe { madvise(ptr.cast(), SIZE, MADV_HUGEPAGE) };
                // SAFETY: `v.len()` u64 fit in the allocation (asserted).
                unsafe { ptr.copy_from_nonoverlapping(v.as_ptr(), v.len()) };
                let granted = anon_huge_kib() > before;
                HugeCopy {
                    ptr,
                    len: v.len(),
                    granted,
                }
            }

            pub fn as_slice(&self) -> &[u64] {
                // SAFETY: the first `len` elements were written in `new`.
                unsafe { std::slice::from_raw_parts(self.ptr, self.len) }
            }
        }

        impl Drop for HugeCopy {
            fn drop(&mut self) {
                // SAFETY: allocated in `new` with this layout.
                unsafe {
                    dealloc(
                        self.ptr.cast(),
                        Layout::from_size_align(SIZE, SIZE).unwrap(),
                    )
                }
            }
        }
    }

    #[cfg(target_os = "linux")]
    #[inline(never)]
    #[target_feature(enable = "bmi2")]
    fn huge_page(t: &Tables, sq: &[u8], occ: &[u64], out: &mut [u64]) {
        let huge = t.huge.as_ref().expect("built on Linux");
        pointer_loop(huge.as_slice(), t, sq, occ, out, |s| s)
    }

    #[inline(never)]
    fn cozy(sq: &[cozy_chess::Square], occ: &[u64], out: &mut [u64]) {
        for ((o, &s), &b) in out.iter_mut().zip(sq).zip(occ) {
            let bb = cozy_chess::BitBoard(b);
            *o = (cozy_chess::get_rook_moves(s, bb) | cozy_chess::get_bishop_moves(s, bb)).0;
        }
    }

    pub fn main() {
        if !std::is_x86_feature_detected!("bmi2") {
            println!("pext_layouts: this CPU has no BMI2; nothing to measure");
            return;
        }
        let bitalg = std::is_x86_feature_detected!("avx512bitalg")
            && std::is_x86_feature_detected!("avx512bw")
            && std::is_x86_feature_detected!("avx512vl");
        let t = build();
        let n = 4096;
        let mut x = 0x9e37_79b9_7f4a_7c15_u64;
        let mut rnd = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let sq: Vec<u8> = (0..n).map(|_| (rnd() % 64) as u8).collect();
        let occ: Vec<u64> = (0..n).map(|_| rnd() & rnd() & rnd()).collect();
        let cozy_sq: Vec<_> = sq
            .iter()
            .map(|&s| cozy_chess::Square::index(s as usize))
            .collect();
        let mut expected = vec![0u64; n];
        cozy(&cozy_sq, &occ, &mut expected);

        let mut layouts: Vec<(&str, Layout)> = vec![
            ("pointers (shipped)", pointers),
            ("packed offsets", packed_offsets),
            ("16-bit answers + pdep", compressed_answers),
            ("aligned blocks", aligned_blocks),
            ("L1 answers (bound)", l1_answers),
        ];
        #[cfg(target_os = "linux")]
        layouts.push(("huge page", huge_page));
        layouts.push(("pointers, one at a time", pointers_one_at_a_time));
        let no_tables_ok = std::is_x86_feature_detected!("avx512f")
            && std::is_x86_feature_detected!("avx512bw")
            && std::is_x86_feature_detected!("avx512vl")
            && std::is_x86_feature_detected!("avx512dq")
            && std::is_x86_feature_detected!("gfni");
        if no_tables_ok {
            layouts.push(("no tables, vectorised", no_tables));
            layouts.push(("no tables, one at a time", no_tables_one_at_a_time));
        }
        if bitalg {
            layouts.push(("bitalg zmm", bitalg_zmm));
            layouts.push(("bitalg ymm", bitalg_ymm));
        }
        let mut out = vec![0u64; n];
        for &(name, f) in &layouts {
            // SAFETY: BMI2 (and, for the bitalg layouts, AVX-512 BW/VL/BITALG;
            // for the no-tables ones AVX-512 F/BW/VL/DQ and GFNI) were
            // detected above.
            unsafe { f(&t, &sq, &occ, &mut out) };
            if !name.starts_with("L1") {
                assert_eq!(out, expected, "{name} disagrees with cozy-chess");
            }
        }
        let quick = std::env::args().any(|a| a == "--test" || a == "--list");
        let (rounds, reps) = if quick { (1, 1) } else { (9, 2000) };
        let mut best = vec![f64::MAX; layouts.len() + 1];
        for _ in 0..rounds {
            for (i, &(_, f)) in layouts.iter().enumerate() {
                let start = Instant::now();
                for _ in 0..reps {
                    // SAFETY: as above.
                    unsafe { f(black_box(&t), black_box(&sq), &occ, &mut out) };
                }
                best[i] = best[i].min(start.elapsed().as_secs_f64() * 1e9 / (reps * n) as f64);
            }
            let start = Instant::now();
            for _ in 0..reps {
                cozy(black_box(&cozy_sq), &occ, &mut out);
            }
            let i = layouts.len();
            best[i] = best[i].min(start.elapsed().as_secs_f64() * 1e9 / (reps * n) as f64);
        }
        let cozy_ns = best[layouts.len()];
        println!(
            "queen lookup, ns (best of {rounds} rounds of {reps} passes over {n}; loop included)"
        );
        for (i, (name, _)) in layouts.iter().enumerate() {
            println!(
                "  {name:<26} {:.3}   cozy-chess / this {:.2}",
                best[i],
                cozy_ns / best[i]
            );
        }
        println!("  {:<26} {cozy_ns:.3}", "cozy-chess");
        #[cfg(target_os = "linux")]
        if !t.huge.as_ref().is_some_and(|h| h.granted) {
            println!("  (the kernel gave no huge page: `huge page` ran on small pages)");
        }
        if !bitalg {
            println!("  (no AVX-512 BITALG here: the bitalg layouts were not run)");
        }
        if !no_tables_ok {
            println!("  (no AVX-512 DQ and GFNI here: the no-tables layouts were not run)");
        }
    }
}

fn main() {
    #[cfg(target_arch = "x86_64")]
    x86::main();
    #[cfg(not(target_arch = "x86_64"))]
    println!("pext_layouts: x86-64 only");
}
