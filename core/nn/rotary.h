// Rotary position embedding (RoFormer, Su et al. 2021), in the form GPT-NeoX and LLaMA use:
// positions enter the model only inside self-attention, by turning each head's query and key
// through an angle that grows with the position. Nothing is added to the residual stream.
// Of a head's d_k features the first r turn (r = d_k, or GPT-NeoX's partial rotary: r = ⌊d_k ×
// rotary_pct⌋, Pythia's a quarter); the other d_k − r pass unturned. For position p the r pair up
// as (i, i + r/2), i < r/2 (GPT-NeoX's "rotate half"; not the interleaved (2i, 2i + 1) of RoFormer),
// and pair i turns by the angle p θ_i:
//   θ_i = base^(−2i/r)                                       base = 10000 by default (rope_theta)
//   x'_i       = x_i cos(p θ_i) − x_{i+r/2} sin(p θ_i)
//   x'_{i+r/2} = x_{i+r/2} cos(p θ_i) + x_i sin(p θ_i)
// Rotations keep lengths and R_p^T R_s = R_{s−p}, so a score q'_p · k'_s = q_p^T R_{s−p} k_s
// depends on the two positions only through their offset: "the token before" is one fixed
// pattern for a head, wherever the query stands.
// Backward: a rotation is orthogonal, dx = R_p^T dx', the same turn through −p θ_i.
#pragma once

#include "tensor/tensor.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

struct RotaryPositions {
  static constexpr double kBase = 10000;
  int d_k = 0;                  // 0: no rotation (the model's positions are added to its input instead)
  int rotated = 0;              // r: the first r of each head's d_k features turn
  double base = kBase;          // θ_i = base^(−2i/r)
  int max_len = 0;              // positions 0 .. max_len − 1
  Matrix cos_table, sin_table;  // (max_len, r/2): cos(p θ_i), sin(p θ_i), computed in double

  // rotated_dims (0: all of head_dim) must be even and at most head_dim.
  void init(int max_positions, int head_dim, int rotated_dims = 0, double angle_base = kBase);
  bool active() const { return d_k > 0; }
  // The angle θ_i of pair i (i < r/2), in radians per position.
  double frequency(int pair) const;
  // x: (B*T, H*d_k), row b*T + t of position t, turned in place; inverse turns back (backward).
  void rotate(Matrix& x, int heads, int length, bool inverse = false) const { rotate(x, x, heads, length, inverse); }
  // The same from `in` into `out` (resized; it may be `in`).
  void rotate(const Matrix& in, Matrix& out, int heads, int length, bool inverse = false) const;
  // Every row of x: (N, H*d_k) at the one position p (a decoding step).
  void rotate_at(Matrix& x, int heads, int position) const;
  // One row (H*d_k) at position p, from `in` into `out` (it may be `in`).
  void rotate_row(const real* in, real* out, int heads, int position, bool inverse) const;
};

}  // namespace TWB_PRECISION_NS
}  // namespace twb
