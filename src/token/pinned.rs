//! Pinned tokens, for measurement (doc-hidden, not part of the API).
//!
//! A token's table is a compile-time constant, so its kernels inline into
//! the caller's loop; which implementation is fastest there can differ from
//! the fastest one called through a pointer (an inlined kernel may be
//! vectorised with the loop, or interleaved with its neighbours). To time
//! every implementation that way, the report runs a [`PinnedToken`]: the
//! token table of level `LEVEL` (an index into [`Level::ALL`]) with kernel
//! `KERNEL` (an index into [`Kernel::ALL`]) pinned to the `INDEX`-th
//! candidate of its registry list. Each combination is its own type, so its
//! table is a constant like a real token's.

use super::{sealed, token_table_value, Token, WithToken, SCALAR_TOKEN_TABLE};
use crate::features::Level;
use crate::selection::{Implementation, Kernel, KernelTable};

/// A token of level `Level::ALL[LEVEL]` whose table serves
/// `Kernel::ALL[KERNEL]` by that kernel's `INDEX`-th registry candidate.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PinnedToken<const LEVEL: usize, const KERNEL: usize, const INDEX: usize>(());

impl<const LEVEL: usize, const KERNEL: usize, const INDEX: usize>
    PinnedToken<LEVEL, KERNEL, INDEX>
{
    /// `None` where the kernel has no such candidate, or the level may not
    /// run it.
    // Handed out only through a `PinnedToken`, whose constructor checks
    // the level, as a real token's.
    const TABLE: Option<KernelTable> =
        token_table_value(Level::ALL[LEVEL]).pin_candidate(Kernel::ALL[KERNEL], INDEX);

    /// Whether the candidate exists at this level (a constant: code behind
    /// `if const { !PinnedToken::<..>::EXISTS }` is not compiled).
    pub const EXISTS: bool = Self::TABLE.is_some();

    /// The token, or `None` if the candidate does not exist at this level
    /// or the CPU lacks the level.
    pub fn new() -> Option<Self> {
        let level = Level::ALL[LEVEL];
        if Self::TABLE.is_some()
            && crate::selection::cpu()
                .features()
                .contains(level.required())
        {
            Some(Self(()))
        } else {
            None
        }
    }

    /// The pinned implementation, if the candidate exists at this level.
    pub fn implementation() -> Option<&'static Implementation> {
        match &Self::TABLE {
            Some(t) => Some(t.implementation(Kernel::ALL[KERNEL])),
            None => None,
        }
    }

    /// Runs `op` with this token inside a function compiled for the
    /// token's level, as [`dispatch`](fn@crate::dispatch) runs a real one.
    #[inline]
    pub fn run<W: WithToken>(self, op: W) -> W::Output {
        super::run_with(self, op)
    }
}

impl<const LEVEL: usize, const KERNEL: usize, const INDEX: usize> sealed::Sealed
    for PinnedToken<LEVEL, KERNEL, INDEX>
{
    #[inline(always)]
    fn table(self) -> &'static KernelTable {
        const {
            match &Self::TABLE {
                Some(t) => t,
                // Unreachable: no token exists without a table.
                None => &SCALAR_TOKEN_TABLE,
            }
        }
    }
}

impl<const LEVEL: usize, const KERNEL: usize, const INDEX: usize> Token
    for PinnedToken<LEVEL, KERNEL, INDEX>
{
    const LEVEL: Level = Level::ALL[LEVEL];
}

#[cfg(all(test, feature = "std"))]
mod tests {
    use super::*;
    use crate::types::Square;
    use std::vec::Vec;

    #[test]
    fn kernel_discriminants_index_all() {
        for (i, &k) in Kernel::ALL.iter().enumerate() {
            assert_eq!(k as usize, i, "{k}");
        }
    }

    /// Each pinned token of the scalar level serves the queen lookup by its
    /// own candidate (in registry order, skipping none: all queen
    /// candidates that need nothing are listed), with the right answers.
    #[test]
    fn pinned_tokens_run_their_candidate() {
        const Q: usize = Kernel::QueenAttacksFrom as usize;
        let portable: Vec<&str> = Kernel::QueenAttacksFrom
            .implementations()
            .filter(|i| i.requires().is_empty())
            .map(|i| i.name())
            .collect();
        let mut seen = Vec::new();
        macro_rules! check {
            ($($i:literal)*) => {$(
                if let Some(t) = PinnedToken::<0, Q, $i>::new() {
                    let name = PinnedToken::<0, Q, $i>::implementation().unwrap().name();
                    assert_eq!(t.kernels().implementation(Kernel::QueenAttacksFrom).name(), name);
                    for sq in 0..64 {
                        let sq = Square::new(sq).unwrap();
                        let occupied = 0x0042_1800_0024_8100;
                        assert_eq!(
                            t.queen_attacks_from(sq, occupied),
                            KernelTable::scalar().queen_attacks_from(sq, occupied),
                            "{name} on {sq:?}"
                        );
                    }
                    seen.push(name);
                }
            )*};
        }
        check!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19);
        assert_eq!(seen, portable);
    }
}
