// twb classify: the encoder-only classifier (task "classify") labelling texts, from the arguments or
// standard input.

#include <iostream>
#include <memory>

#include "cli/commands.h"
#include "tensor/parallel.h"
#include "train/text_classifier.h"
#include "cli/model_support.h"

namespace twb::cli {

namespace {

struct ClassifyOptions {
  std::string checkpoint;
  std::vector<std::string> texts;
  int threads = 0;
  bool json = false;
};

void run_classify(const ClassifyOptions& o) {
  set_num_threads(o.threads);
  TextClassifier model = TextClassifier::load(o.checkpoint);
  const std::vector<std::string>& labels = model.labels();
  nlohmann::json predictions = nlohmann::json::array();
  // One line per text: LABEL <tab> its probability <tab> every class's probability.
  auto classify = [&](const std::vector<std::string>& texts) {
    std::vector<std::string> kept;
    for (const auto& t : texts) {
      if (blank(t)) continue;
      bool truncated = false;
      model.encode(t, &truncated);
      if (truncated)
        std::cerr << "twb: note: a text is longer than the model's " << model.max_tokens()
                  << " tokens; only its beginning is classified\n";
      kept.push_back(t);
    }
    const std::vector<Prediction> results = kept.empty() ? std::vector<Prediction>{} : model.classify(kept);
    size_t next = 0;
    for (const auto& t : texts) {
      if (blank(t)) {
        std::cerr << "twb: note: an empty line has nothing to classify\n";
        std::cout << "\n";
        predictions.push_back({{"text", t},
                               {"label", nullptr},
                               {"probabilities", nlohmann::json::object()},
                               {"unknown_tokens", nlohmann::json::array()}});
        continue;
      }
      const Prediction& p = results.at(next++);
      const std::vector<std::string> unknown = model.unknown_tokens(t);
      note_unknown_tokens(unknown);
      nlohmann::json by_label = nlohmann::json::object();
      std::string all;
      for (size_t c = 0; c < p.probabilities.size() && c < labels.size(); ++c) {
        by_label[labels[c]] = p.probabilities[c];
        all += (c ? " " : "") + labels[c] + "=" + format("%.4f", p.probabilities[c]);
      }
      const std::string& label = labels.at(static_cast<size_t>(p.label));
      std::cout << label << "\t" << format("%.4f", p.probabilities.at(static_cast<size_t>(p.label))) << "\t" << all
                << std::endl;
      predictions.push_back({{"text", t}, {"label", label}, {"probabilities", by_label}, {"unknown_tokens", unknown}});
    }
  };
  if (!o.texts.empty()) {
    classify(o.texts);
  } else {
    for (std::string line; std::getline(std::cin, line);) {
      if (!line.empty() && line.back() == '\r') line.pop_back();
      classify({line});
    }
  }
  if (o.json) print_json({{"predictions", predictions}, {"labels", labels}});
}

}  // namespace

void add_classify_command(CLI::App& app) {
  auto classify_options = std::make_shared<ClassifyOptions>();
  auto* classify = app.add_subcommand(
      "classify", "classify the texts given, or standard input line by line: label, its probability, every class's");
  classify
      ->add_option("--checkpoint,-c", classify_options->checkpoint, "a .safetensors checkpoint of the task classify")
      ->required();
  classify->add_option("texts", classify_options->texts, "texts to classify");
  classify->add_option("--threads", classify_options->threads, kThreadsHelp)->check(integer_in(0, kMaxThreads));
  classify->add_flag("--json", classify_options->json, "print one JSON object as the last line");
  classify->callback([classify_options] { run_classify(*classify_options); });
}

}  // namespace twb::cli
