// The three tasks' sessions, for code that makes or inspects a run of any of them.
#pragma once

#include "train/classifier_session.h"
#include "train/language_model_session.h"
#include "train/translation_session.h"
