//! Per-CPU-class preference orders: the mechanism. The orders themselves
//! are data, generated from the corpus (`orders/derived.rs`, by
//! `tools/derive-orders.py --emit`; CI checks it is current).
//!
//! The registry (`registry/`) holds one default order per kernel. Which
//! method wins, though, depends on the CPU: whether `pext` is one micro-op or
//! microcoded, how wide the vector units really are (Zen 1 and Zen 4 split
//! their widest operations in two halves), cache sizes, multiply latency. So
//! each [`CpuClass`] may put some implementations ahead of the default order
//! for some kernels. Everything stays deterministic: the class is a function
//! of the CPU's vendor, family and features, and a table for a class is the
//! default order with that class's entries tried first.
//!
//! Every corpus file of a class (`reports/`) is evidence for its orders: for
//! each kernel, the implementation whose worst regret over the class's files
//! is least (a file's rounds that do not settle a ranking count as no
//! regret; a tie goes to the default order), so the default stands unless
//! the corpus settles something ahead of it in the worst case. Where it does
//! not stand, the class's entry lists the implementations that hold (within
//! the targets, or within the noise the corpus itself shows: files of one
//! CPU model that disagree, which is code placement, not the CPU) and rank
//! ahead of the default, best first. The rule is `tools/derive-orders.py`'s
//! documentation, and `tests/corpus.rs` holds the crate's choices to it. A choice kept against the derivation is
//! an input of the generator (`tools/kept-orders.txt`) with its reason, at
//! present the Zen 4 rook's and queen's many-squares forms, which follow an
//! engine's twelve squares a call rather than the report's 4096.
//!
//! Why the classes' entries differ, in short:
//!
//! * amd-zen1-2 runs `pdep`/`pext` in microcode, so never those, and each
//!   256-bit operation as two 128-bit halves: the scalar Kogge-Stone, the
//!   SSE2 or scalar transposes, and the magic table's lookup one square at a
//!   time come ahead of AVX2 forms that lead elsewhere;
//! * amd-zen3 has whole 256-bit units and a one-micro-op `pext`: the AVX2
//!   lanes lead the per-square batch forms;
//! * intel-avx512: `pext` is one micro-op and the 512-bit units are whole;
//!   the VEX form of GFNI does a transpose as the 512-bit form does;
//! * amd-avx512 (Zen 4) runs 512-bit operations as two 256-bit halves, so
//!   the 256-bit or scalar forms often come ahead of the 512-bit ones, and
//!   the lanes beside `pext` lead some per-square batch forms.
//!
//! A class with no corpus file takes the default order: a prediction (the
//! llvm-mca model of `tools/mca`) that no report confirmed is not an order
//! (`docs/measurements.md`, "Orders", keeps the predictions as history).
//!
//! The single-board kernels called through the table sit on whole cycles of
//! the call: an implementation whose code crosses a 64-byte line costs one
//! cycle more than one that does not, and which crosses moves with every
//! build. So between implementations of about the same cost the corpus
//! decides nothing there beyond the minimax rule; see `docs/report.md`.

use super::class::CpuClass;
use super::kernel::Kernel;
use super::method::Method;

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

    /// The order for `kernel` measured on this class's
    /// [evidence](CpuClass::evidence), if any: the corpus's, generated
    /// (`orders/derived.rs`).
    pub const fn measured(self, kernel: Kernel) -> Option<&'static [Method]> {
        find(derived::table(self.evidence()), kernel)
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

    // With a feature off (or off x86-64), a preferred implementation may be compiled out;
    // `choice` and `apply` then skip it.
    #[test]
    #[cfg(all(
        target_arch = "x86_64",
        feature = "magic-table",
        feature = "pext-table",
        feature = "avx512"
    ))]
    fn every_preferred_name_is_registered() {
        for class in CpuClass::ALL {
            for &kernel in Kernel::ALL {
                for &method in class.preferred(kernel) {
                    assert!(
                        kernel.implementations().any(|i| i.method() == method),
                        "{class}: {} prefers {method}, which is not registered",
                        kernel.name()
                    );
                }
            }
        }
    }

    /// A class without corpus files has no order of its own.
    #[test]
    fn no_order_without_evidence() {
        for class in CpuClass::ALL {
            for &kernel in Kernel::ALL {
                if class.evidence() == CpuClass::IntelAvx2 {
                    assert_eq!(class.measured(kernel), None, "{class}");
                }
            }
        }
    }
}
