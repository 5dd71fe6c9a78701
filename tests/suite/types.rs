//! The board types' contracts: `Square`/`File`/`Rank` constructors refuse
//! out-of-range values with the documented messages; the 64 square
//! constants; `Square::from_lowest_bit`/`from_highest_bit`; the `Squares`
//! iterator over the set squares of a `u64` (forwards, backwards, mixed,
//! exact length), checked against a plain loop over the 64 bits; `Color`'s
//! constructors, names and `!`.

use bitboard_simd::{Color, File, Rank, Square, Squares};

/// The squares of `bits` by testing each of the 64 bits in turn.
fn naive_squares(bits: u64) -> Vec<Square> {
    (0..64u8)
        .filter(|&i| bits >> i & 1 == 1)
        .map(|i| Square::new(i).unwrap())
        .collect()
}

/// Boards with few, many, edge and random squares (xorshift, fixed seed).
fn boards() -> Vec<u64> {
    let mut v = vec![
        0,
        !0,
        1,
        1 << 63,
        0x8000_0000_0000_0001,
        0xff00_0000_0000_00ff,
        0x0000_0018_1800_0000,
        0xaa55_aa55_aa55_aa55,
    ];
    v.extend((0..64).map(|i| 1u64 << i));
    v.extend((0..64).map(|i| !(1u64 << i)));
    let mut x = 0x9e37_79b9_7f4a_7c15u64;
    for _ in 0..2000 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        // Mix dense and sparse boards.
        v.push(x);
        v.push(x & x.rotate_left(21) & x.rotate_left(42));
    }
    v
}

#[test]
fn index_types_refuse_out_of_range_values() {
    for i in 0..=u8::MAX {
        match Square::new(i) {
            Some(sq) => {
                assert!(i < 64);
                assert_eq!(sq.index(), i);
                assert_eq!(Square::try_from(i), Ok(sq));
                assert_eq!(u8::from(sq), i);
                assert_eq!(usize::from(sq), i as usize);
                assert_eq!(sq.bit(), 1u64 << i);
                assert_eq!(sq.file().index(), i % 8);
                assert_eq!(sq.rank().index(), i / 8);
                assert_eq!(Square::from_file_rank(sq.file(), sq.rank()), sq);
                let name = format!("{}{}", (b'a' + i % 8) as char, i / 8 + 1);
                assert_eq!(sq.to_string(), name);
                assert_eq!(name.parse::<Square>(), Ok(sq));
                assert_eq!(name.to_uppercase().parse::<Square>(), Ok(sq));
            }
            None => {
                assert!(i >= 64);
                let err = Square::try_from(i).unwrap_err();
                assert_eq!(
                    err.to_string(),
                    format!("square index {i} is out of range (expected 0..=63)")
                );
                assert_eq!((err.what(), err.value(), err.max()), ("square", i, 63));
            }
        }
        match File::new(i) {
            Some(f) => {
                assert!(i < 8);
                assert_eq!(f.index(), i);
                assert_eq!(File::try_from(i), Ok(f));
            }
            None => {
                assert!(i >= 8);
                let err = File::try_from(i).unwrap_err();
                assert_eq!(
                    err.to_string(),
                    format!("file index {i} is out of range (expected 0..=7)")
                );
                assert_eq!((err.what(), err.value(), err.max()), ("file", i, 7));
            }
        }
        match Rank::new(i) {
            Some(r) => {
                assert!(i < 8);
                assert_eq!(r.index(), i);
                assert_eq!(Rank::try_from(i), Ok(r));
            }
            None => {
                assert!(i >= 8);
                let err = Rank::try_from(i).unwrap_err();
                assert_eq!(
                    err.to_string(),
                    format!("rank index {i} is out of range (expected 0..=7)")
                );
                assert_eq!((err.what(), err.value(), err.max()), ("rank", i, 7));
            }
        }
    }
    assert_eq!(Square::ALL.len(), 64);
    assert_eq!(
        (
            Square::A1.index(),
            Square::H1.index(),
            Square::A8.index(),
            Square::H8.index()
        ),
        (0, 7, 56, 63)
    );
    assert_eq!(File::ALL.len(), 8);
    assert_eq!(Rank::ALL.len(), 8);
}

/// `Color` is checked like the index types: indices 0 and 1 only, its
/// name and letter parsed in any case and printed in lower case, and `!`
/// swaps the two.
#[test]
fn color_refuses_out_of_range_values_and_parses_its_names() {
    assert_eq!(Color::ALL, [Color::White, Color::Black]);
    for i in 0..=u8::MAX {
        match Color::new(i) {
            Some(c) => {
                assert!(i < 2);
                assert_eq!(c.index(), usize::from(i));
                assert_eq!(Color::ALL[usize::from(c)], c);
                assert_eq!(Color::try_from(i), Ok(c));
                assert_eq!(u8::from(c), i);
                assert_eq!(!!c, c);
                assert_ne!(!c, c);
                assert_eq!((!c).index(), 1 - usize::from(i));
            }
            None => {
                assert!(i >= 2);
                let err = Color::try_from(i).unwrap_err();
                assert_eq!(
                    err.to_string(),
                    format!("color index {i} is out of range (expected 0..=1)")
                );
                assert_eq!((err.what(), err.value(), err.max()), ("color", i, 1));
            }
        }
    }
    for (c, name, letter) in [(Color::White, "white", "w"), (Color::Black, "black", "b")] {
        assert_eq!(c.to_string(), name);
        assert_eq!(c.name(), name);
        for text in [
            name.to_string(),
            name.to_uppercase(),
            letter.to_string(),
            letter.to_uppercase(),
        ] {
            assert_eq!(text.parse::<Color>(), Ok(c), "{text}");
        }
    }
    for bad in ["", "x", "wh", "whitey", " white", "red"] {
        let err = bad.parse::<Color>().unwrap_err();
        assert_eq!(
            err.to_string(),
            "not a color (expected white, black, w or b)"
        );
    }
}

/// Each constant is named after its square: the lower-cased name is the
/// square's `Display` and its `FromStr` input, and the index is
/// `8 * rank + file` from the name's letters.
#[test]
fn all_64_square_constants() {
    macro_rules! check {
        ($($name:ident)*) => {{
            let list = [$((stringify!($name), Square::$name)),*];
            assert_eq!(list.len(), 64);
            for (i, (name, sq)) in list.into_iter().enumerate() {
                let b = name.as_bytes();
                let expected = (b[1] - b'1') * 8 + (b[0] - b'A');
                assert_eq!(sq.index(), expected, "{name}");
                assert_eq!(sq, Square::ALL[usize::from(expected)], "{name}");
                assert_eq!(sq.to_string(), name.to_lowercase());
                assert_eq!(name.parse::<Square>(), Ok(sq));
                // Listed rank by rank, so the list is in index order too.
                assert_eq!(usize::from(sq), i, "{name}");
            }
        }};
    }
    check!(
        A1 B1 C1 D1 E1 F1 G1 H1
        A2 B2 C2 D2 E2 F2 G2 H2
        A3 B3 C3 D3 E3 F3 G3 H3
        A4 B4 C4 D4 E4 F4 G4 H4
        A5 B5 C5 D5 E5 F5 G5 H5
        A6 B6 C6 D6 E6 F6 G6 H6
        A7 B7 C7 D7 E7 F7 G7 H7
        A8 B8 C8 D8 E8 F8 G8 H8
    );
    assert_eq!(
        Square::from_file_rank(File::E, Rank::R4),
        Square::E4,
        "e4 from its file and rank"
    );
    // Usable in constant expressions.
    const CORNERS: u64 = Square::A1.bit() | Square::H1.bit() | Square::A8.bit() | Square::H8.bit();
    assert_eq!(CORNERS, 0x8100_0000_0000_0081);
}

#[test]
fn lowest_and_highest_set_bit() {
    assert_eq!(Square::from_lowest_bit(0), None);
    assert_eq!(Square::from_highest_bit(0), None);
    for bits in boards() {
        let naive = naive_squares(bits);
        assert_eq!(
            Square::from_lowest_bit(bits),
            naive.first().copied(),
            "{bits:#x}"
        );
        assert_eq!(
            Square::from_highest_bit(bits),
            naive.last().copied(),
            "{bits:#x}"
        );
    }
    for sq in Square::ALL {
        assert_eq!(Square::from_lowest_bit(sq.bit()), Some(sq));
        assert_eq!(Square::from_highest_bit(sq.bit()), Some(sq));
        // Every bit above `sq` set: the lowest is still `sq`.
        assert_eq!(Square::from_lowest_bit(!0 << sq.index()), Some(sq));
        assert_eq!(Square::from_highest_bit(!0 >> (63 - sq.index())), Some(sq));
    }
    const E4: Option<Square> = Square::from_lowest_bit(1 << 28);
    assert_eq!(E4, Some(Square::E4));
}

#[test]
fn squares_iterates_the_set_bits_in_order() {
    for bits in boards() {
        let naive = naive_squares(bits);
        let it = Square::iter_set(bits);
        assert_eq!(it, Squares::from(bits));
        assert_eq!(it.bits(), bits);
        assert_eq!(it.len(), naive.len(), "{bits:#x}");
        assert_eq!(it.size_hint(), (naive.len(), Some(naive.len())));
        assert_eq!(it.count(), naive.len());
        assert_eq!(it.last(), naive.last().copied());
        assert_eq!(it.collect::<Vec<_>>(), naive, "{bits:#x}");
        let mut backwards = naive.clone();
        backwards.reverse();
        assert_eq!(it.rev().collect::<Vec<_>>(), backwards, "{bits:#x}");
        // The union of what it yields is the board, one bit each.
        assert_eq!(
            it.fold(0u64, |acc, sq| {
                assert_eq!(acc & sq.bit(), 0);
                acc | sq.bit()
            }),
            bits
        );
    }
}

/// Alternating ends meet in the middle without repeating or losing a square,
/// and the length and the remaining bits stay right at every step.
#[test]
fn squares_from_both_ends() {
    for bits in boards() {
        let naive = naive_squares(bits);
        let mut it = Square::iter_set(bits);
        let (mut lo, mut hi) = (0, naive.len());
        let mut step = 0;
        loop {
            assert_eq!(it.len(), hi - lo);
            let remaining: u64 = naive[lo..hi].iter().map(|s| s.bit()).sum();
            assert_eq!(it.bits(), remaining);
            let got = if step % 3 == 1 {
                it.next_back()
            } else {
                it.next()
            };
            if lo == hi {
                assert_eq!(got, None);
                break;
            }
            let expected = if step % 3 == 1 {
                hi -= 1;
                naive[hi]
            } else {
                lo += 1;
                naive[lo - 1]
            };
            assert_eq!(got, Some(expected), "{bits:#x} step {step}");
            step += 1;
        }
        // Fused: stays empty.
        assert_eq!(it.next(), None);
        assert_eq!(it.next_back(), None);
        assert_eq!(it.bits(), 0);
    }
    assert_eq!(Squares::default().next(), None);
}
