// Small helpers the QTest suites share.
#pragma once

#include <QAction>
#include <QComboBox>
#include <QSpinBox>
#include <QFile>
#include <QFileInfo>
#include <QStringList>
#include <QCoreApplication>
#include <QObject>
#include <QStandardPaths>
#include <QString>
#include <QtTest/QtTest>

#include <nlohmann/json.hpp>

#include "window/application.h"
#include "window/main_window.h"
#include "views/view.h"

namespace twb::ui::testing {

// Settings in Qt's test-mode location under a separate organisation, so that a suite never reads
// or writes the user's real preferences; the application set up as the app does it. The
// organisation carries the test executable's name: suites that ctest runs side by side (-j2) each
// clear their settings, and must not clear another's between its write and its read.
inline void useTestSettings(const char* organisation) {
  QStandardPaths::setTestModeEnabled(true);
  twb::ui::setUpApplication();
  const QString suite = QFileInfo(QCoreApplication::applicationFilePath()).completeBaseName();
  QCoreApplication::setOrganizationName(QString::fromLatin1(organisation) + QLatin1Char('-') + suite);
}

// The child of `root` named `name`; a missing child ends the suite with its name.
template <typename T>
T* findNamed(const QObject& root, const char* name) {
  T* child = root.findChild<T*>(QLatin1String(name));
  if (!child) qFatal("no child named %s", name);
  return child;
}

// The window's view of type T (one of its tabs), from its list of views; null if it has none.
template <typename T>
T* viewOf(const MainWindow& window) {
  for (View* view : window.views())
    if (auto* found = dynamic_cast<T*>(view)) return found;
  return nullptr;
}

// Typed setting values (ExperimentPanel::fieldValues) as the key=value lines --set reads, numbers
// as a person writes them ("clip_norm=1", "dropout=0.1").
inline QStringList assignments(const nlohmann::json& values) {
  QStringList out;
  for (const auto& [key, value] : values.items()) {
    QString text;
    if (value.is_string())
      text = QString::fromStdString(value.get<std::string>());
    else if (value.is_boolean())
      text = value.get<bool>() ? QStringLiteral("true") : QStringLiteral("false");
    else
      text = QString::number(value.get<double>(), 'g', 10);
    out << QString::fromStdString(key) + QLatin1Char('=') + text;
  }
  return out;
}

// Triggers the QAction named `action`, which must be enabled.
inline void triggerNamed(const QObject& root, const char* action) {
  auto* a = findNamed<QAction>(root, action);
  QVERIFY2(a->isEnabled(), action);
  a->trigger();
}

// The window's Experiment panel set for a quick run: numbers-en-de with a very small model (the
// tiny preset at d_model 32, d_ff 64) and no evaluation in the way, for suites that test steps.
inline void chooseQuickNumbersRun(const QObject& window) {
  findNamed<QComboBox>(window, "datasetCombo")->setCurrentText(QStringLiteral("numbers-en-de"));
  findNamed<QComboBox>(window, "presetCombo")->setCurrentText(QStringLiteral("tiny"));
  findNamed<QSpinBox>(window, "dModelSpin")->setValue(32);
  findNamed<QSpinBox>(window, "dFfSpin")->setValue(64);
  findNamed<QSpinBox>(window, "evalEverySpin")->setValue(100000);
}

// The lines of a text file (a CSV an export wrote), without the empty one after the last "\n";
// none when it cannot be read.
inline QStringList lines(const QString& path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) return {};
  QStringList result = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
  if (!result.isEmpty() && result.last().isEmpty()) result.removeLast();
  return result;
}

}  // namespace twb::ui::testing
