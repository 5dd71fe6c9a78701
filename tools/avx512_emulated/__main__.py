"""Entry point: `python3 tools/avx512_emulated BINARY SHIM STUBS_BIN
STUBS_OBJECT` (tools/avx512-emulated.sh builds and passes them)."""

import runner

runner.main()
