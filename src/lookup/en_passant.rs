//! The body of the en-passant rule (`crate::en_passant`), over any
//! attackers' lookup: below the tokens, which run it on their own lookups,
//! and the free functions, which run it on theirs.

use crate::types::{Color, Side, Square};

/// Our sixth rank (their third), where an en-passant target of ours lies:
/// rank 6 for White, rank 3 for Black.
pub(crate) const fn target_rank(us: Color) -> u64 {
    match us {
        Color::White => crate::masks::RANK_1 << 40,
        Color::Black => crate::masks::RANK_1 << 16,
    }
}

/// The body of both forms, `$attackers` the attackers' lookup of one.
/// Each candidate (at most two) is played: it leaves its square, lands on
/// the target, and the pawn behind the target is taken off; the capture is
/// legal when nothing of theirs then attacks the king.
macro_rules! en_passant_body {
    ($king:ident, $ours:ident, $theirs:ident, $us:ident, $pawns:ident, $target:ident, $attackers:ident) => {{
        let them = match $us {
            $crate::types::Color::White => $crate::types::Color::Black,
            $crate::types::Color::Black => $crate::types::Color::White,
        };
        let target = $target.bit();
        // The pawn that passed over the target: one rank further from us.
        let captured = match $us {
            $crate::types::Color::White => target >> 8,
            $crate::types::Color::Black => target << 8,
        };
        let their_all = $theirs.occupied();
        let occupied = $ours | their_all;
        let mut legal = 0;
        if target & $crate::lookup::en_passant::target_rank($us) != 0
            && target & occupied == 0
            && $theirs.pawns & captured != 0
        {
            let mut after = $theirs;
            after.pawns &= !captured;
            // Our pawns that attack the target: where a pawn of theirs on
            // it would capture.
            let mut candidates =
                $crate::tables::pawn_attacks_from($target, them) & $pawns & !their_all;
            while candidates != 0 {
                let from = candidates & candidates.wrapping_neg();
                let occupied = (occupied & !from & !captured) | target;
                if $attackers($king, occupied, after, them) == 0 {
                    legal |= from;
                }
                candidates ^= from;
            }
        }
        legal
    }};
}

pub(crate) use en_passant_body;

/// [`en_passant_captures`](crate::en_passant_captures) on any attackers' lookup (a token's:
/// [`Token::en_passant_captures`](crate::Token::en_passant_captures)).
#[inline(always)]
pub(crate) fn captures_with(
    king: Square,
    ours: u64,
    theirs: Side,
    us: Color,
    pawns: u64,
    target: Square,
    attackers: impl Fn(Square, u64, Side, Color) -> u64,
) -> u64 {
    en_passant_body!(king, ours, theirs, us, pawns, target, attackers)
}
