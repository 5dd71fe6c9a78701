//! A write-once cell for `static`s that works without `std`.

use core::cell::UnsafeCell;
use core::mem::MaybeUninit;
use core::sync::atomic::{AtomicU8, Ordering};

const EMPTY: u8 = 0;
const WRITING: u8 = 1;
const READY: u8 = 2;

/// A value computed on first use. Threads that arrive meanwhile spin until
/// it is published (every computation here is short), so all see one whole
/// value. If `init` panics, a guard empties the cell and the next thread to
/// need the value, waiting or new, computes it: nobody spins forever.
pub(crate) struct Once<T> {
    state: AtomicU8,
    value: UnsafeCell<MaybeUninit<T>>,
    /// Threads waiting on another's computation (tests: panic once they spin).
    #[cfg(test)]
    waiters: core::sync::atomic::AtomicUsize,
}

// SAFETY: the value is written once, by the thread that moved `state` from
// EMPTY to WRITING, and read only once `state` is READY (Release store /
// Acquire load), so sharing `&Once<T>` shares only `&T`. A panicking `init`
// wrote nothing, and its guard hands the cell back as EMPTY.
unsafe impl<T: Sync + Send> Sync for Once<T> {}

/// Puts a cell whose computation is unwinding back to EMPTY.
struct ResetOnUnwind<'a>(&'a AtomicU8);

impl Drop for ResetOnUnwind<'_> {
    fn drop(&mut self) {
        // Reached only while unwinding out of `init`. Release pairs with the
        // waiters' Acquire loads; nothing was written.
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

    /// Returns once the state is READY: computes the value if EMPTY (first
    /// use, or a panicked computation), else waits.
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
                    // Wait; if the writer panics, the state drops to EMPTY.
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

    /// A first computation panics while two threads wait: neither hangs, all get the value.
    #[test]
    #[cfg_attr(
        target_family = "wasm",
        ignore = "wasm32-wasip1 aborts on panic and has no threads"
    )]
    fn a_panicking_init_lets_waiting_threads_retry() {
        const WAITERS: usize = 2;
        let (tx, rx) = mpsc::channel();
        // A driver thread, so this one can turn a hang into a failure.
        let driver = thread::spawn(move || {
            let once: Once<u32> = Once::new();
            let got = Mutex::new(Vec::new());
            let (once, got) = (&once, &got);
            let first_panicked = thread::scope(|s| {
                s.spawn(move || {
                    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                        once.get_or_init(|| {
                            // Spawn the waiters while holding the cell; panic once they spin.
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
        let (first_panicked, got, later) = rx
            .recv_timeout(Duration::from_secs(120))
            .expect("threads waiting on a panicked initialiser never finished");
        driver.join().unwrap();
        assert!(first_panicked, "the first init must panic");
        assert_eq!(got, [7; WAITERS]);
        assert_eq!(later, 7);
    }

    /// An `init` that always panics panics in every caller; a good one then fills the cell.
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
