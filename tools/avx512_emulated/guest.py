"""The emulated machine: a Bochs CPU (through the PyPI package
`bochscpu-python`, pinned to 0.4.0 by tools/avx512-emulated.sh) in 64-bit
long mode with the AVX-512 state enabled, the crate's release binary loaded
at its link addresses, and a `call` that runs one function to its return.

Facts this rests on, each specific to the 0.4.0 wheel:

* its extension needs two glibc 2.38 symbols; a shim library built by the
  shell script supplies them on older glibc (Debian 12: 2.36);
* Bochs's default CPU model in the wheel is Cannon Lake (#27: AVX-512
  F/CD/BW/DQ/VL/IFMA/VBMI, no GFNI); the model is the enum parameter
  `cpu.model`, whose maximum the wheel leaves at 27, so the maximum is
  raised and the value set through Bochs's own C++ setter before the first
  `Session` exists. The model's features are checked afterwards by CPUID in
  the guest (`cpuid`), never assumed;
* EVEX instructions need CR4.OSXSAVE and XCR0 = 0xE7 (x87, SSE, AVX,
  opmask, ZMM_Hi256, Hi16_ZMM); with XCR0 = 7 every one raises #UD;
* `hlt` needs ring 0: the code segment is a ring-0 64-bit one, and every
  call returns to a page holding `hlt`, whose hook stops the run.
"""

import ctypes
import struct
import subprocess

import elf

# Guest virtual addresses of what the tool maps besides the binary's
# segments (a release binary of the crate is a few MiB linked at 0).
PML4 = 0x0010_0000
DATA = 0x6000_0000  # argument and output buffers, SLOTS of SLOT bytes
SLOT = 0x0002_0000
SLOTS = 8
STUBS = 0x7FD0_0000  # guest_stubs.s: memset, memcpy, memmove, guest_cpuid
RETURN = 0x7FE0_0000  # one `hlt`: the return address of every call
STACK = 0x7FF0_0000
STACK_SIZE = 0x1_0000
# Never mapped: a GOT entry for any other libc function points here, so a
# call into libc faults (#PF) instead of running wild.
TRAP = 0xDEAD_0000

ARGUMENT_REGISTERS = ("rdi", "rsi", "rdx", "rcx", "r8", "r9")
MASK64 = (1 << 64) - 1
PAGE = 0x1000

# Bochs's CPU models by index in its `cpu.model` enum (the wheel's Python
# list of names is out of step with it).
TIGER_LAKE = 29
_HIGHEST_MODEL = 31
# The offset of `bx_param_num_c::max` in the wheel's build of Bochs.
_PARAM_MAX_OFFSET = 0x78

_bochscpu = None


def load_bochscpu(shim, model):
    """Imports `bochscpu` (after the glibc shim) and selects the CPU model.

    Once per process, before any `Session`."""
    global _bochscpu
    if _bochscpu is not None:
        return _bochscpu
    ctypes.CDLL(shim, mode=ctypes.RTLD_GLOBAL)
    import bochscpu
    import bochscpu.cpu  # noqa: F401 (bochscpu.cpu.set_long_mode)
    import bochscpu.memory  # noqa: F401

    library = ctypes.CDLL(bochscpu._bochscpu.__file__)
    library.sim_get_param_enum.restype = ctypes.c_void_p
    param = library.sim_get_param_enum(b"cpu.model")
    if not param:
        raise RuntimeError("bochscpu: no cpu.model parameter (not the 0.4.0 wheel?)")
    ctypes.c_int64.from_address(param + _PARAM_MAX_OFFSET).value = _HIGHEST_MODEL
    setter = library._ZN15bx_param_enum_c3setEl  # bx_param_enum_c::set(long)
    setter(ctypes.c_void_p(param), ctypes.c_int64(model))
    _bochscpu = bochscpu
    return bochscpu


class Fault(Exception):
    """A call that did not return: an exception in the guest, or a stop
    anywhere but the return page."""


class Guest:
    """One emulated CPU with the binary loaded. `mutations` maps a guest
    address to the byte written there over the binary's image, before any
    code runs (Bochs caches decoded instructions, so code is never changed
    after a run)."""

    def __init__(self, binary, shim, stubs, stub_symbols, model=TIGER_LAKE, mutations=None):
        bochscpu = load_bochscpu(shim, model)
        self._bochscpu = bochscpu
        self._memory = bochscpu.memory
        self._table = self._memory.PageMapLevel4Table()
        self._pages = {}  # guest virtual page -> host address
        self._next_physical = 0x1000_0000

        image = elf.Image(binary)
        for segment in image.segments:
            self._map(segment.address, segment.size)
        self._map(STACK, STACK_SIZE)
        self._map(RETURN, PAGE)
        self._map(DATA, SLOT * SLOTS)
        self._map(STUBS, PAGE)
        for segment in image.segments:
            self.write(segment.address, segment.data)
        self.write(RETURN, b"\xf4")  # hlt
        with open(stubs, "rb") as f:
            self.write(STUBS, f.read())
        self.stub = {name: STUBS + offset for name, offset in stub_symbols.items()}
        # The binary's relocations: RELATIVE ones at load bias 0, every
        # libc entry at a stub or at the trap.
        for relocation in image.relocations:
            if relocation.relative:
                value = relocation.addend
            else:
                value = self.stub.get(relocation.symbol, TRAP)
            self.write(relocation.offset, struct.pack("<Q", value & MASK64))
        for address, byte in (mutations or {}).items():
            self.write(address, bytes([byte]))
        for host, physical in self._table.commit(PML4):
            self._memory.page_insert(physical, host)

        self._session = bochscpu.Session()
        self._session.missing_page_handler = self._missing_page
        self._session.cpu.state = self._long_mode_state()
        self._exceptions = []
        self._hook = bochscpu.Hook()
        self._hook.hlt = lambda session, cpu: session.stop()
        self._hook.exception = self._on_exception
        self.calls = 0

    def _map(self, address, size):
        """Backs [address, address + size) with fresh zeroed host pages."""
        for page in range(address & ~(PAGE - 1), address + size, PAGE):
            if page in self._pages:
                continue
            host = self._memory.allocate_host_page()
            ctypes.memset(host, 0, PAGE)
            self._memory.page_insert(self._next_physical, host)
            self._table.insert(page, self._next_physical, 1)  # 1: writable
            self._pages[page] = host
            self._next_physical += PAGE

    @staticmethod
    def _missing_page(physical):
        raise Fault(f"missing page at physical {physical:#x}")

    def _on_exception(self, session, cpu, vector, error):
        self._exceptions.append((vector, error, session.cpu.rip))
        session.stop()

    def _long_mode_state(self):
        bochscpu = self._bochscpu
        state = bochscpu.State()
        bochscpu.cpu.set_long_mode(state)
        state.cr3 = PML4
        state.cr4 |= (1 << 9) | (1 << 10) | (1 << 18)  # OSFXSR, OSXMMEXCPT, OSXSAVE
        state.xcr0 = 0xE7
        state.rflags = 0x2

        def segment(selector, attributes):
            s = bochscpu.Segment()
            s.present, s.selector, s.base, s.limit, s.attr = True, selector, 0, 0xFFFFFFFF, attributes
            return s

        state.cs = segment(0x10, 0x209B)  # ring 0, 64-bit code
        data = segment(0x18, 0xC093)
        state.ss = state.ds = state.es = state.fs = state.gs = data
        return state

    def write(self, address, data):
        """Writes bytes into mapped guest memory, page by page."""
        data = bytes(data)
        done = 0
        while done < len(data):
            at = address + done
            offset = at & (PAGE - 1)
            n = min(PAGE - offset, len(data) - done)
            ctypes.memmove(self._pages[at - offset] + offset, data[done:done + n], n)
            done += n

    def read(self, address, size):
        out = bytearray()
        while len(out) < size:
            at = address + len(out)
            offset = at & (PAGE - 1)
            n = min(PAGE - offset, size - len(out))
            out += ctypes.string_at(self._pages[at - offset] + offset, n)
        return bytes(out)

    def call(self, function, arguments):
        """Calls `function` with integer arguments by the System V
        convention (the first six in registers, the rest in 8-byte stack
        slots); returns rax. Raises `Fault` where it does not return."""
        cpu = self._session.cpu
        in_registers, on_stack = arguments[:6], arguments[6:]
        # rsp % 16 == 8 at entry, as just after a `call`.
        rsp = STACK + STACK_SIZE // 2 - 8 - 16 * ((len(on_stack) + 1) // 2)
        self.write(rsp, struct.pack(f"<{1 + len(on_stack)}Q", RETURN, *[a & MASK64 for a in on_stack]))
        cpu.rip, cpu.rsp, cpu.rax = function, rsp, 0
        for register, value in zip(ARGUMENT_REGISTERS, in_registers):
            setattr(cpu, register, value & MASK64)
        self._exceptions.clear()
        self._session.run([self._hook])
        self.calls += 1
        if self._exceptions or cpu.rip != RETURN + 1:
            described = ", ".join(f"vector {v} (error {e:#x}) at {r:#x}" for v, e, r in self._exceptions)
            raise Fault(f"call of {function:#x} stopped at {cpu.rip:#x}: {described or 'no exception'}")
        return cpu.rax

    def cpuid(self, leaf, subleaf=0):
        """CPUID executed in the guest: (eax, ebx, ecx, edx)."""
        out = DATA + SLOT * (SLOTS - 1)
        self.call(self.stub["guest_cpuid"], [leaf, subleaf, out])
        return struct.unpack("<4I", self.read(out, 16))


def stub_symbols(stubs_object):
    """Each global label of the assembled stubs -> its offset in .text."""
    listing = subprocess.run(["nm", stubs_object], capture_output=True, text=True, check=True).stdout
    symbols = {}
    for line in listing.splitlines():
        fields = line.split()
        if len(fields) == 3 and fields[1] in "Tt":
            symbols[fields[2]] = int(fields[0], 16)
    return symbols
