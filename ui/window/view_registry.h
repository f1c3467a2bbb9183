// The window's views as data, in the manner of Qt Creator's modes (an id, a name and a priority
// that one manager sorts): each view is declared once, by a line of ViewRegistry::builtIn() or a
// call of add(), with a stable id, the workspace it belongs to, its place there, its title and what
// it shows. The window's tabs and View menu, the workspaces' bar, lessons (show: tab=ID), the app's
// --tab and the tests read this one list; a view's class says nothing of where it stands.
#pragma once

#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <vector>

namespace twb::ui {

class View;

// A group of views that answer one question ("Look inside": what does the model compute?).
struct WorkspaceDeclaration {
  QString id;     // stable: "look-inside"
  QString title;  // "Look inside"
  int order = 0;  // the bar's order, and its shortcut: Ctrl+1 for the first
  QString question;
};

struct ViewDeclaration {
  QString id;         // stable, lower case and dashes: "attention"; lessons and --tab name it
  QString workspace;  // a WorkspaceDeclaration's id
  int order = 0;      // its place among its workspace's views
  QString title;      // the tab's text: "Attention"
  QString shows;      // one line for a person: what the view shows
  std::function<View*()> make;
  // What twb plot draws of it without a window (--what KIND, export/plot_export.h): "attention",
  // "attention-math"; empty for a view twb plot does not draw.
  QStringList plots = {};
};

class ViewRegistry {
 public:
  // The window's views.
  static ViewRegistry builtIn();
  static const std::vector<WorkspaceDeclaration>& workspaces();

  // Throws std::invalid_argument for an id already declared, an id that is not lower case letters,
  // digits and dashes, an unknown workspace, no make, or a plot another view declares.
  void add(ViewDeclaration view);

  // Every view, by its workspace's order and then its own.
  const std::vector<ViewDeclaration>& views() const { return views_; }
  const ViewDeclaration* find(const QString& id) const;
  QStringList ids() const;
  // The view that twb plot --what `kind` draws, or null.
  const ViewDeclaration* plotting(const QString& kind) const;
  static const WorkspaceDeclaration* workspace(const QString& id);

 private:
  std::vector<ViewDeclaration> views_;
};

}  // namespace twb::ui
