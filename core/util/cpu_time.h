// Where the machine's processor time goes while a benchmark runs (Linux's /proc/stat): how much
// of it other programs took, and how much a VM's hypervisor gave to other guests (steal). A speed
// measured on a shared machine is read beside these: on the 16-core device the same run's idle
// training figure spread from 5,421 to 11,975 target tokens/s within one call.
#pragma once

#include <string_view>

namespace twb {

struct MachineCpuTime {
  double busy_seconds = 0;   // all cores' time running anything: user (with guests), nice, system, irq, softirq
  double steal_seconds = 0;  // time the hypervisor ran other guests on this VM's cores
  bool known = false;        // false where /proc/stat could not be read
};

// The first line of /proc/stat's text ("cpu  user nice system idle iowait irq softirq steal ..."),
// in ticks of 1 / ticks_per_second s (sysconf(_SC_CLK_TCK)). Missing trailing fields count as 0
// (old kernels); text without that line gives known = false.
MachineCpuTime parse_proc_stat(std::string_view text, double ticks_per_second);

// The machine's totals now, and this process's user + system time (every thread), in seconds.
MachineCpuTime machine_cpu_time();
double process_cpu_seconds();

// Between two readings `wall_seconds` apart: the cores other programs kept busy on average
// (the machine's busy time less this process's), and the cores' worth the hypervisor took.
struct OtherCpuUse {
  double other_cores = 0;
  double steal_cores = 0;
  bool known = false;
};
OtherCpuUse other_cpu_use(const MachineCpuTime& machine_before, const MachineCpuTime& machine_after,
                          double process_seconds, double wall_seconds);

}  // namespace twb
