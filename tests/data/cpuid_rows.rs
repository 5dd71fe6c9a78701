// The reader of `cpuid.tsv`, shared by `tests/suite/cpuid.rs` and the
// recorded CPUs of the library's tests (`src/detect.rs`), each of which `include!`s
// it with `CpuidLeaves` in scope. Paths are spelled out so that it compiles
// in the `no_std` library's tests too.

/// Each row of the table: its cells by column name, and the CPUID leaves
/// (with the brand string) they record.
// `CpuidLeaves` is `#[non_exhaustive]`: outside the crate it cannot be
// built by a struct expression, only from `default()`.
#[allow(clippy::field_reassign_with_default)]
fn cpuid_rows(
    text: &str,
) -> std::vec::Vec<(std::collections::BTreeMap<&str, &str>, CpuidLeaves)> {
    let hex = |cell: &str| {
        u32::from_str_radix(cell, 16).unwrap_or_else(|e| panic!("{cell:?}: {e}"))
    };
    let mut lines = text.lines().filter(|l| !l.starts_with('#'));
    let header: std::vec::Vec<&str> = lines.next().expect("a header line").split('\t').collect();
    lines
        .map(|line| {
            let fields: std::vec::Vec<&str> = line.split('\t').collect();
            assert_eq!(fields.len(), header.len(), "{line}");
            let cells: std::collections::BTreeMap<&str, &str> =
                header.iter().copied().zip(fields).collect();
            let cell = |name: &str| *cells.get(name).unwrap_or_else(|| panic!("no column {name}"));
            let vendor = cell("vendor").as_bytes();
            assert_eq!(vendor.len(), 12, "{line}");
            let word = |i: usize| u32::from_le_bytes(vendor[i..i + 4].try_into().unwrap());
            let mut leaves = CpuidLeaves::default();
            leaves.leaf0 = [hex(cell("max")), word(0), word(8), word(4)];
            leaves.leaf1 = [hex(cell("leaf1.eax")), 0, hex(cell("leaf1.ecx")), hex(cell("leaf1.edx"))];
            leaves.leaf7 = [0, hex(cell("leaf7.ebx")), hex(cell("leaf7.ecx")), 0];
            leaves.xcr0 = u64::from(hex(cell("xcr0")));
            leaves.ext0 = [hex(cell("ext.max")), 0, 0, 0];
            leaves.ext1 = [0, 0, hex(cell("ext1.ecx")), 0];
            let brand = match cell("brand") {
                "-" => "",
                brand => brand,
            };
            let mut bytes = [0u8; 48];
            bytes[..brand.len()].copy_from_slice(brand.as_bytes());
            for (i, chunk) in bytes.chunks(4).enumerate() {
                leaves.brand[i / 4][i % 4] = u32::from_le_bytes(chunk.try_into().unwrap());
            }
            (cells, leaves)
        })
        .collect()
}
