#include "decode/search.h"

#include <algorithm>
#include <functional>
#include <cmath>
#include <limits>
#include <numeric>

#include "tensor/parallel.h"
#include "text/special_tokens.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

namespace {

int output_limit(const Seq2SeqTransformer& model, int source_length, const DecodeSettings& settings) {
  const int wanted = settings.max_output_tokens > 0 ? settings.max_output_tokens : source_length + kOutputMargin;
  return std::min(wanted, model.config().max_len - 1);  // +1 position for <sos>
}

// log softmax of one row of logits, in double.
void log_softmax(const Eigen::Ref<const RowVector>& logits, std::vector<double>& out) {
  out.resize(static_cast<size_t>(logits.size()));
  const double max_logit = logits.maxCoeff();
  double sum = 0;
  for (Eigen::Index v = 0; v < logits.size(); ++v) sum += std::exp(logits(v) - max_logit);
  const double log_sum = max_logit + std::log(sum);
  for (Eigen::Index v = 0; v < logits.size(); ++v) out[static_cast<size_t>(v)] = logits(v) - log_sum;
}

// log Σ_v exp(logits[v]), the softmax's normaliser: log p(v) = logits[v] - log_sum_exp(logits).
// One vectorised pass over the vocabulary (Eigen's packet exp; a cast to double inside the sum
// made it call the scalar expf for every token); decoding needs p(v) only for the tokens it keeps.
double log_sum_exp(const Eigen::Ref<const RowVector>& logits) {
  const real max_logit = logits.maxCoeff();
  const real sum = (logits.array() - max_logit).exp().sum();
  return static_cast<double>(max_logit) + std::log(static_cast<double>(sum));
}

// <pad> and <sos> are never part of an output, whatever a model (an untrained one above all) gives
// them: the search never picks them. Their logits stay in the softmax's normaliser, so a token's
// log-probability is the model's own.
constexpr bool can_be_output(Eigen::Index id) { return id != kPadId && id != kSosId; }
static_assert(kPadId < kUnkId && kUnkId < kSosId && kSosId < kEosId && kEosId < kFirstOrdinaryId);

// The id of the largest logit that can be output; the lowest id among ties.
int32_t argmax(const Eigen::Ref<const RowVector>& logits) {
  const real* value = logits.data();
  Eigen::Index best = kEosId;  // every vocabulary has <eos> and every id above it can be output
  for (Eigen::Index v = kEosId + 1; v < logits.size(); ++v)
    if (value[v] > value[best]) best = v;
  if (value[kUnkId] >= value[best]) best = kUnkId;  // <unk>, the only one below <eos>, wins ties by its id
  return static_cast<int32_t>(best);
}

// The ids of the n largest logits that can be output, largest first, the lower id first among
// equals: one pass with a short sorted list (n is a beam's width + 1) instead of a partial sort of
// the vocabulary's ids.
void top_tokens(const Eigen::Ref<const RowVector>& logits, int n, std::vector<int32_t>& top) {
  n = std::min<int>(n, static_cast<int>(logits.size()));
  top.clear();
  const real* value = logits.data();
  for (Eigen::Index v = 0; v < logits.size(); ++v) {
    if (!can_be_output(v)) continue;
    if (static_cast<int>(top.size()) == n && !(value[v] > value[top.back()])) continue;
    // Insert after every kept token whose logit is >= this one (those have lower ids).
    size_t at = top.size();
    while (at > 0 && value[top[at - 1]] < value[v]) --at;
    if (static_cast<int>(top.size()) == n) top.pop_back();
    top.insert(top.begin() + static_cast<std::ptrdiff_t>(std::min(at, top.size())), static_cast<int32_t>(v));
  }
}

std::vector<std::pair<int32_t, float>> top_probabilities(const std::vector<double>& log_probs, int k) {
  std::vector<int32_t> ids(log_probs.size());
  std::iota(ids.begin(), ids.end(), 0);
  k = std::min<int>(k, static_cast<int>(ids.size()));
  std::partial_sort(ids.begin(), ids.begin() + k, ids.end(), [&](int32_t a, int32_t b) {
    return log_probs[static_cast<size_t>(a)] > log_probs[static_cast<size_t>(b)] ||
           (log_probs[static_cast<size_t>(a)] == log_probs[static_cast<size_t>(b)] && a < b);
  });
  std::vector<std::pair<int32_t, float>> top;
  for (int i = 0; i < k; ++i)
    top.emplace_back(ids[static_cast<size_t>(i)],
                     static_cast<float>(std::exp(log_probs[static_cast<size_t>(ids[static_cast<size_t>(i)])])));
  return top;
}

double length_penalty(size_t length, double alpha) {
  return alpha == 0 ? 1.0 : std::pow((5.0 + static_cast<double>(length)) / 6.0, alpha);
}

// A hypothesis's rank in beam search (DecodeSettings): log-probability over GNMT's length penalty,
// plus the word reward for each of its `length` tokens (<eos> included) up to `expected_length`.
double beam_score(double log_probability, size_t length, double expected_length, const DecodeSettings& settings) {
  return log_probability / length_penalty(length, settings.length_penalty) +
         settings.word_reward * std::min(static_cast<double>(length), expected_length);
}

// GNMT's coverage term Σ_i log(min(c_i, 1)) of a hypothesis whose attention has summed to c_i on
// source token i (≤ 0; 0 once every token has had a whole unit of attention). The floor keeps a
// weight that underflowed to 0 from making the hypothesis's score -infinity.
double coverage_log(const std::vector<real>& coverage) {
  double sum = 0;
  for (const real c : coverage) sum += std::log(std::clamp(static_cast<double>(c), 1e-9, 1.0));
  return sum;
}

// A source's own length: its tokens before the padding, at least 1 (an empty source is one <pad>,
// as beam_search sees it).
int own_length(const TokenBatch& source, int b) {
  int length = 0;
  for (int t = 0; t < source.length; ++t)
    if (source.at(b, t) != kPadId) length = t + 1;
  return std::max(1, length);
}

}  // namespace

std::vector<Hypothesis> greedy_decode(Seq2SeqTransformer& model, const TokenBatch& source,
                                      const DecodeSettings& settings) {
  const int batch = source.batch;
  std::vector<Hypothesis> out(static_cast<size_t>(batch));
  if (batch == 0) return out;
  AdaptiveThreadCount threads;  // n threads, less the cores other programs keep busy now
  threads.use_chosen();         // for the encoder, and the cross-attention's keys and values
  Matrix memory;
  model.encode_for_decoding(source, memory);
  // Each sentence's limit comes from its own length, not the batch's padded one.
  std::vector<int> limit(static_cast<size_t>(batch));
  int longest = 0;
  for (int b = 0; b < batch; ++b) {
    limit[static_cast<size_t>(b)] = output_limit(model, own_length(source, b), settings);
    longest = std::max(longest, limit[static_cast<size_t>(b)]);
  }
  Seq2SeqTransformer::DecoderCache cache;
  model.start_decoding(memory, source, longest + 1, cache);

  // Row r of the cache decodes sentence sentence_of[r]; finished sentences leave the batch.
  std::vector<int> sentence_of(static_cast<size_t>(batch));
  std::iota(sentence_of.begin(), sentence_of.end(), 0);
  std::vector<int32_t> next(static_cast<size_t>(batch), kSosId);
  Matrix logits;
  int finished_rows = 0;  // rows of the cache whose sentence has ended
  for (int t = 0; !sentence_of.empty(); ++t) {
    threads.begin_step();
    model.decode_step(cache, next, logits);
    const int rows = static_cast<int>(sentence_of.size());
    // Each sentence's log-softmax over the vocabulary and its choice: independent, so the threads
    // share them (left serial, this loop was a third of decoding a 200-sentence batch).
    int ended = 0;
#pragma omp parallel for schedule(dynamic, 4) reduction(+ : ended) if (rows >= 8)
    for (int r = 0; r < rows; ++r) {
      const auto b = static_cast<size_t>(sentence_of[static_cast<size_t>(r)]);
      Hypothesis& h = out[b];
      if (h.finished) continue;
      const int32_t token = t == limit[b] ? kEosId : argmax(logits.row(r));  // the limit forces an end
      if (settings.top_k > 0) {  // the window's per-step view: the whole distribution
        thread_local std::vector<double> log_probs;
        log_softmax(logits.row(r), log_probs);
        h.top_k.push_back(top_probabilities(log_probs, settings.top_k));
      }
      h.log_probability += static_cast<double>(logits(r, token)) - log_sum_exp(logits.row(r));
      if (token == kEosId) {
        h.finished = true;  // at the limit too: the sequence is complete either way
        ++ended;
      } else {
        h.tokens.push_back(token);
      }
      next[static_cast<size_t>(r)] = token;
    }
    finished_rows += ended;
    // Drop the finished rows once they are an eighth of the batch: each sentence's numbers do not
    // depend on the others (Seq2SeqTransformer's decoding), so only the work shrinks.
    if (finished_rows > 0 && 8 * finished_rows >= rows) {
      std::vector<int> kept_rows, kept_sentences;
      std::vector<int32_t> kept_next;
      for (int r = 0; r < rows; ++r) {
        const int b = sentence_of[static_cast<size_t>(r)];
        if (out[static_cast<size_t>(b)].finished) continue;
        kept_rows.push_back(r);
        kept_sentences.push_back(b);
        kept_next.push_back(next[static_cast<size_t>(r)]);
      }
      if (!kept_rows.empty()) Seq2SeqTransformer::keep_sequences(cache, kept_rows);
      sentence_of = std::move(kept_sentences);
      next = std::move(kept_next);
      finished_rows = 0;
    }
    threads.end_step();
  }
  for (auto& h : out) h.score = h.log_probability;
  return out;
}

namespace {

// One sentence's beam search: its `width` live beams (rows of the batch's cache), the hypotheses
// that have ended, and whether it is done. advance() is one step of the search on this sentence's
// rows of logits; what it decides depends on nothing but those rows, so a sentence's search is the
// same alone or beside others.
class SentenceSearch {
 public:
  // expected_length: L* of DecodeSettings, in tokens with <eos>.
  // source_length: the source's own tokens (the coverage penalty sums over them).
  SentenceSearch(int width, int limit, double expected_length, int source_length)
      : width_(width), limit_(limit), source_length_(source_length), expected_length_(expected_length) {
    // At the start only beam 0 is live; the copies wait at -infinity so that they are never chosen.
    beams_.assign(static_cast<size_t>(width), Beam{{}, -std::numeric_limits<double>::infinity(), {}});
    beams_[0].log_probability = 0;
  }

  bool done() const { return done_; }
  // The token each beam feeds next (<eos> for a dead copy: any token will do, it is never chosen).
  int32_t next_token(int k) const {
    const Beam& beam = beams_[static_cast<size_t>(k)];
    return beam.tokens.empty() ? (step_ == 0 ? kSosId : kEosId) : beam.tokens.back();
  }

  // Step t: `logits` rows [first, first + width) are this sentence's beams, and with a coverage
  // penalty so are `attention`'s (their cross-attention at this step, Seq2SeqTransformer::
  // DecoderCache). Chooses the survivors; parent[k] (k < width) is the beam, 0..width-1, that
  // survivor k continues.
  void advance(const Matrix& logits, const Matrix& attention, Eigen::Index first, const DecodeSettings& settings,
               std::vector<int>& parent) {
    const bool covers = settings.coverage_penalty != 0;
    // A candidate's coverage: its parent's, plus where the parent's row looked to choose it.
    auto coverage_after = [&](const Beam& from, int k) {
      std::vector<real> coverage = from.coverage;
      coverage.resize(static_cast<size_t>(source_length_), real(0));
      for (int i = 0; i < source_length_; ++i) coverage[static_cast<size_t>(i)] += attention(first + k, i);
      return coverage;
    };
    const int t = step_++;
    candidates_.clear();
    for (int k = 0; k < width_; ++k) {
      const Beam& beam = beams_[static_cast<size_t>(k)];
      if (!std::isfinite(beam.log_probability)) continue;
      const auto row = logits.row(first + k);
      const double log_sum = log_sum_exp(row);  // log p(v) = row[v] - log_sum
      if (t == limit_) {                        // the limit forces an end
        candidates_.push_back({beam.log_probability + (static_cast<double>(row(kEosId)) - log_sum), k, kEosId});
        continue;
      }
      // Each beam proposes its width + 1 best tokens: enough for `width` survivors besides <eos>.
      top_tokens(row, width_ + 1, top_);
      for (const int32_t token : top_)
        candidates_.push_back({beam.log_probability + (static_cast<double>(row(token)) - log_sum), k, token});
    }
    std::stable_sort(candidates_.begin(), candidates_.end(),
                     [](const Candidate& a, const Candidate& b) { return a.log_probability > b.log_probability; });
    std::vector<Beam> survivors;
    parent.clear();
    for (const Candidate& c : candidates_) {
      if (static_cast<int>(survivors.size()) == width_) break;
      const Beam& from = beams_[static_cast<size_t>(c.parent)];
      if (c.token == kEosId) {
        Hypothesis h;
        h.tokens = from.tokens;
        h.log_probability = c.log_probability;
        h.score = beam_score(c.log_probability, h.tokens.size() + 1, expected_length_, settings);
        if (covers) {
          h.coverage = coverage_log(coverage_after(from, c.parent));
          h.score += settings.coverage_penalty * h.coverage;
        }
        h.finished = true;
        finished_.push_back(std::move(h));
        continue;
      }
      Beam b{from.tokens, c.log_probability, covers ? coverage_after(from, c.parent) : std::vector<real>{}};
      b.tokens.push_back(c.token);
      survivors.push_back(std::move(b));
      parent.push_back(c.parent);
    }
    if (t == limit_ || survivors.empty() || (width_ == 1 && !finished_.empty())) {  // a beam of one is greedy
      finish();
      return;
    }
    // Done when `width` hypotheses have ended and the best live beam, ended now and given the whole
    // word reward it could still earn, would not beat the worst of the `width` best of them (the
    // coverage term is ≤ 0, so leaving it out keeps this a bound).
    // Stopping at the first `width` endings instead (as this did before) keeps the short
    // hypotheses, which end first because candidates are ranked by raw log-probability, and cuts
    // the longer ones the length penalty would have preferred: beam 4 was shorter than greedy
    // (BP 0.85 against 0.90 on test_2016).
    if (static_cast<int>(finished_.size()) >= width_) {
      std::vector<double> scores;
      for (const Hypothesis& h : finished_) scores.push_back(h.score);
      std::nth_element(scores.begin(), scores.begin() + (width_ - 1), scores.end(), std::greater<>());
      const double worst_kept = scores[static_cast<size_t>(width_ - 1)];
      const Beam& best_live = survivors.front();  // survivors are in order of log-probability
      const double best_live_bound = beam_score(best_live.log_probability, best_live.tokens.size() + 1, 0, settings) +
                                     settings.word_reward * expected_length_;
      if (best_live_bound < worst_kept) {
        finish();
        return;
      }
    }
    while (static_cast<int>(survivors.size()) < width_) {  // keep the rows full with dead copies
      survivors.push_back(Beam{{}, -std::numeric_limits<double>::infinity(), {}});
      parent.push_back(parent.front());
    }
    beams_ = std::move(survivors);
  }

  // The `width` best ended hypotheses, best first (once done).
  std::vector<Hypothesis> take_results() {
    std::stable_sort(finished_.begin(), finished_.end(),
                     [](const Hypothesis& a, const Hypothesis& b) { return a.score > b.score; });
    if (static_cast<int>(finished_.size()) > width_) finished_.resize(static_cast<size_t>(width_));
    return std::move(finished_);
  }

 private:
  struct Beam {
    std::vector<int32_t> tokens;
    double log_probability;
    std::vector<real> coverage;  // with a coverage penalty: Σ_j p_ij so far, per source token i
  };
  struct Candidate {
    double log_probability;
    int parent;
    int32_t token;
  };
  void finish() {
    done_ = true;
    beams_.clear();
  }

  int width_, limit_, source_length_;
  double expected_length_;
  int step_ = 0;
  bool done_ = false;
  std::vector<Beam> beams_;
  std::vector<Hypothesis> finished_;
  std::vector<Candidate> candidates_;
  std::vector<int32_t> top_;
};

}  // namespace

std::vector<std::vector<Hypothesis>> beam_search(Seq2SeqTransformer& model, const TokenBatch& sources,
                                                 const DecodeSettings& settings) {
  const int width = std::max(1, settings.beam_width);
  const int count = sources.batch;
  std::vector<std::vector<Hypothesis>> out(static_cast<size_t>(count));
  if (count == 0) return out;
  // The encoder, and cross-attention's keys and values, run once per sentence; each sentence's
  // `width` beams are rows s*width .. s*width + width-1 of the decoder's batch.
  AdaptiveThreadCount threads;  // n threads, less the cores other programs keep busy now
  threads.use_chosen();         // for the encoder, and the cross-attention's keys and values
  Matrix memory;
  model.encode_for_decoding(sources, memory);
  std::vector<SentenceSearch> searches;
  searches.reserve(static_cast<size_t>(count));
  int longest = 0;
  for (int s = 0; s < count; ++s) {
    // Each sentence's limit comes from its own length, not the batch's padded one.
    const int limit = output_limit(model, own_length(sources, s), settings);
    longest = std::max(longest, limit);
    searches.emplace_back(width, limit, settings.target_length_ratio * own_length(sources, s) + 1,
                          own_length(sources, s));
  }
  Seq2SeqTransformer::DecoderCache cache;
  model.start_decoding(memory, sources, longest + 1, cache, width);
  cache.record_cross_attention = settings.coverage_penalty != 0;

  // Block i of the cache (rows i*width ..) searches for sentence sentence_of[i]; ended sentences
  // leave the batch.
  std::vector<int> sentence_of(static_cast<size_t>(count));
  std::iota(sentence_of.begin(), sentence_of.end(), 0);
  std::vector<int32_t> next(static_cast<size_t>(count) * width, kSosId);
  std::vector<std::vector<int>> parents(static_cast<size_t>(count));
  Matrix logits;
  while (!sentence_of.empty()) {
    threads.begin_step();
    model.decode_step(cache, next, logits);
    const int blocks = static_cast<int>(sentence_of.size());
    // Each sentence's choice is its own: the threads share them.
#pragma omp parallel for schedule(dynamic, 1) if (blocks >= 4)
    for (int i = 0; i < blocks; ++i) {
      SentenceSearch& search = searches[static_cast<size_t>(sentence_of[static_cast<size_t>(i)])];
      search.advance(logits, cache.cross_attention, static_cast<Eigen::Index>(i) * width, settings,
                     parents[static_cast<size_t>(i)]);
    }
    // The new rows: each live sentence's survivors, from their parents' rows; ended sentences drop
    // out (their rows are not copied).
    std::vector<int> rows, kept_sentences;
    bool dropped = false;
    for (int i = 0; i < blocks; ++i) {
      const int s = sentence_of[static_cast<size_t>(i)];
      if (searches[static_cast<size_t>(s)].done()) {
        dropped = true;
        continue;
      }
      kept_sentences.push_back(s);
      for (int parent : parents[static_cast<size_t>(i)]) rows.push_back(i * width + parent);
    }
    if (!rows.empty()) {
      if (dropped) {
        Seq2SeqTransformer::keep_sequences(cache, rows);  // fewer rows: the memory's too
      } else {
        Seq2SeqTransformer::reorder_cache(cache, rows);  // the same sentences: the decoder's cache alone
      }
    }
    sentence_of = std::move(kept_sentences);
    next.resize(sentence_of.size() * static_cast<size_t>(width));
    for (size_t i = 0; i < sentence_of.size(); ++i)
      for (int k = 0; k < width; ++k)
        next[i * static_cast<size_t>(width) + static_cast<size_t>(k)] =
            searches[static_cast<size_t>(sentence_of[i])].next_token(k);
    threads.end_step();
  }
  for (int s = 0; s < count; ++s) out[static_cast<size_t>(s)] = searches[static_cast<size_t>(s)].take_results();
  return out;
}

std::vector<Hypothesis> beam_search(Seq2SeqTransformer& model, const std::vector<int32_t>& source,
                                    const DecodeSettings& settings) {
  const int source_length = std::max<int>(1, static_cast<int>(source.size()));
  TokenBatch one{1, source_length, std::vector<int32_t>(static_cast<size_t>(source_length), kPadId)};
  std::copy(source.begin(), source.end(), one.ids.begin());
  return std::move(beam_search(model, one, settings).front());
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
