//! The kernel catalogue: one list, and beside it each shape's code, once
//! (`catalogue/shapes/`). Every kernel is generated from it: the
//! [`Kernel`](crate::Kernel) enum and each kernel's implementation signature
//! (`selection/kernel.rs`), the [`KernelTable`](crate::KernelTable) and its
//! methods (`selection/table.rs`), the registry's lists
//! (`selection/registry/`), the free functions (`api.rs`), the free
//! functions' slots (`selection/slots.rs`), the [`Token`](crate::Token)
//! methods (`token.rs`), the calibration timings (`calibrate.rs`) and the
//! portable batch loops (`arch`). Exported (hidden) as
//! [`__catalogue!`](crate::__catalogue), it also generates the crate's
//! per-kernel tests, fuzz checks and measured workload. Adding a kernel
//! means adding a row here, its implementations and their registry rows,
//! and a naive definition in the tests (`tests/naive`); adding a batch
//! shape means its file in `catalogue/shapes/` and its line in the shape
//! table below (`@shape`).
//!
//! # Rows
//!
//! Single-board rows: `[family] Variant name(args) -> Ret;` with the public
//! documentation; every type one token (`u64`, `Square`, `[u64; 8]`). Batch
//! rows: `[family] Variant name = shape[(P)][arg names] of SingleVariant
//! single_name[, in_place_name];`, where the shape fixes the slice
//! signature:
//!
//! | shape | public form | implementation signature |
//! |---|---|---|
//! | `map` | `(input: &[u64], output: &mut [u64])` and `_in_place(&mut [u64])` | `(src, dst, len)` raw, `dst` may equal `src` |
//! | `map(P)` | the same with a `param: P` before the output | `(src, dst, len, P)` |
//! | `zip` | `(a: &[u64], b: &[u64], output: &mut [u64])` | the same, lengths equal |
//! | `zip(P)` | `(a, b, param: P, output)` | `(a, b, output, P)` |
//! | `to_u8` / `to_u8(P)` | `(input: &[u64], [param: P,] output: &mut [u8])` | `(input, output[, P])` |
//! | `from_u8` / `from_u8(P)` | `(input: &[u8], [param: P,] output: &mut [u64])` | `(input, output[, P])` |
//! | `by_dir` | `(a: &[u64], b: &[u64], output: &mut [[u64; 8]])` | the same |
//! | `from_sq` | `(squares: &[Square], occupied: &[u64], output: &mut [u64])` | the same |
//! | `squares` | `(squares: &[Square], occupied: u64, output: &mut [u64])` | the same |
//! | `from_side(P)` | `(sides: &[Side], occupied: &[u64], param: P, output: &mut [u64])` | `(sides, occupied, output, P)` |
//! | `from_king(P)` | `(kings: &[Square], ours: &[u64], theirs: &[Side], param: P, output: &mut [KingSafety])` | `(kings, ours, theirs, output, P)` |
//!
//! # The normalised rows
//!
//! No file but the catalogue's (this one, `catalogue/rows.rs`, the
//! normaliser, and `catalogue/shapes/`) reads the rows as written.
//! Everything else takes them normalised, every type a `$crate::` path
//! (`u64`, `$crate::Square`), so that no user imports the argument types:
//!
//! * a single-board row: `#[doc = ".."].. [family] Variant name(arg: Type,
//!   ..) -> Ret;` (each `Type` and `Ret` a `ty`);
//! * a batch row: `[family] Variant name = shape of SingleVariant
//!   single_name[, in_place_name] (x: X, ..; p: P, ..) -> O;`: the input
//!   slices in the order of the public function's parameters (`x: &[X]`,
//!   named as in the row; the public function names a lone slice `input`),
//!   its other parameters (`p: P`, one value for every element; `param`
//!   where the row has a `(P)`) and its output element `O` (`output: &mut
//!   [O]`), so that `output[i] = single_name(x[i], .., p, ..)`.
//!
//! The shape's own code (the implementation signature, the table's method,
//! the free function, the portable loop) is one macro per shape,
//! `catalogue/shapes/<shape>.rs`, whose arms the crate's generators call by
//! name ([`with_catalogue!`]: `every => method`, `batch => free`, ...).
//! The generators that are the same for every shape (the slots, the token
//! methods, the calibration timings, the tests) take the normalised rows.

mod rows;
#[macro_use]
mod shared;

pub(crate) use shared::{check_len, length_mismatch, slices};

/// The shapes of the catalogue's rows, one file each
/// (`catalogue/shapes/<shape>.rs`): everything that differs from one shape
/// to another, written once. A new shape adds its file, its line here and
/// its line in `@shape` (in [`__catalogue!`]).
///
/// Each shape is one macro, `__shape_<shape>!`, called with an arm and a
/// row (`@shape` picks the macro). Its arms:
///
/// * `describe how <row as written>`: the row normalised (its input
///   slices, parameters and output element), handed to the normaliser
///   (`rows.rs`); batch shapes only;
/// * `sig () <row>`: the implementation signature, `pub(crate) type name =
///   unsafe fn(..);` (`selection/kernel.rs`);
/// * `method () <row>`: the [`KernelTable`](crate::KernelTable) method(s),
///   the lengths checked first (`selection/table.rs`);
/// * `free (face) <row>`: the free function(s), calling what the module
///   `face` holds (`api.rs`);
/// * `loop [features] [attributes] batch (P) single`: a portable batch form
///   as a loop of the single-board function (`arch`, through
///   [`batch_loop!`]); batch shapes only.
///
/// Most batch shapes take their slices the same way (the implementation
/// gets the input slices, the output slice, then the parameters): their
/// macros hand the `sig`, `method`, `free` and `loop` arms to
/// [`slices!`](shared::slices) with their documentation. `map` (raw
/// pointers, for its in-place form) and `squares` (one occupancy before the
/// output) write their own.
mod shapes {
    mod by_dir;
    mod from_king;
    mod from_side;
    mod from_sq;
    mod from_u8;
    mod map;
    mod single;
    mod squares;
    mod to_u8;
    mod zip;
}

/// The catalogue, exported (hidden) so the crate's own tests, fuzz targets,
/// benches and examples generate their per-kernel code from this one list.
///
/// * `__catalogue!(single cb)` calls `cb!` once per single-board row,
///   normalised (see the module docs):
///   `cb! { #[doc = ".."].. [family] Variant name(arg: Type, ..) -> Ret; }`;
/// * `__catalogue!(batch cb)` calls `cb!` once per batch row, normalised:
///   `cb! { [family] Variant name = shape of Single single[, in_place] (x: X,
///   ..; p: P, ..) -> O; }`;
/// * `__catalogue!(single cb(tokens))` and `__catalogue!(batch cb(tokens))`
///   put `tokens` before every row: the caller's context (variable names,
///   a path) reaches the callback;
/// * `__catalogue!(kernels cb)` calls `cb!` once with every kernel,
///   `cb! { Variant name [family batch Single].. }` (`batch` is `true` or
///   `false`; `Single` is the single-board kernel of a batch row, the
///   kernel itself for a single-board one), single-board rows first;
///   `__catalogue!(kernels single cb)` with the single-board ones only.
///
/// The crate's own code also calls each row's shape (`single =>`, `batch
/// =>`, `every => arm (context)`; [`with_catalogue!`]).
/// Not part of the public API.
#[doc(hidden)]
#[macro_export]
macro_rules! __catalogue {
    (single $callback:ident $(($($context:tt)*))?) => {
        $crate::__catalogue!(@list [single (cb $callback ($($($context)*)?))]);
    };
    (batch $callback:ident $(($($context:tt)*))?) => {
        $crate::__catalogue!(@list [batch (cb $callback ($($($context)*)?))]);
    };
    (kernels single $callback:ident) => {
        $crate::__catalogue!(@list [kernels single $callback]);
    };
    (kernels $callback:ident) => {
        $crate::__catalogue!(@list [kernels every $callback]);
    };
    ($which:ident => $arm:ident $(($($context:tt)*))?) => {
        $crate::__catalogue!(@list [$which (arm $arm ($($($context)*)?))]);
    };

    // The one reader of the rows as written: each row goes to the
    // normaliser (`rows.rs`), a batch row through its shape's `describe`.
    (@emit [$which:ident $how:tt]
        single { $(
            $(#$attr:tt)*
            [$family:ident] $Variant:ident $name:ident ( $($args:tt)* ) -> $ret:tt;
        )* }
        batch { $(
            [$bfamily:ident] $BVariant:ident $bname:ident = $shape:ident $(($p:ident))? [$($barg:ident),*]
                of $SingleVariant:ident $single_name:ident $(, $in_place:ident)?;
        )* }
    ) => {
        $crate::__catalogue! { @singles $which $how $(
            { $(#$attr)* [$family] $Variant $name ($($args)*) -> $ret; }
        )* }
        $crate::__catalogue! { @batches $which $how $(
            { [$bfamily] $BVariant $bname = $shape $(($p))? [$($barg),*]
                of $SingleVariant $single_name $(, $in_place)?; }
        )* }
    };
    (@singles batch $how:tt $($row:tt)*) => {};
    (@singles $which:ident $how:tt $({ $($row:tt)* })*) => {
        $($crate::__catalogue_rows! { @single $how $($row)* })*
    };
    (@batches single $how:tt $($row:tt)*) => {};
    (@batches $which:ident $how:tt $({
        [$family:ident] $Variant:ident $name:ident = $shape:ident $($row:tt)*
    })*) => {
        $($crate::__catalogue! { @shape $shape describe $how [$family] $Variant $name = $shape $($row)* })*
    };
    // Every kernel by name, for the generators of per-kernel lists.
    (@emit [kernels $which:ident $callback:ident]
        single { $(
            $(#$attr:tt)*
            [$family:ident] $Variant:ident $name:ident ( $($args:tt)* ) -> $ret:tt;
        )* }
        batch { $(
            [$bfamily:ident] $BVariant:ident $bname:ident = $shape:ident $(($p:ident))? [$($barg:ident),*]
                of $SingleVariant:ident $single_name:ident $(, $in_place:ident)?;
        )* }
    ) => {
        $crate::__catalogue! { @kernels $which $callback
            [$($Variant $name [$family false $Variant])*]
            [$($BVariant $bname [$bfamily true $SingleVariant])*]
        }
    };
    (@kernels single $callback:ident [$($single:tt)*] $batch:tt) => {
        $callback! { $($single)* }
    };
    (@kernels every $callback:ident [$($single:tt)*] [$($batch:tt)*]) => {
        $callback! { $($single)* $($batch)* }
    };

    // The shapes: each one's macro (`catalogue/shapes/<shape>.rs`), called with an
    // arm and a row. A new shape adds its line here.
    (@shape single $($t:tt)*) => { $crate::__shape_single! { $($t)* } };
    (@shape map $($t:tt)*) => { $crate::__shape_map! { $($t)* } };
    (@shape zip $($t:tt)*) => { $crate::__shape_zip! { $($t)* } };
    (@shape to_u8 $($t:tt)*) => { $crate::__shape_to_u8! { $($t)* } };
    (@shape from_u8 $($t:tt)*) => { $crate::__shape_from_u8! { $($t)* } };
    (@shape by_dir $($t:tt)*) => { $crate::__shape_by_dir! { $($t)* } };
    (@shape from_sq $($t:tt)*) => { $crate::__shape_from_sq! { $($t)* } };
    (@shape squares $($t:tt)*) => { $crate::__shape_squares! { $($t)* } };
    (@shape from_side $($t:tt)*) => { $crate::__shape_from_side! { $($t)* } };
    (@shape from_king $($t:tt)*) => { $crate::__shape_from_king! { $($t)* } };

    // The list.
    (@list $how:tt) => {
        $crate::__catalogue! { @emit $how
            single {
                // ---------------------------------------------------------- fills
                /// Every set square moves one step in `dir`; squares that would
                /// leave the board or wrap to the other edge vanish.
                ///
                /// ```
                /// use bitboard_simd::{shift_one, Dir};
                /// assert_eq!(shift_one(1 << 0, Dir::North), 1 << 8); // a1 -> a2
                /// assert_eq!(shift_one(1 << 7, Dir::East), 0); // h1 falls off
                /// ```
                [fill] ShiftOne shift_one(b: u64, dir: Dir) -> u64;
                /// Every square of `generators`, plus every square reached from one by
                /// repeated single steps in `dir` through squares of `pro` (the
                /// propagator: for a slider, the `empty` squares, not the occupied
                /// ones). The first square not in `pro` stops the ray and is not
                /// included.
                ///
                /// ```
                /// use bitboard_simd::{occluded_fill, Dir};
                /// // a1 fills north through an empty file up to the blocker on a5.
                /// let empty = !(1u64 << 32);
                /// assert_eq!(occluded_fill(1, empty, Dir::North), 0x0101_0101);
                /// ```
                [fill] OccludedFill occluded_fill(generators: u64, pro: u64, dir: Dir) -> u64;
                /// `occluded_fill(generators, !0, dir)`: the fill on an empty board.
                ///
                /// ```
                /// use bitboard_simd::{fill, Dir};
                /// assert_eq!(fill(1 << 3, Dir::East), 0xf8); // d1 fills d1..h1
                /// ```
                [fill] Fill fill(generators: u64, dir: Dir) -> u64;
                /// The squares attacked along `dir` by `sliders`, sliding through
                /// `empty` (the empty squares, not the occupied ones): the first
                /// blocker is included, sliders excluded unless another slider
                /// attacks them.
                /// `shift_one(occluded_fill(sliders, empty, dir), dir)`.
                ///
                /// ```
                /// use bitboard_simd::{ray_attacks, Dir};
                /// let rook = 1u64 << 0; // a1
                /// let blocker = 1u64 << 3; // d1
                /// assert_eq!(ray_attacks(rook, !(rook | blocker), Dir::East), 0b1110);
                /// ```
                [fill] RayAttacks ray_attacks(sliders: u64, empty: u64, dir: Dir) -> u64;
                /// Rook attacks of every rook in `rooks`, sliding through `empty`
                /// (the empty squares, not the occupied ones): the union of
                /// [`ray_attacks`](crate::ray_attacks) over North, East, South and West.
                ///
                /// ```
                /// use bitboard_simd::rook_attacks;
                /// let a1 = 1u64;
                /// assert_eq!(rook_attacks(a1, !a1), 0x0101_0101_0101_01fe);
                /// ```
                [fill] RookAttacks rook_attacks(rooks: u64, empty: u64) -> u64;
                /// Bishop attacks of every bishop in `bishops`, sliding through
                /// `empty` (the empty squares, not the occupied ones): the union of
                /// [`ray_attacks`](crate::ray_attacks) over the four diagonal directions.
                ///
                /// ```
                /// use bitboard_simd::bishop_attacks;
                /// let a1 = 1u64;
                /// assert_eq!(bishop_attacks(a1, !a1), 0x8040_2010_0804_0200);
                /// ```
                [fill] BishopAttacks bishop_attacks(bishops: u64, empty: u64) -> u64;
                /// Queen attacks of every queen in `queens`, sliding through `empty`
                /// (the empty squares, not the occupied ones): the union of
                /// [`ray_attacks`](crate::ray_attacks) over all eight directions.
                ///
                /// ```
                /// use bitboard_simd::queen_attacks;
                /// let a1 = 1u64;
                /// assert_eq!(queen_attacks(a1, !a1), 0x8141_2111_0905_03fe);
                /// ```
                [fill] QueenAttacks queen_attacks(queens: u64, empty: u64) -> u64;
                /// The attacks of `sliders` in each of the eight directions, sliding
                /// through `empty` (the empty squares, not the occupied ones):
                /// [`ray_attacks`](crate::ray_attacks) for every direction at once,
                /// indexed by [`Dir::index`](crate::Dir::index).
                ///
                /// ```
                /// use bitboard_simd::{attacks_by_direction, Dir};
                /// let a1 = 1u64;
                /// let rays = attacks_by_direction(a1, !a1);
                /// assert_eq!(rays[Dir::East.index()], 0xfe);
                /// assert_eq!(rays[Dir::South.index()], 0);
                /// ```
                [fill] AttacksByDirection attacks_by_direction(sliders: u64, empty: u64) -> [u64; 8];
                /// Attacks of a single rook on `sq`, stopped by `occupied` (the
                /// occupied squares, not the empty ones; the first blocker included):
                /// the set-wise attacks of `sq.bit()` with `empty = !occupied`,
                /// whether or not `occupied` holds `sq`.
                ///
                /// ```
                /// use bitboard_simd::{rook_attacks_from, Square};
                /// let d2 = Square::new(11).unwrap();
                /// let occupied = (1u64 << 43) | (1 << 9); // d6 and b2
                /// assert_eq!(rook_attacks_from(d2, occupied), 0x0000_0808_0808_f608);
                /// ```
                [line_attacks] RookAttacksFrom rook_attacks_from(sq: Square, occupied: u64) -> u64;
                /// Attacks of a single bishop on `sq`, stopped by `occupied` (the
                /// occupied squares; see [`rook_attacks_from`](crate::rook_attacks_from)).
                ///
                /// ```
                /// use bitboard_simd::{bishop_attacks_from, Square};
                /// assert_eq!(bishop_attacks_from(Square::A1, 1 << 27), 0x0804_0200); // blocked on d4
                /// ```
                [line_attacks] BishopAttacksFrom bishop_attacks_from(sq: Square, occupied: u64) -> u64;
                /// Attacks of a single queen on `sq`, stopped by `occupied` (the
                /// occupied squares; see [`rook_attacks_from`](crate::rook_attacks_from)).
                ///
                /// ```
                /// use bitboard_simd::{queen_attacks_from, Square};
                /// assert_eq!(queen_attacks_from(Square::A1, !0), 0x302); // b1, a2, b2
                /// ```
                [line_attacks] QueenAttacksFrom queen_attacks_from(sq: Square, occupied: u64) -> u64;
                /// East attacks of every rook in `rooks`, stopped by `occupied` (the
                /// occupied squares, not the empty ones), every rank at once by
                /// per-byte `o ^ (o - 2r)`; equals
                /// `ray_attacks(rooks, !(occupied | rooks), Dir::East)`.
                /// `occupied` need not hold the rooks.
                ///
                /// ```
                /// use bitboard_simd::east_attacks_by_subtraction;
                /// // Rook on b1, blocker on g1; rook on a8 with an empty rank.
                /// let rooks = (1 << 1) | (1 << 56);
                /// assert_eq!(east_attacks_by_subtraction(rooks, 1 << 6), 0xfe00_0000_0000_007c);
                /// ```
                [line_attacks] EastAttacksBySubtraction east_attacks_by_subtraction(rooks: u64, occupied: u64) -> u64;
                /// West attacks of every rook in `rooks`, stopped by `occupied` (the
                /// occupied squares, not the empty ones), every rank at once: the
                /// same subtraction on bit-mirrored ranks; equals
                /// `ray_attacks(rooks, !(occupied | rooks), Dir::West)`.
                ///
                /// ```
                /// use bitboard_simd::west_attacks_by_subtraction;
                /// assert_eq!(west_attacks_by_subtraction(1 << 6, 1 << 1), 0x3e); // g1 west to b1
                /// ```
                [line_attacks] WestAttacksBySubtraction west_attacks_by_subtraction(rooks: u64, occupied: u64) -> u64;

                // ------------------------------------------------------- leapers
                /// Set-wise knight attacks: every square a knight of `knights`
                /// reaches in one jump (a knight's own square only where
                /// another knight attacks it).
                ///
                /// ```
                /// use bitboard_simd::knight_attacks;
                /// assert_eq!(knight_attacks(1), 0x0002_0400); // a1 -> b3, c2
                /// ```
                [leapers] KnightAttacks knight_attacks(knights: u64) -> u64;
                /// Set-wise king attacks: every square next to a king of `kings`.
                ///
                /// ```
                /// use bitboard_simd::king_attacks;
                /// assert_eq!(king_attacks(1), 0x302); // a1 -> b1, a2, b2
                /// ```
                [leapers] KingAttacks king_attacks(kings: u64) -> u64;
                /// Set-wise pawn attacks: both capture squares of every pawn of
                /// `pawns` of `color` (White captures toward rank 8, Black
                /// toward rank 1).
                ///
                /// ```
                /// use bitboard_simd::{pawn_attacks, Color};
                /// let e4 = 1u64 << 28;
                /// assert_eq!(pawn_attacks(e4, Color::White), (1 << 35) | (1 << 37)); // d5, f5
                /// assert_eq!(pawn_attacks(e4, Color::Black), (1 << 19) | (1 << 21)); // d3, f3
                /// ```
                [leapers] PawnAttacks pawn_attacks(pawns: u64, color: Color) -> u64;
                /// Single pawn pushes: every pawn of `pawns` of `color` one
                /// rank forward, where that square is in `empty` (the empty
                /// squares, not the occupied ones).
                ///
                /// ```
                /// use bitboard_simd::{pawn_pushes, Color};
                /// let (e2, e3) = (1u64 << 12, 1u64 << 20);
                /// assert_eq!(pawn_pushes(e2, !e2, Color::White), e3);
                /// assert_eq!(pawn_pushes(e2, !(e2 | e3), Color::White), 0); // blocked
                /// ```
                [leapers] PawnPushes pawn_pushes(pawns: u64, empty: u64, color: Color) -> u64;
                /// Double pawn pushes: every pawn of `pawns` on its start rank
                /// (rank 2 for White, rank 7 for Black) two ranks forward,
                /// where both the square it passes and the one it lands on are
                /// in `empty` (the empty squares, not the occupied ones).
                ///
                /// ```
                /// use bitboard_simd::{pawn_double_pushes, Color};
                /// let (e2, e4) = (1u64 << 12, 1u64 << 28);
                /// assert_eq!(pawn_double_pushes(e2, !e2, Color::White), e4);
                /// assert_eq!(pawn_double_pushes(e2 << 8, !0, Color::White), 0); // e3: not on rank 2
                /// ```
                [leapers] PawnDoublePushes pawn_double_pushes(pawns: u64, empty: u64, color: Color) -> u64;
                /// Every square attacked by `side`'s pieces: pawn captures for
                /// `color`, knight and king steps, bishops, rooks and queens stopped
                /// by `occupied` (the occupied squares, not the empty ones; the first
                /// blocker included). The union over every
                /// set bit of every field of that piece's attacks from its square
                /// (see [`rook_attacks_from`](crate::rook_attacks_from)); a piece's own
                /// square only if another piece attacks it. Any inputs are
                /// accepted: the fields may overlap, `occupied` need not hold them.
                ///
                /// The squares our king may not enter are
                /// `side_attacks(theirs, occupied ^ king.bit(), them)`: take the
                /// king off the occupancy, or a slider's ray stops at the king and
                /// the square behind it, on the same line, looks safe.
                ///
                /// ```
                /// use bitboard_simd::{side_attacks, Color, Side, Square};
                /// let side = Side {
                ///     rooks: Square::A1.bit(),
                ///     king: Square::B2.bit(),
                ///     ..Side::default()
                /// };
                /// let occupied = side.rooks | side.king | Square::A3.bit();
                /// let attacked = side_attacks(side, occupied, Color::White);
                /// assert!(attacked & Square::A3.bit() != 0); // the blocker
                /// assert!(attacked & Square::A4.bit() == 0); // behind it
                /// assert!(attacked & Square::A1.bit() != 0); // the king defends a1
                /// assert!(attacked & Square::B2.bit() == 0); // nothing defends b2
                ///
                /// // A king of the other side on d1, in check from the rook: e1 is
                /// // attacked only with the king off the board, the ray running on.
                /// let king = Square::D1;
                /// let occupied = side.rooks | side.king | king.bit();
                /// assert!(side_attacks(side, occupied, Color::White) & Square::E1.bit() == 0);
                /// let danger = side_attacks(side, occupied ^ king.bit(), Color::White);
                /// assert!(danger & Square::E1.bit() != 0);
                /// ```
                [fill] SideAttacks side_attacks(side: Side, occupied: u64, color: Color) -> u64;
                /// The checks and pins on our king on `king` (of colour `us`,
                /// which sets the direction their pawns capture), with our
                /// pieces `ours` and theirs `theirs`, the occupancy `ours` with
                /// every field of `theirs`: the checkers, the pinned pieces and
                /// their pin rays, and the check mask (see [`KingSafety`](crate::KingSafety)).
                /// What a legal move generator needs besides the attacks:
                /// the king's moves avoid [`side_attacks`](crate::side_attacks)
                /// of their side, every other move lands in `check_mask`, and a
                /// pinned piece stays on its pin ray. Any inputs are accepted
                /// (a square in both `ours` and `theirs` counts as theirs).
                ///
                /// The king's own moves: the squares it may not enter are
                /// `side_attacks(theirs, occupied ^ king.bit(), them)`, the king
                /// taken off the occupancy; with it on, a slider's ray stops at
                /// the king and the square behind it looks safe. En passant is the
                /// one capture these fields do not settle (the captured pawn is
                /// not on the target square, and both pawns leave one rank):
                /// [`en_passant_captures`](crate::en_passant_captures) gives its
                /// legal origins.
                ///
                /// ```
                /// use bitboard_simd::{king_safety, Color, Side, Square};
                /// // Black: Ke8, Pd7. White: Bb5 pins the pawn, Nf6 gives check.
                /// let ours = Square::E8.bit() | Square::D7.bit();
                /// let theirs = Side {
                ///     bishops: Square::B5.bit(),
                ///     knights: Square::F6.bit(),
                ///     ..Side::default()
                /// };
                /// let safety = king_safety(Square::E8, ours, theirs, Color::Black);
                /// assert_eq!(safety.checkers, Square::F6.bit());
                /// assert_eq!(safety.check_mask, Square::F6.bit()); // take the knight
                /// assert_eq!(safety.pinned, Square::D7.bit());
                /// assert_eq!(safety.pin_diagonal, Square::D7.bit() | Square::C6.bit() | Square::B5.bit());
                /// ```
                [fill] KingSafety king_safety(king: Square, ours: u64, theirs: Side, us: Color) -> KingSafety;

                // ------------------------------------------------- diagonal shift
                /// Diagonal shift "bottom to the left": rank `r` becomes
                /// `byte_r << (7 - r)`, bits shifted out of a byte are dropped.
                ///
                /// ```
                /// use bitboard_simd::diagonal_shift_bl;
                /// assert_eq!(diagonal_shift_bl(!0), 0xfffe_fcf8_f0e0_c080);
                /// ```
                [diagonal_shift] DiagonalShiftBl diagonal_shift_bl(x: u64) -> u64;
                /// Diagonal shift "top to the left": rank `r` becomes
                /// `byte_r << r`.
                ///
                /// ```
                /// use bitboard_simd::diagonal_shift_tl;
                /// assert_eq!(diagonal_shift_tl(!0), 0x80c0_e0f0_f8fc_feff);
                /// ```
                [diagonal_shift] DiagonalShiftTl diagonal_shift_tl(x: u64) -> u64;
                /// Diagonal shift "bottom to the right": rank `r` becomes
                /// `byte_r >> (7 - r)`.
                ///
                /// ```
                /// use bitboard_simd::diagonal_shift_br;
                /// assert_eq!(diagonal_shift_br(!0), 0xff7f_3f1f_0f07_0301);
                /// ```
                [diagonal_shift] DiagonalShiftBr diagonal_shift_br(x: u64) -> u64;
                /// Diagonal shift "top to the right": rank `r` becomes
                /// `byte_r >> r`.
                ///
                /// ```
                /// use bitboard_simd::diagonal_shift_tr;
                /// assert_eq!(diagonal_shift_tr(!0), 0x0103_070f_1f3f_7fff);
                /// ```
                [diagonal_shift] DiagonalShiftTr diagonal_shift_tr(x: u64) -> u64;

                // --------------------------------------------------------- extract
                /// The a1-h8 diagonal gathered into a byte: bit `r` is the
                /// square on file `r`, rank `r`.
                ///
                /// ```
                /// use bitboard_simd::extract_diagonal;
                /// assert_eq!(extract_diagonal(1 << 9), 0b10); // b2
                /// ```
                [extract] ExtractDiagonal extract_diagonal(x: u64) -> u8;
                /// The h1-a8 anti-diagonal gathered into a byte: bit `r` is the
                /// square on file `7 - r`, rank `r`.
                ///
                /// ```
                /// use bitboard_simd::extract_anti_diagonal;
                /// assert_eq!(extract_anti_diagonal(1 << 7), 0b1); // h1
                /// ```
                [extract] ExtractAntiDiagonal extract_anti_diagonal(x: u64) -> u8;
                /// A file gathered into a byte: bit `r` is the square on `file`,
                /// rank `r`.
                ///
                /// ```
                /// use bitboard_simd::{extract_file, File};
                /// assert_eq!(extract_file((1 << 2) | (1 << 58), File::C), 0x81); // c1, c8
                /// ```
                [extract] ExtractFile extract_file(x: u64, file: File) -> u8;
                /// The a1-h8-direction diagonal through `sq` gathered into a
                /// byte: bit `r` is that diagonal's square on rank `r`, 0 where
                /// the diagonal has no square on rank `r`.
                ///
                /// ```
                /// use bitboard_simd::{extract_diagonal_through, Square};
                /// let c1 = Square::new(2).unwrap();
                /// assert_eq!(extract_diagonal_through(!0, c1), 0b0011_1111); // c1..h6
                /// ```
                [extract] ExtractDiagonalThrough extract_diagonal_through(x: u64, sq: Square) -> u8;
                /// The h1-a8-direction anti-diagonal through `sq` gathered into a
                /// byte (bit `r` from rank `r`, 0 where it has no square).
                ///
                /// ```
                /// use bitboard_simd::{extract_anti_diagonal_through, Square};
                /// let c1 = Square::new(2).unwrap();
                /// assert_eq!(extract_anti_diagonal_through(!0, c1), 0b0111); // c1, b2, a3
                /// ```
                [extract] ExtractAntiDiagonalThrough extract_anti_diagonal_through(x: u64, sq: Square) -> u8;

                // --------------------------------------------------------- deposit
                /// The inverse of [`extract_diagonal`](crate::extract_diagonal): bit `r` of `bits` goes to
                /// file `r`, rank `r`; every other square is empty.
                ///
                /// ```
                /// use bitboard_simd::deposit_diagonal;
                /// assert_eq!(deposit_diagonal(0xff), 0x8040_2010_0804_0201);
                /// ```
                [deposit] DepositDiagonal deposit_diagonal(bits: u8) -> u64;
                /// The inverse of [`extract_anti_diagonal`](crate::extract_anti_diagonal): bit `r` goes to file
                /// `7 - r`, rank `r`.
                ///
                /// ```
                /// use bitboard_simd::deposit_anti_diagonal;
                /// assert_eq!(deposit_anti_diagonal(1), 1 << 7); // h1
                /// ```
                [deposit] DepositAntiDiagonal deposit_anti_diagonal(bits: u8) -> u64;
                /// The inverse of [`extract_file`](crate::extract_file): bit `r` goes to `file`, rank
                /// `r` (`File::A` is the reference's "deposit to vertical").
                ///
                /// ```
                /// use bitboard_simd::{deposit_file, File};
                /// assert_eq!(deposit_file(0xff, File::A), 0x0101_0101_0101_0101);
                /// ```
                [deposit] DepositFile deposit_file(bits: u8, file: File) -> u64;
                /// The inverse of [`extract_diagonal_through`](crate::extract_diagonal_through): bit `r` goes to
                /// the diagonal's square on rank `r`; bits for ranks the diagonal
                /// misses are ignored.
                ///
                /// ```
                /// use bitboard_simd::{deposit_diagonal_through, Square};
                /// let c1 = Square::new(2).unwrap();
                /// assert_eq!(deposit_diagonal_through(0xff, c1), 0x0000_8040_2010_0804);
                /// ```
                [deposit] DepositDiagonalThrough deposit_diagonal_through(bits: u8, sq: Square) -> u64;
                /// The inverse of [`extract_anti_diagonal_through`](crate::extract_anti_diagonal_through).
                ///
                /// ```
                /// use bitboard_simd::{deposit_anti_diagonal_through, Square};
                /// let c1 = Square::new(2).unwrap();
                /// assert_eq!(deposit_anti_diagonal_through(0xff, c1), 0x01_0204);
                /// ```
                [deposit] DepositAntiDiagonalThrough deposit_anti_diagonal_through(bits: u8, sq: Square) -> u64;

                // ------------------------------------------------------- flips
                /// Square (f, r) goes to (f, 7 - r): the ranks in reverse order.
                ///
                /// ```
                /// use bitboard_simd::flip_vertical;
                /// assert_eq!(flip_vertical(1), 1 << 56); // a1 -> a8
                /// ```
                [flip] FlipVertical flip_vertical(x: u64) -> u64;
                /// Square (f, r) goes to (7 - f, r): the files in reverse order.
                ///
                /// ```
                /// use bitboard_simd::mirror_horizontal;
                /// assert_eq!(mirror_horizontal(1), 1 << 7); // a1 -> h1
                /// ```
                [flip] MirrorHorizontal mirror_horizontal(x: u64) -> u64;
                /// Square (f, r) goes to (r, f): the transpose about a1-h8.
                ///
                /// ```
                /// use bitboard_simd::flip_diagonal;
                /// assert_eq!(flip_diagonal(0xff), 0x0101_0101_0101_0101); // rank 1 -> a-file
                /// ```
                [flip] FlipDiagonal flip_diagonal(x: u64) -> u64;
                /// Square (f, r) goes to (7 - r, 7 - f): the transpose about
                /// h1-a8.
                ///
                /// ```
                /// use bitboard_simd::flip_anti_diagonal;
                /// assert_eq!(flip_anti_diagonal(0xff), 0x8080_8080_8080_8080); // rank 1 -> h-file
                /// ```
                [flip] FlipAntiDiagonal flip_anti_diagonal(x: u64) -> u64;
                /// Square (f, r) goes to (7 - f, 7 - r).
                ///
                /// ```
                /// use bitboard_simd::rotate_180;
                /// assert_eq!(rotate_180(1), 1 << 63); // a1 -> h8
                /// ```
                [flip] Rotate180 rotate_180(x: u64) -> u64;
                /// Square (f, r) goes to (r, 7 - f): a quarter turn clockwise.
                ///
                /// ```
                /// use bitboard_simd::rotate_90_clockwise;
                /// assert_eq!(rotate_90_clockwise(1), 1 << 56); // a1 -> a8
                /// ```
                [flip] Rotate90Clockwise rotate_90_clockwise(x: u64) -> u64;
                /// Square (f, r) goes to (7 - r, f): a quarter turn
                /// anticlockwise.
                ///
                /// ```
                /// use bitboard_simd::rotate_90_anticlockwise;
                /// assert_eq!(rotate_90_anticlockwise(1), 1 << 7); // a1 -> h1
                /// ```
                [flip] Rotate90Anticlockwise rotate_90_anticlockwise(x: u64) -> u64;
                /// Square (f, r) goes to (f, (r - f) mod 8): every a1-h8-direction
                /// diagonal becomes a rank (the a1-h8 diagonal itself becomes
                /// rank 1).
                ///
                /// ```
                /// use bitboard_simd::pseudo_rotate_45_clockwise;
                /// assert_eq!(pseudo_rotate_45_clockwise(0x8040_2010_0804_0201), 0xff);
                /// ```
                [flip] PseudoRotate45Clockwise pseudo_rotate_45_clockwise(x: u64) -> u64;
                /// Square (f, r) goes to (f, (r + f + 1) mod 8): every
                /// h1-a8-direction anti-diagonal becomes a rank (h1-a8 itself
                /// becomes rank 1).
                ///
                /// ```
                /// use bitboard_simd::pseudo_rotate_45_anticlockwise;
                /// assert_eq!(pseudo_rotate_45_anticlockwise(0x0102_0408_1020_4080), 0xff);
                /// ```
                [flip] PseudoRotate45Anticlockwise pseudo_rotate_45_anticlockwise(x: u64) -> u64;
            }
            batch {
                [fill] ShiftOneBatch shift_one_batch = map(Dir)[b] of ShiftOne shift_one, shift_one_in_place;
                [fill] OccludedFillBatch occluded_fill_batch = zip(Dir)[generators, pro] of OccludedFill occluded_fill;
                [fill] FillBatch fill_batch = map(Dir)[generators] of Fill fill, fill_in_place;
                [fill] RayAttacksBatch ray_attacks_batch = zip(Dir)[sliders, empty] of RayAttacks ray_attacks;
                [fill] RookAttacksBatch rook_attacks_batch = zip[rooks, empty] of RookAttacks rook_attacks;
                [fill] BishopAttacksBatch bishop_attacks_batch = zip[bishops, empty] of BishopAttacks bishop_attacks;
                [fill] QueenAttacksBatch queen_attacks_batch = zip[queens, empty] of QueenAttacks queen_attacks;
                [fill] AttacksByDirectionBatch attacks_by_direction_batch = by_dir[sliders, empty] of AttacksByDirection attacks_by_direction;
                [fill] SideAttacksBatch side_attacks_batch = from_side(Color)[sides, occupied] of SideAttacks side_attacks;
                [fill] KingSafetyBatch king_safety_batch = from_king(Color)[kings, ours, theirs] of KingSafety king_safety;
                [leapers] KnightAttacksBatch knight_attacks_batch = map[knights] of KnightAttacks knight_attacks, knight_attacks_in_place;
                [leapers] KingAttacksBatch king_attacks_batch = map[kings] of KingAttacks king_attacks, king_attacks_in_place;
                [leapers] PawnAttacksBatch pawn_attacks_batch = map(Color)[pawns] of PawnAttacks pawn_attacks, pawn_attacks_in_place;
                [leapers] PawnPushesBatch pawn_pushes_batch = zip(Color)[pawns, empty] of PawnPushes pawn_pushes;
                [leapers] PawnDoublePushesBatch pawn_double_pushes_batch = zip(Color)[pawns, empty] of PawnDoublePushes pawn_double_pushes;
                [line_attacks] RookAttacksFromBatch rook_attacks_from_batch = from_sq[squares, occupied] of RookAttacksFrom rook_attacks_from;
                [line_attacks] BishopAttacksFromBatch bishop_attacks_from_batch = from_sq[squares, occupied] of BishopAttacksFrom bishop_attacks_from;
                [line_attacks] QueenAttacksFromBatch queen_attacks_from_batch = from_sq[squares, occupied] of QueenAttacksFrom queen_attacks_from;
                [line_attacks] RookAttacksFromSquares rook_attacks_from_squares = squares[squares, occupied] of RookAttacksFrom rook_attacks_from;
                [line_attacks] BishopAttacksFromSquares bishop_attacks_from_squares = squares[squares, occupied] of BishopAttacksFrom bishop_attacks_from;
                [line_attacks] QueenAttacksFromSquares queen_attacks_from_squares = squares[squares, occupied] of QueenAttacksFrom queen_attacks_from;
                [line_attacks] EastAttacksBySubtractionBatch east_attacks_by_subtraction_batch = zip[rooks, occupied] of EastAttacksBySubtraction east_attacks_by_subtraction;
                [line_attacks] WestAttacksBySubtractionBatch west_attacks_by_subtraction_batch = zip[rooks, occupied] of WestAttacksBySubtraction west_attacks_by_subtraction;
                [diagonal_shift] DiagonalShiftBlBatch diagonal_shift_bl_batch = map[x] of DiagonalShiftBl diagonal_shift_bl, diagonal_shift_bl_in_place;
                [diagonal_shift] DiagonalShiftTlBatch diagonal_shift_tl_batch = map[x] of DiagonalShiftTl diagonal_shift_tl, diagonal_shift_tl_in_place;
                [diagonal_shift] DiagonalShiftBrBatch diagonal_shift_br_batch = map[x] of DiagonalShiftBr diagonal_shift_br, diagonal_shift_br_in_place;
                [diagonal_shift] DiagonalShiftTrBatch diagonal_shift_tr_batch = map[x] of DiagonalShiftTr diagonal_shift_tr, diagonal_shift_tr_in_place;
                [extract] ExtractDiagonalBatch extract_diagonal_batch = to_u8[x] of ExtractDiagonal extract_diagonal;
                [extract] ExtractAntiDiagonalBatch extract_anti_diagonal_batch = to_u8[x] of ExtractAntiDiagonal extract_anti_diagonal;
                [extract] ExtractFileBatch extract_file_batch = to_u8(File)[x] of ExtractFile extract_file;
                [extract] ExtractDiagonalThroughBatch extract_diagonal_through_batch = to_u8(Square)[x] of ExtractDiagonalThrough extract_diagonal_through;
                [extract] ExtractAntiDiagonalThroughBatch extract_anti_diagonal_through_batch = to_u8(Square)[x] of ExtractAntiDiagonalThrough extract_anti_diagonal_through;
                [deposit] DepositDiagonalBatch deposit_diagonal_batch = from_u8[bits] of DepositDiagonal deposit_diagonal;
                [deposit] DepositAntiDiagonalBatch deposit_anti_diagonal_batch = from_u8[bits] of DepositAntiDiagonal deposit_anti_diagonal;
                [deposit] DepositFileBatch deposit_file_batch = from_u8(File)[bits] of DepositFile deposit_file;
                [deposit] DepositDiagonalThroughBatch deposit_diagonal_through_batch = from_u8(Square)[bits] of DepositDiagonalThrough deposit_diagonal_through;
                [deposit] DepositAntiDiagonalThroughBatch deposit_anti_diagonal_through_batch = from_u8(Square)[bits] of DepositAntiDiagonalThrough deposit_anti_diagonal_through;
                [flip] FlipVerticalBatch flip_vertical_batch = map[x] of FlipVertical flip_vertical, flip_vertical_in_place;
                [flip] MirrorHorizontalBatch mirror_horizontal_batch = map[x] of MirrorHorizontal mirror_horizontal, mirror_horizontal_in_place;
                [flip] FlipDiagonalBatch flip_diagonal_batch = map[x] of FlipDiagonal flip_diagonal, flip_diagonal_in_place;
                [flip] FlipAntiDiagonalBatch flip_anti_diagonal_batch = map[x] of FlipAntiDiagonal flip_anti_diagonal, flip_anti_diagonal_in_place;
                [flip] Rotate180Batch rotate_180_batch = map[x] of Rotate180 rotate_180, rotate_180_in_place;
                [flip] Rotate90ClockwiseBatch rotate_90_clockwise_batch = map[x] of Rotate90Clockwise rotate_90_clockwise, rotate_90_clockwise_in_place;
                [flip] Rotate90AnticlockwiseBatch rotate_90_anticlockwise_batch = map[x] of Rotate90Anticlockwise rotate_90_anticlockwise, rotate_90_anticlockwise_in_place;
                [flip] PseudoRotate45ClockwiseBatch pseudo_rotate_45_clockwise_batch = map[x] of PseudoRotate45Clockwise pseudo_rotate_45_clockwise, pseudo_rotate_45_clockwise_in_place;
                [flip] PseudoRotate45AnticlockwiseBatch pseudo_rotate_45_anticlockwise_batch = map[x] of PseudoRotate45Anticlockwise pseudo_rotate_45_anticlockwise, pseudo_rotate_45_anticlockwise_in_place;
            }
        }
    };
}

/// The catalogue for the crate's own code (a call of [`__catalogue!`] by
/// the crate): `with_catalogue!(single cb)`, `(batch cb)`, `(kernels cb)`,
/// `(kernels single cb)` as there, and a shape's arm for every row:
///
/// * `with_catalogue!(single => arm (context))`: each single-board row
///   normalised, to `shapes/single.rs`'s `arm`;
/// * `with_catalogue!(batch => arm (context))`: each batch row normalised, to
///   its shape's `arm`;
/// * `with_catalogue!(every => arm (context))`: both.
///
/// The arms: `sig` (the implementation signature, a `type`), `method` (the
/// [`KernelTable`](crate::KernelTable) method), `free` (the free function;
/// the context is the module that holds what it calls, see `api.rs`).
/// `batch_loop!` calls a shape's `loop` arm.
macro_rules! with_catalogue {
    ($($how:tt)*) => {
        $crate::__catalogue!($($how)*);
    };
}
