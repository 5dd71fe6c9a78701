//! The reference: cozy-chess's perft with bulk counting (the last ply counts
//! the move list without playing it), shared by the example's `--cozy`, the
//! perft bench and the tests.

/// Leaf nodes of `board` at `depth`, by cozy-chess's own move generator.
pub fn cozy_perft(board: &cozy_chess::Board, depth: u32) -> u64 {
    let mut nodes = 0;
    match depth {
        0 => return 1,
        1 => {
            board.generate_moves(|moves| {
                nodes += moves.len() as u64;
                false
            });
        }
        _ => {
            board.generate_moves(|moves| {
                for mv in moves {
                    let mut next = board.clone();
                    next.play_unchecked(mv);
                    nodes += cozy_perft(&next, depth - 1);
                }
                false
            });
        }
    }
    nodes
}
