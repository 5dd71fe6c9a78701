"""One implementation against the portable implementation of the same
kernel, both run in the guest: the single-board form on edge and random
inputs, a batch form on every length 0..=70 and a long one, at shifted
starts, in place where the kernel has an in-place form, with guard bytes
around every buffer checked untouched."""

import random
import struct
import zlib

import abi
import inputs
from guest import DATA, SLOT, Fault

SINGLE_CALLS = 8000
# Every length 0..=70 four times (the first round sweeps each kernel's
# edge inputs element by element), then two long batches.
BATCH_LENGTHS = list(range(71)) * 4 + [1000, 1000]
GUARD = 64
GUARD_BYTE = 0xA5
# The reference's and the implementation's output buffers start filled
# with different bytes, so an element either one leaves unwritten differs.
REFERENCE_FILL, CANDIDATE_FILL = 0xC3, 0x3C
# Guest buffers: the input slices in slots 0-3, the output in slot 4,
# `Side` arguments in slot 5, a returned struct in slot 6 (slot 7: CPUID).
OUTPUT_SLOT, SIDE_SLOT, RETURN_SLOT = 4, 5, 6
MAX_REPORTED = 3


class Mismatch(Exception):
    pass


class Context:
    """What every check needs: the guest, the catalogue and the layouts."""

    def __init__(self, guest, singles, batches, layouts):
        self.guest = guest
        self.singles = singles
        self.batches = batches
        self.layouts = layouts


class Result:
    def __init__(self):
        self.calls = 0
        self.mismatches = 0
        self.reports = []
        self.fault = None
        self.stats = {}

    def mismatch(self, text):
        self.mismatches += 1
        if len(self.reports) < MAX_REPORTED:
            self.reports.append(text)


def _guarded(guest, address, size, fill):
    """Fills [address, address + size) with `fill` and GUARD guard bytes on
    either side."""
    guest.write(address - GUARD, bytes([GUARD_BYTE]) * GUARD + bytes([fill]) * size + bytes([GUARD_BYTE]) * GUARD)


def _guards_intact(guest, address, size):
    return (guest.read(address - GUARD, GUARD) == bytes([GUARD_BYTE]) * GUARD
            and guest.read(address + size, GUARD) == bytes([GUARD_BYTE]) * GUARD)


def _data(layout, raw, n):
    """n consecutive values with their padding bytes zeroed."""
    if all(layout.data_mask):
        return raw
    return b"".join(layout.data(raw[i * layout.size:(i + 1) * layout.size]) for i in range(n))


def _first_difference(layout, a, b, n):
    for i in range(n):
        s = slice(i * layout.size, (i + 1) * layout.size)
        if layout.data(a[s]) != layout.data(b[s]):
            return i
    return None


# ---------------------------------------------------------------- single-board forms

def call_single(ctx, function, single, args, fill, reference):
    """Calls a single-board form; returns its result's data bytes, or
    raises Mismatch where it wrote outside its result."""
    guest, layouts = ctx.guest, ctx.layouts
    registers, out = [], None
    ret = layouts[single.ret]
    if single.ret in abi.MEMORY_RETURNS:
        out = DATA + SLOT * RETURN_SLOT + GUARD
        _guarded(guest, out, ret.size, fill)
        registers.append(out)
    for j, ((_, ty), value) in enumerate(zip(single.args, args)):
        if ty == "Side":
            at = DATA + SLOT * SIDE_SLOT + 0x100 * j
            guest.write(at, layouts[ty].encode(value))
            registers.append(at)
        else:
            registers.append(value)
    rax = guest.call(function, registers)
    if out is None:
        return (rax & ((1 << (8 * ret.size)) - 1)).to_bytes(ret.size, "little")
    if reference and rax != out:
        raise Fault(f"the portable form returned rax={rax:#x}, not its result's address {out:#x}: ABI misread")
    if not _guards_intact(guest, out, ret.size):
        raise Mismatch("wrote outside its returned struct")
    return layouts[single.ret].data(guest.read(out, ret.size))


def check_single(ctx, single, copies, reference, seed, result):
    r = random.Random(seed)
    checks = double = pinned = 0
    for i in range(SINGLE_CALLS):
        args = inputs.arguments(single, r, i)
        expected = call_single(ctx, reference, single, args, REFERENCE_FILL, True)
        if single.name == "king_safety":
            checkers, pins = struct.unpack_from("<QQ", expected)
            checks += checkers != 0
            double += checkers & (checkers - 1) != 0
            pinned += pins != 0
        for copy in copies:
            result.calls += 1
            try:
                got = call_single(ctx, copy, single, args, CANDIDATE_FILL, False)
            except Mismatch as e:
                result.mismatch(f"copy {copy:#x}, args {_show(args)}: {e}")
                continue
            if got != expected:
                result.mismatch(f"copy {copy:#x}, args {_show(args)}: {got.hex()} (portable: {expected.hex()})")
    if single.name == "king_safety":
        result.stats = {"in check": checks, "double check": double, "with a pin": pinned}


def _show(args):
    return "(" + ", ".join(hex(a) if isinstance(a, int) else "(" + ", ".join(map(hex, a)) + ")" for a in args) + ")"


# ---------------------------------------------------------------- batch forms

class BatchCall:
    """One batch call's inputs and buffer layout, the same for the
    reference and every copy."""

    def __init__(self, ctx, batch, n, r, sweep):
        self.batch, self.n = batch, n
        single = ctx.singles[batch.single]
        types = [t for _, t in single.args]
        self.input_types = types[:len(batch.inputs)]
        if batch.shape == "squares":
            self.input_types = types[:1]  # one occupied board for every square
        self.out_type = single.ret
        parameters = types[len(self.input_types):]
        elements = [inputs.arguments(single, r, k if sweep else 64 + k) for k in range(n)]
        self.params = [inputs.value(t, r) for t in parameters]
        self.columns = [[e[j] for e in elements] for j in range(len(self.input_types))]
        # Shifted starts: any offset of the element's alignment below 64.
        self.offsets = []
        for ty in self.input_types + [self.out_type]:
            align = ctx.layouts[ty].align
            self.offsets.append(align * r.randrange(64 // align))

    def run(self, ctx, function, fill, in_place=False):
        """Runs the batch; returns the output's data bytes. Raises Mismatch
        where it wrote outside its output or changed an input."""
        guest, layouts, n = ctx.guest, ctx.layouts, self.n
        slices = []
        for j, (ty, column) in enumerate(zip(self.input_types, self.columns)):
            at = DATA + SLOT * j + GUARD + self.offsets[j]
            data = b"".join(layouts[ty].encode(v) for v in column)
            guest.write(at - GUARD, bytes([GUARD_BYTE]) * GUARD + data + bytes([GUARD_BYTE]) * GUARD)
            slices.append((at, data))
        out_layout = layouts[self.out_type]
        size = n * out_layout.size
        if in_place:
            out = slices[0][0]
        else:
            out = DATA + SLOT * OUTPUT_SLOT + GUARD + self.offsets[-1]
            _guarded(guest, out, size, fill)
        shape = self.batch.shape
        if shape == "map":
            arguments = [slices[0][0], out, n] + self.params
        elif shape == "squares":
            arguments = [slices[0][0], n] + self.params + [out, n]
        else:
            arguments = [x for at, _ in slices for x in (at, n)] + [out, n] + self.params
        guest.call(function, arguments)
        if not _guards_intact(guest, out, size):
            raise Mismatch("wrote outside its output")
        for j, (at, data) in enumerate(slices):
            if (j > 0 or not in_place) and guest.read(at, len(data)) != data:
                raise Mismatch(f"changed its input slice {j}")
        return _data(out_layout, guest.read(out, size), n)

    def describe(self, in_place):
        first = _show([c[0] for c in self.columns]) if self.n else "()"
        return (f"n={self.n}{' in place' if in_place else ''}, params {_show(self.params)}, "
                f"offsets {self.offsets}, first element {first}")


def check_batch(ctx, batch, copies, reference, seed, result):
    r = random.Random(seed)
    out_layout = ctx.layouts[ctx.singles[batch.single].ret]
    for round_, n in enumerate(BATCH_LENGTHS):
        call = BatchCall(ctx, batch, n, r, sweep=round_ < 71)
        expected = call.run(ctx, reference, REFERENCE_FILL)
        if n >= 4 and expected == _data(out_layout, bytes([REFERENCE_FILL]) * (n * out_layout.size), n):
            raise Fault("the portable form wrote nothing: ABI misread")
        forms = [False, True] if batch.shape == "map" else [False]
        for copy in copies:
            for in_place in forms:
                result.calls += 1
                try:
                    got = call.run(ctx, copy, CANDIDATE_FILL, in_place)
                except Mismatch as e:
                    result.mismatch(f"copy {copy:#x}, {call.describe(in_place)}: {e}")
                    continue
                if got != expected:
                    layout = ctx.layouts[call.out_type]
                    i = _first_difference(layout, got, expected, n)
                    result.mismatch(f"copy {copy:#x}, {call.describe(in_place)}: element {i} differs")


def check(ctx, kernel, copies, reference):
    """Runs one implementation's check; returns its Result."""
    result = Result()
    seed = zlib.crc32(kernel.encode())
    try:
        if kernel in ctx.singles:
            check_single(ctx, ctx.singles[kernel], copies, reference, seed, result)
        else:
            check_batch(ctx, ctx.batches[kernel], copies, reference, seed, result)
    except Fault as e:
        result.fault = str(e)
    except Exception as e:  # the tool's own error: reported, never a pass
        result.fault = f"the check failed: {type(e).__name__}: {e}"
    return result
