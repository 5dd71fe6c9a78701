//! `single`: one board (or square, or side) in, one result out, by value.
//! The normalised row is the row as written, its types as paths
//! (`rows.rs`).

#[doc(hidden)]
#[macro_export]
macro_rules! __shape_single {
    (sig () $(#[$doc:meta])* [$family:ident] $Variant:ident $name:ident ($($arg:ident: $ty:ty),*) -> $ret:ty;) => {
        pub(crate) type $name = unsafe fn($($ty),*) -> $ret;
    };
    (method () $(#[$doc:meta])* [$family:ident] $Variant:ident $name:ident ($($arg:ident: $ty:ty),*) -> $ret:ty;) => {
        $(#[$doc])*
        ///
        /// (This is the table's method; the crate-level function of the
        /// same name calls it on the active table.)
        #[inline]
        pub fn $name(&self, $($arg: $ty),*) -> $ret {
            // SAFETY: `build` and `with_implementation` only store
            // implementations whose required features are in `caps`, and
            // every table's `caps` were detected on this CPU or enabled at
            // compile time.
            unsafe { (self.$name.f)($($arg),*) }
        }
    };
    (free ($face:ident) $(#[$doc:meta])* [$family:ident] $Variant:ident $name:ident ($($arg:ident: $ty:ty),*) -> $ret:ty;) => {
        $(#[$doc])*
        // Always: the body is a slot call, or for the per-square lookups
        // the fixed lookup, which must land in the caller's loop for the
        // loop to hoist the choice (`selection::before_main`); a caller
        // with several call sites would otherwise get one shared copy.
        #[inline(always)]
        pub fn $name($($arg: $ty),*) -> $ret {
            if $face::STATIC_DISPATCH {
                $face::COMPILE_TIME.$name($($arg),*)
            } else if const { $face::INLINES_PORTABLE[$face::Kernel::$Variant as usize] } {
                // The portable implementation every CPU's token runs
                // (`selection::fixed::inlines_portable`): inlined from the
                // scalar token's table, whose pointers are constants here.
                $face::SCALAR_TOKEN_TABLE.$name($($arg),*)
            } else {
                // One relaxed load and an indirect call (see
                // `selection::slots`).
                $face::slots::$name($($arg),*)
            }
        }
    };
}
