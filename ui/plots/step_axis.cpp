#include "plots/step_axis.h"

#include <qcustomplot.h>

#include <algorithm>

namespace twb::ui {

void setStepScale(QCPAxis* axis, bool logarithmic) {
  if ((axis->scaleType() == QCPAxis::stLogarithmic) == logarithmic) return;
  if (logarithmic) {
    axis->setScaleType(QCPAxis::stLogarithmic);
    auto ticker = QSharedPointer<QCPAxisTickerLog>::create();
    ticker->setLogBase(10);
    axis->setTicker(ticker);
    axis->setNumberFormat(QStringLiteral("gb"));
  } else {
    axis->setScaleType(QCPAxis::stLinear);
    axis->setTicker(QSharedPointer<QCPAxisTicker>::create());
    axis->setNumberFormat(QStringLiteral("g"));
  }
}

QCPRange stepRange(double firstPositive, double last, bool logarithmic) {
  if (!logarithmic) return QCPRange(0, std::max(1.0, last));
  const double low = firstPositive > 0 ? firstPositive : 1.0;
  return QCPRange(low / 1.5, std::max(low * 10, last * 1.5));
}

QCPRange stepRange(const QVector<double>& steps, bool logarithmic) {
  const auto positive = std::find_if(steps.begin(), steps.end(), [](double s) { return s > 0; });
  return stepRange(positive == steps.end() ? 1.0 : *positive, steps.isEmpty() ? 1.0 : steps.back(), logarithmic);
}

}  // namespace twb::ui
