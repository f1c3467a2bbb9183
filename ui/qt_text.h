// The engine's strings as Qt's, in one place for every tab (they were defined file by file, which a
// unity build, several files in one translation unit, cannot take).
#pragma once

#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace twb::ui {

inline QString fromStd(const std::string& s) { return QString::fromStdString(s); }

// Tokens as one line, a space between them.
inline QString joinTokens(const std::vector<std::string>& tokens) {
  QStringList list;
  for (const std::string& t : tokens) list << fromStd(t);
  return list.join(QLatin1Char(' '));
}

}  // namespace twb::ui
