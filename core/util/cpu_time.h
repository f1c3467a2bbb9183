// Where the machine's processor time goes while the engine runs (Linux's /proc/stat): how much of
// it other programs took, and how much a VM's hypervisor gave to other guests (steal). The thread
// count reads the first (tensor/parallel.h); a speed measured on a shared machine is read beside
// both: on the 16-core device the same run's idle training figure spread from 5,421 to 11,975
// target tokens/s within one call.
#pragma once

#include <string_view>
#include <vector>

namespace twb {

// What other programs took is read from the time the cores were idle, not from the time they were
// busy: the kernel measures idle time as it happens (a core stops its tick and records when it
// sleeps), but charges busy time a whole tick at a time to whatever runs when the tick comes. On
// the 16-core Xeon, idle, with twb's 16 threads waking and sleeping at every parallel region, the
// busy time less twb's own read from -1.56 to +1.03 cores in windows of 0.3 s; the idle time gave
// -0.77 to +0.20. With `yes` running: 0.03 to 2.26 cores from the busy time, 0.86 to 1.29 from the idle.
struct MachineCpuTime {
  double idle_seconds = 0;   // all the cores' time idle (with iowait: idle, waiting for a disk)
  double steal_seconds = 0;  // time the hypervisor ran other guests on this VM's cores
  int cores = 0;             // how many cores the figures add up
  bool known = false;        // false where /proc/stat could not be read
};

// /proc/stat's text, in ticks of 1 / ticks_per_second s (sysconf(_SC_CLK_TCK)): its first line
// ("cpu  user nice system idle iowait irq softirq steal ..."), the whole machine (as many cores as
// it has "cpuN" lines), or where `cpus` is given the sum of those cores' own lines ("cpu3 ...").
// Missing trailing fields count as 0 (old kernels); text without the line, or without one of the
// cores, gives known = false.
MachineCpuTime parse_proc_stat(std::string_view text, double ticks_per_second, const std::vector<int>* cpus = nullptr);

// The cores this process may run on (sched_getaffinity): the ones its threads share with other
// programs. A container limited to some of a host's cores still sees every core in /proc/stat.
// Empty where unknown.
std::vector<int> cores_of_this_process();

// The totals now of the cores this process may run on (all where unknown), and this process's
// user + system time (every thread), in seconds.
MachineCpuTime machine_cpu_time();
double process_cpu_seconds();

// Between two readings `wall_seconds` apart: the cores other programs kept busy on average (the
// cores' time neither idle nor stolen, less this process's), and the cores' worth the hypervisor took.
struct OtherCpuUse {
  double other_cores = 0;
  double steal_cores = 0;
  bool known = false;
};
OtherCpuUse other_cpu_use(const MachineCpuTime& machine_before, const MachineCpuTime& machine_after,
                          double process_seconds, double wall_seconds);

}  // namespace twb
