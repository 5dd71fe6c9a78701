//! Shared by the `single` and `batch` targets: turning fuzzer bytes into
//! kernel arguments, the implementations to test, and [`check`], which runs
//! one kernel's every implementation on arguments drawn from the input and
//! compares each with the portable table.

use std::alloc::{alloc, dealloc, handle_alloc_error, Layout};
use std::ptr::NonNull;
use std::slice;
use std::sync::OnceLock;

use bitboard_simd::{
    available_levels, Color, Dir, File, Kernel, KernelTable, KingSafety, Side, Square,
};

/// The fuzzer's bytes, read front to back. Once they run out, a generator
/// seeded from all of them continues, so a short input still fills long
/// slices deterministically.
pub struct Input<'a> {
    data: &'a [u8],
    pos: usize,
    rng: u64,
}

impl<'a> Input<'a> {
    pub fn new(data: &'a [u8]) -> Input<'a> {
        // FNV-1a of the whole input: the seed.
        let mut h = 0xcbf2_9ce4_8422_2325u64;
        for &b in data {
            h = (h ^ b as u64).wrapping_mul(0x100_0000_01b3);
        }
        Input {
            data,
            pos: 0,
            rng: h | 1,
        }
    }

    /// Whether the fuzzer's own bytes are used up.
    #[allow(dead_code)] // `batch` reads one case only
    pub fn exhausted(&self) -> bool {
        self.pos >= self.data.len()
    }

    pub fn byte(&mut self) -> u8 {
        if let Some(&b) = self.data.get(self.pos) {
            self.pos += 1;
            return b;
        }
        // xorshift64*
        self.rng ^= self.rng >> 12;
        self.rng ^= self.rng << 25;
        self.rng ^= self.rng >> 27;
        (self.rng.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 56) as u8
    }

    pub fn gen<T: Gen>(&mut self) -> T {
        T::gen(self)
    }

    /// A slice length: mostly 0..72 (every remainder of the 2-, 4- and
    /// 8-board vector loops, unrolled or not), sometimes up to 384.
    pub fn len(&mut self) -> usize {
        match self.byte() as usize {
            b @ 0..=215 => b % 72,
            b => 72 + (b - 216) * 8 + self.byte() as usize % 8,
        }
    }
}

/// A value drawn from the input.
pub trait Gen {
    fn gen(inp: &mut Input) -> Self;
}

impl Gen for u8 {
    fn gen(inp: &mut Input) -> u8 {
        inp.byte()
    }
}

impl Gen for u64 {
    fn gen(inp: &mut Input) -> u64 {
        u64::from_le_bytes(core::array::from_fn(|_| inp.byte()))
    }
}

impl Gen for Square {
    fn gen(inp: &mut Input) -> Square {
        Square::new(inp.byte() % 64).unwrap()
    }
}

impl Gen for File {
    fn gen(inp: &mut Input) -> File {
        File::new(inp.byte() % 8).unwrap()
    }
}

impl Gen for Dir {
    fn gen(inp: &mut Input) -> Dir {
        Dir::from_index(inp.byte() as usize % 8).unwrap()
    }
}

impl Gen for Color {
    fn gen(inp: &mut Input) -> Color {
        Color::new(inp.byte() % 2).unwrap()
    }
}

impl Gen for Side {
    fn gen(inp: &mut Input) -> Side {
        Side {
            pawns: u64::gen(inp),
            knights: u64::gen(inp),
            bishops: u64::gen(inp),
            rooks: u64::gen(inp),
            queens: u64::gen(inp),
            king: u64::gen(inp),
        }
    }
}

/// What fills a buffer around a slice: a kernel that writes over it wrote
/// out of bounds.
pub trait Pad: Copy + PartialEq + Show {
    const PAD: Self;
}

impl Pad for u64 {
    const PAD: u64 = 0xa5a5_5a5a_a5a5_5a5a;
}

impl Pad for u8 {
    const PAD: u8 = 0xa5;
}

impl Pad for Square {
    const PAD: Square = Square::H8;
}

impl Pad for Side {
    const PAD: Side = Side {
        pawns: u64::PAD,
        knights: u64::PAD,
        bishops: u64::PAD,
        rooks: u64::PAD,
        queens: u64::PAD,
        king: u64::PAD,
    };
}

impl Pad for KingSafety {
    const PAD: KingSafety = KingSafety {
        checkers: u64::PAD,
        pinned: u64::PAD,
        pin_orthogonal: u64::PAD,
        pin_diagonal: u64::PAD,
        check_mask: u64::PAD,
        king: Square::H8,
    };
}

impl Pad for [u64; 8] {
    const PAD: [u64; 8] = [u64::PAD; 8];
}

/// How a value is printed in a failure report.
pub trait Show {
    fn show(&self) -> String;
}

impl Show for u64 {
    fn show(&self) -> String {
        format!("{self:#018x}")
    }
}

impl Show for u8 {
    fn show(&self) -> String {
        format!("{self:#04x}")
    }
}

impl Show for [u64; 8] {
    fn show(&self) -> String {
        format!("{self:#x?}")
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    }
}

impl Show for Square {
    fn show(&self) -> String {
        format!("{self} ({})", self.index())
    }
}

impl Show for File {
    fn show(&self) -> String {
        format!("{:?}", self)
    }
}

impl Show for Dir {
    fn show(&self) -> String {
        format!("{self:?}")
    }
}

impl Show for Color {
    fn show(&self) -> String {
        format!("{self:?}")
    }
}
impl Show for Side {
    fn show(&self) -> String {
        format!("{self:#x?}")
    }
}

impl Show for KingSafety {
    fn show(&self) -> String {
        format!("{self:#x?}")
    }
}

/// A slice of `len` elements at the end of its own 64-byte aligned
/// allocation, after `phase` bytes of padding (modulo 64, rounded down to
/// the element size): vector loads and stores see every misalignment, the
/// same for the same input; an access past the end is an AddressSanitizer
/// error and a write before the start changes the padding.
pub struct Placed<T> {
    ptr: NonNull<T>,
    layout: Layout,
    off: usize,
    len: usize,
}

impl<T: Pad> Placed<T> {
    pub fn new(len: usize, phase: u8, mut item: impl FnMut() -> T) -> Placed<T> {
        let size = size_of::<T>();
        let off = phase as usize % 64 / size;
        // At least one byte: a zero-sized allocation is not allowed.
        let layout = Layout::from_size_align(((off + len) * size).max(1), 64).unwrap();
        // SAFETY: the layout's size is not zero.
        let ptr = NonNull::new(unsafe { alloc(layout) }.cast::<T>())
            .unwrap_or_else(|| handle_alloc_error(layout));
        for i in 0..off + len {
            let value = if i < off { T::PAD } else { item() };
            // SAFETY: `i < off + len`, within the allocation; `T` is `Copy`.
            unsafe { ptr.add(i).write(value) };
        }
        Placed {
            ptr,
            layout,
            off,
            len,
        }
    }

    pub fn copy(items: &[T], phase: u8) -> Placed<T> {
        let mut it = items.iter().copied();
        Placed::new(items.len(), phase, || it.next().unwrap())
    }

    fn padding(&self) -> &[T] {
        // SAFETY: the first `off` elements were written in `new`.
        unsafe { slice::from_raw_parts(self.ptr.as_ptr(), self.off) }
    }

    pub fn get(&self) -> &[T] {
        // SAFETY: elements `off..off + len` were written in `new`; `&self`.
        unsafe { slice::from_raw_parts(self.ptr.as_ptr().add(self.off), self.len) }
    }

    pub fn get_mut(&mut self) -> &mut [T] {
        // SAFETY: as for `get`; `&mut self` makes it unique.
        unsafe { slice::from_raw_parts_mut(self.ptr.as_ptr().add(self.off), self.len) }
    }

    /// The start's offset from a 64-byte boundary.
    pub fn misalignment(&self) -> usize {
        self.get().as_ptr() as usize % 64
    }

    /// `Err((index, what))` for the first element that differs from `want`
    /// or the first padding element overwritten (index `None`).
    pub fn verify(&self, want: &[T]) -> Result<(), (Option<usize>, String)> {
        let padding = self.padding();
        if let Some(i) = padding.iter().position(|&x| x != T::PAD) {
            return Err((
                None,
                format!(
                    "wrote {} {} elements before the slice",
                    padding[i].show(),
                    self.off - i
                ),
            ));
        }
        let got = self.get();
        assert_eq!(got.len(), want.len());
        match got.iter().zip(want).position(|(g, w)| g != w) {
            None => Ok(()),
            Some(i) => Err((
                Some(i),
                format!(
                    "element {i}: got {}, want {}",
                    got[i].show(),
                    want[i].show()
                ),
            )),
        }
    }
}

impl<T> Drop for Placed<T> {
    fn drop(&mut self) {
        // SAFETY: allocated in `new` with this layout.
        unsafe { dealloc(self.ptr.as_ptr().cast(), self.layout) }
    }
}

/// The first of a list of identifiers.
macro_rules! first {
    ($a:ident $(, $rest:ident)*) => {
        $a
    };
}

/// Every implementation of every kernel that this CPU runs, one table each
/// (from each level's table, without repeats), indexed like `Kernel::ALL`.
pub fn variants(kernel: Kernel) -> &'static [KernelTable] {
    static ALL: OnceLock<Vec<Vec<KernelTable>>> = OnceLock::new();
    let all = ALL.get_or_init(|| {
        let all: Vec<Vec<KernelTable>> = Kernel::ALL
            .iter()
            .map(|&k| {
                let mut seen: Vec<&str> = Vec::new();
                let mut tables = Vec::new();
                for level in available_levels() {
                    for t in KernelTable::for_level(level).unwrap().variants(k) {
                        let name = t.implementation(k).name();
                        if !seen.contains(&name) {
                            seen.push(name);
                            tables.push(t);
                        }
                    }
                }
                tables
            })
            .collect();
        eprintln!(
            "fuzz: levels {:?}; {} implementations of {} kernels",
            available_levels().collect::<Vec<_>>(),
            all.iter().map(Vec::len).sum::<usize>(),
            all.len()
        );
        all
    });
    let i = Kernel::ALL.iter().position(|&k| k == kernel).unwrap();
    &all[i]
}

/// Runs every implementation of `kernel` (and, for a single-board kernel, the
/// crate's free function) on arguments drawn from `inp` and panics, saying
/// what differs, unless each agrees with `KernelTable::scalar()`.
///
/// Batch forms: a slice length, an alignment phase for every slice and the
/// parameter come from the input; the result must equal the scalar
/// single-board kernel element by element, no byte outside the output slice
/// may change and the in-place form must agree with the out-of-place one.
pub fn check(kernel: Kernel, inp: &mut Input) {
    let scalar = KernelTable::scalar();

    macro_rules! single {
        ($name:ident($($a:ident: $T:ty),*)) => {{
            $(let $a: $T = inp.gen();)*
            let want = scalar.$name($($a),*);
            for t in variants(kernel) {
                let got = t.$name($($a),*);
                if got != want {
                    panic!(
                        "{kernel} via {}:{}: got {}, scalar gives {}",
                        t.implementation(kernel).name(),
                        String::new() $(+ &format!(" {} {}", stringify!($a), $a.show()))*,
                        got.show(),
                        want.show(),
                    );
                }
            }
            let got = bitboard_simd::$name($($a),*);
            if got != want {
                panic!(
                    "free fn {kernel} (active table: {}):{}: got {}, scalar gives {}",
                    bitboard_simd::kernels().implementation(kernel).name(),
                    String::new() $(+ &format!(" {} {}", stringify!($a), $a.show()))*,
                    got.show(),
                    want.show(),
                );
            }
        }};
    }

    // `batch!(method(inputs; param) -> output element, single[, in-place
    // call])`: the public method's arguments in order (input slices, the
    // parameter, the output slice); `single` is the scalar reference.
    macro_rules! batch {
        (
            $name:ident($($x:ident: $X:ty),+ $(; $pn:ident: $P:ty)?) -> $O:ty, $single:ident
            $(, |$t:ident, $io:ident| $in_place:expr)?
        ) => {{
            let len = inp.len();
            $(let $pn: $P = inp.gen();)?
            $(let $x: Placed<$X> = Placed::new(len, inp.byte(), || inp.gen());)+
            let out_phase = inp.byte();
            let want: Vec<$O> = (0..len)
                .map(|i| scalar.$single($($x.get()[i],)+ $($pn)?))
                .collect();
            let param = String::new() $(+ &format!(", {} {}", stringify!($pn), $pn.show()))?;
            let fail = |t: &KernelTable, form: &str, out_at: usize, (i, what): (Option<usize>, String)| -> ! {
                let mut at = String::new();
                if let Some(i) = i {
                    $(at += &format!(", {}[{i}] {}", stringify!($x), $x.get()[i].show());)+
                }
                panic!(
                    "{kernel} via {} ({form}): len {len}{param}, inputs at {:?} bytes past 64-byte alignment, output at {out_at}: {what}{at}",
                    t.implementation(kernel).name(),
                    [$($x.misalignment()),+],
                )
            };
            let _first = &first!($($x),+);
            for t in variants(kernel) {
                let mut out = Placed::<$O>::new(len, out_phase, || <$O as Pad>::PAD);
                t.$name($($x.get(),)+ $($pn,)? out.get_mut());
                out.verify(&want).unwrap_or_else(|e| fail(t, "slice", out.misalignment(), e));
                $(
                    // In place, at the input's alignment.
                    let mut io = Placed::copy(_first.get(), _first.misalignment() as u8);
                    (|$t: &KernelTable, $io: &mut [u64]| $in_place)(t, io.get_mut());
                    io.verify(&want).unwrap_or_else(|e| fail(t, "in place", io.misalignment(), e));
                )?
            }
        }};
    }

    // One `if` per catalogue row: the single-board arguments drawn by
    // type, the batch slices by their element types (named as in the
    // catalogue's normalised rows).
    macro_rules! single_entry {
        ($(#[$doc:meta])* [$family:ident] $Variant:ident $name:ident ( $($arg:ident : $ty:ty),* ) -> $ret:ty;) => {
            if kernel == Kernel::$Variant {
                single!($name($($arg: $ty),*));
                return;
            }
        };
    }
    macro_rules! batch_entry {
        ([$family:ident] $Variant:ident $name:ident = $shape:ident of $SingleVariant:ident $single:ident $(, $in_place:ident)?
            ($($io:tt)*) -> $O:ty;) => {
            if kernel == Kernel::$Variant {
                batch_entry!(@call $name $single [$($in_place)?] ($($io)*) -> $O);
                return;
            }
        };
        (@call $name:ident $single:ident [] ($($x:ident: $X:ty),+; $($p:ident: $P:ty)?) -> $O:ty) => {
            batch!($name($($x: $X),+ $(; $p: $P)?) -> $O, $single)
        };
        (@call $name:ident $single:ident [$in_place:ident] ($($x:ident: $X:ty),+;) -> $O:ty) => {
            batch!($name($($x: $X),+) -> $O, $single, |t, io| t.$in_place(io))
        };
        (@call $name:ident $single:ident [$in_place:ident] ($($x:ident: $X:ty),+; $p:ident: $P:ty) -> $O:ty) => {
            batch!($name($($x: $X),+; $p: $P) -> $O, $single, |t, io| t.$in_place(io, $p))
        };
    }
    bitboard_simd::__catalogue!(single single_entry);
    bitboard_simd::__catalogue!(batch batch_entry);
    unreachable!("{kernel} is not in the catalogue")
}

/// The single-board or the batch kernels of the catalogue.
pub fn kernels(batch: bool) -> &'static [Kernel] {
    static SPLIT: OnceLock<[Vec<Kernel>; 2]> = OnceLock::new();
    let split = SPLIT.get_or_init(|| {
        let (b, s) = Kernel::ALL.iter().partition(|k| k.is_batch());
        [s, b]
    });
    &split[batch as usize]
}
