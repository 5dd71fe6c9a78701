//! Tables with one kernel pinned to one registry candidate, built at compile time: the
//! report's pinned tokens (`crate::token::pinned`) time each one inlined, as a token runs.

use super::KernelTable;
use crate::selection::implementation::Entry;
use crate::selection::kernel::Kernel;
use crate::selection::registry;

macro_rules! define_pin {
    ($($Variant:ident $name:ident $info:tt)*) => {
        impl KernelTable {
            #[cfg_attr(not(feature = "introspection"), allow(dead_code))] // introspection API
            /// This table with single-board `kernel` served by its `index`-th registry
            /// candidate, or `None` if none or it needs a feature this table may not use.
            pub(crate) const fn pin_candidate(mut self, kernel: Kernel, index: usize) -> Option<KernelTable> {
                match kernel {
                    $(
                        Kernel::$Variant => {
                            let list = registry::$name();
                            if index >= list.len() || !self.caps.contains(list[index].info.requires()) {
                                return None;
                            }
                            self.$name = Entry { f: list[index].f, info: &list[index].info };
                        }
                    )*
                    _ => return None,
                }
                Some(self)
            }
        }
    };
}

with_catalogue!(kernels single define_pin);
