//! Each single-board implementation inlined in a loop, the way a token
//! runs it: the figures the tokens' order follows.
//!
//! A token's table is a compile-time constant, so its kernel inlines into
//! the caller's loop, compiled for the token's level; an implementation
//! that is fastest behind a pointer need not be fastest there (an inlined
//! kernel can be vectorised with the loop or overlap its neighbours). Here
//! every implementation the level's token may use runs through a pinned
//! token (`bitboard_simd::pinned`): that level's token table with the
//! kernel pinned to one registry candidate. The pass is the workload's
//! throughput loop with the token (`workload::token_loops`), run inside a
//! function compiled for the level, as `dispatch` runs a user's loop.
//!
//! That loop of independent lookups is one the compiler may vectorise, and
//! for a per-square lookup made of arithmetic alone it does: the report's
//! machine code runs `scalar/hyperbola`'s `rook_attacks_from` four squares
//! a loop iteration in ymm registers at the `bmi2` level (AMD Zen 3), which
//! is why it led the inlined figures (1.28 against 2.07 ns for `pext`). An
//! engine's per-square call, in a move generator's loop of pops and
//! branches, is never vectorised like that. So the per-square lookups
//! (`rook_`, `bishop_`, `queen_attacks_from`) are timed a second way,
//! [`engine_candidates`]: the same loop with each occupancy passed through
//! an empty `asm!` (no instruction), which the vectoriser cannot widen, so
//! each lookup runs alone as in an engine (`engine_ns`). Their token and
//! inlined orders read that figure.

use bitboard_simd::pinned::PinnedToken;
use bitboard_simd::{Implementation, Kernel, Level, Token, WithToken};

use crate::workload::{visit_token_loop, Inputs, Outputs, TokenLoop, TokenLoopVisitor};

/// One inlined throughput pass (the value is for `black_box`).
pub type InlinedPass = fn(&Inputs, &mut Outputs) -> u64;

/// The workload loop `L` as an operation for a token.
struct Op<'a, L> {
    inputs: &'a Inputs,
    out: &'a mut Outputs,
    token_loop: std::marker::PhantomData<L>,
}

impl<L: TokenLoop> WithToken for Op<'_, L> {
    type Output = u64;

    #[inline(always)]
    fn run<T: Token>(self, token: T) -> u64 {
        L::pass(token, self.inputs, self.out)
    }
}

/// A pass with candidate `I` of kernel `K` pinned in level `LV`'s token.
fn pass<const LV: usize, const K: usize, const I: usize, L: TokenLoop>(
    inputs: &Inputs,
    out: &mut Outputs,
) -> u64 {
    let op = Op::<L> {
        inputs,
        out,
        token_loop: std::marker::PhantomData,
    };
    match PinnedToken::<LV, K, I>::new() {
        Some(token) => token.run(op),
        // `entry` only hands out passes whose token exists.
        None => unreachable!("pinned token without its level"),
    }
}

fn entry<const LV: usize, const K: usize, const I: usize, L: TokenLoop>(
) -> Option<(&'static Implementation, InlinedPass)> {
    PinnedToken::<LV, K, I>::new()?;
    Some((
        PinnedToken::<LV, K, I>::implementation()?,
        pass::<LV, K, I, L>,
    ))
}

/// The candidates of kernel `K` that level `LV`'s token may use, in
/// registry order. Registry lists are shorter than 20 (a test of the
/// library checks the pinned tokens against the lists).
fn at_level<const LV: usize, const K: usize, L: TokenLoop>(
) -> Vec<(&'static Implementation, InlinedPass)> {
    let mut list = Vec::new();
    macro_rules! candidates {
        ($($i:literal)*) => {$(
            // Most of the 20 indices name no candidate: a `const`
            // condition, so that their entries and passes are not compiled
            // (they were nine in ten of this file's copies of `pass`).
            if const { PinnedToken::<LV, K, $i>::EXISTS } {
                if let Some(e) = entry::<LV, K, $i, L>() {
                    list.push(e);
                }
            }
        )*};
    }
    candidates!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19);
    list
}

struct Collect(Level);

impl TokenLoopVisitor for Collect {
    type Output = Vec<(&'static Implementation, InlinedPass)>;

    fn visit<const K: usize, L: TokenLoop>(self) -> Self::Output {
        // The report's unit tests (`cargo test`) measure the `deposit`
        // family only (`validate::tests::measured`), and every (level,
        // kernel, candidate) below is a loop of its own: the others' loops
        // were most of that test build's time. A `const` condition, so the
        // loops behind it are not compiled.
        #[cfg(test)]
        if const { !same(Kernel::ALL[K].family(), "deposit") } {
            return Vec::new();
        }
        every_level::<K, L>(self.0)
    }
}

/// [`at_level`] for `level`, chosen at run time.
fn every_level<const K: usize, L: TokenLoop>(
    level: Level,
) -> Vec<(&'static Implementation, InlinedPass)> {
    match level {
        Level::Scalar => at_level::<0, K, L>(),
        // Only the running architecture's levels are instantiated (the
        // others have no token on this CPU, and each level costs a copy
        // of every loop).
        #[cfg(target_arch = "x86_64")]
        Level::Sse2 => at_level::<1, K, L>(),
        #[cfg(target_arch = "x86_64")]
        Level::Avx2 => at_level::<2, K, L>(),
        #[cfg(target_arch = "x86_64")]
        Level::Bmi2 => at_level::<3, K, L>(),
        #[cfg(target_arch = "x86_64")]
        Level::Avx512 => at_level::<4, K, L>(),
        #[cfg(target_arch = "aarch64")]
        Level::Neon => at_level::<5, K, L>(),
        #[cfg(target_arch = "aarch64")]
        Level::Sve2 => at_level::<6, K, L>(),
        #[cfg(target_arch = "wasm32")]
        Level::Simd128 => at_level::<7, K, L>(),
        _ => Vec::new(),
    }
}

/// `x`, hidden from the optimiser by an empty `asm!` (no instruction, no
/// memory, flags kept): a loop through it cannot be vectorised.
#[inline(always)]
fn opaque(x: u64) -> u64 {
    #[cfg(any(target_arch = "x86_64", target_arch = "aarch64"))]
    {
        let mut x = x;
        // SAFETY: the template is a comment: no instruction runs, and no
        // register but `x`'s own, no memory and no flag is touched.
        unsafe {
            std::arch::asm!("/* {0} */", inout(reg) x, options(pure, nomem, nostack, preserves_flags))
        };
        x
    }
    #[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
    {
        std::hint::black_box(x)
    }
}

/// The engine loops of the per-square lookups: as their throughput loop
/// (independent lookups over the workload's squares and occupancies, each
/// answer stored), each occupancy through [`opaque`].
macro_rules! engine_loop {
    ($Loop:ident, $name:ident) => {
        struct $Loop;

        impl TokenLoop for $Loop {
            #[inline(always)]
            fn pass<T: Token>(t: T, w: &Inputs, out: &mut Outputs) -> u64 {
                let out = &mut out.u64s[..w.len()];
                for ((o, &sq), &occupied) in
                    out.iter_mut().zip(w.squares.iter()).zip(w.occupied.iter())
                {
                    *o = t.$name(sq, opaque(occupied));
                }
                out[out.len() - 1]
            }
        }
    };
}
engine_loop!(RookEngine, rook_attacks_from);
engine_loop!(BishopEngine, bishop_attacks_from);
engine_loop!(QueenEngine, queen_attacks_from);

/// The implementations of [`ENGINE_KERNELS`] whose lookup the compiler
/// vectorises in the inlined throughput loop (found in the report's
/// machine code: four squares an iteration in ymm registers at the `bmi2`
/// level), so that their `inlined_ns` is not what an engine pays. Where a
/// report has no `engine_ns` (schema 3 and earlier) the token's figure of
/// those kernels leaves them out (`schema::TokenFigure::judged`, and
/// `tools/derive-orders.py`'s `VECTORISED`, which says the same).
pub const VECTORISED: [&str; 1] = ["scalar/hyperbola"];

/// The kernels timed in the engine loop as well (`engine_ns`).
pub const ENGINE_KERNELS: [Kernel; 3] = [
    Kernel::RookAttacksFrom,
    Kernel::BishopAttacksFrom,
    Kernel::QueenAttacksFrom,
];

/// Every implementation of per-square lookup `kernel` (`rook_`, `bishop_`
/// or `queen_attacks_from`) that the token of `level` may use, each with
/// its engine pass (see the module docs); empty for any other kernel.
pub fn engine_candidates(
    kernel: Kernel,
    level: Level,
) -> Vec<(&'static Implementation, InlinedPass)> {
    #[cfg(not(test))]
    const ROOK: usize = Kernel::RookAttacksFrom as usize;
    const BISHOP: usize = Kernel::BishopAttacksFrom as usize;
    #[cfg(not(test))]
    const QUEEN: usize = Kernel::QueenAttacksFrom as usize;
    debug_assert!(Level::ALL.iter().position(|&l| l == level) == Some(level as usize));
    // The report's unit tests measure the bishop's (`validate::tests`);
    // the others' loops are left out of that build, as in `Collect`.
    match kernel {
        #[cfg(not(test))]
        Kernel::RookAttacksFrom => every_level::<ROOK, RookEngine>(level),
        Kernel::BishopAttacksFrom => every_level::<BISHOP, BishopEngine>(level),
        #[cfg(not(test))]
        Kernel::QueenAttacksFrom => every_level::<QUEEN, QueenEngine>(level),
        _ => Vec::new(),
    }
}

/// The implementation the free function of `kernel` runs: its inlined
/// choice where it has one (`describe()`), else the table's, called
/// through its pointer.
pub fn free_fn_choice(kernel: Kernel) -> String {
    bitboard_simd::describe()
        .inlined(kernel)
        .unwrap_or_else(|| bitboard_simd::kernels().implementation(kernel))
        .name()
        .to_string()
}

/// The implementation [`dispatch`](bitboard_simd::dispatch) runs for
/// `kernel` on this CPU with the token of `level`: the token table's.
pub fn token_choice(kernel: Kernel, level: Level) -> &'static str {
    let target = bitboard_simd::Target::of(bitboard_simd::cpu());
    bitboard_simd::decide(kernel, target, level, bitboard_simd::Use::Token)
        .implementation()
        .expect("a token decision chooses")
        .name()
}

/// Every implementation of single kernel `kernel` that the token of
/// `level` may use, each with its inlined pass (empty for a batch kernel).
pub fn candidates(kernel: Kernel, level: Level) -> Vec<(&'static Implementation, InlinedPass)> {
    debug_assert!(Level::ALL.iter().position(|&l| l == level) == Some(level as usize));
    visit_token_loop(kernel, Collect(level)).unwrap_or_default()
}

/// `a == b`, in a `const` context.
#[cfg(test)]
const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}
