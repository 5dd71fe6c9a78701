//! The integration tests, one module per subject, in one test binary: one
//! crate to compile and link instead of thirteen, and one pool of test
//! threads (a fresh `cargo test` spent about a second of CPU on each
//! binary before any of its own code). `cargo test --test suite kernels::`
//! runs one module's tests.
//!
//! `corpus`, `miri`, `perft` and `target_features` stay binaries of their
//! own: CI and the docs run them by name (`cargo miri test --test miri`,
//! `UPDATE_TARGET_FEATURES=1 cargo test --test target_features`).

#[path = "../common/mod.rs"]
mod common;
#[path = "../naive/mod.rs"]
mod naive;

mod attackers;
mod board;
mod cozy;
mod cpu_model;
mod cpuid;
mod dispatch;
mod docs;
mod en_passant;
mod fixed_vectors;
mod identities;
mod kernels;
mod lookups;
mod token;
mod token_orders;
mod types;
#[cfg(feature = "std")]
mod wisdom;
