"""The emulated CPU's features, read by CPUID executed inside the guest,
in the names `#[target_feature]` uses."""

import struct

# feature -> (leaf, subleaf, register index in (eax, ebx, ecx, edx), bit)
FEATURE_BITS = {
    "sse2": (1, 0, 3, 26),
    "ssse3": (1, 0, 2, 9),
    "sse4.1": (1, 0, 2, 19),
    "sse4.2": (1, 0, 2, 20),
    "popcnt": (1, 0, 2, 23),
    "avx": (1, 0, 2, 28),
    "fma": (1, 0, 2, 12),
    "lzcnt": (0x8000_0001, 0, 2, 5),
    "bmi1": (7, 0, 1, 3),
    "avx2": (7, 0, 1, 5),
    "bmi2": (7, 0, 1, 8),
    "avx512f": (7, 0, 1, 16),
    "avx512dq": (7, 0, 1, 17),
    "avx512ifma": (7, 0, 1, 21),
    "avx512cd": (7, 0, 1, 28),
    "avx512bw": (7, 0, 1, 30),
    "avx512vl": (7, 0, 1, 31),
    "avx512vbmi": (7, 0, 2, 1),
    "avx512vbmi2": (7, 0, 2, 6),
    "gfni": (7, 0, 2, 8),
    "vaes": (7, 0, 2, 9),
    "vpclmulqdq": (7, 0, 2, 10),
    "avx512vnni": (7, 0, 2, 11),
    "avx512bitalg": (7, 0, 2, 12),
    "avx512vpopcntdq": (7, 0, 2, 14),
}


def needs_emulation(features):
    """Whether a function's features include an AVX-512 one or GFNI."""
    return any(f.startswith("avx512") or f == "gfni" for f in features)


class Cpu:
    def __init__(self, guest):
        leaves = {}
        for leaf, subleaf, _, _ in FEATURE_BITS.values():
            if (leaf, subleaf) not in leaves:
                leaves[leaf, subleaf] = guest.cpuid(leaf, subleaf)
        self.features = {name for name, (leaf, subleaf, register, bit) in FEATURE_BITS.items()
                         if leaves[leaf, subleaf][register] >> bit & 1}
        brand = b"".join(struct.pack("<4I", *guest.cpuid(leaf)) for leaf in (0x8000_0002, 0x8000_0003, 0x8000_0004))
        self.brand = brand.split(b"\0")[0].decode(errors="replace").strip()
        self.vendor = struct.pack("<3I", *(guest.cpuid(0)[i] for i in (1, 3, 2))).decode(errors="replace")
        self.signature = guest.cpuid(1)[0]
        self.leaf7 = leaves[7, 0]

    def missing(self, features):
        """The features of `features` this CPU lacks."""
        return [f for f in features if f not in self.features]

    def summary(self):
        avx512 = sorted(f[len("avx512"):].upper() for f in self.features if f.startswith("avx512"))
        rest = [f for f in ("gfni", "vaes", "vpclmulqdq", "bmi2", "avx2") if f in self.features]
        family = (self.signature >> 8 & 0xF) + (self.signature >> 20 & 0xFF)
        model = (self.signature >> 4 & 0xF) | (self.signature >> 12 & 0xF0)
        return (f"{self.brand or '(no brand string)'} ({self.vendor}, family {family:#x} model {model:#x}); "
                f"AVX-512 {'/'.join(avx512) or 'none'}; {', '.join(rest).upper()}; "
                f"CPUID.7.0: ebx={self.leaf7[1]:#010x} ecx={self.leaf7[2]:#010x} edx={self.leaf7[3]:#010x}")
