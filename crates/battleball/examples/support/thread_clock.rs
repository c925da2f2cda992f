//! The time this thread has run on a core, for the examples that time a coach's decisions: a
//! loaded machine's waiting for a core is left out, so the figures are the decisions' own.

use std::time::Duration;

/// To the nanosecond: `clock_gettime` of the thread's CPU clock brings the kernel's count up to
/// date as it reads it. Linux's `/proc/thread-self/schedstat`, read before, is brought up to date
/// only at the scheduler's tick (every 4 ms here) and at a switch, so a decision that straddled a
/// tick was charged the ~4 ms its forerunners had run since the last one. Nought where the clock
/// cannot be read.
pub fn thread_time() -> Duration {
    let mut now = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `now` is a live `timespec` of the platform's own layout, which the call only writes.
    let failed = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut now) } != 0;
    if failed {
        return Duration::ZERO;
    }
    Duration::new(
        u64::try_from(now.tv_sec).unwrap_or(0),
        u32::try_from(now.tv_nsec).unwrap_or(0),
    )
}
