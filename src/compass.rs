//! The eight directions' steps on the board, written once.
//!
//! Compiled twice: as the crate's module, read by `Dir::offsets`, and by the
//! build script beside the slider answers (`arch/all/line_attacks/answers.rs`),
//! whose rays walk the same steps. So it names nothing of the crate.

/// Each direction's step as (files, ranks), in the order of `Dir` (clockwise
/// from North): the rook's rays are the even entries, the bishop's the odd.
pub(crate) const STEPS: [(i8, i8); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];
