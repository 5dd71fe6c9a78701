//! The attackers of a square over any two slider lookups
//! (`crate::attackers`): below the tokens, which run it on their own
//! lookups, and the free functions, which run it on theirs and `const`.

use crate::types::{Color, Side, Square};

/// The attackers of `sq` from the attacks from `sq`: attacks are
/// symmetric (a knight on `a` attacks `b` iff a knight on `b` attacks `a`,
/// and a slider's ray from `a` to `b` is the ray from `b` to `a` over the
/// same occupancy), so each piece type's attacks from `sq`, masked with that
/// piece type's squares, are the pieces of that type that attack `sq`. A
/// pawn is the exception: a pawn of `color` attacks `sq` iff `sq` is a
/// capture square of it, which is iff it stands on a capture square of a
/// pawn of the other colour on `sq`.
macro_rules! attackers_body {
    ($sq:ident, $occupied:ident, $side:ident, $color:ident, $rook:ident, $bishop:ident) => {{
        let color = match $color {
            $crate::types::Color::White => $crate::types::Color::Black,
            $crate::types::Color::Black => $crate::types::Color::White,
        };
        ($crate::tables::pawn_attacks_from($sq, color) & $side.pawns)
            | ($crate::tables::knight_attacks_from($sq) & $side.knights)
            | ($crate::tables::king_attacks_from($sq) & $side.king)
            | ($rook($sq, $occupied) & ($side.rooks | $side.queens))
            | ($bishop($sq, $occupied) & ($side.bishops | $side.queens))
    }};
}

pub(crate) use attackers_body;

/// The attackers of `sq` on any two slider lookups (a token's).
#[inline(always)]
pub(crate) fn attackers_with(
    sq: Square,
    occupied: u64,
    side: Side,
    color: Color,
    rook: impl Fn(Square, u64) -> u64,
    bishop: impl Fn(Square, u64) -> u64,
) -> u64 {
    attackers_body!(sq, occupied, side, color, rook, bishop)
}
