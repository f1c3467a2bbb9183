#include "util/cpu_time.h"

#include <sched.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <iterator>
#include <fstream>
#include <sstream>
#include <string>

namespace twb {

namespace {
// "user nice system idle iowait irq softirq steal ..." added to `out`; false where fewer than 4 fields.
bool add_cpu_line(std::string_view fields_text, double ticks_per_second, MachineCpuTime& out) {
  std::istringstream fields{std::string(fields_text)};
  double value[8] = {0, 0, 0, 0, 0, 0, 0, 0};
  int read = 0;
  while (read < 8 && fields >> value[read]) ++read;
  if (read < 4) return false;
  const double idle = value[3], iowait = value[4], steal = value[7];
  out.idle_seconds += (idle + iowait) / ticks_per_second;
  out.steal_seconds += steal / ticks_per_second;
  return true;
}
}  // namespace

MachineCpuTime parse_proc_stat(std::string_view text, double ticks_per_second, const std::vector<int>* cpus) {
  MachineCpuTime out;
  if (ticks_per_second <= 0) return {};
  bool total_read = false;
  for (size_t start = 0; start < text.size();) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = text.substr(start, end - start);
    start = end + 1;
    if (line.substr(0, 3) != "cpu") break;  // the cores' lines come first
    const size_t name_end = line.find(' ');
    if (name_end == std::string_view::npos) return {};
    const std::string_view number = line.substr(3, name_end - 3);
    if (number.empty()) {  // the machine's total, first
      if (cpus) continue;
      if (!add_cpu_line(line.substr(name_end), ticks_per_second, out)) return {};
      total_read = true;
      continue;
    }
    if (!cpus) {
      ++out.cores;  // the total's cores, counted
      continue;
    }
    int cpu = -1;
    if (std::from_chars(number.data(), number.data() + number.size(), cpu).ec != std::errc{}) return {};
    if (std::find(cpus->begin(), cpus->end(), cpu) == cpus->end()) continue;
    if (!add_cpu_line(line.substr(name_end), ticks_per_second, out)) return {};
    ++out.cores;
  }
  out.known = cpus ? !cpus->empty() && static_cast<size_t>(out.cores) == cpus->size() : total_read && out.cores > 0;
  if (!out.known) return {};
  return out;
}

std::vector<int> cores_of_this_process() {
  cpu_set_t set;
  CPU_ZERO(&set);
  if (sched_getaffinity(0, sizeof set, &set) != 0) return {};
  std::vector<int> cores;
  for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu)
    if (CPU_ISSET(cpu, &set)) cores.push_back(cpu);
  return cores;
}

MachineCpuTime machine_cpu_time() {
  static const std::vector<int> cores = cores_of_this_process();  // fixed for the process's life
  std::ifstream file("/proc/stat");
  if (!file) return {};
  const std::string text((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  const double ticks = static_cast<double>(sysconf(_SC_CLK_TCK));
  if (!cores.empty()) {
    const MachineCpuTime ours = parse_proc_stat(text, ticks, &cores);
    if (ours.known) return ours;
  }
  return parse_proc_stat(text, ticks);
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
  if (!machine_before.known || !machine_after.known || machine_before.cores != machine_after.cores || wall_seconds <= 0)
    return out;
  const double idle = machine_after.idle_seconds - machine_before.idle_seconds;
  const double steal = machine_after.steal_seconds - machine_before.steal_seconds;
  // The ticks and the clocks are counted apart: clamp the small negative differences that
  // rounding leaves when nothing else ran.
  const double others = machine_after.cores * wall_seconds - idle - steal - process_seconds;
  out.other_cores = std::max(0.0, others / wall_seconds);
  out.steal_cores = std::max(0.0, steal / wall_seconds);
  out.known = true;
  return out;
}

}  // namespace twb
