//! The report's JSON types, as written by a measuring run and read by
//! `--compare` and `--validate`.
//!
//! # JSON schema, version 4
//!
//! A consumer must check `schema_version`; fields may be added within a
//! version, never removed or changed in meaning. Times are nanoseconds per
//! board (`f64`); a figure that was not measured is `null`. `--compare`
//! reads versions 1 to 4; `--validate` checks versions 2 to 4, each by
//! what its version records (see `validate.rs`).
//!
//! Changes from version 3: `catalogue`, the kernels of the build that
//! wrote the report (so a report is complete against its own build, not
//! against a later one with more kernels); `build.function_alignment`, the
//! alignment of the build's functions as found at run time (the single-board
//! figures through the table move by about a cycle where a function's code
//! crosses a 64-byte line, see `docs/report.md`); per implementation
//! `engine_ns` (the per-square lookups inlined through the token in a loop
//! the compiler cannot vectorise, as an engine calls them; its rounds under
//! `rounds.engine_ns`); `token.figure`, the figure the token's judgement
//! reads (`engine_ns` where measured, else `inlined_ns`, as in earlier
//! versions), its `fastest`, `chosen_ns`, `regret` and `unsettled` by
//! that figure.
//!
//! Changes from version 2: per kernel `unsettled` and `token.unsettled`,
//! the summary's `settled` counts: which rankings the rounds settle, by the
//! rule in `settle.rs` (a paired sign test over the rounds). They are
//! derived from the stored rounds alone; `--resettle FILE` writes them into
//! a version-2 file without changing any measured figure.
//!
//! Changes from version 1: `settings.rounds`; `build.git_commit` and
//! `build.git_dirty`; per implementation `rounds` and `round_spread`; the
//! `summary` spread fields. Every figure is now the median over rounds of
//! each round's median (version 1 had one round: the median of its
//! samples); `min_ns` and `spread` pool the samples of all rounds.
//!
//! ```text
//! {
//!   "schema_version": 4,
//!   "generator": "bitboard-simd <version> examples/report",
//!   "created_unix_s": u64,
//!   "settings": { "mode": "quick"|"full", "inputs": 4096,
//!                 "rounds": usize,       // each figure: median of rounds
//!                 "samples": usize,      // per figure per round
//!                 "sample_target_ms": f64, "warmup_ms": f64,
//!                 "statistic": "median",
//!                 "clock": "thread CPU time"|"wall time",
//!                 "kernel_filter": [string],
//!                 "misalign": usize },   // elements past a 64-byte line
//!   "cpu": { "vendor", "brand": string, "family", "model", "stepping": u32,
//!            "features": [string], "highest_level": string,
//!            "pext_slow": bool, "pext_verdict": string, "bmi_erratum": bool },
//!   "detection": { "available_levels": [string], "active_level": string,
//!                  "reason": string, "env_BITBOARD_SIMD": string|null,
//!                  "static_dispatch": bool },
//!   "build": { "target", "target_features" ([string]), "profile",
//!              "opt_level", "rustc", "crate_version",
//!              "git_commit": string|null,   // HEAD of the checkout when
//!              "git_dirty": bool|null,      // the report ran; tracked
//!                                           // files modified (null for a
//!                                           // binary copied elsewhere)
//!              "function_alignment": u32 }, // v4: bytes, the largest power
//!                                           // of two dividing the addresses
//!                                           // of the report's probe functions
//!   "catalogue": [string],               // v4: every kernel of the build
//!   "dispatch_description": string,      // bitboard_simd::describe()
//!   "baselines": {                       // u64 -> u64 loop shape, ns/iteration
//!     "loop_throughput_ns", "loop_latency_ns",   // loads/stores only
//!     "call_throughput_ns", "call_latency_ns" }, // + indirect call to a no-op
//!   "kernels": [ {
//!     "name": string, "family": string, "batch": bool,
//!     "metric": "throughput"|"batch",    // the figure `ns`, regret and
//!                                        // fastest are judged by
//!     "chosen": string,                  // kernels().implementation(k):
//!                                        // the table in force (a wisdom
//!                                        // file's where one is installed)
//!     "chosen_ns": f64|null,
//!     "fastest": string, "fastest_ns": f64,
//!     "regret": f64|null,                // chosen_ns / fastest_ns - 1
//!     "dispatched_ns": f64|null,         // via kernels() on every call
//!     "dispatched_latency_ns": f64|null,
//!     "unsupported": [string],           // registered, not runnable here
//!     "unsettled": [string],             // v3: the implementations whose
//!                                        // rounds do not settle that
//!                                        // `fastest` beats them (by `ns`;
//!                                        // `fastest` not listed)
//!     "implementations": [ {             // registry (preference) order
//!       "name", "level": string, "requires": [string], "uses_pext": bool,
//!       "preference": usize,             // index in Kernel::implementations()
//!       "throughput_ns", "latency_ns", "batch_ns": f64|null,
//!       "inlined_ns": f64,               // added in version 2, single
//!                                        // kernels: the throughput loop
//!                                        // with it inlined through a token
//!                                        // of the dispatch level (absent
//!                                        // where that token may not use it)
//!       "engine_ns": f64,                // v4, the per-square lookups: the
//!                                        // same loop, not vectorisable
//!       "ns": f64,                       // the `metric` figure
//!       "min_ns": f64, "spread": f64,    // its fastest sample, and the
//!                                        // interquartile range / median
//!                                        // of all its samples
//!       "rounds": { "throughput_ns"|"latency_ns"|"batch_ns": [f64] },
//!                                        // each round's median, for the
//!                                        // figures measured
//!       "round_spread": f64,             // (max - min) / median of the
//!                                        // `metric` figure's rounds
//!       "fastest": bool, "chosen": bool } ],
//!     "token": {                         // added in version 2, single kernels:
//!       "figure": "inlined_ns"|"engine_ns",  // v4 (before: inlined_ns)
//!       "level": string,                 // dispatch()'s token, its choice
//!       "chosen", "fastest": string,     // (in force) and the fastest by
//!                                        // `figure`
//!       "chosen_ns": f64|null, "fastest_ns": f64, "regret": f64|null,
//!       "unsettled": [string] } } ],     // v3: as above, by inlined_ns
//!   "summary": { "kernels", "implementations_measured": usize,
//!                "chose_fastest": usize, "mean_regret": f64,
//!                "settled": usize,       // v3: kernels with `unsettled` empty
//!                "worst_regret": f64, "worst_regret_kernel": string|null,
//!                "median_round_spread", "worst_round_spread": f64,
//!                "worst_round_spread_at": string|null,  // "kernel impl"
//!                "measure_seconds", "total_seconds": f64,
//!                "token": { "level": string, "kernels", "chose_fastest": usize,
//!                           "settled": usize,  // v3, as above
//!                           "mean_regret", "worst_regret": f64,
//!                           "worst_regret_kernel": string|null } },  // v2 addition
//!   "peers": {                           // added in version 2; absent when
//!     "inputs": usize,                   // no per-square kernel ran
//!     "rows": [ { "kernel": string,   // or a const lookup (added
//!                                        // within v3: knight_attacks_from,
//!                                        // king_attacks_from,
//!                                        // pawn_attacks_from, between,
//!                                        // line_through), occupancy "none",
//!                                        // methods "free fn", "cozy-chess",
//!                                        // "shakmaty"
//!                 "occupancy": "game"|"sparse"|"dense"|"none",
//!                 "mode": "indep"|"chain",
//!                 "method": "free fn"|"free fn, struct"|"table"|"token"|"batch"|"cozy-chess"|"shakmaty",
//!                                        // "batch": indep only, added within v3
//!                 "implementation": string|null,  // the crate's, for its paths
//!                 "ns": f64,             // per lookup, loop included:
//!                 "rounds": [f64] } ] },  // median of each round's median
//!   "positions": {                       // added within v3; absent when no
//!     "positions": usize,                // per-square kernel ran
//!     "squares_per_position": usize,
//!     "rows": [ { "kernel": string,      // the many-squares kernel
//!                 "method": "squares"|"for each"|"token"|"free fn"|"cozy-chess"
//!                           |"for each, push"|"free fn, push"
//!                           |"squares, table"|"free fn, stored",
//!                                        // the last two added within v4:
//!                                        // the table's form through a held
//!                                        // table, and the loop of the free
//!                                        // function storing each set
//!                 "implementation": string|null,
//!                 "mlookups_per_s": f64, // median of `rounds`
//!                 "rounds": [f64] } ] },
//!   "maps": {                            // added within v3; absent when
//!     "inputs": usize,                   // side_attacks did not run (and
//!     "mean_pieces": f64,                // in files written before it)
//!     "rows": [ { "kernel": "side_attacks",
//!                 "method": "free fn"|"table"|"token"|"loop"|"lean loop"|"cozy-chess"|"shakmaty",
//!                                        // loop: per-square free functions;
//!                                        // lean loop (added within v4):
//!                                        // pawns set-wise, one lookup per
//!                                        // other piece
//!                 "implementation": string|null,  // the crate's, for its paths
//!                 "ns": f64,             // per map, loop included:
//!                 "rounds": [f64] } ] }, // median of each round's median
//!   "safety": {                          // added within v4; absent when
//!     "inputs": usize,                   // king_safety did not run (and
//!     "in_check": usize,                 // in files written before it)
//!     "pinned": usize,                   // positions with a pinned piece
//!     "rows": [ { "method": "free fn"|"table"|"token"|"scan"|"scan token"|"engine loop",
//!                 "implementation": string,
//!                 "ns": f64,             // per position, loop included
//!                 "rounds": [f64] } ] }
//! }
//! ```

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

pub const SCHEMA_VERSION: u32 = 4;
/// Versions `--compare` reads (fields added in 2 to 4 default when absent).
pub const READS_VERSIONS: [u32; 4] = [1, 2, 3, 4];
/// Versions `--validate` checks (4 against its own catalogue, 3 with its
/// settled fields, 2 without).
pub const VALIDATES_VERSIONS: [u32; 3] = [2, 3, 4];
/// The version that added the settled fields (what `--resettle` writes
/// into an older file).
pub const SETTLED_VERSION: u32 = 3;

#[derive(Serialize, Deserialize)]
pub struct Report {
    pub schema_version: u32,
    pub generator: String,
    pub created_unix_s: u64,
    pub settings: Settings,
    pub cpu: CpuInfo,
    pub detection: Detection,
    pub build: Build,
    pub dispatch_description: String,
    pub baselines: Baselines,
    /// Added in version 4: the names of every kernel of the build that
    /// wrote the report, in its catalogue's order.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub catalogue: Option<Vec<String>>,
    pub kernels: Vec<KernelReport>,
    pub summary: Summary,
    /// Added in version 2: the per-square lookups beside the peer crates
    /// (absent where no per-square kernel was measured).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub peers: Option<Peers>,
    /// Added within version 3: many squares per occupancy, in an engine's
    /// shape (absent where no per-square kernel was measured).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub positions: Option<PositionsSection>,
    /// Added within version 3: a side's attack map beside loops of
    /// per-square lookups (absent where `side_attacks` was not measured,
    /// and from files written before it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub maps: Option<MapsSection>,
    /// Added within version 4: a king's checks and pins beside the scans
    /// an engine writes (absent where `king_safety` was not measured, and
    /// from files written before it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub safety: Option<SafetySection>,
}

/// Checks and pins beside the scans (`peers_safety.rs`).
#[derive(Serialize, Deserialize)]
pub struct SafetySection {
    /// Positions in one pass.
    pub inputs: usize,
    /// How many of them are in check.
    pub in_check: usize,
    /// How many of them have a pinned piece.
    pub pinned: usize,
    pub rows: Vec<SafetyRow>,
}

/// One figure of [`SafetySection`].
#[derive(Serialize, Deserialize)]
pub struct SafetyRow {
    /// "free fn", "table", "token" (the crate's `king_safety`), "scan",
    /// "scan token" (its scalar scan through the portable table and
    /// inlined) or "engine loop" (an engine's scan with the crate's
    /// per-square lookups).
    pub method: String,
    /// The crate implementation the method ran (for the engine's loop, the
    /// rook lookup's).
    pub implementation: String,
    /// ns per position, loop included: the median of `rounds`.
    pub ns: f64,
    /// Each round's median sample.
    pub rounds: Vec<f64>,
}

/// A side's attack map beside the peers' loops (`peers_maps.rs`).
#[derive(Serialize, Deserialize)]
pub struct MapsSection {
    /// Sides in one pass.
    pub inputs: usize,
    /// The mean number of pieces of a side.
    pub mean_pieces: f64,
    pub rows: Vec<MapRow>,
}

/// One figure of [`MapsSection`].
#[derive(Serialize, Deserialize)]
pub struct MapRow {
    /// `side_attacks`.
    pub kernel: String,
    /// "free fn", "table", "token" (the crate's `side_attacks`), "loop"
    /// (the crate's per-square free functions), "cozy-chess" or
    /// "shakmaty" (their per-square lookups).
    pub method: String,
    /// The crate implementation the method ran (for `loop`, the rook
    /// lookup's; `None` for a peer).
    pub implementation: Option<String>,
    /// ns per map, loop included: the median of `rounds`.
    pub ns: f64,
    /// Each round's median sample.
    pub rounds: Vec<f64>,
}

/// The per-square lookups in an engine's shape (`peers_positions.rs`).
#[derive(Serialize, Deserialize)]
pub struct PositionsSection {
    pub positions: usize,
    pub squares_per_position: usize,
    pub rows: Vec<PositionRow>,
}

/// One figure of [`PositionsSection`].
#[derive(Serialize, Deserialize)]
pub struct PositionRow {
    /// The many-squares kernel, e.g. `queen_attacks_from_squares`.
    pub kernel: String,
    /// "squares", "token", "free fn" or "cozy-chess".
    pub method: String,
    /// The crate implementation the method ran (`None` for cozy-chess).
    pub implementation: Option<String>,
    /// Million lookups per second: the median of `rounds`.
    pub mlookups_per_s: f64,
    /// Each round's figure.
    pub rounds: Vec<f64>,
}

/// The per-square lookups through the crate's paths and the peer crates.
#[derive(Serialize, Deserialize)]
pub struct Peers {
    pub inputs: usize,
    pub rows: Vec<PeerRow>,
}

/// One figure of [`Peers`].
#[derive(Serialize, Deserialize)]
pub struct PeerRow {
    pub kernel: String,
    /// "game", "sparse" or "dense"; "none" for the `const` lookups (added
    /// within version 3), which take no occupancy.
    pub occupancy: String,
    /// "indep" or "chain".
    pub mode: String,
    /// "free fn", "free fn, struct" (the free function in a loop that
    /// stores through a struct), "table", "token", "batch" (these two:
    /// independent lookups only; absent from files written before them),
    /// "cozy-chess" or "shakmaty".
    pub method: String,
    /// The crate implementation the method ran (`None` for a peer).
    pub implementation: Option<String>,
    /// ns per lookup, loop included: the median of `rounds`.
    pub ns: f64,
    /// Each round's median sample.
    pub rounds: Vec<f64>,
}

pub fn one() -> usize {
    1
}

#[derive(Serialize, Deserialize)]
pub struct Settings {
    pub mode: String,
    pub inputs: usize,
    #[serde(default = "one")]
    pub rounds: usize,
    pub samples: usize,
    pub sample_target_ms: f64,
    pub warmup_ms: f64,
    pub statistic: String,
    #[serde(default)]
    pub clock: String,
    pub kernel_filter: Vec<String>,
    #[serde(default)]
    pub misalign: usize,
}

#[derive(Serialize, Deserialize)]
pub struct CpuInfo {
    pub vendor: String,
    pub brand: String,
    pub family: u32,
    pub model: u32,
    pub stepping: u32,
    pub features: Vec<String>,
    pub highest_level: String,
    pub pext_slow: bool,
    pub pext_verdict: String,
    pub bmi_erratum: bool,
}

#[derive(Serialize, Deserialize)]
pub struct Detection {
    pub available_levels: Vec<String>,
    pub active_level: String,
    pub reason: String,
    #[serde(rename = "env_BITBOARD_SIMD")]
    pub env: Option<String>,
    pub static_dispatch: bool,
}

#[derive(Serialize, Deserialize)]
pub struct Build {
    pub target: String,
    pub target_features: Vec<String>,
    pub profile: String,
    pub opt_level: String,
    pub rustc: String,
    pub crate_version: String,
    #[serde(default)]
    pub git_commit: Option<String>,
    #[serde(default)]
    pub git_dirty: Option<bool>,
    /// Added in version 4: the alignment of the build's functions in bytes
    /// (`measure::function_alignment`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub function_alignment: Option<u32>,
}

#[derive(Serialize, Deserialize)]
pub struct Baselines {
    pub loop_throughput_ns: f64,
    pub loop_latency_ns: f64,
    pub call_throughput_ns: f64,
    pub call_latency_ns: f64,
}

#[derive(Serialize, Deserialize)]
pub struct KernelReport {
    pub name: String,
    pub family: String,
    pub batch: bool,
    pub metric: String,
    pub chosen: String,
    pub chosen_ns: Option<f64>,
    pub fastest: String,
    pub fastest_ns: f64,
    pub regret: Option<f64>,
    pub dispatched_ns: Option<f64>,
    pub dispatched_latency_ns: Option<f64>,
    #[serde(default)]
    pub unsupported: Vec<String>,
    /// Added in version 3: the implementations whose rounds do not settle
    /// that `fastest` beats them (`settle.rs`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unsettled: Option<Vec<String>>,
    pub implementations: Vec<ImplReport>,
    /// Added in version 2: single kernels only, the token's choice against
    /// the implementations inlined in a loop.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub token: Option<TokenReport>,
}

/// The token of [`bitboard_simd::dispatch`] on one kernel, judged by the
/// implementations' figure [`TokenReport::figure`].
#[derive(Serialize, Deserialize)]
pub struct TokenReport {
    /// Added in version 4: the figure judged, `engine_ns` or `inlined_ns`
    /// (absent: `inlined_ns`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub figure: Option<String>,
    /// The level of the token `dispatch` runs.
    pub level: String,
    pub chosen: String,
    pub chosen_ns: Option<f64>,
    pub fastest: String,
    pub fastest_ns: f64,
    /// `chosen_ns / fastest_ns - 1`.
    pub regret: Option<f64>,
    /// Added in version 3: as [`KernelReport::unsettled`], by `inlined_ns`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unsettled: Option<Vec<String>>,
}

#[derive(Serialize, Deserialize)]
pub struct ImplReport {
    pub name: String,
    pub level: String,
    pub requires: Vec<String>,
    pub uses_pext: bool,
    pub preference: usize,
    pub throughput_ns: Option<f64>,
    pub latency_ns: Option<f64>,
    pub batch_ns: Option<f64>,
    /// Added in version 2: the throughput loop with this implementation
    /// inlined through a pinned token of the `dispatch` level (`None` for
    /// batch kernels and where that token may not use it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub inlined_ns: Option<f64>,
    /// Added in version 4, the per-square lookups: `inlined_ns`'s loop with
    /// each occupancy through an empty `asm!`, so that the compiler cannot
    /// vectorise it (`inlined.rs`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub engine_ns: Option<f64>,
    pub ns: f64,
    #[serde(default)]
    pub min_ns: Option<f64>,
    #[serde(default)]
    pub spread: Option<f64>,
    #[serde(default)]
    pub rounds: BTreeMap<String, Vec<f64>>,
    #[serde(default)]
    pub round_spread: Option<f64>,
    pub fastest: bool,
    pub chosen: bool,
}

#[derive(Serialize, Deserialize)]
pub struct Summary {
    pub kernels: usize,
    pub implementations_measured: usize,
    pub chose_fastest: usize,
    /// Added in version 3: kernels whose fastest the rounds settle against
    /// every other implementation.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub settled: Option<usize>,
    pub mean_regret: f64,
    pub worst_regret: f64,
    pub worst_regret_kernel: Option<String>,
    #[serde(default)]
    pub median_round_spread: Option<f64>,
    #[serde(default)]
    pub worst_round_spread: Option<f64>,
    #[serde(default)]
    pub worst_round_spread_at: Option<String>,
    pub measure_seconds: f64,
    pub total_seconds: f64,
    /// Added in version 2: the tokens' choices over the single kernels
    /// with inlined figures.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub token: Option<TokenSummary>,
}

#[derive(Serialize, Deserialize)]
pub struct TokenSummary {
    pub level: String,
    pub kernels: usize,
    pub chose_fastest: usize,
    /// Added in version 3: as [`Summary::settled`], by `inlined_ns`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub settled: Option<usize>,
    pub mean_regret: f64,
    pub worst_regret: f64,
    pub worst_regret_kernel: Option<String>,
}

/// The figure a token is judged by (`TokenReport::figure`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TokenFigure {
    /// `inlined_ns`: the throughput loop with the implementation inlined.
    Inlined,
    /// `engine_ns`: the same loop, not vectorisable (the per-square
    /// lookups, version 4).
    Engine,
}

impl TokenFigure {
    /// The figure of a kernel's implementations: `engine_ns` where any has
    /// it.
    pub fn of(impls: &[ImplReport]) -> TokenFigure {
        if impls.iter().any(|i| i.engine_ns.is_some()) {
            TokenFigure::Engine
        } else {
            TokenFigure::Inlined
        }
    }

    /// The figure a token entry names (absent: `inlined_ns`).
    pub fn named(t: &TokenReport) -> Option<TokenFigure> {
        match t.figure.as_deref() {
            None | Some("inlined_ns") => Some(TokenFigure::Inlined),
            Some("engine_ns") => Some(TokenFigure::Engine),
            Some(_) => None,
        }
    }

    /// The field's name, which is also its key in `rounds`.
    pub fn name(self) -> &'static str {
        match self {
            TokenFigure::Inlined => "inlined_ns",
            TokenFigure::Engine => "engine_ns",
        }
    }

    pub fn value(self, i: &ImplReport) -> Option<f64> {
        match self {
            TokenFigure::Inlined => i.inlined_ns,
            TokenFigure::Engine => i.engine_ns,
        }
    }

    /// [`TokenFigure::value`] as the orders read it for `kernel`: where a
    /// per-square lookup has no `engine_ns` (a report before version 4),
    /// its `inlined_ns` without the implementations whose loop the
    /// compiler vectorises ([`crate::inlined::VECTORISED`]).
    pub fn judged(self, kernel: &str, i: &ImplReport) -> Option<f64> {
        let per_square = crate::inlined::ENGINE_KERNELS
            .iter()
            .any(|k| k.name() == kernel);
        if self == TokenFigure::Inlined
            && per_square
            && crate::inlined::VECTORISED.contains(&i.name.as_str())
        {
            return None;
        }
        self.value(i)
    }
}
