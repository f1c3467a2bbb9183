// The main window on a screen of any size: what the tabs ask for is bounded by the room the
// screen leaves them (they scroll within it), and follows the screen when it changes.
#include "window/main_window.h"

#include <QLayout>
#include <QScreen>
#include <QTabWidget>
#include <QWindow>

#include <algorithm>

#include "widgets/flow_row.h"
#include "widgets/screen_fit_area.h"

namespace twb::ui {

bool MainWindow::event(QEvent* event) {
  // A layout request has activated the window's layout before this handler runs (QApplication
  // hands it to the layout first): its minimum is up to date.
  const bool handled = QMainWindow::event(event);
  if (event->type() == QEvent::Show) watchScreen();
  if (event->type() == QEvent::LayoutRequest || event->type() == QEvent::Show) fitMinimumToScreen();
  return handled;
}

void MainWindow::watchScreen() {
  QWindow* window = windowHandle();
  if (!window || window == watchedWindow_) return;
  watchedWindow_ = window;
  connect(window, &QWindow::screenChanged, this, [this](QScreen* screen) {
    watchScreenRoom(screen);
    fitMinimumToScreen();
  });
  watchScreenRoom(window->screen());
}

void MainWindow::watchScreenRoom(QScreen* screen) {
  disconnect(screenRoomChanged_);
  if (screen)
    screenRoomChanged_ = connect(screen, &QScreen::availableGeometryChanged, this, &MainWindow::fitMinimumToScreen);
}

void MainWindow::fitMinimumToScreen() {
  const QScreen* screen = this->screen();
  if (!centralArea_ || !screen || !layout()) return;
  // The room for the window's inside: the screen less its panels and the window's frame.
  const QSize frame = frameGeometry().size() - geometry().size();
  const QSize room = screen->availableGeometry().size() - frame;
  // The window asks `asked` while the tabs ask `current`; they may ask as much more as the screen
  // has room for (or must ask less by as much as it lacks), up to all they need.
  // (The layout's total, with the menu bar: minimumSize() leaves it out, and the window then came
  // out a menu bar's height taller than the screen.)
  const QSize asked = layout()->totalMinimumSize();
  const QSize current = centralArea_->minimumSizeHint();
  const QSize wanted = current + (room - asked);
  // All they need, with room for a scroll bar across where the other direction scrolls (a bar may
  // in turn make its own direction short).
  const QSize content = centralArea_->contentMinimum(), bar = centralArea_->scrollBarExtent();
  bool acrossScrolls = wanted.width() < content.width(), downScrolls = wanted.height() < content.height();
  if (downScrolls && !acrossScrolls) acrossScrolls = wanted.width() < content.width() + bar.width();
  if (acrossScrolls && !downScrolls) downScrolls = wanted.height() < content.height() + bar.height();
  const QSize needed(content.width() + (downScrolls ? bar.width() : 0),
                     content.height() + (acrossScrolls ? bar.height() : 0));
  // Rows that may wrap (the Compare tab's lessons) ask for one line where the screen has room for
  // it; where it has not, the widest gives up the width the tabs lack, down to its widest button,
  // and no row asks for more than it then does. (A row's new minimum asks for a layout again,
  // which comes back here with the new `content`. A row on a hidden tab tells no layout: the shown
  // tab tells the stack's, as on a change of tab.)
  const QList<FlowRow*> rows = centralArea_->widget()->findChildren<FlowRow*>();
  int widestRow = 0;
  for (const FlowRow* row : rows) widestRow = std::max(widestRow, row->minimumSizeHint().width());
  const int rowWidth = widestRow - (needed.width() - wanted.width());
  bool rowsChanged = false;
  for (FlowRow* row : rows) rowsChanged = row->setLargestMinimumWidth(rowWidth) || rowsChanged;
  if (rowsChanged && tabs_->currentWidget()) tabs_->currentWidget()->updateGeometry();
  // Never below a floor that still shows a plot, should something else (the dock) be what binds.
  const QSize floor(320, 240);
  const auto bound = [](int wanted, int floor, int need) {
    if (wanted >= need) return QWIDGETSIZE_MAX;  // room for all: no bound
    return std::max(wanted, std::min(floor, need));
  };
  centralArea_->setLargestMinimum(QSize(bound(wanted.width(), floor.width(), needed.width()),
                                        bound(wanted.height(), floor.height(), needed.height())));
  // A window sized before the bound (the first start, before it was known; a size restored from a
  // larger screen) is brought within the screen. Until the layout has taken the new minimum, the
  // resize stops at the old one; the layout request that follows comes back here and finishes it.
  const QSize within = size().boundedTo(room);
  if (within != size() && !isMaximized() && !isFullScreen()) resize(within);
}

}  // namespace twb::ui
