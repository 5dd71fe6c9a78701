//! Token orders: the methods a level token's table tries first for a
//! kernel (data; `decision.rs` applies them).

use crate::features::Level;
use crate::selection::method::Method;

/// Each kernel's token order, an associated constant named like the kernel:
/// methods tried before the preference order when a level token's table is
/// built (the first one the level may use wins). A token's kernel is inlined
/// into the caller's loop, where it may be vectorised or interleaved, so its
/// fastest form can differ from the one called through a pointer. Written
/// `tokens [Method, Method @ Level, ...]` after a registry list; `@ Level`
/// limits an entry to that level's token.
pub(crate) struct TokenOrder;

/// One entry of a token order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct TokenEntry {
    pub(crate) method: Method,
    /// The only level whose token it applies to (`None`: every level).
    pub(crate) only: Option<Level>,
}

impl TokenEntry {
    /// Whether this entry applies to the token of `level`.
    pub(crate) const fn applies_to(self, level: Level) -> bool {
        match self.only {
            None => true,
            Some(only) => only as u8 == level as u8,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn token_entries_apply_to_their_level() {
        let every = TokenEntry {
            method: Method::ScalarMultiply,
            only: None,
        };
        let avx512 = TokenEntry {
            method: Method::ScalarMultiply,
            only: Some(Level::Avx512),
        };
        assert!(every.applies_to(Level::Avx2));
        assert!(avx512.applies_to(Level::Avx512));
        assert!(!avx512.applies_to(Level::Avx2));
    }
}
