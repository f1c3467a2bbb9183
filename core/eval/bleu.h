// Corpus BLEU exactly as sacreBLEU 2.x computes it by default, and the exact-match rate.
//
// sacreBLEU's defaults: tokenize='13a' (the tokenizer of mteval-v13a.pl), smooth_method='exp',
// lowercase=False, use_effective_order=False, max_ngram_order=4. The input is detokenized output
// (what a person reads) against the raw reference text; the tokenizer is part of the metric.
//
//   BLEU = BP · exp( (1/4) Σ_n log p_n ) · 100
//   p_n  = clipped matches of n-grams / n-grams in the hypotheses (corpus sums), where a hypothesis
//          n-gram counts at most as often as it occurs in the reference that has it most often
//   BP   = 1 if hyp_len ≥ ref_len, else exp(1 − ref_len / hyp_len) (0 for an empty output), with
//          ref_len the sum over sentences of the reference length closest to the hypothesis length
//          (ties go to the shorter reference)
//   exp smoothing (mteval's): the k-th order that has no match at all gets p_n = 1 / (2^k · total_n)
#pragma once

#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace twb::eval {

inline constexpr int kBleuMaxOrder = 4;

struct BleuScore {
  double score = 0.0;                              // 0..100
  std::array<double, kBleuMaxOrder> precisions{};  // percent, after smoothing
  double bp = 0.0;                                 // brevity penalty
  double ratio = 0.0;                              // hyp_len / ref_len (0 when ref_len is 0)
  long hyp_len = 0;                                // tokens in the hypotheses
  long ref_len = 0;                                // closest reference lengths, summed
  std::array<long, kBleuMaxOrder> counts{};        // clipped n-gram matches, n = 1..4
  std::array<long, kBleuMaxOrder> totals{};        // n-grams in the hypotheses, n = 1..4
  int num_refs = 1;                                // references per sentence; -1 when it varies
  bool lowercase = false;

  // sacreBLEU's reproducibility signature, e.g.
  // "nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:twb-0.1.0".
  std::string signature() const;
  // sacreBLEU's text line: "BLEU = 29.21 60.1/35.2/22.0/14.3 (BP = 0.981 ratio = 0.981 hyp_len = 12000
  // ref_len = 12233)".
  std::string format() const;
};

// The 13a tokenization of one line (mteval-v13a.pl as sacreBLEU does it): drops "<skipped>", joins
// "-\n", turns "\n" into a space, unescapes &quot; &amp; &lt; &gt;, splits off punctuation (but
// keeps "3.14", "1,000" and the hyphen inside words), and leaves single spaces between tokens.
std::string tokenize_13a(std::string_view line);

// Python's str.lower() on UTF-8 text (full Unicode, including "İ" → "i̇" and the final sigma rule),
// which is what sacreBLEU's -lc does. Bytes that are not valid UTF-8 are copied unchanged.
std::string lowercase_utf8(std::string_view text);

// Corpus BLEU of `hypotheses` against one or more reference streams, each with one line per
// hypothesis. As in sacreBLEU, an empty reference line means "no reference for this sentence in this
// stream"; a sentence with no reference in any stream is an error. `lowercase` is sacreBLEU's -lc.
// Throws twb::Error when there is no reference stream or a stream's length differs.
BleuScore corpus_bleu(const std::vector<std::string>& hypotheses,
                      const std::vector<std::vector<std::string>>& reference_streams, bool lowercase = false);

// Fraction in [0, 1] of hypotheses equal to their reference after trimming leading and trailing
// whitespace (0 for no sentences). Throws twb::Error if the two lists differ in length.
double exact_match_rate(const std::vector<std::string>& hypotheses, const std::vector<std::string>& references);

// The byte offset of the first byte that is not part of valid UTF-8 (as Python's strict decoder
// judges it: no overlong forms, no surrogates, nothing above U+10FFFF), or std::string_view::npos.
std::size_t find_invalid_utf8(std::string_view text);

}  // namespace twb::eval
