#pragma once
// TWB_QTEST_MAIN(TestClass): QTEST_MAIN for the widget tests, started with the OpenMP settings twb
// and the window start with (tensor/parallel.h), as tests/core/engine_test_main.cpp does for the
// GoogleTest programs: ctest runs two at a time on 2 cores, and with the runtimes' default spinning
// the waiting threads of one take the cores the other needs.
#include <QApplication>
#include <QTest>

#include "tensor/parallel.h"

#define TWB_QTEST_MAIN(TestObject)                                                 \
  int main(int argc, char* argv[]) {                                               \
    twb::use_engine_openmp_settings(argv); /* first: it may restart the program */ \
    QApplication app(argc, argv);                                                  \
    app.setAttribute(Qt::AA_Use96Dpi, true);                                       \
    TestObject test;                                                               \
    QTEST_SET_MAIN_SOURCE_PATH                                                     \
    return QTest::qExec(&test, argc, argv);                                        \
  }
