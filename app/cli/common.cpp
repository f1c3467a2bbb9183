#include <iostream>

#include "cli/commands.h"

namespace twb::cli {

void print_json(const nlohmann::json& object) { std::cout << object.dump() << std::endl; }

}  // namespace twb::cli
