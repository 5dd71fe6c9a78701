//! Naive reference definitions of every kernel of the catalogue, and of
//! the per-square `const` lookups (leapers and line geometry).
//!
//! Written to be obviously right rather than fast, and independent of the
//! crate: boards are walked square by square with explicit file/rank
//! bounds, and the only things taken from the crate are its argument types
//! (`Color`, `Dir`, `File`, `Side`, `Square`), read through `match` /
//! `index()` / their fields, and `KingSafety` as the container of the five
//! sets `king_safety` returns.
//! Nothing here calls a kernel, a lookup, a mask or a `Dir` method of the
//! crate.
//!
//! Coordinates: file `f` and rank `r` in `0..8`, square index `8 * r + f`,
//! bit `s` of a `u64` is square `s`.

#![allow(dead_code)]

use bitboard_simd::{Color, Dir, File, KingSafety, Side, Square};

// ---------------------------------------------------------------- squares

/// Whether square (f, r) is set in `b`.
pub fn get(b: u64, f: i32, r: i32) -> bool {
    assert!((0..8).contains(&f) && (0..8).contains(&r));
    (b >> (8 * r + f)) & 1 == 1
}

/// `b` with square (f, r) set.
pub fn set(b: u64, f: i32, r: i32) -> u64 {
    assert!((0..8).contains(&f) && (0..8).contains(&r));
    b | (1u64 << (8 * r + f))
}

/// Whether (f, r) is on the board.
pub fn on_board(f: i32, r: i32) -> bool {
    (0..8).contains(&f) && (0..8).contains(&r)
}

/// The (file, rank) of a square.
pub fn coords(sq: Square) -> (i32, i32) {
    let s = sq.index() as i32;
    (s % 8, s / 8)
}

/// The file index of a `File`.
pub fn file_index(file: File) -> i32 {
    file.index() as i32
}

/// The (file, rank) change of one step in `dir`, from the compass rose.
pub fn delta(dir: Dir) -> (i32, i32) {
    match dir {
        Dir::North => (0, 1),
        Dir::NorthEast => (1, 1),
        Dir::East => (1, 0),
        Dir::SouthEast => (1, -1),
        Dir::South => (0, -1),
        Dir::SouthWest => (-1, -1),
        Dir::West => (-1, 0),
        Dir::NorthWest => (-1, 1),
    }
}

/// The eight directions in `attacks_by_direction` order (index 0 = North,
/// then clockwise), written out here rather than taken from the crate.
pub const DIRS: [Dir; 8] = [
    Dir::North,
    Dir::NorthEast,
    Dir::East,
    Dir::SouthEast,
    Dir::South,
    Dir::SouthWest,
    Dir::West,
    Dir::NorthWest,
];

pub const ROOK_DIRS: [Dir; 4] = [Dir::North, Dir::East, Dir::South, Dir::West];
pub const BISHOP_DIRS: [Dir; 4] = [
    Dir::NorthEast,
    Dir::SouthEast,
    Dir::SouthWest,
    Dir::NorthWest,
];

/// Every (f, r) set in `b`.
pub fn squares(b: u64) -> Vec<(i32, i32)> {
    let mut v = Vec::new();
    for r in 0..8 {
        for f in 0..8 {
            if get(b, f, r) {
                v.push((f, r));
            }
        }
    }
    v
}

// ------------------------------------------------------ fills and attacks

pub fn shift_one(b: u64, dir: Dir) -> u64 {
    let (df, dr) = delta(dir);
    let mut out = 0;
    for (f, r) in squares(b) {
        if on_board(f + df, r + dr) {
            out = set(out, f + df, r + dr);
        }
    }
    out
}

pub fn occluded_fill(generators: u64, pro: u64, dir: Dir) -> u64 {
    let (df, dr) = delta(dir);
    let mut out = generators;
    for (f, r) in squares(generators) {
        let (mut nf, mut nr) = (f + df, r + dr);
        while on_board(nf, nr) && get(pro, nf, nr) {
            out = set(out, nf, nr);
            nf += df;
            nr += dr;
        }
    }
    out
}

pub fn fill(generators: u64, dir: Dir) -> u64 {
    occluded_fill(generators, !0, dir)
}

/// Walks from every slider: each square reached is attacked; a square that
/// is not empty is attacked and stops the walk. (Equal to
/// `shift_one(occluded_fill(..))`; written as a walk so the two definitions
/// check each other.)
pub fn ray_attacks(sliders: u64, empty: u64, dir: Dir) -> u64 {
    let (df, dr) = delta(dir);
    let mut out = 0;
    for (f, r) in squares(sliders) {
        let (mut nf, mut nr) = (f + df, r + dr);
        while on_board(nf, nr) {
            out = set(out, nf, nr);
            if !get(empty, nf, nr) {
                break;
            }
            nf += df;
            nr += dr;
        }
    }
    out
}

fn union_of_rays(sliders: u64, empty: u64, dirs: &[Dir]) -> u64 {
    dirs.iter()
        .fold(0, |acc, &d| acc | ray_attacks(sliders, empty, d))
}

pub fn rook_attacks(rooks: u64, empty: u64) -> u64 {
    union_of_rays(rooks, empty, &ROOK_DIRS)
}

pub fn bishop_attacks(bishops: u64, empty: u64) -> u64 {
    union_of_rays(bishops, empty, &BISHOP_DIRS)
}

pub fn queen_attacks(queens: u64, empty: u64) -> u64 {
    union_of_rays(queens, empty, &DIRS)
}

pub fn attacks_by_direction(sliders: u64, empty: u64) -> [u64; 8] {
    let mut out = [0; 8];
    for (i, &d) in DIRS.iter().enumerate() {
        out[i] = ray_attacks(sliders, empty, d);
    }
    out
}

/// One slider on `sq`: walk each direction until (and including) the first
/// occupied square. `sq` itself is never looked at.
fn slider_from(sq: Square, occupied: u64, dirs: &[Dir]) -> u64 {
    let (f, r) = coords(sq);
    let mut out = 0;
    for &d in dirs {
        let (df, dr) = delta(d);
        let (mut nf, mut nr) = (f + df, r + dr);
        while on_board(nf, nr) {
            out = set(out, nf, nr);
            if get(occupied, nf, nr) {
                break;
            }
            nf += df;
            nr += dr;
        }
    }
    out
}

pub fn rook_attacks_from(sq: Square, occupied: u64) -> u64 {
    slider_from(sq, occupied, &ROOK_DIRS)
}

pub fn bishop_attacks_from(sq: Square, occupied: u64) -> u64 {
    slider_from(sq, occupied, &BISHOP_DIRS)
}

pub fn queen_attacks_from(sq: Square, occupied: u64) -> u64 {
    slider_from(sq, occupied, &DIRS)
}

// ------------------------------------------------ leapers and line geometry

/// The squares one step of each (file, rank) offset away from `sq`, those
/// off the board left out.
fn leaper_from(sq: Square, steps: &[(i32, i32)]) -> u64 {
    let (f, r) = coords(sq);
    let mut out = 0;
    for &(df, dr) in steps {
        if on_board(f + df, r + dr) {
            out = set(out, f + df, r + dr);
        }
    }
    out
}

pub fn knight_attacks_from(sq: Square) -> u64 {
    leaper_from(
        sq,
        &[
            (1, 2),
            (2, 1),
            (2, -1),
            (1, -2),
            (-1, -2),
            (-2, -1),
            (-2, 1),
            (-1, 2),
        ],
    )
}

/// One step in each of the eight compass directions.
pub fn king_attacks_from(sq: Square) -> u64 {
    let steps: Vec<(i32, i32)> = DIRS.iter().map(|&d| delta(d)).collect();
    leaper_from(sq, &steps)
}

/// A white pawn captures one rank up, a black pawn one rank down, one file
/// to either side.
pub fn pawn_attacks_from(sq: Square, color: Color) -> u64 {
    let forward = match color {
        Color::White => 1,
        Color::Black => -1,
    };
    leaper_from(sq, &[(-1, forward), (1, forward)])
}

// ------------------------------------------------ set-wise leapers and pawns

/// The union of a per-square lookup over every square of `b`.
fn union_over(b: u64, from: impl Fn(Square) -> u64) -> u64 {
    squares(b).into_iter().fold(0, |acc, (f, r)| {
        acc | from(Square::new((8 * r + f) as u8).unwrap())
    })
}

pub fn knight_attacks(knights: u64) -> u64 {
    union_over(knights, knight_attacks_from)
}

pub fn king_attacks(kings: u64) -> u64 {
    union_over(kings, king_attacks_from)
}

pub fn pawn_attacks(pawns: u64, color: Color) -> u64 {
    union_over(pawns, |sq| pawn_attacks_from(sq, color))
}

/// Every square attacked by `side`: for every set bit of every field, that
/// piece's attacks from its square with `occupied` as the blockers (the
/// per-square walks above), ORed. Defined for any inputs: overlapping
/// fields, several kings, pieces outside `occupied` (they block nothing).
pub fn side_attacks(side: Side, occupied: u64, color: Color) -> u64 {
    pawn_attacks(side.pawns, color)
        | union_over(side.knights, knight_attacks_from)
        | union_over(side.bishops, |sq| bishop_attacks_from(sq, occupied))
        | union_over(side.rooks, |sq| rook_attacks_from(sq, occupied))
        | union_over(side.queens, |sq| queen_attacks_from(sq, occupied))
        | union_over(side.king, king_attacks_from)
}

/// Checks and pins on the king on `king` (colour `us`), with our pieces
/// `ours` and theirs `theirs` (a square in both counts as theirs): each of
/// the eight directions walked from the king up to the first piece of
/// theirs, our pieces on the way counted; the leapers by their moves.
/// The crate's `KingSafety` is only the container of the five sets.
pub fn king_safety(king: Square, ours: u64, theirs: Side, us: Color) -> KingSafety {
    let all =
        theirs.pawns | theirs.knights | theirs.bishops | theirs.rooks | theirs.queens | theirs.king;
    let (kf, kr) = coords(king);
    // A pawn of theirs attacks the king from one rank ahead of it (ahead
    // for `us`), one file to either side.
    let mut checkers =
        (knight_attacks_from(king) & theirs.knights) | (king_attacks_from(king) & theirs.king);
    let ahead = forward_rank(us);
    for df in [-1, 1] {
        if on_board(kf + df, kr + ahead) && get(theirs.pawns, kf + df, kr + ahead) {
            checkers = set(checkers, kf + df, kr + ahead);
        }
    }
    let (mut check_ray, mut pinned, mut pin_orthogonal, mut pin_diagonal) = (0, 0, 0, 0);
    for dir in DIRS {
        let (df, dr) = delta(dir);
        let diagonal = df != 0 && dr != 0;
        let kind = if diagonal {
            theirs.bishops | theirs.queens
        } else {
            theirs.rooks | theirs.queens
        };
        let (mut f, mut r) = (kf + df, kr + dr);
        let (mut ray, mut mine) = (0u64, Vec::new());
        while on_board(f, r) {
            ray = set(ray, f, r);
            if get(all, f, r) {
                if get(kind, f, r) {
                    match mine.as_slice() {
                        [] => {
                            checkers = set(checkers, f, r);
                            check_ray |= ray;
                        }
                        [(pf, pr)] => {
                            pinned = set(pinned, *pf, *pr);
                            if diagonal {
                                pin_diagonal |= ray;
                            } else {
                                pin_orthogonal |= ray;
                            }
                        }
                        _ => {}
                    }
                }
                break;
            }
            if get(ours, f, r) {
                mine.push((f, r));
            }
            f += df;
            r += dr;
        }
    }
    let check_mask = match squares(checkers).len() {
        0 => !0,
        1 => check_ray | checkers,
        _ => 0,
    };
    KingSafety {
        checkers,
        pinned,
        pin_orthogonal,
        pin_diagonal,
        check_mask,
        king,
    }
}

/// The squares the piece of ours on `square` may move to along its own
/// pin (`KingSafety::pin_ray`): walking each direction from the king up to
/// the first piece of theirs, where that piece is a slider of the
/// direction's kind and `square` is the only piece of ours passed, the
/// squares walked (the pinner included); every square where no walk finds
/// such a pin. The pins of other pieces are never looked at.
pub fn pin_ray(king: Square, ours: u64, theirs: Side, square: Square) -> u64 {
    let all =
        theirs.pawns | theirs.knights | theirs.bishops | theirs.rooks | theirs.queens | theirs.king;
    let (kf, kr) = coords(king);
    for dir in DIRS {
        let (df, dr) = delta(dir);
        let kind = if df != 0 && dr != 0 {
            theirs.bishops | theirs.queens
        } else {
            theirs.rooks | theirs.queens
        };
        let (mut f, mut r) = (kf + df, kr + dr);
        let (mut ray, mut mine) = (0u64, Vec::new());
        while on_board(f, r) {
            ray = set(ray, f, r);
            if get(all, f, r) {
                if get(kind, f, r) && mine == [coords(square)] {
                    return ray;
                }
                break;
            }
            if get(ours, f, r) {
                mine.push((f, r));
            }
            f += df;
            r += dr;
        }
    }
    !0
}

/// The rank a pawn of `color` moves by: up for White, down for Black.
fn forward_rank(color: Color) -> i32 {
    match color {
        Color::White => 1,
        Color::Black => -1,
    }
}

/// Every pawn one rank forward, kept where that square is on the board and
/// empty.
pub fn pawn_pushes(pawns: u64, empty: u64, color: Color) -> u64 {
    let dr = forward_rank(color);
    let mut out = 0;
    for (f, r) in squares(pawns) {
        if on_board(f, r + dr) && get(empty, f, r + dr) {
            out = set(out, f, r + dr);
        }
    }
    out
}

/// Every pawn on its start rank (rank 2 for White, rank 7 for Black: index
/// 1 and 6) two ranks forward, kept where both squares are empty.
pub fn pawn_double_pushes(pawns: u64, empty: u64, color: Color) -> u64 {
    let (dr, start) = match color {
        Color::White => (1, 1),
        Color::Black => (-1, 6),
    };
    let mut out = 0;
    for (f, r) in squares(pawns) {
        if r == start && get(empty, f, r + dr) && get(empty, f, r + 2 * dr) {
            out = set(out, f, r + 2 * dr);
        }
    }
    out
}

/// The squares walked through from `a` towards `b` in the one direction
/// that reaches it (`None` if none does, or `a == b`): every square after
/// `a` and before `b`.
fn walk_to(a: Square, b: Square) -> Option<(Dir, u64)> {
    let (fa, ra) = coords(a);
    let target = coords(b);
    for &d in &DIRS {
        let (df, dr) = delta(d);
        let (mut f, mut r) = (fa + df, ra + dr);
        let mut passed = 0;
        while on_board(f, r) {
            if (f, r) == target {
                return Some((d, passed));
            }
            passed = set(passed, f, r);
            f += df;
            r += dr;
        }
    }
    None
}

pub fn between(a: Square, b: Square) -> u64 {
    walk_to(a, b).map_or(0, |(_, passed)| passed)
}

/// Where `a` reaches `b`: from `a` to both edges along that direction and
/// its opposite, `a` included.
pub fn line_through(a: Square, b: Square) -> u64 {
    let Some((d, _)) = walk_to(a, b) else {
        return 0;
    };
    let (df, dr) = delta(d);
    let (fa, ra) = coords(a);
    let mut out = set(0, fa, ra);
    for sign in [1, -1] {
        let (mut f, mut r) = (fa + sign * df, ra + sign * dr);
        while on_board(f, r) {
            out = set(out, f, r);
            f += sign * df;
            r += sign * dr;
        }
    }
    out
}

/// `c` lies on the line `a` and `b` span (none when `a == b`).
pub fn aligned(a: Square, b: Square, c: Square) -> bool {
    let (f, r) = coords(c);
    get(line_through(a, b), f, r)
}

pub fn rook_rays(sq: Square) -> u64 {
    rook_attacks_from(sq, 0)
}

pub fn bishop_rays(sq: Square) -> u64 {
    bishop_attacks_from(sq, 0)
}

pub fn east_attacks_by_subtraction(rooks: u64, occupied: u64) -> u64 {
    ray_attacks(rooks, !(occupied | rooks), Dir::East)
}

pub fn west_attacks_by_subtraction(rooks: u64, occupied: u64) -> u64 {
    ray_attacks(rooks, !(occupied | rooks), Dir::West)
}

// --------------------------------------------------------- diagonal shift

/// Moves every square of rank r by `amount(r)` files (positive: towards the
/// h-file, i.e. a left shift of the byte); squares leaving the rank vanish.
fn shift_ranks(x: u64, amount: impl Fn(i32) -> i32) -> u64 {
    let mut out = 0;
    for (f, r) in squares(x) {
        let nf = f + amount(r);
        if (0..8).contains(&nf) {
            out = set(out, nf, r);
        }
    }
    out
}

/// Rank r becomes `byte_r << (7 - r)`.
pub fn diagonal_shift_bl(x: u64) -> u64 {
    shift_ranks(x, |r| 7 - r)
}

/// Rank r becomes `byte_r << r`.
pub fn diagonal_shift_tl(x: u64) -> u64 {
    shift_ranks(x, |r| r)
}

/// Rank r becomes `byte_r >> (7 - r)`.
pub fn diagonal_shift_br(x: u64) -> u64 {
    shift_ranks(x, |r| -(7 - r))
}

/// Rank r becomes `byte_r >> r`.
pub fn diagonal_shift_tr(x: u64) -> u64 {
    shift_ranks(x, |r| -r)
}

// ---------------------------------------------------------------- extract

/// Bit r of the result is square (file_of(r), r), or 0 when that file is
/// off the board.
fn extract_line(x: u64, file_of: impl Fn(i32) -> i32) -> u8 {
    let mut out = 0u8;
    for r in 0..8 {
        let f = file_of(r);
        if on_board(f, r) && get(x, f, r) {
            out |= 1 << r;
        }
    }
    out
}

pub fn extract_diagonal(x: u64) -> u8 {
    extract_line(x, |r| r)
}

pub fn extract_anti_diagonal(x: u64) -> u8 {
    extract_line(x, |r| 7 - r)
}

pub fn extract_file(x: u64, file: File) -> u8 {
    let f = file_index(file);
    extract_line(x, |_| f)
}

/// The a1-h8-direction diagonal through (sf, sr) holds (sf + (r - sr), r).
pub fn extract_diagonal_through(x: u64, sq: Square) -> u8 {
    let (sf, sr) = coords(sq);
    extract_line(x, |r| sf + (r - sr))
}

/// The h1-a8-direction anti-diagonal through (sf, sr) holds (sf - (r - sr), r).
pub fn extract_anti_diagonal_through(x: u64, sq: Square) -> u8 {
    let (sf, sr) = coords(sq);
    extract_line(x, |r| sf - (r - sr))
}

// ---------------------------------------------------------------- deposit

/// Bit r of `bits` goes to square (file_of(r), r); ignored when that file
/// is off the board.
fn deposit_line(bits: u8, file_of: impl Fn(i32) -> i32) -> u64 {
    let mut out = 0;
    for r in 0..8 {
        let f = file_of(r);
        if (bits >> r) & 1 == 1 && on_board(f, r) {
            out = set(out, f, r);
        }
    }
    out
}

pub fn deposit_diagonal(bits: u8) -> u64 {
    deposit_line(bits, |r| r)
}

pub fn deposit_anti_diagonal(bits: u8) -> u64 {
    deposit_line(bits, |r| 7 - r)
}

pub fn deposit_file(bits: u8, file: File) -> u64 {
    let f = file_index(file);
    deposit_line(bits, |_| f)
}

pub fn deposit_diagonal_through(bits: u8, sq: Square) -> u64 {
    let (sf, sr) = coords(sq);
    deposit_line(bits, |r| sf + (r - sr))
}

pub fn deposit_anti_diagonal_through(bits: u8, sq: Square) -> u64 {
    let (sf, sr) = coords(sq);
    deposit_line(bits, |r| sf - (r - sr))
}

/// The squares of the a1-h8-direction diagonal through `sq`.
pub fn diagonal_mask_through(sq: Square) -> u64 {
    let (sf, sr) = coords(sq);
    let mut out = 0;
    for r in 0..8 {
        let f = sf + (r - sr);
        if on_board(f, r) {
            out = set(out, f, r);
        }
    }
    out
}

/// The squares of the h1-a8-direction anti-diagonal through `sq`.
pub fn anti_diagonal_mask_through(sq: Square) -> u64 {
    let (sf, sr) = coords(sq);
    let mut out = 0;
    for r in 0..8 {
        let f = sf - (r - sr);
        if on_board(f, r) {
            out = set(out, f, r);
        }
    }
    out
}

/// The squares of `file`.
pub fn file_mask(file: File) -> u64 {
    let f = file_index(file);
    (0..8).fold(0, |acc, r| set(acc, f, r))
}

// ------------------------------------------------------------------ flips

/// Square (f, r) goes to `to(f, r)` (which must be on the board).
fn permute(x: u64, to: impl Fn(i32, i32) -> (i32, i32)) -> u64 {
    let mut out = 0;
    for (f, r) in squares(x) {
        let (nf, nr) = to(f, r);
        out = set(out, nf, nr);
    }
    out
}

pub fn flip_vertical(x: u64) -> u64 {
    permute(x, |f, r| (f, 7 - r))
}

pub fn mirror_horizontal(x: u64) -> u64 {
    permute(x, |f, r| (7 - f, r))
}

pub fn flip_diagonal(x: u64) -> u64 {
    permute(x, |f, r| (r, f))
}

pub fn flip_anti_diagonal(x: u64) -> u64 {
    permute(x, |f, r| (7 - r, 7 - f))
}

pub fn rotate_180(x: u64) -> u64 {
    permute(x, |f, r| (7 - f, 7 - r))
}

pub fn rotate_90_clockwise(x: u64) -> u64 {
    permute(x, |f, r| (r, 7 - f))
}

pub fn rotate_90_anticlockwise(x: u64) -> u64 {
    permute(x, |f, r| (7 - r, f))
}

pub fn pseudo_rotate_45_clockwise(x: u64) -> u64 {
    permute(x, |f, r| (f, (r - f).rem_euclid(8)))
}

pub fn pseudo_rotate_45_anticlockwise(x: u64) -> u64 {
    permute(x, |f, r| (f, (r + f + 1).rem_euclid(8)))
}

// ----------------------------------------------------------- edge boards

/// Boards on which bugs like to hide: empty, full, every single square,
/// every file, every rank, both long diagonals.
pub fn edge_boards() -> Vec<u64> {
    let mut v = vec![0, !0];
    for s in 0..64 {
        v.push(1u64 << s);
    }
    for i in 0..8 {
        v.push((0..8).fold(0, |acc, r| set(acc, i, r))); // file i
        v.push((0..8).fold(0, |acc, f| set(acc, f, i))); // rank i
    }
    v.push((0..8).fold(0, |acc, i| set(acc, i, i))); // a1-h8
    v.push((0..8).fold(0, |acc, i| set(acc, 7 - i, i))); // h1-a8
    v
}

// ------------------------------------------------------------ diagrams

/// Parses an 8x8 diagram as printed in the reference texts: eight rows,
/// rank 8 first (top), a-file leftmost; `1` is a set square, `.` or `0`
/// an empty one; other characters (spaces) are ignored.
pub fn diagram(text: &str) -> u64 {
    let rows: Vec<Vec<bool>> = text
        .lines()
        .map(|l| {
            l.chars()
                .filter(|c| matches!(c, '1' | '.' | '0'))
                .map(|c| c == '1')
                .collect::<Vec<bool>>()
        })
        .filter(|row| !row.is_empty())
        .collect();
    assert_eq!(rows.len(), 8, "diagram needs 8 rows: {text}");
    let mut b = 0;
    for (i, row) in rows.iter().enumerate() {
        assert_eq!(row.len(), 8, "diagram row {i} needs 8 squares: {text}");
        let r = 7 - i as i32;
        for (f, &on) in row.iter().enumerate() {
            if on {
                b = set(b, f as i32, r);
            }
        }
    }
    b
}

/// A board printed like the reference diagrams (for failure messages).
pub fn show(b: u64) -> String {
    let mut s = String::new();
    for r in (0..8).rev() {
        for f in 0..8 {
            s.push(if get(b, f, r) { '1' } else { '.' });
            s.push(if f == 7 { '\n' } else { ' ' });
        }
    }
    s
}
