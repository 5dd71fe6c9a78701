//! Level tokens: dispatch once at the top of a hot function, then call every
//! kernel inlined.
//!
//! A table call costs an indirect call per kernel, and the compiler cannot
//! inline through it; for sub-nanosecond kernels in an engine's move
//! generator that call costs more than the kernel. A token is a zero-sized
//! proof that the CPU supports a level. Its [`Token`] methods are the
//! kernels, `#[inline(always)]`, each calling that level's implementation
//! through a function pointer that is a compile-time constant, so the call
//! becomes direct and inlines. [`dispatch`] picks the token once and runs a
//! user's generic operation inside a function compiled with that level's
//! target features, so the user's loop and the kernels are compiled together
//! for the level.
//!
//! ```
//! use bitboard_simd::{dispatch, Square, Token, WithToken};
//!
//! /// Sums queen mobility over many positions.
//! struct Mobility<'a> {
//!     positions: &'a [(Square, u64)],
//! }
//!
//! impl WithToken for Mobility<'_> {
//!     type Output = u32;
//!
//!     // `inline(always)` lets the loop be compiled inside `dispatch`'s
//!     // per-level function, with its target features.
//!     #[inline(always)]
//!     fn run<T: Token>(self, token: T) -> u32 {
//!         self.positions
//!             .iter()
//!             .map(|&(sq, occupied)| token.queen_attacks_from(sq, occupied).count_ones())
//!             .sum()
//!     }
//! }
//!
//! let positions = [(Square::A1, 0u64), (Square::H8, 0)];
//! assert_eq!(dispatch(Mobility { positions: &positions }), 42);
//! ```
//!
//! Tokens for a level the CPU lacks cannot be created in safe code: their
//! constructors return `None`.
//!
//! ```
//! use bitboard_simd::{Avx512Token, ScalarToken, Token};
//!
//! let scalar = ScalarToken::always();
//! assert_eq!(scalar.flip_vertical(1), 1 << 56);
//! if let Some(avx512) = Avx512Token::new() {
//!     assert_eq!(avx512.flip_vertical(1), 1 << 56);
//! }
//! ```
//!
//! Which implementation a token uses: the level's table built at compile
//! time from the features the level guarantees (its
//! [`Level::required`] set, plus whatever the build already enables). A
//! kernel may have a token order, measured with the kernel inlined in a
//! loop, that the token's table follows before the preference order of
//! [`kernels`] (an inlined lookup can be vectorised with the caller's loop;
//! one behind a pointer cannot).
//! Optional extras a table may use where detected (GFNI, VBMI, PCLMULQDQ)
//! are not assumed. A token's table depends on its level alone, never on
//! the CPU's class. [`dispatch`] follows the same rules as [`kernels`]: the
//! `BITBOARD_SIMD` cap applies, and where `pdep`/`pext` are slow it uses the
//! `avx2` token instead of `bmi2`.
//!
//! [`kernels`]: crate::kernels

use core::marker::PhantomData;

use crate::features::Level;
use crate::selection::{Kernel, KernelTable, Method, Target, Use, TOKEN_ROWS};

mod sealed {
    /// Keeps [`Token`](super::Token) closed: only this crate's tokens exist.
    pub trait Sealed {
        /// The token's table. Needs a token value, which only exists where
        /// the CPU supports the level.
        fn table(self) -> &'static crate::selection::KernelTable;
    }

    /// A level's marker (`levels`), the first type parameter of
    /// [`LevelToken`](super::LevelToken): which level the token proves,
    /// and its table.
    pub trait LevelMarker: Copy + Send + Sync + Eq + core::fmt::Debug + 'static {
        /// The level.
        const LEVEL: crate::features::Level;
        /// The level's token table (a reference to its constant).
        const TABLE: &'static crate::selection::KernelTable;
        /// The token's public name (its alias), for `Debug`.
        const NAME: &'static str;
    }
}

/// A level's token table: its rows decided at compile time (the one decision,
/// use `Token`, for any CPU with the level, `TOKEN_ROWS`); a level of another
/// architecture, whose token this build can never hold, has the scalar table.
///
/// # Safety
/// Only to be used by a token whose constructor checks the level.
const unsafe fn token_table_here(level: Level) -> KernelTable {
    let level = if level.is_of_target() {
        level
    } else {
        Level::Scalar
    };
    let rows = &TOKEN_ROWS[level as usize];
    // SAFETY: the table's features are `level.required()` and the
    // compile-time features (`Target::caps`); the caller only hands this
    // table out through a token, which exists only where the CPU has
    // `level.required()`, and the compile-time features are present on
    // every CPU the program runs on. `TOKEN_ROWS[level]` is `rows` of the
    // same target, level and use (`selection::fixed`).
    unsafe { KernelTable::of_rows(Target::COMPILE_TIME, level, Use::Token, rows) }
}

macro_rules! tokens {
    ($($(#[$doc:meta])* $Token:ident => $level:ident, $TABLE:ident;)*) => {
        /// The levels' markers, the first type parameter of [`LevelToken`]
        /// (not nameable outside the crate: a token's level is its alias,
        /// [`Avx2Token`] and the others).
        pub mod levels {
            $(
                #[doc = concat!("The marker of the `", stringify!($level), "` level ([`", stringify!($Token), "`](super::", stringify!($Token), ")).")]
                #[derive(Clone, Copy, Debug, PartialEq, Eq)]
                pub struct $level;
            )*
        }

        $(
            // A `const`, not a `static`: a const's value is compiled into the
            // calling crate, so the function pointers read from it are
            // constants there and the calls inline. (A downstream crate sees
            // only a static's address, and must load the pointer.)
            // SAFETY: handed out only through a `$Token` (see `token_table_here`).
            pub(crate) const $TABLE: KernelTable = unsafe { token_table_here(Level::$level) };

            impl sealed::LevelMarker for levels::$level {
                const LEVEL: Level = Level::$level;
                const TABLE: &'static KernelTable = &$TABLE;
                const NAME: &'static str = stringify!($Token);
            }

            $(#[$doc])*
            ///
            /// An alias of [`LevelToken`], whose methods are the [`Token`]
            /// trait's.
            pub type $Token = LevelToken<levels::$level>;
        )*

        /// The token table of `level`, as a value: a copy of its constant,
        /// which the compiler evaluates once, where [`token_table_here`] would
        /// build the table again at each use (the report pins thousands of
        /// tokens, each a use).
        #[cfg_attr(not(feature = "introspection"), allow(dead_code))] // pinned tokens
        const fn token_table_value(level: Level) -> KernelTable {
            match level {
                $(Level::$level => $TABLE,)*
            }
        }

        #[cfg_attr(not(feature = "introspection"), allow(dead_code))] // introspection API
        /// The token table of `level`.
        fn token_table_of(level: Level) -> &'static KernelTable {
            match level {
                $(Level::$level => &$TABLE,)*
            }
        }
    };
}

/// A zero-sized proof that the CPU supports the level `V`: the one type of every level's token, named by its level's alias
/// ([`ScalarToken`], [`Sse2Token`], [`Avx2Token`], [`Bmi2Token`],
/// [`Avx512Token`], [`NeonToken`], [`Sve2Token`], [`Simd128Token`]). Its
/// methods are the [`Token`] trait's.
///
/// `V` is a level's marker, which only the crate names.
///
/// ```
/// use bitboard_simd::{Avx2Token, ScalarToken, Token};
///
/// assert_eq!(ScalarToken::always().flip_vertical(1), 1 << 56);
/// if let Some(avx2) = Avx2Token::new() {
///     assert_eq!(avx2.flip_vertical(1), 1 << 56);
///     assert_eq!(format!("{avx2:?}"), "Avx2Token");
/// }
/// ```
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct LevelToken<V: sealed::LevelMarker>(PhantomData<V>);

impl<V: sealed::LevelMarker> LevelToken<V> {
    /// The token, or `None` if this CPU does not support the level.
    #[inline]
    pub fn new() -> Option<Self> {
        if crate::selection::cpu()
            .features()
            .contains(V::LEVEL.required())
        {
            Some(Self(PhantomData))
        } else {
            None
        }
    }
}

impl<V: sealed::LevelMarker> LevelToken<V> {
    /// The token, without asking the CPU: only for a caller that knows the
    /// CPU has the level (`dispatch`, after the detection).
    #[inline(always)]
    const fn assumed() -> Self {
        Self(PhantomData)
    }
}

/// The token's name: `Avx2Token`.
impl<V: sealed::LevelMarker> core::fmt::Debug for LevelToken<V> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(V::NAME)
    }
}

impl<V: sealed::LevelMarker> sealed::Sealed for LevelToken<V> {
    #[inline(always)]
    fn table(self) -> &'static KernelTable {
        V::TABLE
    }
}

impl<V: sealed::LevelMarker> Token for LevelToken<V> {
    const LEVEL: Level = V::LEVEL;
}

tokens! {
    /// Proof of nothing: the portable implementations, on any target.
    ScalarToken => Scalar, SCALAR_TOKEN_TABLE;
    /// Proof of SSE2 (the x86-64 baseline).
    Sse2Token => Sse2, SSE2_TOKEN_TABLE;
    /// Proof of the `avx2` level.
    Avx2Token => Avx2, AVX2_TOKEN_TABLE;
    /// Proof of the `bmi2` level (its table uses `pdep`/`pext`; [`dispatch`]
    /// does not pick it where they are slow).
    Bmi2Token => Bmi2, BMI2_TOKEN_TABLE;
    /// Proof of the `avx512` level (F, BW, VL).
    ///
    /// Built without the crate's `avx512` feature the token still exists and
    /// `new()` still succeeds on AVX-512 CPUs, but no AVX-512 code is compiled
    /// in: its methods run the level's best AVX2/BMI2 implementations.
    Avx512Token => Avx512, AVX512_TOKEN_TABLE;
    /// Proof of NEON (the aarch64 baseline).
    NeonToken => Neon, NEON_TOKEN_TABLE;
    /// Proof of the `sve2` level (SVE, SVE2). Its table holds what the level
    /// requires: implementations that also need BitPerm (`bext`/`bdep`, an
    /// optional extra) only where the build enables it.
    Sve2Token => Sve2, SVE2_TOKEN_TABLE;
    /// Proof of WebAssembly's 128-bit SIMD (a wasm32 module built with
    /// `+simd128`; it exists only where the build enables it).
    Simd128Token => Simd128, SIMD128_TOKEN_TABLE;
}

/// The implementation the token of `level` runs for `kernel`, whether or
/// not this CPU has the level: the token tables are constants, and this
/// reads only their names (for the report and the corpus test).
#[cfg(feature = "introspection")]
pub fn token_implementation(
    level: Level,
    kernel: crate::selection::Kernel,
) -> &'static crate::selection::Implementation {
    token_table_of(level).implementation(kernel)
}

impl LevelToken<levels::Scalar> {
    /// The scalar token is always available.
    #[inline]
    pub const fn always() -> ScalarToken {
        Self::assumed()
    }
}

/// Whether a token of `level` runs `king_safety`'s snipers scan (its
/// table's choice is one of the scans), which the token then runs inlined
/// with its own per-square lookups instead of through its table's
/// function: the scan's loops make that `#[target_feature]` function too
/// large for the compiler to inline into the caller, and the call per
/// position made the perft engine 11 % slower than its own inlined scan
/// (AMD Zen 3, Kiwipete depth 5, paired runs).
const fn runs_king_safety_scan(level: Level) -> bool {
    matches!(
        Kernel::KingSafety
            .decide(Target::COMPILE_TIME, level, Use::Token)
            .method(),
        Some(Method::Bmi2Pext | Method::ScalarLoop)
    )
}

/// One method of [`Token`] per single-board entry of the catalogue.
macro_rules! token_method {
    // The king's checks and pins: see [`runs_king_safety_scan`].
    ($(#[$doc:meta])* [$family:ident] $Variant:ident king_safety
        ($king:ident : $K:ty, $ours:ident : $O:ty, $theirs:ident : $T:ty, $us:ident : $C:ty) -> $ret:ty;
    ) => {
        #[doc = "[`king_safety`](crate::king_safety) at this token's level, inlined."]
        #[inline(always)]
        fn king_safety(self, $king: $K, $ours: $O, $theirs: $T, $us: $C) -> $ret {
            if const { runs_king_safety_scan(Self::LEVEL) } {
                crate::selection::king_safety_scan(
                    $king,
                    $ours,
                    $theirs,
                    $us,
                    #[inline(always)]
                    |sq, occupied| self.rook_attacks_from(sq, occupied),
                    #[inline(always)]
                    |sq, occupied| self.bishop_attacks_from(sq, occupied),
                )
            } else {
                self.table().king_safety($king, $ours, $theirs, $us)
            }
        }
    };
    ($(#[$doc:meta])* [$family:ident] $Variant:ident $name:ident ( $($arg:ident : $ty:ty),* ) -> $ret:ty;) => {
        #[doc = concat!("[`", stringify!($name), "`](crate::", stringify!($name), ") at this token's level, inlined.")]
        #[inline(always)]
        fn $name(self, $($arg: $ty),*) -> $ret {
            self.table().$name($($arg),*)
        }
    };
}

/// A zero-sized proof that the CPU supports [`Token::LEVEL`]; its
/// methods are the catalogue's single-board kernels, inlined into the
/// caller.
///
/// [`dispatch`] picks the token of the best level once and runs a generic
/// operation ([`WithToken`]) inside a function compiled for that level, so
/// the operation and the kernels are compiled together for it; a recursive
/// function keeps the level by running each node in [`Token::enter`].
/// Tokens for a level the CPU lacks cannot be made in safe code: their
/// `new()` returns `None`.
///
/// ```
/// use bitboard_simd::{Avx512Token, ScalarToken, Token};
///
/// let scalar = ScalarToken::always();
/// assert_eq!(scalar.flip_vertical(1), 1 << 56);
/// if let Some(avx512) = Avx512Token::new() {
///     assert_eq!(avx512.flip_vertical(1), 1 << 56);
/// }
/// ```
pub trait Token: sealed::Sealed + Copy + Send + Sync + core::fmt::Debug + 'static {
    /// The level this token proves.
    const LEVEL: Level;

    /// The table behind this token's methods (built at compile time).
    #[inline(always)]
    fn kernels(self) -> &'static KernelTable {
        self.table()
    }

    with_catalogue!(single token_method);

    /// Runs `f` with this token inside a function compiled for the token's
    /// level: the way a recursive search stays at the level.
    ///
    /// A generic function such as `fn search<T: Token>(t: T, ..)` is
    /// compiled without the level's target features when it recurses:
    /// [`dispatch`] can inline its operation into the level's function,
    /// but a function cannot inline into itself, so each recursive call is
    /// a plain function again, and the level's kernels (and the compiler's
    /// own `popcnt`, `tzcnt` and vector code) become calls or portable
    /// code inside it. Putting the body of each node in `t.enter(..)` makes
    /// every node a call of the level's function with the body inlined into
    /// it: the recursion's own call, nothing added, and every kernel inline.
    ///
    /// ```
    /// use bitboard_simd::{dispatch, Square, Token, WithToken};
    ///
    /// /// Rook mobility summed over a tree: each node steps the rook one
    /// /// square up the board, `depth` levels deep.
    /// fn walk<T: Token>(t: T, sq: u8, depth: u32) -> u32 {
    ///     t.enter(|t| {
    ///         let here = Square::new(sq).unwrap();
    ///         let mobility = t.rook_attacks_from(here, 0).count_ones();
    ///         if depth == 0 || sq + 8 > 63 {
    ///             return mobility;
    ///         }
    ///         mobility + walk(t, sq + 8, depth - 1)
    ///     })
    /// }
    ///
    /// struct Root;
    /// impl WithToken for Root {
    ///     type Output = u32;
    ///     #[inline(always)]
    ///     fn run<T: Token>(self, t: T) -> u32 {
    ///         walk(t, 0, 3)
    ///     }
    /// }
    /// assert_eq!(dispatch(Root), 4 * 14);
    /// ```
    #[inline(always)]
    fn enter<R, F: FnOnce(Self) -> R>(self, f: F) -> R {
        match Self::LEVEL {
            #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
            Level::Avx512 => {
                // SAFETY: a token exists only where the CPU supports its
                // level, whose required features are what `enter_avx512`
                // enables.
                unsafe { x86::enter_avx512(self, f) }
            }
            #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
            Level::Bmi2 => {
                // SAFETY: as above, for the bmi2 level.
                unsafe { x86::enter_bmi2(self, f) }
            }
            #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
            Level::Avx2 => {
                // SAFETY: as above, for the avx2 level.
                unsafe { x86::enter_avx2(self, f) }
            }
            #[cfg(all(target_arch = "aarch64", target_feature = "neon"))]
            Level::Sve2 => {
                // SAFETY: as above, for the sve2 level.
                unsafe { aarch64::enter_sve2(self, f) }
            }
            // The baseline levels need no function of their own.
            _ => f(self),
        }
    }

    /// A knight's attacks from `sq` (the same on every CPU: the `const`
    /// [`knight_attacks_from`](crate::knight_attacks_from)), so that an
    /// engine generic over a token reads every piece through it.
    #[inline(always)]
    fn knight_attacks_from(self, sq: crate::types::Square) -> u64 {
        crate::tables::knight_attacks_from(sq)
    }

    /// A king's attacks from `sq` (the `const`
    /// [`king_attacks_from`](crate::king_attacks_from)).
    #[inline(always)]
    fn king_attacks_from(self, sq: crate::types::Square) -> u64 {
        crate::tables::king_attacks_from(sq)
    }

    /// The squares a pawn of `color` on `sq` attacks (the `const`
    /// [`pawn_attacks_from`](crate::pawn_attacks_from)).
    #[inline(always)]
    fn pawn_attacks_from(self, sq: crate::types::Square, color: crate::types::Color) -> u64 {
        crate::tables::pawn_attacks_from(sq, color)
    }

    /// The pieces of `side` that attack `sq`, sliders stopped by `occupied`
    /// ([`attackers_to`](crate::attackers_to) on this token's lookups).
    #[inline(always)]
    fn attackers_to(
        self,
        sq: crate::types::Square,
        occupied: u64,
        side: crate::types::Side,
        color: crate::types::Color,
    ) -> u64 {
        crate::lookup::attackers::attackers_with(
            sq,
            occupied,
            side,
            color,
            #[inline(always)]
            |sq, occupied| self.rook_attacks_from(sq, occupied),
            #[inline(always)]
            |sq, occupied| self.bishop_attacks_from(sq, occupied),
        )
    }

    /// Our pawns that may capture en passant onto `target`
    /// ([`en_passant_captures`](crate::en_passant_captures) on this
    /// token's lookups): the arguments are `king_safety`'s, then our pawns
    /// and the target square.
    #[inline(always)]
    fn en_passant_captures(
        self,
        king: crate::types::Square,
        ours: u64,
        theirs: crate::types::Side,
        us: crate::types::Color,
        pawns: u64,
        target: crate::types::Square,
    ) -> u64 {
        crate::lookup::en_passant::captures_with(
            king,
            ours,
            theirs,
            us,
            pawns,
            target,
            #[inline(always)]
            |sq, occupied, side, color| self.attackers_to(sq, occupied, side, color),
        )
    }
}

/// A generic operation that [`dispatch`] runs with the best token.
///
/// Mark `run` `#[inline(always)]`: it is then compiled inside a function
/// with the level's target features, so the kernels inline into it.
pub trait WithToken {
    /// What the operation returns.
    type Output;

    /// Runs the operation with `token`'s kernels.
    fn run<T: Token>(self, token: T) -> Self::Output;
}

// The decision lives in `selection` (which describes it), so that the
// selection need not import this module; it is public here, beside the tokens.
pub use crate::selection::token_level;

/// Runs `op` once with the token of [`token_level`], inside a function
/// compiled for that level's target features. `op` is compiled once per
/// level a CPU can meet: four times on x86-64 (`sse2`, `avx2`, `bmi2`,
/// `avx512`).
///
/// ```
/// use bitboard_simd::{dispatch, Token, WithToken};
///
/// struct Level;
/// impl WithToken for Level {
///     type Output = bitboard_simd::Level;
///     #[inline(always)]
///     fn run<T: Token>(self, _: T) -> Self::Output {
///         T::LEVEL
///     }
/// }
/// assert_eq!(dispatch(Level), bitboard_simd::token_level());
/// ```
#[inline]
pub fn dispatch<W: WithToken>(op: W) -> W::Output {
    let level = token_level();
    match level {
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Level::Avx512 => {
            // SAFETY: `token_level` never exceeds the detected level, so the
            // CPU has every feature `run_avx512` enables.
            unsafe { x86::run_avx512(op, Avx512Token::assumed()) }
        }
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Level::Bmi2 => {
            // SAFETY: as above, for the bmi2 level.
            unsafe { x86::run_bmi2(op, Bmi2Token::assumed()) }
        }
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Level::Avx2 => {
            // SAFETY: as above, for the avx2 level.
            unsafe { x86::run_avx2(op, Avx2Token::assumed()) }
        }
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Level::Sse2 => op.run(Sse2Token::assumed()),
        #[cfg(all(target_arch = "aarch64", target_feature = "neon"))]
        Level::Sve2 => {
            // SAFETY: `token_level` never exceeds the detected level, so the
            // CPU has every feature `run_sve2` enables.
            unsafe { aarch64::run_sve2(op, Sve2Token::assumed()) }
        }
        #[cfg(all(target_arch = "aarch64", target_feature = "neon"))]
        Level::Neon => op.run(NeonToken::assumed()),
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        Level::Simd128 => op.run(Simd128Token::assumed()),
        _ => op.run(ScalarToken::assumed()),
    }
}

/// Runs `op` with `token` inside a function compiled for the token's
/// level, as [`dispatch`] does for the detected level: for a level chosen by
/// the caller (tests, benchmarks, a `--level` flag), with the kernels and
/// the caller's loop inlined together. The token proves the CPU has the
/// level, so this is safe.
///
/// ```
/// use bitboard_simd::{run_with, Avx2Token, Token, WithToken};
///
/// struct Mirror(u64);
/// impl WithToken for Mirror {
///     type Output = u64;
///     #[inline(always)]
///     fn run<T: Token>(self, token: T) -> u64 {
///         token.mirror_horizontal(self.0)
///     }
/// }
/// if let Some(avx2) = Avx2Token::new() {
///     assert_eq!(run_with(avx2, Mirror(1)), 0x80);
/// }
/// ```
#[inline]
pub fn run_with<T: Token, W: WithToken>(token: T, op: W) -> W::Output {
    match T::LEVEL {
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Level::Avx512 => {
            // SAFETY: a token exists only where the CPU supports its level,
            // whose required features are what `run_avx512` enables.
            unsafe { x86::run_avx512(op, token) }
        }
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Level::Bmi2 => {
            // SAFETY: as above, for the bmi2 level.
            unsafe { x86::run_bmi2(op, token) }
        }
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Level::Avx2 => {
            // SAFETY: as above, for the avx2 level.
            unsafe { x86::run_avx2(op, token) }
        }
        #[cfg(all(target_arch = "aarch64", target_feature = "neon"))]
        Level::Sve2 => {
            // SAFETY: as above, for the sve2 level.
            unsafe { aarch64::run_sve2(op, token) }
        }
        _ => op.run(token),
    }
}

#[cfg(feature = "introspection")]
pub mod pinned;

#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
mod x86 {
    use super::{Token, WithToken};

    // Each wrapper enables exactly its level's `Level::required()` set: both
    // come from `with_level_features!`.
    macro_rules! run_fns {
        (Sse2 $sse2:literal; Avx2 $avx2:literal; Bmi2 $bmi2:literal; Avx512 $avx512:literal;) => {
            #[target_feature(enable = $avx2)]
            pub(super) fn run_avx2<W: WithToken, T: Token>(op: W, token: T) -> W::Output {
                op.run(token)
            }
            #[target_feature(enable = $bmi2)]
            pub(super) fn run_bmi2<W: WithToken, T: Token>(op: W, token: T) -> W::Output {
                op.run(token)
            }
            #[target_feature(enable = $avx512)]
            pub(super) fn run_avx512<W: WithToken, T: Token>(op: W, token: T) -> W::Output {
                op.run(token)
            }
            // The closure has one call site, this one, so it inlines here
            // and is compiled with the level's features.
            #[target_feature(enable = $avx2)]
            pub(super) fn enter_avx2<T: Token, R, F: FnOnce(T) -> R>(token: T, f: F) -> R {
                f(token)
            }
            #[target_feature(enable = $bmi2)]
            pub(super) fn enter_bmi2<T: Token, R, F: FnOnce(T) -> R>(token: T, f: F) -> R {
                f(token)
            }
            #[target_feature(enable = $avx512)]
            pub(super) fn enter_avx512<T: Token, R, F: FnOnce(T) -> R>(token: T, f: F) -> R {
                f(token)
            }
        };
    }
    crate::features::with_level_features!(run_fns);
}

#[cfg(all(target_arch = "aarch64", target_feature = "neon"))]
mod aarch64 {
    use super::{Token, WithToken};

    // The wrapper enables exactly the level's `Level::required()` set: both
    // come from `with_aarch64_level_features!`. (NEON, the baseline, needs
    // none.)
    macro_rules! run_fns {
        (Neon $neon:literal; Sve2 $sve2:literal;) => {
            #[target_feature(enable = $sve2)]
            pub(super) fn run_sve2<W: WithToken, T: Token>(op: W, token: T) -> W::Output {
                op.run(token)
            }
            #[target_feature(enable = $sve2)]
            pub(super) fn enter_sve2<T: Token, R, F: FnOnce(T) -> R>(token: T, f: F) -> R {
                f(token)
            }
        };
    }
    crate::features::with_aarch64_level_features!(run_fns);
}

/// What [`dispatch`] runs holds the one decision's implementation (use
/// `Token`) for the token of every recorded CPU's highest level
/// (`tests/data/cpuid.tsv`; x86-64 records: only an x86-64 build can run
/// on them): the token table of its level.
#[cfg(all(test, feature = "std", target_arch = "x86_64"))]
mod tests {
    use super::*;
    use crate::selection::{decide, Kernel, Target, Use};

    #[test]
    // Data only: nothing Miri would add.
    #[cfg_attr(miri, ignore)]
    fn every_recorded_cpu_gets_the_decisions_token() {
        for (name, cpu) in crate::detect::recorded::cpus() {
            let target = Target::of(&cpu);
            let level = cpu.highest_level();
            let table = token_table_of(target.token_level(level));
            for &kernel in Kernel::ALL {
                assert_eq!(
                    Some(table.implementation(kernel)),
                    decide(kernel, target, level, Use::Token).implementation(),
                    "{name}: {kernel}"
                );
            }
        }
    }

    /// On AMD Zen 1 (the recorded CPUID of an EPYC 7601-era part, family
    /// 0x17 model 0x01, decoded as the crate decodes the running CPU),
    /// `dispatch` runs the `avx2` token, whose queen is black magic: the
    /// Zen 1 corpus file's fastest inlined lookup at that token (so the
    /// generated avx2 token order keeps the registry's), not the byte-swap
    /// hyperbola.
    #[test]
    #[cfg(feature = "magic-table")]
    #[cfg_attr(miri, ignore)]
    fn the_zen_1_token_runs_black_magic() {
        use crate::selection::CpuClass;
        let cpus = crate::detect::recorded::cpus();
        let (name, zen1) = cpus
            .iter()
            .find(|(name, _)| name.contains("K17_Zen") && !name.contains("ZenP"))
            .expect("a recorded Zen 1");
        let target = Target::of(zen1);
        let level = zen1.highest_level();
        assert_eq!(target.class(), Some(CpuClass::AmdZen12), "{name}");
        assert_eq!(target.token_level(level), Level::Avx2, "{name}");
        for kernel in crate::selection::inlined::KERNELS {
            let d = decide(kernel, target, level, Use::Token);
            assert_eq!(d.method(), Some(Method::ScalarBlackMagic), "{name}: {d}");
            assert_eq!(
                AVX2_TOKEN_TABLE.implementation(kernel).method(),
                Method::ScalarBlackMagic
            );
        }
    }
}
