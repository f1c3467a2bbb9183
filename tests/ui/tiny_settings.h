// The smallest translation run the UI tests train: numbers-en-de, d_model 32, d_ff 64, two heads,
// validation on 20 pairs. Plain engine settings (no Qt), for the suites with and without widgets.
#pragma once

#include "task/task.h"

namespace twb::ui::testing {

inline twb::ExperimentSettings tinyNumbersSettings() {
  twb::ExperimentSettings settings = twb::default_settings("translate");
  settings.dataset = "numbers-en-de";
  settings.set("d_model=32");
  settings.set("d_ff=64");
  settings.set("heads=2");
  settings.set("eval_sentences=20");
  return settings;
}

}  // namespace twb::ui::testing
