/* The C baseline for per-square queen lookups by hyperbola quintessence in
 * its published fast form: the byte swap as the reversal for the file and
 * both diagonals (each has at most one square per rank), and a 512-byte
 * first-rank table for the rank (a rank has eight squares in one byte, so a
 * byte swap does not reverse it). Per square one 32-byte record holds the
 * three line masks and the square's bit. Not built by cargo; compile and run
 * by hand beside the attacks bench (`cargo bench --bench attacks`), whose
 * `sparse` rows use the same kind of inputs, and whose `token` row at the
 * `avx2` level (`BITBOARD_SIMD=avx2`) runs the crate's form of the method:
 *
 *   clang -O3 -march=haswell -o per_square_hyperbola benches/c/per_square_hyperbola.c
 *   ./per_square_hyperbola 4096
 *
 * clang vectorises the independent loop, four lookups per AVX2 register (the
 * masks loaded one by one, the rank bytes looked up in scalar registers);
 * gcc 12 leaves it scalar. On an Intel Xeon (family 6, model 0xcf): clang 14
 * -march=haswell 2.06 ns indep, 5.67 chain; gcc -O3 -march=native 4.8 indep.
 *
 * Inputs: random squares, occupancies with each square set with probability
 * 1/8. Loops: `indep` (out[i] = queen(sq[i], occ[i]): throughput) and `chain`
 * (acc = queen(sq[i], occ[i] ^ acc): latency, the xor included). Every
 * answer is checked against a ray walk first. Prints the median of 51
 * timings of 200 passes, in ns per lookup. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
typedef uint64_t u64;

typedef struct { u64 file, diag, anti, bit; } __attribute__((aligned(32))) Line;
static Line LINES[64];
static uint8_t FIRST_RANK[64 * 8]; /* [inner six squares' occupancy][file] */

static u64 walk(int sq, u64 occ) {
  static const int d[8][2] = {{1,0},{-1,0},{0,1},{0,-1},{1,1},{1,-1},{-1,1},{-1,-1}};
  u64 a = 0;
  for (int k = 0; k < 8; k++) {
    int f = sq % 8 + d[k][0], r = sq / 8 + d[k][1];
    while (f >= 0 && f < 8 && r >= 0 && r < 8) {
      u64 b = 1ULL << (r * 8 + f);
      a |= b;
      if (occ & b) break;
      f += d[k][0]; r += d[k][1];
    }
  }
  return a;
}

static void init(void) {
  for (int sq = 0; sq < 64; sq++) {
    int f = sq % 8, r = sq / 8;
    Line l = {0, 0, 0, 1ULL << sq};
    for (int i = 0; i < 8; i++) {
      if (i != r) l.file |= 1ULL << (i * 8 + f);
      int df = f + (i - r), af = f - (i - r);
      if (i != r && df >= 0 && df < 8) l.diag |= 1ULL << (i * 8 + df);
      if (i != r && af >= 0 && af < 8) l.anti |= 1ULL << (i * 8 + af);
    }
    LINES[sq] = l;
  }
  for (int inner = 0; inner < 64; inner++)
    for (int f = 0; f < 8; f++) {
      uint8_t occ = (uint8_t)(inner << 1), a = 0;
      for (int x = f + 1; x < 8; x++) { a |= 1 << x; if (occ >> x & 1) break; }
      for (int x = f - 1; x >= 0; x--) { a |= 1 << x; if (occ >> x & 1) break; }
      FIRST_RANK[inner * 8 + f] = a;
    }
}

/* (o - 2s) sets the squares from the slider up to the first blocker above
 * it; the same on the byte-swapped board does it downwards. */
static inline u64 line_attacks(u64 occ, u64 mask, u64 bit) {
  u64 o = occ & mask;
  u64 up = o - 2 * bit;
  u64 down = __builtin_bswap64(__builtin_bswap64(o) - 2 * __builtin_bswap64(bit));
  return (up ^ down) & mask;
}

static inline u64 rank_attacks(u64 occ, int sq) {
  int shift = sq & 56;
  return (u64)FIRST_RANK[((occ >> (shift + 1)) & 63) * 8 + (sq & 7)] << shift;
}

static inline u64 queen(int sq, u64 occ) {
  const Line *l = &LINES[sq];
  return line_attacks(occ, l->file, l->bit) | line_attacks(occ, l->diag, l->bit) |
         line_attacks(occ, l->anti, l->bit) | rank_attacks(occ, sq);
}

__attribute__((noinline)) static void indep(const uint8_t *s, const u64 *o, u64 *d, size_t n) {
  for (size_t i = 0; i < n; i++) d[i] = queen(s[i], o[i]);
}
__attribute__((noinline)) static u64 chain(const uint8_t *s, const u64 *o, size_t n) {
  u64 acc = 0;
  for (size_t i = 0; i < n; i++) acc = queen(s[i], o[i] ^ acc);
  return acc;
}

static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e9 + t.tv_nsec; }
static int cmp(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return x < y ? -1 : x > y; }

int main(int c, char **v) {
  size_t n = c > 1 ? (size_t)atoi(v[1]) : 4096;
  init();
  uint8_t *s = malloc(n);
  u64 *o = aligned_alloc(64, n * 8), *d = aligned_alloc(64, n * 8);
  u64 r = 0x9e3779b97f4a7c15ULL;
#define NEXT (r ^= r << 13, r ^= r >> 7, r ^= r << 17, r)
  for (size_t i = 0; i < n; i++) { s[i] = NEXT % 64; u64 a = NEXT, b = NEXT; o[i] = a & b & NEXT; }
  indep(s, o, d, n);
  for (size_t i = 0; i < n; i++)
    if (d[i] != walk(s[i], o[i])) { fprintf(stderr, "wrong at %zu (square %d)\n", i, s[i]); return 1; }
  for (int k = 0; k < 2; k++) {
    double t[51]; int reps = 200; volatile u64 sink = 0;
    for (int j = 0; j < 51; j++) {
      double a = now();
      for (int q = 0; q < reps; q++) {
        if (k == 0) { indep(s, o, d, n); __asm__ volatile("" ::"r"(d) : "memory"); }
        else sink ^= chain(s, o, n);
      }
      t[j] = (now() - a) / reps / n;
    }
    qsort(t, 51, sizeof(double), cmp);
    printf("queen %-6s n=%zu median %.3f ns/lookup (min %.3f)\n", k ? "chain" : "indep", n, t[25], t[0]);
  }
  return 0;
}
