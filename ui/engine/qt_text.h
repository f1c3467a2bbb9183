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

// The engine's plain text for a rich-text label: HTML's special characters escaped, and the terms it
// stresses (**term**) in bold.
inline QString stressedText(const std::string& text) {
  const QStringList parts = fromStd(text).toHtmlEscaped().split(QStringLiteral("**"));
  QString html;
  for (qsizetype i = 0; i < parts.size(); ++i)
    html += i % 2 == 1 ? QStringLiteral("<b>") + parts[i] + QStringLiteral("</b>") : parts[i];
  return html;
}

}  // namespace twb::ui
