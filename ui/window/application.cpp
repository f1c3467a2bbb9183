#include "window/application.h"

#include <QApplication>

#include "util/build_info.h"

// Q_INIT_RESOURCE must be used outside any namespace. Referencing the resource initialiser also
// keeps the linker from dropping the compiled .qrc out of the static library.
static void initTwbResources() { Q_INIT_RESOURCE(resources); }

namespace twb::ui {

QIcon applicationIcon() {
  static const bool initialised = (initTwbResources(), true);
  Q_UNUSED(initialised);
  return QIcon(QStringLiteral(":/icons/transformer-workbench.svg"));
}

void setApplicationNames() {
  QCoreApplication::setOrganizationName(QStringLiteral("TransformerWorkbench"));
  QCoreApplication::setApplicationName(QStringLiteral("Transformer Workbench"));
  const BuildInfo& build = build_info();
  QCoreApplication::setApplicationVersion(
      QStringLiteral("%1 (commit %2)")
          .arg(QString::fromStdString(build.version), QString::fromStdString(build.commit)));
}

void setUpApplication() {
  setApplicationNames();
  QGuiApplication::setApplicationDisplayName(QStringLiteral("Transformer Workbench"));
  QGuiApplication::setDesktopFileName(QStringLiteral("transformer-workbench"));
  QApplication::setWindowIcon(applicationIcon());
}

}  // namespace twb::ui
