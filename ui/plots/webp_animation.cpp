#include "plots/webp_animation.h"

#include <QFile>
#include <QSaveFile>

#include <webp/demux.h>
#include <webp/encode.h>
#include <webp/mux.h>

namespace twb::ui {

bool write_webp_animation(const QString& path, int count, const std::function<QImage(int)>& frame, int frame_ms,
                          QString* error) {
  const auto fail = [error](const QString& why) {
    if (error) *error = why;
    return false;
  };
  if (count <= 0) return fail(QStringLiteral("there are no frames to write"));
  const QImage first = frame(0);
  const int width = first.width(), height = first.height();
  WebPAnimEncoderOptions options;
  if (!WebPAnimEncoderOptionsInit(&options))
    return fail(QStringLiteral("libwebp's version does not match its headers"));
  options.anim_params.loop_count = 0;  // loop forever
  WebPConfig config;
  if (!WebPConfigInit(&config)) return fail(QStringLiteral("libwebp's version does not match its headers"));
  config.quality = 90;  // lossy, small enough to share; the heatmap's cells stay clear
  WebPAnimEncoder* encoder = WebPAnimEncoderNew(width, height, &options);
  if (!encoder) return fail(QStringLiteral("libwebp could not start an animation of %1 × %2").arg(width).arg(height));

  bool ok = true;
  int timestamp = 0;
  for (int i = 0; i < count; ++i) {
    const QImage image = i == 0 ? first : frame(i);
    const QImage rgba =
        (image.size() == first.size() ? image : image.scaled(width, height)).convertToFormat(QImage::Format_RGBA8888);
    WebPPicture picture;
    WebPPictureInit(&picture);
    picture.width = width;
    picture.height = height;
    picture.use_argb = 1;
    ok = WebPPictureImportRGBA(&picture, rgba.constBits(), static_cast<int>(rgba.bytesPerLine())) &&
         WebPAnimEncoderAdd(encoder, &picture, timestamp, &config);
    WebPPictureFree(&picture);
    if (!ok) break;
    timestamp += frame_ms;
  }
  WebPData data;
  WebPDataInit(&data);
  ok = ok && WebPAnimEncoderAdd(encoder, nullptr, timestamp, nullptr) && WebPAnimEncoderAssemble(encoder, &data);
  const QString encoderError = QString::fromUtf8(WebPAnimEncoderGetError(encoder));
  WebPAnimEncoderDelete(encoder);
  if (!ok) {
    WebPDataClear(&data);
    return fail(QStringLiteral("libwebp could not encode the animation: %1").arg(encoderError));
  }
  QSaveFile file(path);  // a temporary file, renamed into place on commit
  const bool written = file.open(QIODevice::WriteOnly) &&
                       file.write(reinterpret_cast<const char*>(data.bytes), static_cast<qint64>(data.size)) ==
                           static_cast<qint64>(data.size) &&
                       file.commit();
  WebPDataClear(&data);
  if (!written) return fail(QStringLiteral("could not write “%1”: %2").arg(path, file.errorString()));
  return true;
}

int webp_frame_count(const QString& path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) return -1;
  const QByteArray bytes = file.readAll();
  WebPData data{reinterpret_cast<const uint8_t*>(bytes.constData()), static_cast<size_t>(bytes.size())};
  WebPDemuxer* demux = WebPDemux(&data);
  if (!demux) return -1;
  const int frames = static_cast<int>(WebPDemuxGetI(demux, WEBP_FF_FRAME_COUNT));
  WebPDemuxDelete(demux);
  return frames;
}

}  // namespace twb::ui
