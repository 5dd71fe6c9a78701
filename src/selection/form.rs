//! What a many-squares free function (`*_attacks_from_squares`) runs: the
//! two forms each CPU class chooses between, per piece (data; the choices
//! are generated from the corpus into `orders/derived.rs`, `SQUARES_FORMS`,
//! and read by `inlined.rs`).

/// What a many-squares free function runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SquaresForm {
    /// The loop of the per-square free function's inlined lookup (its
    /// inlined order's choice, `inlined::order`), inlined in the caller:
    /// what a caller's own loop of `rook_attacks_from` writing each set
    /// runs. Where that lookup is the portable one (a build without the
    /// tables), the table's form.
    Loop,
    /// The table's form: its loop inlined where the table holds `bmi2/pext`
    /// or `scalar/black_magic`, else a call through the table (the vector
    /// lanes, alone or beside `pext`).
    Table,
}
