#include "widgets/setting_widgets.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QSpinBox>

#include <algorithm>
#include <cmath>
#include <limits>

namespace twb::ui {

using Kind = twb::SettingField::Kind;

QString settingObjectName(const twb::SettingField& field) {
  QString name;
  bool upper = false;
  for (const char c : field.key) {
    if (c == '_') {
      upper = true;
      continue;
    }
    name += upper ? QChar(c).toUpper() : QChar(c);
    upper = false;
  }
  switch (field.kind) {
    case Kind::integer:
    case Kind::real:
      return name + QStringLiteral("Spin");
    case Kind::boolean:
      return name + QStringLiteral("Check");
    case Kind::choice:
      return name + QStringLiteral("Combo");
    case Kind::text:
      return name + QStringLiteral("Edit");
  }
  return name;
}

QWidget* makeSettingWidget(const twb::SettingField& field) {
  QWidget* widget = nullptr;
  const QString means = QString::fromStdString(field.minimum_means);
  switch (field.kind) {
    case Kind::integer: {
      auto* spin = new QSpinBox;
      spin->setRange(int(std::max<double>(field.minimum, std::numeric_limits<int>::min())),
                     int(std::min<double>(field.maximum, std::numeric_limits<int>::max())));
      spin->setSingleStep(int(field.step));
      spin->setAccelerated(true);
      spin->setSpecialValueText(means);
      widget = spin;
      break;
    }
    case Kind::real: {
      auto* spin = new QDoubleSpinBox;
      spin->setDecimals(field.decimals);
      spin->setRange(field.minimum, field.maximum);
      spin->setSingleStep(field.step);
      spin->setSpecialValueText(means);
      widget = spin;
      break;
    }
    case Kind::boolean:
      widget = new QCheckBox(QString::fromStdString(field.label));
      break;
    case Kind::choice: {
      auto* combo = new QComboBox;
      for (const twb::SettingChoice& choice : field.choices) {
        combo->addItem(QString::fromStdString(choice.label), QString::fromStdString(choice.value));
        combo->setItemData(combo->count() - 1, QString::fromStdString(choice.help), Qt::ToolTipRole);
      }
      widget = combo;
      break;
    }
    case Kind::text:
      widget = new QWidget;  // text settings are the command line's only
      break;
  }
  widget->setObjectName(settingObjectName(field));
  widget->setToolTip(QString::fromStdString(field.help));
  return widget;
}

nlohmann::json settingValue(const QWidget* widget, const twb::SettingField& field) {
  switch (field.kind) {
    case Kind::integer:
      return static_cast<const QSpinBox*>(widget)->value();
    case Kind::real: {
      // The number as the box shows it (its decimals), not the binary fraction behind it.
      const auto* spin = static_cast<const QDoubleSpinBox*>(widget);
      return QString::number(spin->value(), 'f', spin->decimals()).toDouble();
    }
    case Kind::boolean:
      return static_cast<const QCheckBox*>(widget)->isChecked();
    case Kind::choice:
      return static_cast<const QComboBox*>(widget)->currentData().toString().toStdString();
    case Kind::text:
      return "";
  }
  return nullptr;
}

void setSettingValue(QWidget* widget, const twb::SettingField& field, const nlohmann::json& value) {
  switch (field.kind) {
    case Kind::integer:
      if (value.is_number())
        static_cast<QSpinBox*>(widget)->setValue(int(std::clamp<double>(value.get<double>(), INT_MIN, INT_MAX)));
      break;
    case Kind::real:
      if (value.is_number()) static_cast<QDoubleSpinBox*>(widget)->setValue(value.get<double>());
      break;
    case Kind::boolean:
      if (value.is_boolean()) static_cast<QCheckBox*>(widget)->setChecked(value.get<bool>());
      break;
    case Kind::choice:
      if (value.is_string()) {
        auto* combo = static_cast<QComboBox*>(widget);
        const int index = combo->findData(QString::fromStdString(value.get<std::string>()));
        if (index >= 0) combo->setCurrentIndex(index);
      }
      break;
    case Kind::text:
      break;
  }
}

void onSettingChanged(QWidget* widget, const twb::SettingField& field, QObject* context,
                      const std::function<void()>& changed) {
  switch (field.kind) {
    case Kind::integer:
      QObject::connect(static_cast<QSpinBox*>(widget), &QSpinBox::valueChanged, context, changed);
      break;
    case Kind::real:
      QObject::connect(static_cast<QDoubleSpinBox*>(widget), &QDoubleSpinBox::valueChanged, context, changed);
      break;
    case Kind::boolean:
      QObject::connect(static_cast<QCheckBox*>(widget), &QCheckBox::toggled, context, changed);
      break;
    case Kind::choice:
      QObject::connect(static_cast<QComboBox*>(widget), &QComboBox::currentIndexChanged, context, changed);
      break;
    case Kind::text:
      break;
  }
}

QVariant settingVariant(const QWidget* widget, const twb::SettingField& field) {
  const nlohmann::json value = settingValue(widget, field);
  switch (field.kind) {
    case Kind::integer:
      return value.get<int>();
    case Kind::real:
      return value.get<double>();
    case Kind::boolean:
      return value.get<bool>();
    case Kind::choice:
    case Kind::text:
      return QString::fromStdString(value.get<std::string>());
  }
  return {};
}

void setSettingFromVariant(QWidget* widget, const twb::SettingField& field, const QVariant& value) {
  if (!value.isValid()) return;
  bool ok = false;
  switch (field.kind) {
    case Kind::integer: {
      const int number = value.toInt(&ok);
      if (ok) setSettingValue(widget, field, number);
      break;
    }
    case Kind::real: {
      const double number = value.toDouble(&ok);
      if (ok) setSettingValue(widget, field, number);
      break;
    }
    case Kind::boolean:
      setSettingValue(widget, field, value.toBool());
      break;
    case Kind::choice: {
      const std::string text = value.toString().toStdString();
      for (const twb::SettingChoice& choice : field.choices)
        if (choice.value == text || choice.label == text) setSettingValue(widget, field, choice.value);
      break;
    }
    case Kind::text:
      break;
  }
}

}  // namespace twb::ui
