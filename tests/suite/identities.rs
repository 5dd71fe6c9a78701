//! Algebraic identities between kernels: extract∘deposit, deposit∘extract,
//! the involutions, rotations, pseudo-rotations, the relations between the
//! four diagonal shifts and the extracts, and set-wise vs per-square
//! attacks.
//!
//! Every identity is first checked on the naive definitions (so the
//! relation itself is right), then on:
//! * the crate's free functions,
//! * the table of every level this CPU supports,
//! * for every single-board kernel, every supported implementation of it
//!   (the highest table with that one implementation swapped in),
//!   duplicates removed.

use crate::{common, naive};
use std::sync::OnceLock;

use bitboard_simd::{available_levels, cpu, Color, Dir, File, Kernel, KernelTable, Side, Square};
use common::{Board, Byte, Sq, D, F, S};
use quickcheck::{QuickCheck, TestResult};

fn quickcheck_tests() -> u64 {
    common::quickcheck_tests(300)
}

/// Emits one method of `Ops` per catalogue entry: its declaration, or its
/// body calling `$target::name` (the table, the naive definition or the
/// free function).
macro_rules! op {
    (@decl $(#[$doc:meta])* [$family:ident] $Variant:ident $name:ident ( $($a:ident : $t:ty),* ) -> $r:ty;) => {
        fn $name(&self, $($a: $t),*) -> $r;
    };
    ($($target:ident)::+; $(#[$doc:meta])* [$family:ident] $Variant:ident $name:ident ( $($a:ident : $t:ty),* ) -> $r:ty;) => {
        fn $name(&self, $($a: $t),*) -> $r {
            $($target)::+::$name($($a),*)
        }
    };
}

/// `KernelTable::name(self, ..)`: the inherent method.
macro_rules! op_table {
    ($(#[$doc:meta])* [$family:ident] $Variant:ident $name:ident ( $($a:ident : $t:ty),* ) -> $r:ty;) => {
        fn $name(&self, $($a: $t),*) -> $r {
            KernelTable::$name(self, $($a),*)
        }
    };
}

macro_rules! op_decl { ($($entry:tt)*) => { op!(@decl $($entry)*); }; }
macro_rules! op_naive { ($($entry:tt)*) => { op!(naive; $($entry)*); }; }
macro_rules! op_free { ($($entry:tt)*) => { op!(bitboard_simd; $($entry)*); }; }

/// The kernels as a trait (every single-board entry of the catalogue), so an
/// identity is written once and checked on the naive definitions, the free
/// functions and every table.
// A kernel need not take part in an identity, so a method may go unused.
#[allow(dead_code)]
trait Ops: Send + Sync {
    bitboard_simd::__catalogue!(single op_decl);
}

impl Ops for KernelTable {
    bitboard_simd::__catalogue!(single op_table);
}

/// The naive definitions of `tests/naive`.
struct Naive;
impl Ops for Naive {
    bitboard_simd::__catalogue!(single op_naive);
}

/// The crate's free functions.
struct Free;
impl Ops for Free {
    bitboard_simd::__catalogue!(single op_free);
}

struct Provider {
    name: String,
    ops: Box<dyn Ops>,
    /// The kernel whose implementation this provider swapped in, if any.
    swapped: Option<Kernel>,
}

/// Naive first, then the free functions, every level's table, and every
/// supported implementation of every single-board kernel (deduplicated by
/// the implementations the table holds).
fn providers() -> &'static [Provider] {
    static PROVIDERS: OnceLock<Vec<Provider>> = OnceLock::new();
    PROVIDERS.get_or_init(|| {
        let mut v = vec![
            Provider {
                name: "naive definitions".into(),
                ops: Box::new(Naive),
                swapped: None,
            },
            Provider {
                name: "free functions".into(),
                ops: Box::new(Free),
                swapped: None,
            },
        ];
        let mut seen: Vec<Vec<&'static str>> = Vec::new();
        let key =
            |t: &KernelTable| -> Vec<&'static str> { t.iter().map(|(_, i)| i.name()).collect() };
        let mut add =
            |name: String, t: KernelTable, swapped: Option<Kernel>, v: &mut Vec<Provider>| {
                let k = key(&t);
                if !seen.contains(&k) {
                    seen.push(k);
                    v.push(Provider {
                        name,
                        ops: Box::new(t),
                        swapped,
                    });
                }
            };
        for level in available_levels() {
            let t = *KernelTable::for_level(level).unwrap();
            add(format!("{level} table"), t, None, &mut v);
        }
        let highest = *KernelTable::for_level(cpu().highest_level()).unwrap();
        for &kernel in Kernel::ALL.iter().filter(|k| !k.is_batch()) {
            for t in highest.variants(kernel) {
                let name = format!(
                    "{} table with {kernel} = {}",
                    highest.level(),
                    t.implementation(kernel).name()
                );
                add(name, t, Some(kernel), &mut v);
            }
        }
        v
    })
}

/// Runs `identity` on every provider that can matter: the naive
/// definitions, the free functions, the level tables, and the swapped-in
/// implementations of the kernel `families` the identity uses (so the cost
/// grows with the implementations of those families only). The error names
/// the provider.
fn on_all(
    families: &[&str],
    identity: impl Fn(&dyn Ops) -> Result<(), String>,
) -> Result<(), String> {
    for p in providers() {
        if p.swapped.is_some_and(|k| !families.contains(&k.family())) {
            continue;
        }
        identity(p.ops.as_ref()).map_err(|e| format!("{}: {e}", p.name))?;
    }
    Ok(())
}

const FILL: &[&str] = &["fill", "line_attacks", "flip"];
const FLIP: &[&str] = &["flip"];
const LINES: &[&str] = &["diagonal_shift", "extract", "deposit", "flip"];

/// `got == want`, else an error naming the identity (built only then).
fn eq<T: PartialEq + std::fmt::Debug>(
    what: impl FnOnce() -> String,
    got: T,
    want: T,
) -> Result<(), String> {
    if got == want {
        Ok(())
    } else {
        Err(format!("{}: {got:#x?} != {want:#x?}", what()))
    }
}

fn must(result: Result<(), String>) {
    if let Err(msg) = result {
        eprintln!("{msg}");
        panic!("{msg}");
    }
}

fn qc_result(result: Result<(), String>) -> TestResult {
    match result {
        Ok(()) => TestResult::passed(),
        Err(msg) => TestResult::error(msg),
    }
}

// ------------------------------------------------------ extract / deposit

/// The ranks on which the a1-h8-direction diagonal through `sq` has a
/// square, as a byte (bit r = rank r).
fn diagonal_ranks(sq: Square, anti: bool) -> u8 {
    let (sf, sr) = naive::coords(sq);
    (0..8)
        .filter(|&r| {
            let f = if anti { sf - (r - sr) } else { sf + (r - sr) };
            (0..8).contains(&f)
        })
        .fold(0, |acc, r| acc | 1 << r)
}

#[test]
fn extract_after_deposit_is_identity_on_the_lines_ranks() {
    must(on_all(LINES, |o| {
        for b in 0..=255u8 {
            eq(
                || format!("extract_diagonal(deposit_diagonal({b:#x}))"),
                o.extract_diagonal(o.deposit_diagonal(b)),
                b,
            )?;
            eq(
                || format!("extract_anti_diagonal(deposit_anti_diagonal({b:#x}))"),
                o.extract_anti_diagonal(o.deposit_anti_diagonal(b)),
                b,
            )?;
            for file in File::ALL {
                eq(
                    || format!("extract_file(deposit_file({b:#x}, {file:?}))"),
                    o.extract_file(o.deposit_file(b, file), file),
                    b,
                )?;
            }
            for sq in Square::ALL {
                eq(
                    || format!("extract_diagonal_through(deposit_diagonal_through({b:#x}, {sq}))"),
                    o.extract_diagonal_through(o.deposit_diagonal_through(b, sq), sq),
                    b & diagonal_ranks(sq, false),
                )?;
                eq(
                    || {
                        format!(
                        "extract_anti_diagonal_through(deposit_anti_diagonal_through({b:#x}, {sq}))"
                    )
                    },
                    o.extract_anti_diagonal_through(o.deposit_anti_diagonal_through(b, sq), sq),
                    b & diagonal_ranks(sq, true),
                )?;
            }
        }
        Ok(())
    }));
}

fn deposit_after_extract(x: u64, o: &dyn Ops) -> Result<(), String> {
    let diagonal = naive::deposit_diagonal(0xff);
    let anti = naive::deposit_anti_diagonal(0xff);
    eq(
        || format!("deposit_diagonal(extract_diagonal({x:#x}))"),
        o.deposit_diagonal(o.extract_diagonal(x)),
        x & diagonal,
    )?;
    eq(
        || format!("deposit_anti_diagonal(extract_anti_diagonal({x:#x}))"),
        o.deposit_anti_diagonal(o.extract_anti_diagonal(x)),
        x & anti,
    )?;
    for file in File::ALL {
        eq(
            || format!("deposit_file(extract_file({x:#x}, {file:?}))"),
            o.deposit_file(o.extract_file(x, file), file),
            x & naive::file_mask(file),
        )?;
    }
    for sq in Square::ALL {
        eq(
            || format!("deposit_diagonal_through(extract_diagonal_through({x:#x}, {sq}))"),
            o.deposit_diagonal_through(o.extract_diagonal_through(x, sq), sq),
            x & naive::diagonal_mask_through(sq),
        )?;
        eq(
            || {
                format!(
                    "deposit_anti_diagonal_through(extract_anti_diagonal_through({x:#x}, {sq}))"
                )
            },
            o.deposit_anti_diagonal_through(o.extract_anti_diagonal_through(x, sq), sq),
            x & naive::anti_diagonal_mask_through(sq),
        )?;
    }
    Ok(())
}

#[test]
fn deposit_after_extract_is_the_line_mask() {
    for x in naive::edge_boards() {
        must(on_all(LINES, |o| deposit_after_extract(x, o)));
    }
    fn prop(x: Board) -> TestResult {
        qc_result(on_all(LINES, |o| deposit_after_extract(x.0, o)))
    }
    QuickCheck::new()
        .tests(quickcheck_tests())
        .quickcheck(prop as fn(Board) -> TestResult);
}

/// The masks used above are the lines they claim to be.
#[test]
fn line_masks_sanity() {
    assert_eq!(naive::deposit_diagonal(0xff), 0x8040_2010_0804_0201);
    assert_eq!(naive::deposit_anti_diagonal(0xff), 0x0102_0408_1020_4080);
    let d2 = Square::new(11).unwrap();
    assert_eq!(naive::diagonal_mask_through(d2), 0x0000_8040_2010_0804);
    assert_eq!(naive::anti_diagonal_mask_through(d2), 0x0000_0001_0204_0810);
    assert_eq!(diagonal_ranks(d2, false), 0b0011_1111);
    assert_eq!(diagonal_ranks(d2, true), 0b0001_1111);
    for sq in Square::ALL {
        // Every square is on its own lines.
        assert_ne!(naive::diagonal_mask_through(sq) & sq.bit(), 0);
        assert_ne!(naive::anti_diagonal_mask_through(sq) & sq.bit(), 0);
        assert_eq!(
            naive::diagonal_mask_through(sq).count_ones(),
            diagonal_ranks(sq, false).count_ones()
        );
    }
}

// ------------------------------------------------- flips and rotations

fn flips(x: u64, o: &dyn Ops) -> Result<(), String> {
    // Involutions.
    eq(
        || format!("flip_vertical∘flip_vertical({x:#x})"),
        o.flip_vertical(o.flip_vertical(x)),
        x,
    )?;
    eq(
        || format!("mirror_horizontal∘mirror_horizontal({x:#x})"),
        o.mirror_horizontal(o.mirror_horizontal(x)),
        x,
    )?;
    eq(
        || format!("flip_diagonal∘flip_diagonal({x:#x})"),
        o.flip_diagonal(o.flip_diagonal(x)),
        x,
    )?;
    eq(
        || format!("flip_anti_diagonal∘flip_anti_diagonal({x:#x})"),
        o.flip_anti_diagonal(o.flip_anti_diagonal(x)),
        x,
    )?;
    eq(
        || format!("rotate_180∘rotate_180({x:#x})"),
        o.rotate_180(o.rotate_180(x)),
        x,
    )?;

    // Quarter turns.
    let cw = |b| o.rotate_90_clockwise(b);
    let acw = |b| o.rotate_90_anticlockwise(b);
    eq(
        || format!("rotate_90_clockwise⁴({x:#x})"),
        cw(cw(cw(cw(x)))),
        x,
    )?;
    eq(
        || format!("rotate_90_anticlockwise⁴({x:#x})"),
        acw(acw(acw(acw(x)))),
        x,
    )?;
    eq(|| format!("clockwise∘anticlockwise({x:#x})"), cw(acw(x)), x)?;
    eq(|| format!("anticlockwise∘clockwise({x:#x})"), acw(cw(x)), x)?;
    eq(
        || format!("clockwise²({x:#x}) vs rotate_180"),
        cw(cw(x)),
        o.rotate_180(x),
    )?;
    eq(
        || format!("anticlockwise²({x:#x}) vs rotate_180"),
        acw(acw(x)),
        o.rotate_180(x),
    )?;

    // Compositions of the reflections.
    eq(
        || format!("rotate_180({x:#x}) vs flip_vertical∘mirror_horizontal"),
        o.rotate_180(x),
        o.flip_vertical(o.mirror_horizontal(x)),
    )?;
    eq(
        || format!("rotate_90_clockwise({x:#x}) vs flip_vertical∘flip_diagonal"),
        cw(x),
        o.flip_vertical(o.flip_diagonal(x)),
    )?;
    eq(
        || format!("rotate_90_anticlockwise({x:#x}) vs flip_diagonal∘flip_vertical"),
        acw(x),
        o.flip_diagonal(o.flip_vertical(x)),
    )?;
    eq(
        || format!("flip_anti_diagonal({x:#x}) vs rotate_180∘flip_diagonal"),
        o.flip_anti_diagonal(x),
        o.rotate_180(o.flip_diagonal(x)),
    )?;
    eq(
        || format!("flip_vertical({x:#x}) vs byte swap"),
        o.flip_vertical(x),
        x.swap_bytes(),
    )?;
    eq(
        || format!("rotate_180({x:#x}) vs bit reversal"),
        o.rotate_180(x),
        x.reverse_bits(),
    )?;

    // Pseudo-rotations: (f, r) -> (f, r - f) then (f, r + f + 1) gives
    // (f, r + 1): every rank moves up one, rank 8 wraps to rank 1.
    let pcw = |b| o.pseudo_rotate_45_clockwise(b);
    let pacw = |b| o.pseudo_rotate_45_anticlockwise(b);
    eq(
        || format!("pseudo_rotate_45_anticlockwise∘clockwise({x:#x}) vs ranks rotated up"),
        pacw(pcw(x)),
        x.rotate_left(8),
    )?;
    eq(
        || format!("pseudo_rotate_45_clockwise∘anticlockwise({x:#x}) vs ranks rotated up"),
        pcw(pacw(x)),
        x.rotate_left(8),
    )?;
    // Each is a bijection that keeps the files: eight applications of
    // clockwise move (f, r) to (f, r - 8f) = (f, r).
    let mut y = x;
    for _ in 0..8 {
        y = pcw(y);
    }
    eq(|| format!("pseudo_rotate_45_clockwise⁸({x:#x})"), y, x)?;
    eq(
        || format!("popcount of pseudo_rotate_45_clockwise({x:#x})"),
        pcw(x).count_ones(),
        x.count_ones(),
    )?;
    Ok(())
}

#[test]
fn flips_and_rotations() {
    for x in naive::edge_boards() {
        must(on_all(FLIP, |o| flips(x, o)));
    }
    fn prop(x: Board) -> TestResult {
        qc_result(on_all(FLIP, |o| flips(x.0, o)))
    }
    QuickCheck::new()
        .tests(quickcheck_tests())
        .quickcheck(prop as fn(Board) -> TestResult);
}

// ------------------------------------------------- diagonal shift families

fn diagonal_shifts(x: u64, o: &dyn Ops) -> Result<(), String> {
    let fv = |b| o.flip_vertical(b);
    let mh = |b| o.mirror_horizontal(b);
    let r180 = |b| o.rotate_180(b);
    // Flipping the ranks swaps the shift amounts r and 7 - r.
    eq(
        || format!("bl({x:#x}) vs fv∘tl∘fv"),
        o.diagonal_shift_bl(x),
        fv(o.diagonal_shift_tl(fv(x))),
    )?;
    eq(
        || format!("tl({x:#x}) vs fv∘bl∘fv"),
        o.diagonal_shift_tl(x),
        fv(o.diagonal_shift_bl(fv(x))),
    )?;
    eq(
        || format!("br({x:#x}) vs fv∘tr∘fv"),
        o.diagonal_shift_br(x),
        fv(o.diagonal_shift_tr(fv(x))),
    )?;
    // Mirroring the files turns a left shift into a right shift.
    eq(
        || format!("br({x:#x}) vs mh∘bl∘mh"),
        o.diagonal_shift_br(x),
        mh(o.diagonal_shift_bl(mh(x))),
    )?;
    eq(
        || format!("tr({x:#x}) vs mh∘tl∘mh"),
        o.diagonal_shift_tr(x),
        mh(o.diagonal_shift_tl(mh(x))),
    )?;
    // Both at once.
    eq(
        || format!("bl({x:#x}) vs r180∘tr∘r180"),
        o.diagonal_shift_bl(x),
        r180(o.diagonal_shift_tr(r180(x))),
    )?;
    eq(
        || format!("tl({x:#x}) vs r180∘br∘r180"),
        o.diagonal_shift_tl(x),
        r180(o.diagonal_shift_br(r180(x))),
    )?;
    // A left shift by k then a right shift by k keeps the squares that fit.
    eq(
        || format!("br∘bl({x:#x}) keeps the low 8 - (7 - r) squares of rank r"),
        o.diagonal_shift_br(o.diagonal_shift_bl(x)),
        x & o.diagonal_shift_br(!0),
    )?;
    eq(
        || format!("tr∘tl({x:#x}) keeps the low 8 - r squares of rank r"),
        o.diagonal_shift_tr(o.diagonal_shift_tl(x)),
        x & o.diagonal_shift_tr(!0),
    )?;

    // The SSE2 extract method: shift the line onto the h-file (or a-file),
    // then read that file.
    let d = o.extract_diagonal(x);
    let a = o.extract_anti_diagonal(x);
    eq(
        || format!("extract_diagonal({x:#x}) vs h-file of bl"),
        d,
        o.extract_file(o.diagonal_shift_bl(x), File::H),
    )?;
    eq(
        || format!("extract_diagonal({x:#x}) vs a-file of tr"),
        d,
        o.extract_file(o.diagonal_shift_tr(x), File::A),
    )?;
    eq(
        || format!("extract_anti_diagonal({x:#x}) vs h-file of tl"),
        a,
        o.extract_file(o.diagonal_shift_tl(x), File::H),
    )?;
    eq(
        || format!("extract_anti_diagonal({x:#x}) vs a-file of br"),
        a,
        o.extract_file(o.diagonal_shift_br(x), File::A),
    )?;
    // The pseudo-rotation method: the long diagonals land on rank 1.
    eq(
        || format!("extract_diagonal({x:#x}) vs rank 1 of pseudo_rotate_45_clockwise"),
        d,
        o.pseudo_rotate_45_clockwise(x) as u8,
    )?;
    eq(
        || {
            format!("extract_anti_diagonal({x:#x}) vs reversed rank 1 of pseudo_rotate_45_anticlockwise")
        },
        a,
        (o.pseudo_rotate_45_anticlockwise(x) as u8).reverse_bits(),
    )?;
    // The through-square forms agree with the long-diagonal forms.
    let a1 = Square::new(0).unwrap();
    let h1 = Square::new(7).unwrap();
    eq(
        || format!("extract_diagonal_through({x:#x}, a1)"),
        o.extract_diagonal_through(x, a1),
        d,
    )?;
    eq(
        || format!("extract_anti_diagonal_through({x:#x}, h1)"),
        o.extract_anti_diagonal_through(x, h1),
        a,
    )?;
    // The file extract is the transpose's rank.
    for file in File::ALL {
        eq(
            || format!("extract_file({x:#x}, {file:?}) vs transpose"),
            o.extract_file(x, file),
            (o.flip_diagonal(x) >> (8 * file.index())) as u8,
        )?;
    }
    Ok(())
}

#[test]
fn diagonal_shift_families_and_extracts() {
    for x in naive::edge_boards() {
        must(on_all(LINES, |o| diagonal_shifts(x, o)));
    }
    fn prop(x: Board) -> TestResult {
        qc_result(on_all(LINES, |o| diagonal_shifts(x.0, o)))
    }
    QuickCheck::new()
        .tests(quickcheck_tests())
        .quickcheck(prop as fn(Board) -> TestResult);
}

fn deposits(b: u8, o: &dyn Ops) -> Result<(), String> {
    // "Deposit to vertical ... equivalent to 'row to column'".
    eq(
        || format!("deposit_file({b:#x}, a) vs transpose of rank 1"),
        o.deposit_file(b, File::A),
        o.flip_diagonal(b as u64),
    )?;
    for file in File::ALL {
        eq(
            || format!("deposit_file({b:#x}, {file:?}) vs a-file shifted"),
            o.deposit_file(b, file),
            o.deposit_file(b, File::A) << file.index(),
        )?;
    }
    // Broadcast and mask.
    let broadcast = b as u64 * 0x0101_0101_0101_0101;
    eq(
        || format!("deposit_diagonal({b:#x}) vs broadcast & diagonal"),
        o.deposit_diagonal(b),
        broadcast & o.deposit_diagonal(0xff),
    )?;
    eq(
        || format!("deposit_anti_diagonal({b:#x}) vs mirrored deposit_diagonal"),
        o.deposit_anti_diagonal(b),
        o.mirror_horizontal(o.deposit_diagonal(b)),
    )?;
    Ok(())
}

#[test]
fn deposit_relations() {
    must(on_all(LINES, |o| {
        (0..=255u8).try_for_each(|b| deposits(b, o))
    }));
}

// ------------------------------------------------------ fills and attacks

fn index_of(dir: Dir) -> usize {
    naive::DIRS.iter().position(|&d| d == dir).unwrap()
}

fn opposite(dir: Dir) -> Dir {
    naive::DIRS[(index_of(dir) + 4) % 8]
}

fn attacks(s: u64, e: u64, dir: Dir, o: &dyn Ops) -> Result<(), String> {
    let ctx = format!("(sliders {s:#x}, empty {e:#x}, {dir})");
    eq(
        || format!("ray_attacks vs shift_one∘occluded_fill {ctx}"),
        o.ray_attacks(s, e, dir),
        o.shift_one(o.occluded_fill(s, e, dir), dir),
    )?;
    eq(
        || format!("fill vs occluded_fill(!0) {ctx}"),
        o.fill(s, dir),
        o.occluded_fill(s, !0, dir),
    )?;
    eq(
        || format!("occluded_fill contains gen {ctx}"),
        o.occluded_fill(s, e, dir) & s,
        s,
    )?;
    // Turning the board round turns every direction round.
    eq(
        || format!("occluded_fill under rotate_180 {ctx}"),
        o.rotate_180(o.occluded_fill(s, e, dir)),
        o.occluded_fill(o.rotate_180(s), o.rotate_180(e), opposite(dir)),
    )?;
    eq(
        || format!("shift_one under rotate_180 {ctx}"),
        o.rotate_180(o.shift_one(s, dir)),
        o.shift_one(o.rotate_180(s), opposite(dir)),
    )?;

    Ok(())
}

fn attacks_set_wise(s: u64, e: u64, o: &dyn Ops) -> Result<(), String> {
    let ctx = format!("(sliders {s:#x}, empty {e:#x})");
    let rays = o.attacks_by_direction(s, e);
    for d in naive::DIRS {
        eq(
            || format!("attacks_by_direction[{d}] vs ray_attacks {ctx}"),
            rays[index_of(d)],
            o.ray_attacks(s, e, d),
        )?;
    }
    let union = |dirs: &[Dir]| dirs.iter().fold(0, |acc, &d| acc | rays[index_of(d)]);
    let rook = o.rook_attacks(s, e);
    let bishop = o.bishop_attacks(s, e);
    eq(
        || format!("rook_attacks vs N|E|S|W {ctx}"),
        rook,
        union(&naive::ROOK_DIRS),
    )?;
    eq(
        || format!("bishop_attacks vs NE|SE|SW|NW {ctx}"),
        bishop,
        union(&naive::BISHOP_DIRS),
    )?;
    eq(
        || format!("queen_attacks vs rook|bishop {ctx}"),
        o.queen_attacks(s, e),
        rook | bishop,
    )?;

    // Set-wise = union of per-square with occupied = !empty (also when the
    // empty set holds other sliders: they are then walked through). Only
    // for up to 16 sliders (the per-square calls dominate the cost); else
    // the per-square identities on the first four.
    let few = s.count_ones() <= 16;
    let mut rook_sum = 0;
    let mut bishop_sum = 0;
    let mut queen_sum = 0;
    let sliders = Square::ALL.iter().copied().filter(|sq| s & sq.bit() != 0);
    for sq in sliders.take(if few { 64 } else { 4 }) {
        let (r, b, q) = (
            o.rook_attacks_from(sq, !e),
            o.bishop_attacks_from(sq, !e),
            o.queen_attacks_from(sq, !e),
        );
        eq(
            || format!("queen_attacks_from({sq}) vs rook|bishop {ctx}"),
            q,
            r | b,
        )?;
        eq(
            || format!("rook_attacks_from({sq}) vs rook_attacks(bit) {ctx}"),
            r,
            o.rook_attacks(sq.bit(), e),
        )?;
        eq(
            || format!("bishop_attacks_from({sq}) vs bishop_attacks(bit) {ctx}"),
            b,
            o.bishop_attacks(sq.bit(), e),
        )?;
        eq(
            || format!("rook_attacks_from({sq}) with and without sq occupied {ctx}"),
            o.rook_attacks_from(sq, !e | sq.bit()),
            o.rook_attacks_from(sq, !e & !sq.bit()),
        )?;
        rook_sum |= r;
        bishop_sum |= b;
        queen_sum |= q;
    }
    if few {
        eq(
            || format!("rook_attacks vs union of rook_attacks_from {ctx}"),
            rook,
            rook_sum,
        )?;
        eq(
            || format!("bishop_attacks vs union of bishop_attacks_from {ctx}"),
            bishop,
            bishop_sum,
        )?;
        eq(
            || format!("queen_attacks vs union of queen_attacks_from {ctx}"),
            rook | bishop,
            queen_sum,
        )?;
    }

    // East/West by subtraction, with `occupied = !empty`.
    let occ = !e;
    eq(
        || format!("east_attacks_by_subtraction vs ray_attacks(!(occ|rooks)) {ctx}"),
        o.east_attacks_by_subtraction(s, occ),
        o.ray_attacks(s, !(occ | s), Dir::East),
    )?;
    eq(
        || format!("west_attacks_by_subtraction vs ray_attacks(!(occ|rooks)) {ctx}"),
        o.west_attacks_by_subtraction(s, occ),
        o.ray_attacks(s, !(occ | s), Dir::West),
    )?;
    eq(
        || format!("east_attacks_by_subtraction: occupied need not hold the rooks {ctx}"),
        o.east_attacks_by_subtraction(s, occ & !s),
        o.east_attacks_by_subtraction(s, occ | s),
    )?;
    eq(
        || format!("west is east mirrored {ctx}"),
        o.west_attacks_by_subtraction(s, occ),
        o.mirror_horizontal(
            o.east_attacks_by_subtraction(o.mirror_horizontal(s), o.mirror_horizontal(occ)),
        ),
    )?;
    Ok(())
}

/// Empty sets tried with every edge board of sliders.
fn edge_empties(s: u64) -> [u64; 6] {
    [0, !0, !s, s, 0x0000_ffff_ffff_0000, 0x7e7e_7e7e_7e7e_7e7e]
}

#[test]
fn fills_in_every_direction() {
    for s in naive::edge_boards() {
        for e in edge_empties(s) {
            for dir in naive::DIRS {
                must(on_all(FILL, |o| attacks(s, e, dir, o)));
            }
        }
    }
    fn prop(s: Board, e: Board, dir: D) -> TestResult {
        qc_result(on_all(FILL, |o| attacks(s.0, e.0, dir.0, o)))
    }
    QuickCheck::new()
        .tests(quickcheck_tests())
        .quickcheck(prop as fn(Board, Board, D) -> TestResult);
}

#[test]
fn set_wise_and_per_square_attacks() {
    for s in naive::edge_boards() {
        for e in edge_empties(s) {
            must(on_all(FILL, |o| attacks_set_wise(s, e, o)));
        }
    }
    fn prop(s: Board, e: Board) -> TestResult {
        qc_result(on_all(FILL, |o| attacks_set_wise(s.0, e.0, o)))
    }
    QuickCheck::new()
        .tests(quickcheck_tests())
        .quickcheck(prop as fn(Board, Board) -> TestResult);
}

const LEAPERS: &[&str] = &["leapers", "flip"];

/// The set-wise leaper and pawn kernels on one set of pieces: a single
/// piece gives the crate's per-square lookup, a set the union over its
/// pieces, Black's pawn sets are White's flipped vertically, and a double
/// push is two single pushes from the start rank.
fn leapers(x: u64, e: u64, o: &dyn Ops) -> Result<(), String> {
    let (lo, hi) = (x & 0x0000_0000_ffff_ffff, x & 0xffff_ffff_0000_0000);
    eq(
        || format!("knight_attacks({x:#x}) as a union"),
        o.knight_attacks(x),
        o.knight_attacks(lo) | o.knight_attacks(hi),
    )?;
    eq(
        || format!("king_attacks({x:#x}) as a union"),
        o.king_attacks(x),
        o.king_attacks(lo) | o.king_attacks(hi),
    )?;
    let fv = |b| o.flip_vertical(b);
    for (c, start) in [
        (Color::White, 0xff00),
        (Color::Black, 0x00ff_0000_0000_0000),
    ] {
        eq(
            || format!("pawn_attacks({x:#x}, {c}) as a union"),
            o.pawn_attacks(x, c),
            o.pawn_attacks(lo, c) | o.pawn_attacks(hi, c),
        )?;
        eq(
            || format!("pawn_double_pushes({x:#x}, {e:#x}, {c}) as two pushes"),
            o.pawn_double_pushes(x, e, c),
            o.pawn_pushes(o.pawn_pushes(x & start, e, c), e, c),
        )?;
    }
    eq(
        || format!("pawn_attacks({x:#x}, black) as white's flipped"),
        o.pawn_attacks(x, Color::Black),
        fv(o.pawn_attacks(fv(x), Color::White)),
    )?;
    eq(
        || format!("pawn_pushes({x:#x}, {e:#x}, black) as white's flipped"),
        o.pawn_pushes(x, e, Color::Black),
        fv(o.pawn_pushes(fv(x), fv(e), Color::White)),
    )?;
    eq(
        || format!("pawn_double_pushes({x:#x}, {e:#x}, black) as white's flipped"),
        o.pawn_double_pushes(x, e, Color::Black),
        fv(o.pawn_double_pushes(fv(x), fv(e), Color::White)),
    )
}

/// One piece on `sq`: the set-wise kernels equal the per-square lookups.
fn leapers_on(sq: Square, o: &dyn Ops) -> Result<(), String> {
    let b = sq.bit();
    eq(
        || format!("knight_attacks({sq}) vs knight_attacks_from"),
        o.knight_attacks(b),
        bitboard_simd::knight_attacks_from(sq),
    )?;
    eq(
        || format!("king_attacks({sq}) vs king_attacks_from"),
        o.king_attacks(b),
        bitboard_simd::king_attacks_from(sq),
    )?;
    for c in [Color::White, Color::Black] {
        eq(
            || format!("pawn_attacks({sq}, {c}) vs pawn_attacks_from"),
            o.pawn_attacks(b, c),
            bitboard_simd::pawn_attacks_from(sq, c),
        )?;
    }
    Ok(())
}

#[test]
fn set_wise_leapers_and_per_square_lookups() {
    for sq in Square::ALL {
        must(on_all(LEAPERS, |o| leapers_on(sq, o)));
    }
    for x in naive::edge_boards() {
        for e in edge_empties(x) {
            must(on_all(LEAPERS, |o| leapers(x, e, o)));
        }
    }
    fn prop(x: Board, e: Board) -> TestResult {
        qc_result(on_all(LEAPERS, |o| leapers(x.0, e.0, o)))
    }
    QuickCheck::new()
        .tests(quickcheck_tests())
        .quickcheck(prop as fn(Board, Board) -> TestResult);
}

const SIDE: &[&str] = &["fill", "leapers", "line_attacks", "flip"];

/// `side_attacks` on one side: the set-wise kernels' union, the per-piece
/// lookups' union, the union over a split of the side, and Black's map as
/// White's on the flipped board.
fn side_identities(side: Side, occ: u64, o: &dyn Ops) -> Result<(), String> {
    for c in [Color::White, Color::Black] {
        let got = o.side_attacks(side, occ, c);
        let set_wise = o.pawn_attacks(side.pawns, c)
            | o.knight_attacks(side.knights)
            | o.king_attacks(side.king)
            | o.rook_attacks(side.rooks | side.queens, !occ)
            | o.bishop_attacks(side.bishops | side.queens, !occ);
        eq(
            || format!("side_attacks({side:#x?}, {occ:#x}, {c}) vs set-wise"),
            got,
            set_wise,
        )?;
        let mut per_piece = o.pawn_attacks(side.pawns, c);
        for sq in Square::iter_set(side.knights) {
            per_piece |= bitboard_simd::knight_attacks_from(sq);
        }
        for sq in Square::iter_set(side.king) {
            per_piece |= bitboard_simd::king_attacks_from(sq);
        }
        for sq in Square::iter_set(side.bishops) {
            per_piece |= o.bishop_attacks_from(sq, occ);
        }
        for sq in Square::iter_set(side.rooks) {
            per_piece |= o.rook_attacks_from(sq, occ);
        }
        for sq in Square::iter_set(side.queens) {
            per_piece |= o.queen_attacks_from(sq, occ);
        }
        eq(
            || format!("side_attacks({side:#x?}, {occ:#x}, {c}) vs per piece"),
            got,
            per_piece,
        )?;
        let half = |f: u64| f & 0x0f0f_0f0f_0f0f_0f0f;
        let a = Side {
            pawns: half(side.pawns),
            knights: half(side.knights),
            bishops: half(side.bishops),
            rooks: half(side.rooks),
            queens: half(side.queens),
            king: half(side.king),
        };
        let b = Side {
            pawns: side.pawns & !a.pawns,
            knights: side.knights & !a.knights,
            bishops: side.bishops & !a.bishops,
            rooks: side.rooks & !a.rooks,
            queens: side.queens & !a.queens,
            king: side.king & !a.king,
        };
        eq(
            || format!("side_attacks({side:#x?}, {occ:#x}, {c}) as a union"),
            got,
            o.side_attacks(a, occ, c) | o.side_attacks(b, occ, c),
        )?;
    }
    let fv = |b| o.flip_vertical(b);
    let flipped = Side {
        pawns: fv(side.pawns),
        knights: fv(side.knights),
        bishops: fv(side.bishops),
        rooks: fv(side.rooks),
        queens: fv(side.queens),
        king: fv(side.king),
    };
    eq(
        || format!("side_attacks({side:#x?}, {occ:#x}, black) as white's flipped"),
        o.side_attacks(side, occ, Color::Black),
        fv(o.side_attacks(flipped, fv(occ), Color::White)),
    )
}

/// The pieces of a side, ORed.
fn pieces(s: Side) -> u64 {
    s.pawns | s.knights | s.bishops | s.rooks | s.queens | s.king
}

#[test]
fn side_attacks_identities() {
    // Game-like: the occupied board holds the side (and other pieces);
    // also occupied boards that miss some of it, and arbitrary sides.
    fn prop(s: S, other: Board) -> TestResult {
        let (side, other) = (s.0, other.0);
        let mut r = Ok(());
        for occ in [
            pieces(side) | other,
            pieces(side) | (other & other >> 7),
            other,
        ] {
            r = r.and_then(|()| on_all(SIDE, |o| side_identities(side, occ, o)));
        }
        qc_result(r)
    }
    QuickCheck::new()
        .tests(quickcheck_tests())
        .quickcheck(prop as fn(S, Board) -> TestResult);
}

/// `side_attacks` against the naive definition on game-like positions
/// (occupied holds the side), for every implementation.
#[test]
fn side_attacks_on_game_like_positions() {
    fn prop(s: S, other: Board) -> TestResult {
        let side = s.0;
        let occ = pieces(side) | (other.0 & other.0.rotate_left(23));
        let r = on_all(SIDE, |o| {
            for c in [Color::White, Color::Black] {
                eq(
                    || format!("side_attacks({side:#x?}, {occ:#x}, {c}) vs naive"),
                    o.side_attacks(side, occ, c),
                    naive::side_attacks(side, occ, c),
                )?;
            }
            Ok(())
        });
        qc_result(r)
    }
    QuickCheck::new()
        .tests(quickcheck_tests())
        .quickcheck(prop as fn(S, Board) -> TestResult);
}

/// Per-square attacks on every square against random occupancies.
#[test]
fn per_square_attacks_on_every_square() {
    fn check(sq: Square, occ: u64, o: &dyn Ops) -> Result<(), String> {
        let r = o.rook_attacks_from(sq, occ);
        let b = o.bishop_attacks_from(sq, occ);
        eq(
            || format!("rook_attacks_from({sq}, {occ:#x}) vs rook_attacks"),
            r,
            o.rook_attacks(sq.bit(), !occ),
        )?;
        eq(
            || format!("bishop_attacks_from({sq}, {occ:#x}) vs bishop_attacks"),
            b,
            o.bishop_attacks(sq.bit(), !occ),
        )?;
        eq(
            || format!("queen_attacks_from({sq}, {occ:#x})"),
            o.queen_attacks_from(sq, occ),
            r | b,
        )?;
        // Attacks never include the slider's own square.
        eq(
            || format!("rook_attacks_from({sq}, {occ:#x}) & sq"),
            r & sq.bit(),
            0,
        )?;
        eq(
            || format!("bishop_attacks_from({sq}, {occ:#x}) & sq"),
            b & sq.bit(),
            0,
        )?;
        Ok(())
    }
    for sq in Square::ALL {
        for occ in [0, !0, sq.bit(), !sq.bit()] {
            must(on_all(FILL, |o| check(sq, occ, o)));
        }
    }
    fn prop(sq: Sq, occ: Board) -> TestResult {
        qc_result(on_all(FILL, |o| check(sq.0, occ.0, o)))
    }
    QuickCheck::new()
        .tests(quickcheck_tests())
        .quickcheck(prop as fn(Sq, Board) -> TestResult);
}

/// The two naive formulations of ray attacks (a walk, and
/// `shift_one(occluded_fill(..))` written square by square) agree; also
/// checked on arbitrary `File`/`Byte` inputs for the file kernels.
#[test]
fn naive_self_consistency() {
    fn prop(s: Board, e: Board, dir: D, file: F, b: Byte) -> bool {
        naive::ray_attacks(s.0, e.0, dir.0)
            == naive::shift_one(naive::occluded_fill(s.0, e.0, dir.0), dir.0)
            && naive::extract_file(naive::deposit_file(b.0, file.0), file.0) == b.0
    }
    QuickCheck::new()
        .tests(quickcheck_tests())
        .quickcheck(prop as fn(Board, Board, D, F, Byte) -> bool);
}

#[test]
fn providers_cover_every_implementation() {
    let names: Vec<&str> = providers().iter().map(|p| p.name.as_str()).collect();
    eprintln!("identity providers: {names:#?}");
    for &kernel in Kernel::ALL.iter().filter(|k| !k.is_batch()) {
        for imp in kernel.implementations().filter(|i| i.is_supported()) {
            assert!(
                names
                    .iter()
                    .any(|n| n.ends_with(&format!("{kernel} = {}", imp.name())))
                    || KernelTable::for_level(cpu().highest_level())
                        .unwrap()
                        .implementation(kernel)
                        .name()
                        == imp.name(),
                "{kernel}: {} not among the identity providers",
                imp.name()
            );
        }
    }
}
