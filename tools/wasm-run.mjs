#!/usr/bin/env node
// Runs a wasm32-wasip1 program (a test binary, an example such as the
// report) under Node's WASI (`node:wasi`, preview 1; Node 20 or later).
//
//   node tools/wasm-run.mjs target/wasm32-wasip1/release/examples/report.wasm --quick
//
// As a cargo runner (then `cargo test --target wasm32-wasip1` and
// `cargo run --target wasm32-wasip1` run through it):
//
//   CARGO_TARGET_WASM32_WASIP1_RUNNER="node tools/wasm-run.mjs" cargo test --target wasm32-wasip1
//
// The program sees this process's arguments after the module's path, its
// whole environment (so BITBOARD_SIMD and the tests' variables reach it),
// and the current directory (as `.`) and the root (as `/`) as preopened
// directories, so it reads and writes files as a native program would. Its
// exit status is this process's.
import { readFile } from "node:fs/promises";
import process from "node:process";
import { WASI } from "node:wasi";

const [path, ...args] = process.argv.slice(2);
if (!path) {
  console.error("usage: node tools/wasm-run.mjs MODULE.wasm [ARGS...]");
  process.exit(2);
}
const wasi = new WASI({
  version: "preview1",
  args: [path, ...args],
  env: process.env,
  preopens: { ".": process.cwd(), "/": "/" },
  returnOnExit: true,
});
const module = await WebAssembly.compile(await readFile(path));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
process.exitCode = wasi.start(instance);
