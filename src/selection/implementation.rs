//! What the registry knows of each implementation ([`Implementation`]) and its row type,
//! which adds the function ([`Candidate`]). Data only: no decision is taken here.

use super::method::Method;
use crate::features::{Features, Level};

/// Facts about one implementation; its identity is its kernel and [`Method`].
#[derive(Debug, PartialEq, Eq)]
pub struct Implementation {
    method: Method,
    level: Level,
    requires: Features,
    uses_pext: bool,
}

#[cfg_attr(not(feature = "introspection"), allow(dead_code))] // introspection API
impl Implementation {
    /// The method's display name, e.g. `"sse2/sad"` (see [`Method`]).
    pub fn name(&self) -> &'static str {
        self.method.name()
    }

    /// The method.
    pub const fn method(&self) -> Method {
        self.method
    }

    /// The lowest level whose tables may hold it.
    pub fn level(&self) -> Level {
        self.level
    }

    /// Exactly the features it executes.
    pub const fn requires(&self) -> Features {
        self.requires
    }

    /// Whether it uses `pdep`/`pext` (never chosen by default where microcoded).
    pub const fn uses_pext(&self) -> bool {
        self.uses_pext
    }
}

/// A registered implementation: facts plus the function.
pub(crate) struct Candidate<F> {
    pub(crate) info: Implementation,
    pub(crate) f: F,
}

impl<F> Candidate<F> {
    /// The facts of every candidate in `list` (`N` of them), in order.
    pub(crate) const fn infos<const N: usize>(list: &[Candidate<F>]) -> [Implementation; N] {
        let mut infos = [const {
            Implementation {
                method: Method::ScalarLoop,
                level: Level::Scalar,
                requires: Features::NONE,
                uses_pext: false,
            }
        }; N];
        let mut i = 0;
        while i < N {
            let info = &list[i].info;
            infos[i] = Implementation {
                method: info.method,
                level: info.level,
                requires: info.requires,
                uses_pext: info.uses_pext,
            };
            i += 1;
        }
        infos
    }

    /// A candidate at `level` that executes exactly `requires`.
    pub(crate) const fn new(
        method: Method,
        level: Level,
        requires: Features,
        f: F,
    ) -> Candidate<F> {
        Candidate {
            info: Implementation {
                method,
                level,
                requires,
                uses_pext: false,
            },
            f,
        }
    }

    /// A candidate whose `#[target_feature]` function enables exactly `requires`, at the
    /// lowest level allowed to use them; a set no level allows fails to compile.
    #[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
    pub(crate) const fn target(method: Method, requires: Features, f: F) -> Candidate<F> {
        Candidate::new(method, Level::lowest_allowing(requires), requires, f)
    }

    /// Marks a candidate that uses `pdep`/`pext`.
    #[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))] // only x86-64 has pdep/pext
    pub(crate) const fn pext(mut self) -> Candidate<F> {
        self.info.uses_pext = true;
        self
    }
}

/// A table slot: the function and what it is.
#[derive(Clone, Copy)]
pub(crate) struct Entry<F> {
    pub(crate) f: F,
    pub(crate) info: &'static Implementation,
}
