//! The perft example's command line, kept apart so `tests/perft.rs` can
//! check its error messages.

use bitboard_simd::Level;

pub const USAGE: &str = "usage: perft \"<FEN>\" <depth> [--divide] \
     [--level scalar|sse2|avx2|bmi2|avx512] [--table] [--form recursive|free|run-with|listed] [--cozy]";

/// What the command line asks for.
#[derive(Debug, PartialEq, Eq)]
pub struct Options {
    pub fen: String,
    pub depth: u32,
    pub divide: bool,
    /// `None`: the dispatcher's choice.
    pub level: Option<Level>,
    /// Call the kernels through the level's dispatch table (one indirect
    /// call each) instead of its token, for comparison.
    pub table: bool,
    /// How the walk recurses and calls the crate (`--form`), for
    /// comparison; `None`: the recursive engine on the token.
    pub form: Option<String>,
    /// Run cozy-chess's move generator instead (bulk counting too), as the
    /// yardstick for timing the whole process.
    pub cozy: bool,
}

/// Reads the arguments after the program name; the error is one line.
pub fn parse_args(args: impl IntoIterator<Item = String>) -> Result<Options, String> {
    let mut positional = Vec::new();
    let mut divide = false;
    let mut level = None;
    let mut table = false;
    let mut cozy = false;
    let mut form = None;
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--divide" => divide = true,
            "--table" => table = true,
            "--cozy" => cozy = true,
            "--form" => form = Some(args.next().ok_or("--form needs a value")?),
            "--level" => {
                let value = args.next().ok_or("--level needs a value")?;
                level = Some(
                    value
                        .parse::<Level>()
                        .map_err(|e| format!("--level '{value}': {e}"))?,
                );
            }
            "-h" | "--help" => return Err(USAGE.to_string()),
            s if s.starts_with("--") => return Err(format!("unknown flag '{s}'")),
            _ => positional.push(arg),
        }
    }
    let [fen, depth] = <[String; 2]>::try_from(positional).map_err(|p| {
        format!(
            "expected a FEN and a depth, got {} argument(s) ({USAGE})",
            p.len()
        )
    })?;
    let depth = depth
        .parse::<u32>()
        .map_err(|_| format!("depth '{depth}' is not a non-negative integer"))?;
    Ok(Options {
        fen,
        depth,
        divide,
        level,
        table,
        form,
        cozy,
    })
}
