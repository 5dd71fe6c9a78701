//! What the shapes share (`catalogue/shapes/`): the length check of every
//! batch method, the portable loop's entry for the trees ([`batch_loop!`]),
//! and the arms of the shapes whose implementation takes the input slices,
//! the output slice, then the parameters ([`slices!`]).

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
