"""The parts of an x86-64 ELF executable the guest needs: its loadable
segments and its relocations (read from the section headers).

A Rust release binary is position-independent; the guest loads it at
bias 0 (every segment at its link address), so an `R_X86_64_RELATIVE`
relocation writes its addend, and every other one (the GOT's libc entries)
names a dynamic symbol the guest resolves itself.
"""

import struct
from collections import namedtuple

Segment = namedtuple("Segment", "address size data")
Relocation = namedtuple("Relocation", "offset relative addend symbol")

PT_LOAD = 1
SHT_RELA = 4
R_X86_64_RELATIVE = 8


class Image:
    def __init__(self, path):
        with open(path, "rb") as f:
            data = f.read()
        if data[:4] != b"\x7fELF" or data[4] != 2 or struct.unpack_from("<H", data, 0x12)[0] != 62:
            raise ValueError(f"{path}: not an x86-64 ELF64 file")
        program_offset, section_offset = struct.unpack_from("<QQ", data, 0x20)
        program_size, program_count, section_size, section_count = struct.unpack_from("<HHHH", data, 0x36)

        self.segments = []
        for i in range(program_count):
            kind, _, offset, address, _, file_size, memory_size, _ = struct.unpack_from(
                "<IIQQQQQQ", data, program_offset + i * program_size)
            if kind == PT_LOAD:
                self.segments.append(Segment(address, memory_size, data[offset:offset + file_size]))

        sections = [struct.unpack_from("<IIQQQQIIQQ", data, section_offset + i * section_size)
                    for i in range(section_count)]

        def symbol_names(table):
            """Names of the symbols of a symbol table section, by index."""
            _, _, _, _, offset, size, link, _, _, entry = sections[table]
            strings = sections[link]
            names = []
            for at in range(offset, offset + size, entry):
                name = struct.unpack_from("<I", data, at)[0]
                start = strings[4] + name
                names.append(data[start:data.index(b"\0", start)].decode())
            return names

        self.relocations = []
        for _, kind, _, _, offset, size, link, _, _, _ in sections:
            if kind != SHT_RELA:
                continue
            names = symbol_names(link) if link else []
            for at, info, addend in struct.iter_unpack("<QQq", data[offset:offset + size]):
                kind_, symbol = info & 0xFFFFFFFF, info >> 32
                name = names[symbol].split("@")[0] if symbol < len(names) else ""
                self.relocations.append(Relocation(at, kind_ == R_X86_64_RELATIVE, addend, name))
