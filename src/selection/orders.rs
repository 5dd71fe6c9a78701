//! Per-CPU-class and per-token-level preference orders: the mechanism. The
//! orders are data, generated from the corpus into `orders/derived.rs` (CI
//! checks it is current).
//!
//! The registry holds one default order per kernel, but the winner depends on
//! the CPU (microcoded `pext`, vector units split in halves, caches, multiply
//! latency), so each [`CpuClass`], a function of vendor, family and features,
//! may try some implementations first.
//!
//! Per kernel, a class takes the implementation with the least worst regret
//! over its corpus files (`reports/`; unsettled rounds count as none, ties go
//! to the default), so the default stands unless the corpus settles something
//! ahead of it. The rule is `tools/derive-orders.py`'s documentation, held by
//! `tests/corpus.rs`; choices kept against it are in `tools/kept-orders.txt`
//! with their reasons. A class with no corpus file takes the default: an
//! llvm-mca prediction is not an order.
//!
//! Why classes differ: amd-zen1-2 runs `pdep`/`pext` in microcode and 256-bit
//! operations as halves, so scalar and SSE2 forms lead; amd-zen3 has whole
//! 256-bit units and fast `pext`, so the AVX2 lanes lead; amd-avx512 (Zen 4)
//! splits 512-bit operations, so 256-bit or scalar forms often lead.
//!
//! Single-board kernels through the table differ by whole cycles that move
//! with code placement (64-byte line crossings), so between near-equal forms
//! the corpus decides nothing beyond the minimax rule (`docs/report.md`).

use super::class::CpuClass;
use super::kernel::Kernel;
use super::method::Method;
use crate::features::Level;

mod derived;

pub(crate) use derived::{INLINED, SQUARES_FORMS};

#[cfg_attr(not(feature = "introspection"), allow(dead_code))] // introspection API
impl CpuClass {
    /// The implementations this class tries first for `kernel`, best first,
    /// before the default order. Empty where the default order applies.
    pub const fn preferred(self, kernel: Kernel) -> &'static [Method] {
        match self.measured(kernel) {
            Some(order) => order,
            None => &[],
        }
    }

    /// The corpus's order for `kernel` on this class's [files](CpuClass::evidence), if any.
    pub const fn measured(self, kernel: Kernel) -> Option<&'static [Method]> {
        match derived::table(self) {
            Some(table) => find(table, kernel),
            None => None,
        }
    }

    /// The class whose corpus files give this class's orders: itself where
    /// `reports/` has files of it (`orders/derived.rs` is generated from
    /// them), else `None`, the registry's order: a class never borrows
    /// another's.
    pub const fn evidence(self) -> Option<CpuClass> {
        match derived::table(self) {
            Some(_) => Some(self),
            None => None,
        }
    }
}

/// The methods the token of `level` tries first for `kernel`, best first,
/// before the registry's order: the corpus's order for that level, measured
/// with the kernel inlined in a loop (a token's code is compiled into its
/// caller, so its order is per level, not per CPU). Empty where the
/// registry's order applies.
pub(crate) const fn token_order(level: Level, kernel: Kernel) -> &'static [Method] {
    match find(derived::token(level), kernel) {
        Some(order) => order,
        None => &[],
    }
}

const fn find(
    list: &'static [(Kernel, &'static [Method])],
    kernel: Kernel,
) -> Option<&'static [Method]> {
    let mut i = 0;
    while i < list.len() {
        if list[i].0 as u16 == kernel as u16 {
            return Some(list[i].1);
        }
        i += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    // A feature-gated implementation may be compiled out (the decision skips
    // it), and another architecture's token names rows compiled only there.
    #[test]
    #[cfg(all(
        target_arch = "x86_64",
        feature = "magic-table",
        feature = "pext-table",
        feature = "avx512"
    ))]
    fn every_order_names_registered_implementations() {
        let x86_tokens = Level::ALL
            .into_iter()
            .filter(|l| !matches!(l, Level::Neon | Level::Sve2 | Level::Simd128));
        let orders = CpuClass::ALL
            .iter()
            .flat_map(|&class| Kernel::ALL.iter().map(move |&k| (k, class.preferred(k))))
            .chain(
                x86_tokens.flat_map(|l| Kernel::ALL.iter().map(move |&k| (k, token_order(l, k)))),
            );
        for (kernel, order) in orders {
            for &method in order {
                assert!(
                    kernel.implementations().any(|i| i.method() == method),
                    "{kernel}: an order names {method}, which is not registered"
                );
            }
        }
    }

    #[test]
    fn evidence_is_the_class_with_files() {
        assert_eq!(CpuClass::AmdZen3.evidence(), Some(CpuClass::AmdZen3));
        assert_eq!(CpuClass::Other.evidence(), None);
    }

    #[test]
    fn no_order_without_evidence() {
        for class in CpuClass::ALL {
            for &kernel in Kernel::ALL {
                if class.evidence().is_none() {
                    assert_eq!(class.measured(kernel), None, "{class}");
                }
            }
        }
    }
}
