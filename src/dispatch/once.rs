//! A write-once cell for `static`s that works without `std`.

use core::cell::UnsafeCell;
use core::mem::MaybeUninit;
use core::sync::atomic::{AtomicU8, Ordering};

const EMPTY: u8 = 0;
const WRITING: u8 = 1;
const READY: u8 = 2;

/// A value computed on first use. Threads that arrive while another one is
/// computing it spin until it is published (the computations stored here are
/// a CPUID probe or a table build: well under a microsecond), so every
/// thread sees one value and never a partly written one.
pub(crate) struct Once<T> {
    state: AtomicU8,
    value: UnsafeCell<MaybeUninit<T>>,
}

// SAFETY: the value is written once, by the thread that moved `state` from
// EMPTY to WRITING, and only read after `state` is READY (Release store /
// Acquire load), so sharing `&Once<T>` shares only `&T`.
unsafe impl<T: Sync + Send> Sync for Once<T> {}

impl<T> Once<T> {
    pub(crate) const fn new() -> Once<T> {
        Once {
            state: AtomicU8::new(EMPTY),
            value: UnsafeCell::new(MaybeUninit::uninit()),
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

    #[cold]
    fn initialize(&self, init: impl FnOnce() -> T) {
        match self
            .state
            .compare_exchange(EMPTY, WRITING, Ordering::Acquire, Ordering::Acquire)
        {
            Ok(_) => {
                let value = init();
                // SAFETY: this thread won the EMPTY -> WRITING race, so it is
                // the only one touching the cell until it stores READY.
                unsafe { (*self.value.get()).write(value) };
                self.state.store(READY, Ordering::Release);
            }
            Err(_) => {
                while self.state.load(Ordering::Acquire) != READY {
                    core::hint::spin_loop();
                }
            }
        }
    }
}
