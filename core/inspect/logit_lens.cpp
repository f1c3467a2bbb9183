#include "inspect/logit_lens.h"

#include <cmath>

#include "decode/search.h"
#include "inspect/snapshots.h"
#include "text/special_tokens.h"
#include "util/error.h"

namespace twb::inspect {
namespace {

// Fills the lens from the streams (each (T, C), one sequence) and a read-out, softmax in double.
template <class ReadOut, class Label>
void read_streams(LogitLens& lens, size_t streams, const std::function<const Matrix&(size_t)>& stream, ReadOut read_out,
                  Label label, const std::vector<int32_t>& expected_ids) {
  lens.rows = static_cast<int>(expected_ids.size());
  lens.cols = static_cast<int>(streams);
  lens.readings.push_back("embedding");
  for (size_t l = 1; l < streams; ++l) lens.readings.push_back("layer " + std::to_string(l));
  const size_t cells = static_cast<size_t>(lens.rows) * static_cast<size_t>(lens.cols);
  lens.top_tokens.resize(cells);
  lens.top_probabilities.resize(cells);
  lens.expected_probability.resize(cells);
  for (size_t l = 0; l < streams; ++l) {
    const Matrix logits = read_out(stream(l).topRows(lens.rows));
    for (int r = 0; r < lens.rows; ++r) {
      const auto row = logits.row(r);
      Eigen::Index best = 0;
      const double top = row.maxCoeff(&best);
      double sum = 0;
      for (Eigen::Index v = 0; v < row.size(); ++v) sum += std::exp(static_cast<double>(row(v)) - top);
      const size_t cell = lens.at(r, static_cast<int>(l));
      lens.top_tokens[cell] = label(static_cast<int32_t>(best));
      lens.top_probabilities[cell] = 1.0 / sum;
      lens.expected_probability[cell] =
          std::exp(static_cast<double>(row(expected_ids[static_cast<size_t>(r)])) - top) / sum;
    }
  }
}

}  // namespace

Heatmap LogitLens::heatmap() const {
  Heatmap h;
  h.title = "Logit lens: p(the right next token) after each layer";
  h.rows = rows;
  h.cols = cols;
  h.values = expected_probability;
  for (size_t r = 0; r < inputs.size(); ++r)
    h.row_labels.push_back(visible_token(inputs[r]) + " → " + visible_token(expected[r]));
  h.column_labels = readings;
  h.row_axis = "position (input → next)";
  h.column_axis = "read after";
  return h;
}

LogitLens logit_lens(LanguageModel& model, const std::string& text) {
  std::vector<int32_t> ids = model.encode(text);
  if (ids.empty()) throw Error("the text is empty: type a few tokens to see what each layer predicts");
  LogitLens lens;
  lens.text = text;
  const LanguageModelBatch batch = make_batch(std::vector<EncodedText>{{ids}}, {0});
  GptTransformer& t = model.transformer();
  Context evaluation;
  t.forward(evaluation, batch);
  for (int32_t id : batch.input.ids) lens.inputs.push_back(model.token_text(id));
  for (int32_t id : batch.target_output) lens.expected.push_back(model.token_text(id));
  read_streams(
      lens, t.residual_streams(), [&t](size_t l) -> const Matrix& { return t.residual_stream(l); },
      [&t](const Matrix& s) { return t.read_out(s); }, [&model](int32_t id) { return model.token_text(id); },
      batch.target_output);
  return lens;
}

LogitLens logit_lens(TranslationModel& model, const std::string& source, const std::string& target) {
  const std::vector<int32_t> source_ids = model.encode_source(source);
  if (source_ids.empty()) throw Error("the sentence is empty: type a few words to see what each layer predicts");
  std::vector<int32_t> target_ids;
  LogitLens lens;
  lens.text = source;
  if (target.empty()) {
    target_ids = greedy_decode(model.transformer(), TokenBatch{1, static_cast<int>(source_ids.size()), source_ids})
                     .front()
                     .tokens;
    lens.target = model.decode_target(target_ids);
  } else {
    target_ids = model.encode_target(target);
    lens.target = target;
  }
  const Seq2SeqBatch batch = make_batch(std::vector<EncodedPair>{{source_ids, target_ids}}, {0});
  Seq2SeqTransformer& t = model.transformer();
  Context evaluation;
  t.forward(evaluation, batch);
  const auto& vocabulary = model.target_vocabulary();
  for (int32_t id : batch.target_input.ids) lens.inputs.push_back(vocabulary.token(id));
  for (int32_t id : batch.target_output) lens.expected.push_back(vocabulary.token(id));
  read_streams(
      lens, t.decoder_streams(), [&t](size_t l) -> const Matrix& { return t.decoder_stream(l); },
      [&t](const Matrix& s) { return t.read_out(s); }, [&vocabulary](int32_t id) { return vocabulary.token(id); },
      batch.target_output);
  return lens;
}

}  // namespace twb::inspect
