//! The shapes of the catalogue's rows, one file each: everything that
//! differs from one shape to another, written once.
//!
//! Each shape is one macro, `__shape_<shape>!`, called with an arm and a row
//! (`catalogue`'s `@shape` table picks the macro). Its arms:
//!
//! * `describe how <row as written>`: the row normalised (the public
//!   function's input slices, parameters and output element), handed to
//!   the normaliser (`rows.rs`); batch shapes only;
//! * `sig () <row>`: the implementation signature, `pub(crate) type name =
//!   unsafe fn(..);` (`selection/kernel.rs`);
//! * `method () <row>`: the [`KernelTable`](crate::KernelTable) method(s),
//!   the lengths checked first (`selection/table.rs`);
//! * `free (face) <row>`: the free function(s), calling what `face` (a
//!   module in scope) holds (`api.rs`);
//! * `loop [features] [attributes] batch (P) single`: a
//!   portable batch form as a loop of the single-board function (`arch`,
//!   through [`batch_loop!`]); batch shapes only.
//!
//! Most batch shapes take their slices the same way (the implementation
//! gets the input slices, the output slice, then the parameters): their
//! macros hand the `sig`, `method`, `free` and `loop` arms to [`slices!`]
//! with their documentation. `map` (raw pointers, for its in-place form)
//! and `squares` (one occupancy before the output) write their own.

mod by_dir;
mod from_side;
mod from_sq;
mod from_u8;
mod map;
mod single;
mod squares;
mod to_u8;
mod zip;

/// Panics with both lengths. Called before anything is written.
#[cold]
#[inline(never)]
#[track_caller]
pub(crate) fn length_mismatch(kernel: &str, a: &str, a_len: usize, b: &str, b_len: usize) -> ! {
    panic!("bitboard_simd::{kernel}: `{a}` has {a_len} elements but `{b}` has {b_len}")
}

/// Panics (with both lengths) unless the slices `a` and `b` of `kernel`'s
/// call have the same length.
macro_rules! check_len {
    ($kernel:ident, $a:ident, $b:ident) => {
        if $a.len() != $b.len() {
            $crate::catalogue::length_mismatch(
                stringify!($kernel),
                stringify!($a),
                $a.len(),
                stringify!($b),
                $b.len(),
            );
        }
    };
}
pub(crate) use check_len;

/// A portable batch form: a loop of the single-board function, for the
/// trees (`arch`). `batch_loop!(["features" =>] [#[attr]..] shape[(P)],
/// batch, single)` defines `batch`, the shape's implementation signature,
/// with `#[target_feature(enable = "features")]` where given (the per-level
/// copies in `x86_64/*/autovec.rs` compile the same loop for their level,
/// where it is auto-vectorised).
macro_rules! batch_loop {
    ($($features:literal =>)? $(#[$attr:meta])* $shape:ident $(($p:ty))?, $batch:ident, $single:path) => {
        $crate::__catalogue! { @shape $shape loop [$($features)?] [$(#[$attr])*] $batch ($($p)?) $single }
    };
}

/// The arms of the shapes whose implementation takes the input slices,
/// the output slice, then the parameters, each with the documentation its
/// shape gives.
macro_rules! slices {
    (sig $name:ident ($($x:ident: $X:ty),+; $($p:ident: $P:ty),*) -> $O:ty) => {
        pub(crate) type $name = unsafe fn($(&[$X],)+ &mut [$O] $(, $P)*);
    };
    (method [$(#[$doc:meta])*] $name:ident
        ($x0:ident: $X0:ty $(, $x:ident: $X:ty)*; $($p:ident: $P:ty),*) -> $O:ty
    ) => {
        $(#[$doc])*
        #[inline]
        #[track_caller]
        pub fn $name(&self, $x0: &[$X0], $($x: &[$X],)* $($p: $P,)* output: &mut [$O]) {
            $($crate::catalogue::check_len!($name, $x0, $x);)*
            $crate::catalogue::check_len!($name, $x0, output);
            // SAFETY: the table holds only implementations whose features
            // the CPU has (see `KernelTable::build`); the lengths are equal.
            unsafe { (self.$name.f)($x0, $($x,)* output $(, $p)*) }
        }
    };
    (free [$(#[$doc:meta])*] ($face:ident) $name:ident
        ($($x:ident: $X:ty),+; $($p:ident: $P:ty),*) -> $O:ty
    ) => {
        $(#[$doc])*
        #[inline]
        #[track_caller]
        pub fn $name($($x: &[$X],)+ $($p: $P,)* output: &mut [$O]) {
            $face::active().$name($($x,)+ $($p,)* output)
        }
    };
    (loop [$($features:literal)?] [$(#[$attr:meta])*] $batch:ident $single:path;
        ($($x:ident: $X:ty),+; $($p:ident: $P:ty),*) -> $O:ty
    ) => {
        $(#[$attr])*
        $(#[target_feature(enable = $features)])?
        pub(crate) fn $batch($($x: &[$X],)+ out: &mut [$O] $(, $p: $P)*) {
            $crate::catalogue::slices!(@zip o out [o] [out.iter_mut()] $single [$($x)+] [$($p)*]; $($x)+);
        }
    };
    // `for ((o, &a), &b) in out.iter_mut().zip(a).zip(b) { *o = single(a, b, p) }`,
    // one `zip` per input slice.
    (@zip $o:ident $out:ident [$($pat:tt)*] [$($iter:tt)*] $single:path [$($x:ident)+] [$($p:ident)*]; $next:ident $($rest:ident)*) => {
        $crate::catalogue::slices!(@zip $o $out [($($pat)*, &$next)] [$($iter)*.zip($next)] $single [$($x)+] [$($p)*]; $($rest)*)
    };
    (@zip $o:ident $out:ident [$($pat:tt)*] [$($iter:tt)*] $single:path [$($x:ident)+] [$($p:ident)*];) => {
        for $($pat)* in $($iter)* {
            *$o = $single($($x,)+ $($p),*);
        }
    };
}
pub(crate) use slices;
