// Application-wide set-up shared by the desktop app and the UI tests.
#pragma once

#include <QIcon>

namespace twb::ui {

// Organisation "TransformerWorkbench" and application "Transformer Workbench" (which decide the
// QSettings location) and the version with its commit: all a QCoreApplication needs (--help, --version).
void setApplicationNames();

// setApplicationNames(), the desktop-file name and the window icon. Call once, right after
// constructing the QApplication.
void setUpApplication();

// The application icon, compiled into twb_ui from resources/icons/transformer-workbench.svg.
QIcon applicationIcon();

}  // namespace twb::ui
