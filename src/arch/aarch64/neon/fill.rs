//! NEON fills and set-wise attacks, two boards per `uint64x2_t`, through
//! the shared bodies (`generic::fill`): `ushl` takes a signed count, so a
//! step in either direction is one instruction.
//!
//! One board: the second lane holds the board turned half round (all 64
//! bits reversed, `rbit`). The fill north-east of the turned board is the
//! turned fill south-west of the board, so one [`Step`] serves a direction
//! in lane 0 and its opposite in lane 1: a rook's four rays are two
//! Kogge-Stone fills of one vector, a queen's eight four. Turning lane 1
//! back at the end gives the opposite rays.
//!
//! Batch forms put two boards in a vector instead (one direction, or each
//! direction in turn for the unions); an odd last board runs in lane 0 alone.

use core::arch::aarch64::*;

use crate::arch::generic::fill::{pairs, union, Step};
use crate::arch::generic::vector::Vector;
use crate::types::Dir;

/// One direction for two boards (the shared body).
type Step2 = Step<uint64x2_t>;

/// `[x, x turned half round]`: whatever runs north (say) on this pair runs
/// north on `x` in lane 0 and south on `x` in lane 1 (in the turned frame).
#[inline(always)]
fn with_half_turn(x: u64) -> uint64x2_t {
    // SAFETY: NEON, which every aarch64 target enables.
    unsafe { vcombine_u64(vcreate_u64(x), vcreate_u64(x.reverse_bits())) }
}

/// The 64 bits of each lane reversed (a board turned half round): bytes
/// reversed, then the bits in each byte.
#[inline(always)]
fn half_turn(v: uint64x2_t) -> uint64x2_t {
    // SAFETY: NEON, which every aarch64 target enables.
    unsafe { vreinterpretq_u64_u8(vrbitq_u8(vrev64q_u8(vreinterpretq_u8_u64(v)))) }
}

/// Lane 0 united with lane 1 turned back (the opposite rays of a
/// [`with_half_turn`] pair).
#[inline(always)]
fn fold_half_turn(v: uint64x2_t) -> u64 {
    // SAFETY: NEON, which every aarch64 target enables.
    unsafe { vgetq_lane_u64::<0>(v) | vgetq_lane_u64::<1>(v).reverse_bits() }
}

/// Union of the attacks in `dirs` and their opposites, of one board.
#[inline(always)]
fn both_ways(sliders: u64, empty: u64, dirs: &[Dir]) -> u64 {
    // SAFETY: NEON, which every aarch64 target enables.
    fold_half_turn(unsafe { union(with_half_turn(sliders), with_half_turn(empty), dirs) })
}

/// Rook attacks of every rook: north and east in lane 0, south and west
/// (north and east of the turned board) in lane 1; two fills of one vector.
#[inline]
pub(crate) fn rook_attacks(rooks: u64, empty: u64) -> u64 {
    both_ways(rooks, empty, &[Dir::North, Dir::East])
}

/// Bishop attacks: north-east and north-west both ways (see
/// [`rook_attacks`]).
#[inline]
pub(crate) fn bishop_attacks(bishops: u64, empty: u64) -> u64 {
    both_ways(bishops, empty, &[Dir::NorthEast, Dir::NorthWest])
}

/// Queen attacks: four fills of one vector give the eight rays.
#[inline]
pub(crate) fn queen_attacks(queens: u64, empty: u64) -> u64 {
    both_ways(
        queens,
        empty,
        &[Dir::North, Dir::NorthEast, Dir::East, Dir::SouthEast],
    )
}

/// The eight rays in [`Dir::ALL`] order: directions 0..4 in lane 0 of four
/// fills, their opposites (4..8) in lane 1. Lane 0s pair up by `zip1`, lane
/// 1s by `zip2` and turn back together.
#[inline]
pub(crate) fn attacks_by_direction(sliders: u64, empty: u64) -> [u64; 8] {
    let (s, e) = (with_half_turn(sliders), with_half_turn(empty));
    // SAFETY: NEON, which every aarch64 target enables; `Dir::ALL[0..4]`
    // are north, north-east, east and south-east, whose opposites are
    // `Dir::ALL[4..8]` in the same order.
    unsafe {
        let [n, ne, ea, se] = [Dir::North, Dir::NorthEast, Dir::East, Dir::SouthEast]
            .map(|d| Step2::new(d).attacks(s, e));
        let ahead = [vzip1q_u64(n, ne), vzip1q_u64(ea, se)];
        let back = [half_turn(vzip2q_u64(n, ne)), half_turn(vzip2q_u64(ea, se))];
        let mut out = [0u64; 8];
        vst1q_u64_x4(
            out.as_mut_ptr(),
            uint64x2x4_t(ahead[0], ahead[1], back[0], back[1]),
        );
        out
    }
}

// ------------------------------------------------------------- batch forms

/// One step of two boards at a time.
///
/// # Safety
/// `src` and `dst` valid for `len` boards; `dst` may equal `src`.
#[inline]
pub(crate) unsafe fn shift_one_batch(src: *const u64, dst: *mut u64, len: usize, dir: Dir) {
    // SAFETY: NEON, which every aarch64 target enables (for the generic
    // body too); the pointer contract is forwarded from the caller.
    unsafe { pairs::shift_one::<uint64x2_t>(src, dst, len, dir) }
}

/// Kogge-Stone fill on an empty board (propagator all ones), two boards at
/// a time.
///
/// # Safety
/// `src` and `dst` valid for `len` boards; `dst` may equal `src`.
#[inline]
pub(crate) unsafe fn fill_batch(src: *const u64, dst: *mut u64, len: usize, dir: Dir) {
    // SAFETY: as for `shift_one_batch`.
    unsafe { pairs::fill::<uint64x2_t>(src, dst, len, dir) }
}

/// Kogge-Stone occluded fill, two boards at a time.
#[inline]
pub(crate) fn occluded_fill_batch(generators: &[u64], pro: &[u64], out: &mut [u64], dir: Dir) {
    // SAFETY: NEON, which every aarch64 target enables.
    unsafe { pairs::occluded_fill::<uint64x2_t>(generators, pro, out, dir) }
}

/// Attacks in one direction (the occluded fill, one step further), two
/// boards at a time.
#[inline]
pub(crate) fn ray_attacks_batch(sliders: &[u64], empty: &[u64], out: &mut [u64], dir: Dir) {
    // SAFETY: NEON, which every aarch64 target enables.
    unsafe { pairs::ray_attacks::<uint64x2_t>(sliders, empty, out, dir) }
}

/// Rook attacks, two boards at a time (four fills per pair).
#[inline]
pub(crate) fn rook_attacks_batch(rooks: &[u64], empty: &[u64], out: &mut [u64]) {
    // SAFETY: NEON, which every aarch64 target enables.
    unsafe { pairs::rook::<uint64x2_t>(rooks, empty, out) }
}

/// Bishop attacks, two boards at a time (four fills per pair).
#[inline]
pub(crate) fn bishop_attacks_batch(bishops: &[u64], empty: &[u64], out: &mut [u64]) {
    // SAFETY: NEON, which every aarch64 target enables.
    unsafe { pairs::bishop::<uint64x2_t>(bishops, empty, out) }
}

/// Queen attacks, two boards at a time (eight fills per pair).
#[inline]
pub(crate) fn queen_attacks_batch(queens: &[u64], empty: &[u64], out: &mut [u64]) {
    // SAFETY: NEON, which every aarch64 target enables.
    unsafe { pairs::queen::<uint64x2_t>(queens, empty, out) }
}

/// The eight rays of two boards at a time: one fill per direction, each
/// vector `[d(board 0), d(board 1)]`; `zip1`/`zip2` pair directions into
/// each board's row. An odd last board through the single-board form.
#[inline]
pub(crate) fn attacks_by_direction_batch(sliders: &[u64], empty: &[u64], out: &mut [[u64; 8]]) {
    let len = out.len().min(sliders.len()).min(empty.len());
    let pairs = len / 2 * 2;
    for i in (0..pairs).step_by(2) {
        // SAFETY: `i + 2 <= len`, within all three slices; `out[i]` and
        // `out[i + 1]` are 64 writable bytes each. NEON, which every
        // aarch64 target enables.
        unsafe {
            let s = uint64x2_t::load_unaligned(sliders.as_ptr().add(i));
            let e = uint64x2_t::load_unaligned(empty.as_ptr().add(i));
            let r = Dir::ALL.map(|d| Step2::new(d).attacks(s, e));
            let first = uint64x2x4_t(
                vzip1q_u64(r[0], r[1]),
                vzip1q_u64(r[2], r[3]),
                vzip1q_u64(r[4], r[5]),
                vzip1q_u64(r[6], r[7]),
            );
            let second = uint64x2x4_t(
                vzip2q_u64(r[0], r[1]),
                vzip2q_u64(r[2], r[3]),
                vzip2q_u64(r[4], r[5]),
                vzip2q_u64(r[6], r[7]),
            );
            vst1q_u64_x4(out.as_mut_ptr().add(i).cast(), first);
            vst1q_u64_x4(out.as_mut_ptr().add(i + 1).cast(), second);
        }
    }
    if pairs < len {
        out[pairs] = attacks_by_direction(sliders[pairs], empty[pairs]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arch::testing::{check_fills, Fills};

    #[test]
    fn every_form_matches_the_portable_ones() {
        check_fills(Fills {
            rook: rook_attacks,
            bishop: bishop_attacks,
            queen: queen_attacks,
            by_direction: attacks_by_direction,
            shift_one_batch,
            fill_batch,
            occluded_fill_batch,
            ray_attacks_batch,
            rook_batch: rook_attacks_batch,
            bishop_batch: bishop_attacks_batch,
            queen_batch: queen_attacks_batch,
            by_direction_batch: attacks_by_direction_batch,
        });
    }
}
