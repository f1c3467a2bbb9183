// Corpus BLEU as sacreBLEU 2.x computes it by default (see bleu.h), written from its documented
// behaviour: sacrebleu/metrics/bleu.py, sacrebleu/tokenizers/tokenizer_13a.py and tokenizer_re.py.
#include "eval/bleu.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <string>
#include <unordered_map>

#include "eval/unicode.h"
#include "util/error.h"
#include "version.h"

namespace twb::eval {
namespace {

// Python's str.replace(from, to): every non-overlapping occurrence, left to right.
std::string replace_all(std::string_view text, std::string_view from, std::string_view to) {
  std::string out;
  out.reserve(text.size());
  std::size_t pos = 0;
  for (std::size_t hit; (hit = text.find(from, pos)) != std::string_view::npos; pos = hit + from.size()) {
    out.append(text, pos, hit - pos);
    out.append(to);
  }
  out.append(text, pos);
  return out;
}

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_period_or_comma(char c) { return c == '.' || c == ','; }

// The punctuation that 13a always splits off: the ASCII symbols [{-~[-` -&(-+:-@/] — everything
// printable that is not a letter or digit except the apostrophe, the hyphen, the period and the comma.
// (The space is in the class too; spacing it out changes nothing.)
bool is_split_symbol(char c) {
  return (c >= '{' && c <= '~') || (c >= '[' && c <= '`') || (c >= ' ' && c <= '&') || (c >= '(' && c <= '+') ||
         (c >= ':' && c <= '@') || c == '/';
}

// The four regular-expression passes of 13a, each a left-to-right scan without overlapping matches,
// as Python's re.sub does. They work on UTF-8 bytes: every pattern names ASCII bytes only, and a
// non-ASCII character can only match [^0-9], where treating its bytes one by one gives the same text.
std::string split_punctuation(const std::string& line) {
  std::string a;  // ([\{-\~\[-\` -\&\(-\+\:-\@\/]) → " \1 "
  a.reserve(line.size() * 2);
  for (char c : line) {
    if (is_split_symbol(c)) {
      a += ' ';
      a += c;
      a += ' ';
    } else {
      a += c;
    }
  }
  std::string b;  // ([^0-9])([\.,]) → "\1 \2 "  (a period or comma not preceded by a digit)
  b.reserve(a.size() + 16);
  for (std::size_t i = 0; i < a.size();) {
    if (i + 1 < a.size() && !is_digit(a[i]) && is_period_or_comma(a[i + 1])) {
      b += a[i];
      b += ' ';
      b += a[i + 1];
      b += ' ';
      i += 2;
    } else {
      b += a[i++];
    }
  }
  std::string c;  // ([\.,])([^0-9]) → " \1 \2"  (a period or comma not followed by a digit)
  c.reserve(b.size() + 16);
  for (std::size_t i = 0; i < b.size();) {
    if (i + 1 < b.size() && is_period_or_comma(b[i]) && !is_digit(b[i + 1])) {
      c += ' ';
      c += b[i];
      c += ' ';
      c += b[i + 1];
      i += 2;
    } else {
      c += b[i++];
    }
  }
  std::string d;  // ([0-9])(-) → "\1 \2 "  (a dash after a digit)
  d.reserve(c.size() + 16);
  for (std::size_t i = 0; i < c.size();) {
    if (i + 1 < c.size() && is_digit(c[i]) && c[i + 1] == '-') {
      d += c[i];
      d += " - ";
      i += 2;
    } else {
      d += c[i++];
    }
  }
  return d;
}

// Python's str.split(): the pieces between runs of (Unicode) whitespace.
std::vector<std::string> split_whitespace(std::string_view text) {
  std::vector<std::string> tokens;
  std::size_t start = std::string_view::npos;
  for (std::size_t i = 0, n = 0; i < text.size(); i += n) {
    const bool space = unicode::is_space(unicode::decode(text, i, n));
    if (space && start != std::string_view::npos) {
      tokens.emplace_back(text.substr(start, i - start));
      start = std::string_view::npos;
    } else if (!space && start == std::string_view::npos) {
      start = i;
    }
  }
  if (start != std::string_view::npos) tokens.emplace_back(text.substr(start));
  return tokens;
}

std::vector<std::string> tokens_13a(std::string_view line) {
  // The language-independent part of mteval-v13a.
  std::string text = replace_all(line, "<skipped>", "");
  text = replace_all(text, "-\n", "");
  text = replace_all(text, "\n", " ");
  text = replace_all(text, "&quot;", "\"");
  text = replace_all(text, "&amp;", "&");
  text = replace_all(text, "&lt;", "<");
  text = replace_all(text, "&gt;", ">");
  // The language-dependent part (Western languages), on the line padded with a space each side.
  return split_whitespace(split_punctuation(" " + text + " "));
}

// What sacreBLEU does to every segment before counting: optional lowercasing, rstrip, 13a.
std::vector<std::string> preprocess(std::string_view sentence, bool lowercase) {
  if (!lowercase) return tokens_13a(sentence.substr(0, unicode::rstrip_length(sentence)));
  const std::string lowered = lowercase_utf8(sentence);
  return tokens_13a(std::string_view(lowered).substr(0, unicode::rstrip_length(lowered)));
}

// n-grams of order 1..4 keyed by their tokens joined with single spaces (tokens hold no spaces, so
// keys of different orders never collide).
using NgramCounts = std::unordered_map<std::string, long>;

NgramCounts count_ngrams(const std::vector<std::string>& tokens) {
  NgramCounts counts;
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    std::string key;
    for (std::size_t n = 1; n <= static_cast<std::size_t>(kBleuMaxOrder) && i + n <= tokens.size(); ++n) {
      if (n > 1) key += ' ';
      key += tokens[i + n - 1];
      ++counts[key];
    }
  }
  return counts;
}

int order_of(const std::string& key) {
  int spaces = 0;
  for (char c : key) spaces += c == ' ';
  return spaces + 1;
}

std::string count_of(std::size_t n, const char* noun) { return std::to_string(n) + " " + noun + (n == 1 ? "" : "s"); }

std::string format_fixed(double value, int decimals) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
  return buffer;
}

}  // namespace

std::string tokenize_13a(std::string_view line) {
  std::string out;
  for (const std::string& token : tokens_13a(line)) {
    if (!out.empty()) out += ' ';
    out += token;
  }
  return out;
}

std::string BleuScore::signature() const {
  return "nrefs:" + (num_refs < 0 ? std::string("var") : std::to_string(num_refs)) +
         "|case:" + (lowercase ? "lc" : "mixed") + "|eff:no|tok:13a|smooth:exp|version:twb-" + TWB_VERSION;
}

std::string BleuScore::format() const {
  std::string text = "BLEU = " + format_fixed(score, 2) + " ";
  for (int n = 0; n < kBleuMaxOrder; ++n) {
    if (n > 0) text += '/';
    text += format_fixed(precisions[n], 1);
  }
  text += " (BP = " + format_fixed(bp, 3) + " ratio = " + format_fixed(ratio, 3) +
          " hyp_len = " + std::to_string(hyp_len) + " ref_len = " + std::to_string(ref_len) + ")";
  return text;
}

BleuScore corpus_bleu(const std::vector<std::string>& hypotheses,
                      const std::vector<std::vector<std::string>>& reference_streams, bool lowercase) {
  if (reference_streams.empty()) throw Error("BLEU needs at least one reference stream");
  for (std::size_t s = 0; s < reference_streams.size(); ++s) {
    if (reference_streams[s].size() != hypotheses.size()) {
      throw Error("reference stream " + std::to_string(s + 1) + " has " +
                  count_of(reference_streams[s].size(), "sentence") + " but there are " +
                  count_of(hypotheses.size(), "hypothesis sentence") + "; they must correspond line by line");
    }
  }

  BleuScore result;
  result.lowercase = lowercase;
  std::set<int> refs_per_sentence;
  for (std::size_t i = 0; i < hypotheses.size(); ++i) {
    // The references of this sentence: the n-gram counts clipped by the most generous reference,
    // and their lengths. An empty line means this stream has no reference for the sentence.
    NgramCounts max_ref_counts;
    std::vector<long> ref_lengths;
    for (const auto& stream : reference_streams) {
      if (stream[i].empty()) continue;
      const std::vector<std::string> tokens = preprocess(stream[i], lowercase);
      ref_lengths.push_back(static_cast<long>(tokens.size()));
      for (const auto& [ngram, count] : count_ngrams(tokens)) {
        long& best = max_ref_counts[ngram];
        if (count > best) best = count;
      }
    }
    if (ref_lengths.empty()) {
      throw Error("sentence " + std::to_string(i + 1) +
                  " has an empty reference (BLEU, as sacreBLEU, needs a reference for every sentence)");
    }
    refs_per_sentence.insert(static_cast<int>(ref_lengths.size()));

    const std::vector<std::string> hyp_tokens = preprocess(hypotheses[i], lowercase);
    const long hyp_len = static_cast<long>(hyp_tokens.size());
    // The closest reference length; on a tie, the shorter reference.
    long closest = ref_lengths.front();
    for (long len : ref_lengths) {
      const long diff = std::labs(hyp_len - len), best = std::labs(hyp_len - closest);
      if (diff < best || (diff == best && len < closest)) closest = len;
    }
    result.hyp_len += hyp_len;
    result.ref_len += closest;

    for (const auto& [ngram, count] : count_ngrams(hyp_tokens)) {
      const int n = order_of(ngram) - 1;
      result.totals[n] += count;
      const auto match = max_ref_counts.find(ngram);
      if (match != max_ref_counts.end()) result.counts[n] += std::min(count, match->second);
    }
  }
  result.num_refs = refs_per_sentence.size() > 1 ? -1
                    : refs_per_sentence.empty()  ? static_cast<int>(reference_streams.size())
                                                 : *refs_per_sentence.begin();

  // The score from the corpus sums, in sacreBLEU's order of operations (so that the doubles agree).
  const double sys_len = static_cast<double>(result.hyp_len), ref_len = static_cast<double>(result.ref_len);
  result.ratio = result.ref_len ? sys_len / ref_len : 0.0;
  if (result.hyp_len < result.ref_len) {
    result.bp = result.hyp_len > 0 ? std::exp(1.0 - ref_len / sys_len) : 0.0;
  } else {
    result.bp = 1.0;
  }
  bool any_match = false;
  for (long c : result.counts) any_match = any_match || c > 0;
  if (!any_match) return result;  // score 0, precisions 0

  double smooth_mteval = 1.0;
  for (int n = 0; n < kBleuMaxOrder; ++n) {
    if (result.totals[n] == 0) break;  // no n-grams this long: precision stays 0, and so does BLEU
    if (result.counts[n] == 0) {
      smooth_mteval *= 2.0;
      result.precisions[n] = 100.0 / (smooth_mteval * static_cast<double>(result.totals[n]));
    } else {
      result.precisions[n] = 100.0 * static_cast<double>(result.counts[n]) / static_cast<double>(result.totals[n]);
    }
  }
  double log_sum = 0.0;
  for (double p : result.precisions) log_sum += p == 0.0 ? -9999999999.0 : std::log(p);
  result.score = result.bp * std::exp(log_sum / kBleuMaxOrder);
  return result;
}

double exact_match_rate(const std::vector<std::string>& hypotheses, const std::vector<std::string>& references) {
  if (hypotheses.size() != references.size()) {
    throw Error("exact match needs one reference per hypothesis, but there are " +
                count_of(hypotheses.size(), "hypothesis sentence") + " and " +
                count_of(references.size(), "reference sentence"));
  }
  if (hypotheses.empty()) return 0.0;
  const auto trim = [](std::string_view s) {
    s = s.substr(0, unicode::rstrip_length(s));
    std::size_t start = 0;
    for (std::size_t n = 0; start < s.size(); start += n) {
      if (!unicode::is_space(unicode::decode(s, start, n))) break;
    }
    return s.substr(start);
  };
  std::size_t equal = 0;
  for (std::size_t i = 0; i < hypotheses.size(); ++i) equal += trim(hypotheses[i]) == trim(references[i]);
  return static_cast<double>(equal) / static_cast<double>(hypotheses.size());
}

}  // namespace twb::eval
