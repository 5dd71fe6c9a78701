/* The C baseline for the transpose batches: the scalar delta-swap formula in
 * a loop, left to gcc's auto-vectoriser. Not built by cargo; compile and run
 * by hand beside `report --kernel flip_diagonal_batch ...`:
 *
 *   gcc -O3 -march=haswell -o flip_delta_swap benches/c/flip_delta_swap.c
 *   ./flip_delta_swap 4096
 *
 * (-march=haswell is an AVX2-only build; -march=native on an AVX-512 CPU lets
 * gcc use vpternlogq, which the AVX2 level does not have.) Prints the median
 * of 51 timings of 200 passes over the boards, in ns per board. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <string.h>
typedef uint64_t u64;
static inline u64 ds(u64 x, u64 m, int s){ u64 t=(x^(x>>s))&m; return x^t^(t<<s); }
static inline u64 fd(u64 x){ x=ds(x,0x00aa00aa00aa00aaULL,7); x=ds(x,0x0000cccc0000ccccULL,14); return ds(x,0x00000000f0f0f0f0ULL,28);}
static inline u64 fa(u64 x){ x=ds(x,0x0055005500550055ULL,9); x=ds(x,0x0000333300003333ULL,18); return ds(x,0x000000000f0f0f0fULL,36);}
__attribute__((noinline)) void b_fd(const u64*s,u64*d,size_t n){for(size_t i=0;i<n;i++)d[i]=fd(s[i]);}
__attribute__((noinline)) void b_fa(const u64*s,u64*d,size_t n){for(size_t i=0;i<n;i++)d[i]=fa(s[i]);}
__attribute__((noinline)) void b_cw(const u64*s,u64*d,size_t n){for(size_t i=0;i<n;i++)d[i]=__builtin_bswap64(fd(s[i]));}
__attribute__((noinline)) void b_acw(const u64*s,u64*d,size_t n){for(size_t i=0;i<n;i++)d[i]=fd(__builtin_bswap64(s[i]));}
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec*1e9+t.tv_nsec;}
static int cmp(const void*a,const void*b){double x=*(double*)a,y=*(double*)b;return x<y?-1:x>y;}
int main(int c,char**v){
  size_t n=c>1?atoi(v[1]):4096; u64*s=aligned_alloc(64,n*8),*d=aligned_alloc(64,n*8);
  u64 r=0x9e3779b97f4a7c15ULL; for(size_t i=0;i<n;i++){r^=r<<13;r^=r>>7;r^=r<<17;s[i]=r;}
  void(*f[4])(const u64*,u64*,size_t)={b_fd,b_fa,b_cw,b_acw}; const char*nm[4]={"flip_diagonal","flip_anti_diagonal","rotate_90_clockwise","rotate_90_anticlockwise"};
  for(int k=0;k<4;k++){ double t[51]; int reps=200;
    for(int j=0;j<51;j++){double a=now(); for(int q=0;q<reps;q++){f[k](s,d,n); __asm__ volatile(""::"r"(d):"memory");} t[j]=(now()-a)/reps/n;}
    qsort(t,51,sizeof(double),cmp); printf("%-26s n=%zu median %.3f ns/board (min %.3f)\n",nm[k],n,t[25],t[0]);}
  return 0;}
