#include "nn/pooling.h"

#include "util/error.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

void Pooling::forward(const Matrix& h, int batch, int length, const std::vector<uint8_t>& real_positions,
                      Matrix& pooled) {
  batch_ = batch, length_ = length, channels_ = static_cast<int>(h.cols());
  real_ = real_positions;
  counts_.assign(static_cast<size_t>(batch), 0);
  for (int b = 0; b < batch; ++b)
    for (int t = 0; t < length; ++t) counts_[static_cast<size_t>(b)] += real_[static_cast<size_t>(b) * length + t];
  pooled.resize(batch, channels_);
  if (kind == PoolingKind::max) winner_.assign(static_cast<size_t>(batch) * channels_, 0);
  for (int b = 0; b < batch; ++b) {
    if (counts_[static_cast<size_t>(b)] == 0) throw Error("pooling: sequence " + std::to_string(b) + " is all padding");
    const auto rows = h.middleRows(static_cast<Eigen::Index>(b) * length, length);
    switch (kind) {
      case PoolingKind::cls:
        pooled.row(b) = rows.row(0);
        break;
      case PoolingKind::mean:
        pooled.row(b).setZero();
        for (int t = 0; t < length; ++t)
          if (real_[static_cast<size_t>(b) * length + t]) pooled.row(b) += rows.row(t);
        pooled.row(b) /= static_cast<real>(counts_[static_cast<size_t>(b)]);
        break;
      case PoolingKind::max:
        for (int c = 0; c < channels_; ++c) {
          int best = -1;
          for (int t = 0; t < length; ++t)
            if (real_[static_cast<size_t>(b) * length + t] && (best < 0 || rows(t, c) > rows(best, c))) best = t;
          winner_[static_cast<size_t>(b) * channels_ + c] = best;
          pooled(b, c) = rows(best, c);
        }
        break;
    }
  }
}

void Pooling::backward(const Matrix& d_pooled, Matrix& dh) const {
  dh.setZero(static_cast<Eigen::Index>(batch_) * length_, channels_);
  for (int b = 0; b < batch_; ++b) {
    const Eigen::Index first = static_cast<Eigen::Index>(b) * length_;
    switch (kind) {
      case PoolingKind::cls:
        dh.row(first) = d_pooled.row(b);
        break;
      case PoolingKind::mean: {
        const real share = real(1) / static_cast<real>(counts_[static_cast<size_t>(b)]);
        for (int t = 0; t < length_; ++t)
          if (real_[static_cast<size_t>(b) * length_ + t]) dh.row(first + t) = d_pooled.row(b) * share;
        break;
      }
      case PoolingKind::max:
        for (int c = 0; c < channels_; ++c)
          dh(first + winner_[static_cast<size_t>(b) * channels_ + c], c) = d_pooled(b, c);
        break;
    }
  }
}

std::vector<double> Pooling::position_shares(int b) const {
  std::vector<double> shares(static_cast<size_t>(length_), 0.0);
  if (b < 0 || b >= batch_) return shares;
  switch (kind) {
    case PoolingKind::cls:
      shares[0] = 1;
      break;
    case PoolingKind::mean:
      for (int t = 0; t < length_; ++t)
        if (real_[static_cast<size_t>(b) * length_ + t])
          shares[static_cast<size_t>(t)] = 1.0 / counts_[static_cast<size_t>(b)];
      break;
    case PoolingKind::max:
      for (int c = 0; c < channels_; ++c)
        shares[static_cast<size_t>(winner_[static_cast<size_t>(b) * channels_ + c])] += 1.0 / channels_;
      break;
  }
  return shares;
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
