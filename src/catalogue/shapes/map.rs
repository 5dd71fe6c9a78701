//! `map` and `map(P)`: one board in, one board out, and an in-place form.
//! The implementation takes raw pointers, `(src, dst, len[, P])`, so that
//! one function serves both forms (`dst` may equal `src`).

#[doc(hidden)]
#[macro_export]
macro_rules! __shape_map {
    (describe $how:tt [$family:ident] $Variant:ident $name:ident = map $(($P:ident))? [$x:ident]
        of $Single:ident $single:ident $(, $in_place:ident)?;
    ) => {
        $crate::__catalogue_rows! {
            @batch $how [$family] $Variant $name = map of $Single $single $(, $in_place)?
                [$x: u64] [$(param: $P)?] -> u64;
        }
    };
    (sig () [$family:ident] $Variant:ident $name:ident = map of $Single:ident $single:ident $(, $in_place:ident)?
        ($x:ident: u64; $($p:ident: $P:ty)?) -> u64;
    ) => {
        pub(crate) type $name = unsafe fn(*const u64, *mut u64, usize $(, $P)?);
    };
    (method () [$family:ident] $Variant:ident $name:ident = map of $Single:ident $single:ident $(, $in_place:ident)?
        ($x:ident: u64;) -> u64;
    ) => {
        #[doc = concat!("Batch form of [`", stringify!($single), "`](crate::", stringify!($single), "): `output[i] = ", stringify!($single), "(input[i])`.")]
        ///
        /// # Panics
        /// If `input` and `output` differ in length (before writing anything).
        #[inline]
        #[track_caller]
        pub fn $name(&self, input: &[u64], output: &mut [u64]) {
            $crate::catalogue::check_len!($name, input, output);
            // SAFETY: the table holds only implementations whose features the
            // CPU has (see `KernelTable::build`); `input` and `output` are valid for
            // `input.len()` elements and do not overlap (one is `&mut`).
            unsafe { (self.$name.f)(input.as_ptr(), output.as_mut_ptr(), input.len()) }
        }
        $(
            #[doc = concat!("In-place batch form of [`", stringify!($single), "`](crate::", stringify!($single), "): `boards[i] = ", stringify!($single), "(boards[i])`.")]
            #[inline]
            pub fn $in_place(&self, boards: &mut [u64]) {
                let p = boards.as_mut_ptr();
                // SAFETY: as for the batch form; batch implementations accept
                // `dst == src` (each reads a group of boards before writing it).
                unsafe { (self.$name.f)(p, p, boards.len()) }
            }
        )?
    };
    (method () [$family:ident] $Variant:ident $name:ident = map of $Single:ident $single:ident $(, $in_place:ident)?
        ($x:ident: u64; $p:ident: $P:ty) -> u64;
    ) => {
        #[doc = concat!("Batch form of [`", stringify!($single), "`](crate::", stringify!($single), ") with one parameter for every board.")]
        ///
        /// # Panics
        /// If `input` and `output` differ in length (before writing anything).
        #[inline]
        #[track_caller]
        pub fn $name(&self, input: &[u64], $p: $P, output: &mut [u64]) {
            $crate::catalogue::check_len!($name, input, output);
            // SAFETY: see the unparameterised map shape above.
            unsafe { (self.$name.f)(input.as_ptr(), output.as_mut_ptr(), input.len(), $p) }
        }
        $(
            #[doc = concat!("In-place batch form of [`", stringify!($single), "`](crate::", stringify!($single), ").")]
            #[inline]
            pub fn $in_place(&self, boards: &mut [u64], $p: $P) {
                let p = boards.as_mut_ptr();
                // SAFETY: see the unparameterised map shape above.
                unsafe { (self.$name.f)(p, p, boards.len(), $p) }
            }
        )?
    };
    (free ($face:ident) [$family:ident] $Variant:ident $name:ident = map of $Single:ident $single:ident $(, $in_place:ident)?
        ($x:ident: u64;) -> u64;
    ) => {
        #[doc = concat!("Batch form of [`", stringify!($single), "`]: `output[i] = ", stringify!($single), "(input[i])`, dispatched once per call.")]
        ///
        /// # Panics
        /// If `input` and `output` differ in length; the message gives both
        /// lengths and nothing is written.
        #[inline]
        #[track_caller]
        pub fn $name(input: &[u64], output: &mut [u64]) {
            $face::active().$name(input, output)
        }
        $(
            #[doc = concat!("In-place batch form of [`", stringify!($single), "`].")]
            #[inline]
            pub fn $in_place(boards: &mut [u64]) {
                $face::active().$in_place(boards)
            }
        )?
    };
    (free ($face:ident) [$family:ident] $Variant:ident $name:ident = map of $Single:ident $single:ident $(, $in_place:ident)?
        ($x:ident: u64; $p:ident: $P:ty) -> u64;
    ) => {
        #[doc = concat!("Batch form of [`", stringify!($single), "`], one parameter for every board.")]
        ///
        /// # Panics
        /// If `input` and `output` differ in length; the message gives both
        /// lengths and nothing is written.
        #[inline]
        #[track_caller]
        pub fn $name(input: &[u64], $p: $P, output: &mut [u64]) {
            $face::active().$name(input, $p, output)
        }
        $(
            #[doc = concat!("In-place batch form of [`", stringify!($single), "`].")]
            #[inline]
            pub fn $in_place(boards: &mut [u64], $p: $P) {
                $face::active().$in_place(boards, $p)
            }
        )?
    };
    (loop [$($features:literal)?] [$(#[$attr:meta])*] $batch:ident () $single:path) => {
        /// Batch loop. # Safety: `src` and `dst` valid for `len` boards; `dst`
        /// may equal `src`.
        $(#[$attr])*
        $(#[target_feature(enable = $features)])?
        pub(crate) unsafe fn $batch(src: *const u64, dst: *mut u64, len: usize) {
            for i in 0..len {
                // SAFETY: `i < len` and the caller guarantees both pointers
                // are valid for `len` boards; board `i` is read before it is
                // written, so `dst == src` is fine.
                unsafe { *dst.add(i) = $single(*src.add(i)) }
            }
        }
    };
    (loop [$($features:literal)?] [$(#[$attr:meta])*] $batch:ident ($P:ty) $single:path) => {
        /// Batch loop. # Safety: as for the unparameterised map shape.
        $(#[$attr])*
        $(#[target_feature(enable = $features)])?
        pub(crate) unsafe fn $batch(src: *const u64, dst: *mut u64, len: usize, p: $P) {
            for i in 0..len {
                // SAFETY: as for the unparameterised map shape.
                unsafe { *dst.add(i) = $single(*src.add(i), p) }
            }
        }
    };
}
