"""The kernels' types in guest memory and the implementations' calling
convention.

Implementation functions are plain Rust functions (`extern "Rust"`); on
x86-64 Linux that is the System V convention for what these kernels pass,
as read from the release binary's disassembly (`objdump -d -M intel`):

* integers and the one-byte types (`Square`, `File`, `Color`, `Dir`) in
  rdi, rsi, rdx, rcx, r8, r9, then 8-byte stack slots; the tool passes
  one-byte values zero-extended;
* `Side` (48 bytes) by a pointer to a copy;
* `KingSafety` and `[u64; 8]` returned through a hidden pointer in rdi,
  which rax holds on return (checked on every call of the portable form);
  `u64` and `u8` in rax (for `u8`, al);
* a slice as (pointer, length); a `map` batch as (input pointer, output
  pointer, length, parameter), its in-place form with both pointers equal;
  a `squares` batch as (squares, length, occupied, output, length); every
  other batch as its input slices, the output slice, then its parameter.

The layouts of `Side` and `KingSafety` are read from their sources:
both are `repr(C)` (`Side` six `u64` fields in their order). Padding bytes
are never compared.
"""


import crate

BYTE_TYPES = ("u8", "Square", "File", "Color", "Dir")
# Returned through a hidden pointer in rdi.
MEMORY_RETURNS = ("KingSafety", "[u64; 8]")


class Layout:
    """A type's size, alignment and which of its bytes hold data."""

    def __init__(self, size, align, fields):
        self.size = size
        self.align = align
        self.fields = fields  # [(name, offset, size)]
        self.data_mask = bytearray(size)
        for _, offset, width in fields:
            self.data_mask[offset:offset + width] = b"\xff" * width

    def encode(self, value):
        """A value as bytes: an int for a scalar, a tuple for a struct."""
        if len(self.fields) == 1:
            return value.to_bytes(self.size, "little")
        out = bytearray(self.size)
        for (_, offset, width), v in zip(self.fields, value):
            out[offset:offset + width] = v.to_bytes(width, "little")
        return bytes(out)

    def data(self, raw):
        """The data bytes of one value (padding zeroed)."""
        return bytes(b & m for b, m in zip(raw, self.data_mask))


def _scalar(size):
    return Layout(size, size, [("", 0, size)])


def _repr_c(fields):
    offset, align, placed = 0, 1, []
    for name, ty in fields:
        if ty == "u64":
            width = 8
        elif ty in BYTE_TYPES:
            width = 1
        else:
            raise ValueError(f"field {name}: type {ty} not known to the tool")
        offset = (offset + width - 1) // width * width
        placed.append((name, offset, width))
        offset += width
        align = max(align, width)
    size = (offset + align - 1) // align * align
    return Layout(size, align, placed)


def layouts(root):
    """Every type a kernel takes or returns -> its Layout."""
    table = {ty: _scalar(1) for ty in BYTE_TYPES}
    table["u64"] = _scalar(8)
    table["[u64; 8]"] = Layout(64, 8, [(str(i), 8 * i, 8) for i in range(8)])
    table["Side"] = _repr_c(crate.struct_fields(root, "src/types.rs", "Side"))
    table["KingSafety"] = _repr_c(crate.struct_fields(root, "src/king_safety.rs", "KingSafety"))
    return table
