"""The library as a dependent builds it, for the machine-code checks
(`check-codegen-copies.py`, `check-lanes-code.py`): a release build with
none of this repository's RUSTFLAGS, its rlib's objects extracted."""

import contextlib
import glob
import os
import subprocess
import sys
import tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def build(target_dir):
    """Builds the library (release, plain x86-64) into `target_dir`; the
    newest rlib's path."""
    env = dict(os.environ, CARGO_TARGET_DIR=target_dir)
    # The flags a dependent's build has: none of this repository's.
    for var in ("RUSTFLAGS", "CARGO_BUILD_RUSTFLAGS", "CARGO_ENCODED_RUSTFLAGS"):
        env.pop(var, None)
    env["CARGO_ENCODED_RUSTFLAGS"] = ""
    subprocess.run(["cargo", "build", "--release", "--lib", "-q"], cwd=ROOT, env=env, check=True)
    rlibs = sorted(glob.glob(os.path.join(target_dir, "release", "deps", "libbitboard_simd-*.rlib")),
                   key=os.path.getmtime)
    if not rlibs:
        sys.exit(f"{os.path.basename(sys.argv[0])}: no rlib was built")
    return rlibs[-1]


@contextlib.contextmanager
def objects(rlib):
    """The rlib's objects, extracted: (directory, sorted `.o` names)."""
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["ar", "x", rlib], cwd=tmp, check=True)
        yield tmp, sorted(f for f in os.listdir(tmp) if f.endswith(".o"))
