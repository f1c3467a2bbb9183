// Plain data the views draw. No Eigen, no Qt: a snapshot that crosses threads by value.
#pragma once

#include <string>
#include <vector>

namespace twb::inspect {

// A rows x cols grid of values, row-major, with optional labels for each row and column.
struct Heatmap {
  std::string title;
  std::string row_axis;     // e.g. "position"
  std::string column_axis;  // e.g. "dimension"
  int rows = 0;
  int cols = 0;
  std::vector<double> values;              // rows * cols, row-major: values[r * cols + c]
  std::vector<std::string> row_labels;     // empty, or one per row (tokens)
  std::vector<std::string> column_labels;  // empty, or one per column

  double at(int r, int c) const { return values[static_cast<size_t>(r) * cols + c]; }
};

// The sinusoidal positional-encoding matrix of "Attention Is All You Need":
// PE(pos, 2i) = sin(pos / 10000^(2i/d_model)), PE(pos, 2i+1) = cos(pos / 10000^(2i/d_model)).
// rows = max_len (position), cols = d_model (dimension).
Heatmap positional_encoding(int max_len, int d_model);

}  // namespace twb::inspect
