//! The crate's own item macros, on the ground floor: they name nothing of
//! the crate, and every floor may use them (`lib.rs` declares this module
//! first, with `#[macro_use]`, so they are in scope everywhere).

/// An item of the introspection API: `pub` with the `introspection`
/// feature, `pub(crate)` without it (the crate's own code uses it either
/// way; a user who has not asked for it does not see it).
macro_rules! introspection {
    ($(#[$meta:meta])* pub $($item:tt)*) => {
        #[cfg(feature = "introspection")]
        $(#[$meta])*
        pub $($item)*
        #[cfg(not(feature = "introspection"))]
        #[allow(dead_code, unused_imports)]
        $(#[$meta])*
        pub(crate) $($item)*
    };
}
