#include "inspect/heatmap.h"

#include "nn/embedding.h"

namespace twb::inspect {

Heatmap positional_encoding(int max_len, int d_model) {
  const Matrix table = sinusoidal_table(max_len, d_model);
  Heatmap map;
  map.title = "Sinusoidal positional encoding";
  map.row_axis = "position";
  map.column_axis = "dimension";
  map.rows = max_len;
  map.cols = d_model;
  map.values.assign(table.data(), table.data() + table.size());
  return map;
}

}  // namespace twb::inspect
