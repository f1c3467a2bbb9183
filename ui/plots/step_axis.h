// A training-step axis, linear from step 0 or logarithmic: a series saved at steps 0, 1, 2, 4 …
// 143,000 (Pythia's) crowds all but its last checkpoints into the first pixels of a linear axis.
// A logarithmic axis leaves out step 0, which it cannot place.
#pragma once

#include <QVector>

class QCPAxis;
class QCPRange;

namespace twb::ui {

void setStepScale(QCPAxis* axis, bool logarithmic);
// The range that shows `steps` (by step) on such an axis: from 0 on a linear one, from just below
// the first positive step on a logarithmic one; a single step or none gets room around it.
QCPRange stepRange(const QVector<double>& steps, bool logarithmic);
QCPRange stepRange(double firstPositive, double last, bool logarithmic);

}  // namespace twb::ui
