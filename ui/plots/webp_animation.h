// Animated WebP files through Debian's libwebp (libwebpmux's animation encoder; libwebpdemux to
// read one back): one image a frame, every frame shown for the same time, looping forever.
#pragma once

#include <QImage>
#include <QString>

#include <functional>

namespace twb::ui {

// Writes `count` frames, drawn one at a time by `frame(i)` (so only one is in memory; all are
// scaled to the size of the first), as an animated WebP to `path`, through a temporary file
// renamed into place. Returns false and says why in `error` when it cannot.
bool write_webp_animation(const QString& path, int count, const std::function<QImage(int)>& frame, int frame_ms,
                          QString* error = nullptr);

// The number of frames of an animated (or still) WebP file; -1 when it is not one.
int webp_frame_count(const QString& path);

}  // namespace twb::ui
