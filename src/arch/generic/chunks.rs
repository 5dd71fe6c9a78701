//! The fixed-chunk driver of the batches that turn boards into bytes and
//! back (extracts and deposits), shared by every width: a body that takes
//! `N` inputs at once, and a zero-padded chunk for the tail.

/// `chunk` on every full chunk of `N` inputs, then once on the rest,
/// zero-padded on the stack, of which only the outputs of real inputs are
/// copied out.
#[inline(always)]
pub(crate) fn by_chunks<const N: usize, A: Copy + Default, B: Copy + Default>(
    input: &[A],
    out: &mut [B],
    chunk: impl Fn(&[A; N], &mut [B; N]),
) {
    let n = input.len().min(out.len());
    let (input, out) = (&input[..n], &mut out[..n]);
    let mut ins = input.chunks_exact(N);
    let mut outs = out.chunks_exact_mut(N);
    for (i, o) in (&mut ins).zip(&mut outs) {
        let (Ok(i), Ok(o)) = (i.try_into(), o.try_into()) else {
            unreachable!()
        };
        chunk(i, o);
    }
    let (rest_in, rest_out) = (ins.remainder(), outs.into_remainder());
    if !rest_in.is_empty() {
        let mut i = [A::default(); N];
        let mut o = [B::default(); N];
        i[..rest_in.len()].copy_from_slice(rest_in);
        chunk(&i, &mut o);
        rest_out.copy_from_slice(&o[..rest_out.len()]);
    }
}
