// transformer-workbench: the desktop app. Options:
//   --tab NAME   open on the tab with this title, e.g. --tab "Positional encoding"
//   --train      start training the dock's experiment right away (demos, screenshots)
#include <QApplication>
#include <QAction>
#include <QCommandLineParser>
#include <QTimer>

#include <cstdio>

#include "application.h"
#include "main_window.h"

int main(int argc, char* argv[]) {
  QApplication app(argc, argv);
  twb::ui::setUpApplication();

  QCommandLineParser parser;
  parser.setApplicationDescription(
      QStringLiteral("Train a real Transformer on your own CPU and watch it work."));
  parser.addHelpOption();
  parser.addVersionOption();
  const QCommandLineOption tabOption(
      QStringLiteral("tab"),
      QStringLiteral("Open on the tab titled <name>: Curves, Attention, Positional encoding, "
                     "Masks or Translate."),
      QStringLiteral("name"));
  parser.addOption(tabOption);
  const QCommandLineOption trainOption(QStringLiteral("train"),
                                       QStringLiteral("Start training the Experiment dock's settings at once."));
  parser.addOption(trainOption);
  parser.process(app);

  twb::ui::MainWindow window;
  if (parser.isSet(tabOption) && !window.selectTab(parser.value(tabOption))) {
    std::fprintf(stderr, "transformer-workbench: no tab named \"%s\"\n",
                 qPrintable(parser.value(tabOption)));
    return 2;
  }
  window.show();
  if (parser.isSet(trainOption)) {
    QTimer::singleShot(0, &window, [&window] {
      if (auto* train = window.findChild<QAction*>(QStringLiteral("actionTrain"))) train->trigger();
    });
  }
  return app.exec();
}
