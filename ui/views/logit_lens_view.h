// The "Logit lens" tab: what each layer of the decoder already predicts for a sentence
// (inspect/logit_lens.h), drawn by plots/logit_lens_plot.h — positions down, the readings after
// the embedding and each layer across, coloured by p(right next token), labelled with the top
// token. A translation is teacher-forced on the reference of a validation source, else on the
// model's own translation; a GPT reads the text. Live while shown: the chosen sentence is read again
// as the run trains. A classifier has no decoder: the tab says so.
#pragma once

#include <QStringList>
#include <QWidget>

#include "views/view.h"

class QLabel;

namespace twb::inspect {
struct LogitLens;
}

namespace twb::ui {

class LogitLensPlot;
class SentenceBox;

class LogitLensView : public QWidget, public View {
  Q_OBJECT

 public:
  explicit LogitLensView(QWidget* parent = nullptr);

  // View: "Logit lens"; the plot "logit-lens" (CSV: a row per position and reading).
  QWidget* widget() override { return this; }
  std::vector<TabPlot> plots() override;
  void connectTo(Workbench& workbench) override;
  void setTask(const QString& task) override;
  void modelReady(const SessionInfo& info) override;

  LogitLensPlot* view() const { return view_; }
  SentenceBox* sentenceBox() const { return sentence_; }
  QString message() const;
  // Asks for the lens of the sentence in the box (what Enter does).
  void requestLens();

 signals:
  void lensRequested(const QString& text, const QString& target);

 private:
  void setLens(const twb::inspect::LogitLens& lens);

  SentenceBox* sentence_ = nullptr;
  LogitLensPlot* view_ = nullptr;
  QLabel* message_ = nullptr;
  QStringList validationSources_, validationTargets_;
  bool hasDecoder_ = true;
};

}  // namespace twb::ui
