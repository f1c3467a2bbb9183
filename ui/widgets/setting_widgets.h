// The widget of one setting of the table (core/train/setting_fields.h), and its value as the
// engine's typed JSON: a spin box for a whole number, a decimal spin box for a number, a check box
// for true/false, a combo box of the choices' labels (the engine's values in their data). Named
// after the key, so that tests and the saved settings find it: "d_model" → dModelSpin,
// "norm_placement" → normPlacementCombo, "qkv_bias" → qkvBiasCheck.
#pragma once

#include <QString>
#include <QVariant>

#include <nlohmann/json.hpp>

#include "train/setting_fields.h"

class QObject;
class QWidget;

namespace twb::ui {

QString settingObjectName(const twb::SettingField& field);
QWidget* makeSettingWidget(const twb::SettingField& field);
nlohmann::json settingValue(const QWidget* widget, const twb::SettingField& field);
// Sets the widget to a value (a value out of its range is clamped; a choice it does not offer
// leaves it as it is).
void setSettingValue(QWidget* widget, const twb::SettingField& field, const nlohmann::json& value);
// The value as a QSettings value (a number, true/false, a choice's engine value), and back: a
// value that is not the setting's (or a choice saved by its label) is read as well as it can be,
// and one that cannot be read leaves the widget as it is.
QVariant settingVariant(const QWidget* widget, const twb::SettingField& field);
void setSettingFromVariant(QWidget* widget, const twb::SettingField& field, const QVariant& value);
// Calls `changed` whenever the person (or code) changes the widget's value.
void onSettingChanged(QWidget* widget, const twb::SettingField& field, QObject* context,
                      const std::function<void()>& changed);

}  // namespace twb::ui
