//! Flips and rotations in portable Rust: byte swaps, bit reversal and
//! delta swaps.

/// The ranks are the bytes: reverse their order.
#[inline]
pub(crate) fn flip_vertical_swap_bytes(x: u64) -> u64 {
    x.swap_bytes()
}

/// Reversing all 64 bits reverses ranks and files; swapping the bytes back
/// leaves only the files reversed.
#[inline]
pub(crate) fn mirror_horizontal_reverse_bits(x: u64) -> u64 {
    x.reverse_bits().swap_bytes()
}

/// Reverse the bits of every byte by three delta swaps inside the bytes:
/// neighbouring files, then pairs of files, then nibbles trade places.
#[inline]
pub(crate) fn mirror_horizontal_delta_swap(x: u64) -> u64 {
    const K1: u64 = 0x5555_5555_5555_5555;
    const K2: u64 = 0x3333_3333_3333_3333;
    const K4: u64 = 0x0f0f_0f0f_0f0f_0f0f;
    let x = ((x >> 1) & K1) | ((x & K1) << 1);
    let x = ((x >> 2) & K2) | ((x & K2) << 2);
    ((x >> 4) & K4) | ((x & K4) << 4)
}

/// Bit `8r + f` goes to `63 - 8r - f = 8(7 - r) + (7 - f)`.
#[inline]
pub(crate) fn rotate_180_reverse_bits(x: u64) -> u64 {
    x.reverse_bits()
}

/// Transpose by three delta swaps: 4x4 blocks (distance 28), then 2x2
/// (14), then single squares (7) swap across the a1-h8 diagonal.
#[inline]
pub(crate) fn flip_diagonal_delta_swap(mut x: u64) -> u64 {
    const K1: u64 = 0x5500_5500_5500_5500;
    const K2: u64 = 0x3333_0000_3333_0000;
    const K4: u64 = 0x0f0f_0f0f_0000_0000;
    let mut t = K4 & (x ^ (x << 28));
    x ^= t ^ (t >> 28);
    t = K2 & (x ^ (x << 14));
    x ^= t ^ (t >> 14);
    t = K1 & (x ^ (x << 7));
    x ^= t ^ (t >> 7);
    x
}

/// Transpose about h1-a8 by delta swaps of distance 36, 18 and 9.
#[inline]
pub(crate) fn flip_anti_diagonal_delta_swap(mut x: u64) -> u64 {
    const K1: u64 = 0xaa00_aa00_aa00_aa00;
    const K2: u64 = 0xcccc_0000_cccc_0000;
    const K4: u64 = 0xf0f0_f0f0_0f0f_0f0f;
    let mut t = x ^ (x << 36);
    x ^= K4 & (t ^ (x >> 36));
    t = K2 & (x ^ (x << 18));
    x ^= t ^ (t >> 18);
    t = K1 & (x ^ (x << 9));
    x ^= t ^ (t >> 9);
    x
}

/// (f, r) -> (r, f) -> (r, 7 - f).
#[inline]
pub(crate) fn rotate_90_clockwise_delta_swap(x: u64) -> u64 {
    flip_diagonal_delta_swap(x).swap_bytes()
}

/// (f, r) -> (f, 7 - r) -> (7 - r, f): a byte swap before the transpose
/// instead of a bit reversal after it.
#[inline]
pub(crate) fn rotate_90_anticlockwise_swap_bytes(x: u64) -> u64 {
    flip_diagonal_delta_swap(x.swap_bytes())
}

/// File `f` rotates down by `f` ranks: files with bit 0, 1, 2 of `f` set
/// move down 1, 2, 4 ranks (a rotate by 8, 16, 32 bits on those files).
#[inline]
pub(crate) fn pseudo_rotate_45_clockwise_delta_swap(mut x: u64) -> u64 {
    const K1: u64 = 0xaaaa_aaaa_aaaa_aaaa;
    const K2: u64 = 0xcccc_cccc_cccc_cccc;
    const K4: u64 = 0xf0f0_f0f0_f0f0_f0f0;
    x ^= K1 & (x ^ x.rotate_right(8));
    x ^= K2 & (x ^ x.rotate_right(16));
    x ^= K4 & (x ^ x.rotate_right(32));
    x
}

/// File `f` rotates down by `7 - f` ranks, i.e. up by `f + 1`.
#[inline]
pub(crate) fn pseudo_rotate_45_anticlockwise_delta_swap(mut x: u64) -> u64 {
    const K1: u64 = 0x5555_5555_5555_5555;
    const K2: u64 = 0x3333_3333_3333_3333;
    const K4: u64 = 0x0f0f_0f0f_0f0f_0f0f;
    x ^= K1 & (x ^ x.rotate_right(8));
    x ^= K2 & (x ^ x.rotate_right(16));
    x ^= K4 & (x ^ x.rotate_right(32));
    x
}

batch_loop!(
    map,
    flip_vertical_swap_bytes_batch,
    flip_vertical_swap_bytes
);
batch_loop!(
    map,
    mirror_horizontal_reverse_bits_batch,
    mirror_horizontal_reverse_bits
);
batch_loop!(map, rotate_180_reverse_bits_batch, rotate_180_reverse_bits);
batch_loop!(
    map,
    flip_diagonal_delta_swap_batch,
    flip_diagonal_delta_swap
);
batch_loop!(
    map,
    flip_anti_diagonal_delta_swap_batch,
    flip_anti_diagonal_delta_swap
);
batch_loop!(
    map,
    rotate_90_clockwise_delta_swap_batch,
    rotate_90_clockwise_delta_swap
);
batch_loop!(
    map,
    rotate_90_anticlockwise_swap_bytes_batch,
    rotate_90_anticlockwise_swap_bytes
);
batch_loop!(
    map,
    pseudo_rotate_45_clockwise_delta_swap_batch,
    pseudo_rotate_45_clockwise_delta_swap
);
batch_loop!(
    map,
    pseudo_rotate_45_anticlockwise_delta_swap_batch,
    pseudo_rotate_45_anticlockwise_delta_swap
);
