#include "util/cpu_time.h"

#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>

namespace twb {

MachineCpuTime parse_proc_stat(std::string_view text, double ticks_per_second) {
  MachineCpuTime out;
  if (text.substr(0, 4) != "cpu " || ticks_per_second <= 0) return out;
  const std::string_view line = text.substr(0, text.find('\n'));
  std::istringstream fields{std::string(line.substr(4))};
  // user nice system idle iowait irq softirq steal (guest and guest_nice are inside user and nice)
  double value[8] = {0, 0, 0, 0, 0, 0, 0, 0};
  int read = 0;
  while (read < 8 && fields >> value[read]) ++read;
  if (read < 4) return out;
  const double user = value[0], nice = value[1], system = value[2], irq = value[5], softirq = value[6];
  out.busy_seconds = (user + nice + system + irq + softirq) / ticks_per_second;
  out.steal_seconds = value[7] / ticks_per_second;
  out.known = true;
  return out;
}

MachineCpuTime machine_cpu_time() {
  std::ifstream file("/proc/stat");
  std::string first_line;
  if (!file || !std::getline(file, first_line)) return {};
  return parse_proc_stat(first_line, static_cast<double>(sysconf(_SC_CLK_TCK)));
}

double process_cpu_seconds() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  auto seconds = [](const timeval& t) { return static_cast<double>(t.tv_sec) + 1e-6 * static_cast<double>(t.tv_usec); };
  return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

OtherCpuUse other_cpu_use(const MachineCpuTime& machine_before, const MachineCpuTime& machine_after,
                          double process_seconds, double wall_seconds) {
  OtherCpuUse out;
  if (!machine_before.known || !machine_after.known || wall_seconds <= 0) return out;
  // The machine's ticks and the process's clock are counted apart: clamp the small negative
  // differences that rounding leaves when nothing else ran.
  const double others = machine_after.busy_seconds - machine_before.busy_seconds - process_seconds;
  out.other_cores = std::max(0.0, others / wall_seconds);
  out.steal_cores = std::max(0.0, (machine_after.steal_seconds - machine_before.steal_seconds) / wall_seconds);
  out.known = true;
  return out;
}

}  // namespace twb
