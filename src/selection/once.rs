//! A write-once cell for `static`s that works without `std`.

use core::cell::UnsafeCell;
use core::mem::MaybeUninit;
use core::sync::atomic::{AtomicU8, Ordering};

const EMPTY: u8 = 0;
const WRITING: u8 = 1;
const READY: u8 = 2;

/// A value computed on first use. Threads that arrive while another one is
/// computing it spin until it is published (the computations stored here are
/// short: a CPUID probe, a table build, the level choice, and `calibrate()`'s
/// measurement, the longest, at about 1.5 ms), so every thread sees one
/// value and never a partly written one.
///
/// If the computation panics, the cell goes back to empty (a guard resets it
/// while the panic unwinds), and the next thread to need the value, whether
/// it was spinning or arrives later, computes it again with its own `init`:
/// nobody spins forever on a value that will never come. A computation that
/// always panics therefore panics in every caller, each with its own message
/// and location. With `panic = "abort"` there is nobody left to wait.
pub(crate) struct Once<T> {
    state: AtomicU8,
    value: UnsafeCell<MaybeUninit<T>>,
    /// How many threads have started waiting for another's computation
    /// (tests only: lets a test panic in `init` once waiters are spinning).
    #[cfg(test)]
    waiters: core::sync::atomic::AtomicUsize,
}

// SAFETY: the value is written once, by the thread that moved `state` from
// EMPTY to WRITING, and only read after `state` is READY (Release store /
// Acquire load), so sharing `&Once<T>` shares only `&T`. A writer that
// panics never wrote the value (the panic comes from `init`, before the
// write), and its guard hands the cell back as EMPTY.
unsafe impl<T: Sync + Send> Sync for Once<T> {}

/// Puts a cell whose computation is unwinding back to EMPTY.
struct ResetOnUnwind<'a>(&'a AtomicU8);

impl Drop for ResetOnUnwind<'_> {
    fn drop(&mut self) {
        // Only reached while unwinding out of `init` (the normal path
        // forgets the guard). Release pairs with the waiters' Acquire loads;
        // nothing was written, so there is nothing else to publish.
        self.0.store(EMPTY, Ordering::Release);
    }
}

impl<T> Once<T> {
    pub(crate) const fn new() -> Once<T> {
        Once {
            state: AtomicU8::new(EMPTY),
            value: UnsafeCell::new(MaybeUninit::uninit()),
            #[cfg(test)]
            waiters: core::sync::atomic::AtomicUsize::new(0),
        }
    }

    /// The value, computing it with `init` if no thread has yet.
    #[inline]
    pub(crate) fn get_or_init(&self, init: impl FnOnce() -> T) -> &T {
        if self.state.load(Ordering::Acquire) != READY {
            self.initialize(init);
        }
        // SAFETY: state is READY, so the value was fully written and
        // published with Release before that store.
        unsafe { (*self.value.get()).assume_init_ref() }
    }

    /// The value, if some thread has finished computing it.
    #[allow(dead_code)] // used with `std` (calibration)
    pub(crate) fn get(&self) -> Option<&T> {
        if self.state.load(Ordering::Acquire) == READY {
            // SAFETY: as in `get_or_init`.
            Some(unsafe { (*self.value.get()).assume_init_ref() })
        } else {
            None
        }
    }

    /// Returns once the state is READY: computes the value if the cell is
    /// EMPTY (first use, or the previous computation panicked), else waits.
    #[cold]
    fn initialize(&self, init: impl FnOnce() -> T) {
        #[cfg(test)]
        let mut counted = false;
        loop {
            match self
                .state
                .compare_exchange(EMPTY, WRITING, Ordering::Acquire, Ordering::Acquire)
            {
                Ok(_) => {
                    let guard = ResetOnUnwind(&self.state);
                    let value = init();
                    core::mem::forget(guard);
                    // SAFETY: this thread won the EMPTY -> WRITING race, so it
                    // is the only one touching the cell until it stores READY.
                    unsafe { (*self.value.get()).write(value) };
                    self.state.store(READY, Ordering::Release);
                    return;
                }
                Err(READY) => return,
                Err(_) => {
                    #[cfg(test)]
                    if !counted {
                        counted = true;
                        self.waiters.fetch_add(1, Ordering::SeqCst);
                    }
                    // Wait while another thread computes; if it panics the
                    // state drops back to EMPTY and the loop takes over.
                    while self.state.load(Ordering::Acquire) == WRITING {
                        core::hint::spin_loop();
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    extern crate std;

    use super::Once;
    use core::sync::atomic::Ordering;
    use std::boxed::Box;
    use std::sync::{mpsc, Mutex};
    use std::thread;
    use std::time::Duration;
    use std::vec::Vec;

    #[test]
    fn first_value_wins() {
        let once = Once::new();
        assert_eq!(once.get(), None);
        assert_eq!(*once.get_or_init(|| 1), 1);
        assert_eq!(*once.get_or_init(|| 2), 1);
        assert_eq!(once.get(), Some(&1));
    }

    /// The first computation panics while two other threads wait for it:
    /// they must not hang; one of them computes the value and both get it.
    /// A later caller gets it without computing. Every thread is joined and
    /// nothing is leaked (the test also runs under Miri).
    #[test]
    #[cfg_attr(
        target_family = "wasm",
        ignore = "wasm32-wasip1 aborts on panic and has no threads"
    )]
    fn a_panicking_init_lets_waiting_threads_retry() {
        const WAITERS: usize = 2;
        let (tx, rx) = mpsc::channel();
        // The scenario runs on a driver thread so that this thread can bound
        // the wait: a hang becomes a failure, not a stuck test run.
        let driver = thread::spawn(move || {
            let once: Once<u32> = Once::new();
            let got = Mutex::new(Vec::new());
            let (once, got) = (&once, &got);
            let first_panicked = thread::scope(|s| {
                s.spawn(move || {
                    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                        once.get_or_init(|| {
                            // Start the waiters only once this thread holds
                            // the cell, and panic only once they all spin.
                            for _ in 0..WAITERS {
                                s.spawn(move || {
                                    // Not under the lock: both must wait on the cell.
                                    let value = *once.get_or_init(|| 7);
                                    got.lock().unwrap().push(value);
                                });
                            }
                            while once.waiters.load(Ordering::SeqCst) < WAITERS {
                                thread::yield_now();
                            }
                            // `resume_unwind` skips the panic hook: no noise.
                            std::panic::resume_unwind(Box::new("init failed on purpose"))
                        })
                    }))
                    .is_err()
                })
                .join()
                .unwrap()
            });
            let later = *once.get_or_init(|| unreachable!("already computed"));
            let got = core::mem::take(&mut *got.lock().unwrap());
            tx.send((first_panicked, got, later)).unwrap();
        });
        // The bound only turns a hang into a failure; it is not a timing test.
        let (first_panicked, got, later) = rx
            .recv_timeout(Duration::from_secs(120))
            .expect("threads waiting on a panicked initialiser never finished");
        driver.join().unwrap();
        assert!(first_panicked, "the first init must panic");
        assert_eq!(got, [7; WAITERS]);
        assert_eq!(later, 7);
    }

    /// A computation that panics every time panics in every caller, and the
    /// cell stays empty; a later good computation fills it.
    #[test]
    #[cfg_attr(
        target_family = "wasm",
        ignore = "wasm32-wasip1 aborts on panic: no unwinding to catch"
    )]
    fn an_init_that_always_panics_panics_in_every_caller() {
        let once: Once<u32> = Once::new();
        for _ in 0..3 {
            let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                *once.get_or_init(|| std::panic::resume_unwind(Box::new("always")))
            }));
            assert!(r.is_err());
            assert_eq!(once.get(), None);
        }
        assert_eq!(*once.get_or_init(|| 3), 3);
    }
}
