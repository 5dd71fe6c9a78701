//! The running CPU, detected once (run-time state).

use super::implementation::Implementation;
use super::once::Once;
use crate::detect::{self, Cpu};
use crate::features::Level;

static CPU: Once<Cpu> = Once::new();

/// The running CPU, detected on first call.
pub fn cpu() -> &'static Cpu {
    CPU.get_or_init(detect::detect)
}

/// The levels this CPU supports, lowest first.
///
/// ```
/// let levels: Vec<_> = bitboard_simd::available_levels().collect();
/// assert_eq!(levels[0], bitboard_simd::Level::Scalar);
/// ```
pub fn available_levels() -> impl Iterator<Item = Level> {
    let features = cpu().features();
    Level::ALL
        .into_iter()
        .filter(move |l| features.contains(l.required()))
}

#[cfg_attr(not(feature = "introspection"), allow(dead_code))] // introspection API
impl Implementation {
    /// Whether this CPU can run it.
    pub fn is_supported(&self) -> bool {
        cpu().features().contains(self.requires())
    }
}
