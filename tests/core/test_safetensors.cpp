// safetensors: round trips, the exact bytes of a small file, every kind of malformed file, and the
// temporary-file-and-rename write.
#include <gtest/gtest.h>

#include "test_support.h"
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <limits>
#include <string>
#include <vector>

#include "io/safetensors.h"
#include "util/error.h"
#include "util/files.h"

namespace fs = std::filesystem;
using twb::io::parse_safetensors;
using twb::io::read_safetensors;
using twb::io::SafetensorsFile;
using twb::io::serialize_safetensors;
using twb::io::Tensor;
using twb::io::write_safetensors;

using twb::testing::error_message;

namespace {

// A fresh directory for one test, removed afterwards.
class TempDir {
 public:
  TempDir() {
    std::string pattern = (fs::temp_directory_path() / "twb-safetensors-XXXXXX").string();
    if (!::mkdtemp(pattern.data())) throw std::runtime_error("mkdtemp failed");
    path_ = pattern;
  }
  ~TempDir() {
    std::error_code ignored;
    fs::permissions(path_, fs::perms::owner_all, fs::perm_options::add, ignored);
    fs::remove_all(path_, ignored);
  }
  std::string file(const std::string& name) const { return (path_ / name).string(); }
  const fs::path& path() const { return path_; }

 private:
  fs::path path_;
};

std::vector<uint8_t> read_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void write_bytes(const std::string& path, const std::vector<uint8_t>& bytes) {
  std::ofstream out(path, std::ios::binary);
  out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
}

// A file made by hand: the 8-byte little-endian size of `header`, `header` as given, then `buffer`.
// (Byte by byte: GCC 12 at -O3 warns falsely about vector::insert of a string's characters.)
void append(std::vector<uint8_t>& bytes, const std::string& text) {
  for (char c : text) bytes.push_back(static_cast<uint8_t>(c));
}

std::vector<uint8_t> hand_made(const std::string& header, const std::vector<uint8_t>& buffer = {}) {
  std::vector<uint8_t> bytes;
  for (int i = 0; i < 8; ++i) bytes.push_back(static_cast<uint8_t>(static_cast<uint64_t>(header.size()) >> (8 * i)));
  append(bytes, header);
  for (uint8_t b : buffer) bytes.push_back(b);
  return bytes;
}

// The message parse_safetensors gives for `bytes` (named "bad.safetensors").
std::string parse_error(const std::vector<uint8_t>& bytes) {
  return error_message([&] { parse_safetensors(bytes, "bad.safetensors"); });
}

std::vector<std::string> leftovers(const fs::path& dir) {
  std::vector<std::string> names;
  for (const auto& entry : fs::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    if (name.find(".tmp-") != std::string::npos) names.push_back(name);
  }
  return names;
}

}  // namespace

// --- round trips ---------------------------------------------------------------------------------

TEST(Safetensors, RoundTripKeepsValuesShapesAndMetadata) {
  TempDir dir;
  SafetensorsFile out;
  const std::vector<float> matrix = {
      1.5f, -2.25f, 0.0f, -0.0f, 3.0e-42f /* denormal */, std::numeric_limits<float>::infinity(), 1e30f, -7.0f};
  out.put_f32("encoder.layers.0.self_attn.w_q.weight", {2, 4}, matrix);
  const float scalar = 0.125f;
  out.put_f32("scalar", {}, &scalar);                  // shape [] holds one value
  out.put_f32("empty", {0, 4}, std::vector<float>{});  // a zero-size dimension
  const double step_size[3] = {1e-300, 2.5, -1.0 / 3.0};
  out.put_f64("f64", {3}, step_size);
  const int64_t steps[2] = {1234567890123LL, -5};
  out.put_i64("optimizer.step", {1, 2}, steps);
  out.put_u8("vocabulary.bytes", {0, 255, 10, 32});
  out.metadata["config"] = R"({"d_model": 64, "heads": 4, "name": "tiny \"q\"", "rates": [0.1, 1e-9]})";
  out.metadata["vocabulary"] = "Straße über 日本語 😀 \n tab\t end";
  out.metadata["empty"] = "";

  const std::string path = dir.file("model.safetensors");
  write_safetensors(path, out);
  const SafetensorsFile in = read_safetensors(path);

  EXPECT_EQ(in.metadata, out.metadata);
  ASSERT_EQ(in.tensors.size(), out.tensors.size());
  for (const auto& [name, tensor] : out.tensors) {
    const Tensor& back = in.at(name);
    EXPECT_EQ(back.dtype, tensor.dtype) << name;
    EXPECT_EQ(back.shape, tensor.shape) << name;
    EXPECT_EQ(back.bytes, tensor.bytes) << name;  // bit-exact, -0 and denormals included
  }
  const std::vector<float> matrix_back = in.get_f32("encoder.layers.0.self_attn.w_q.weight", {2, 4});
  ASSERT_EQ(matrix_back.size(), matrix.size());
  for (std::size_t i = 0; i < matrix.size(); ++i) EXPECT_EQ(std::memcmp(&matrix_back[i], &matrix[i], 4), 0) << i;
  EXPECT_EQ(in.get_f32("scalar", {}), std::vector<float>{0.125f});
  EXPECT_EQ(in.at("scalar").element_count(), 1u);
  EXPECT_TRUE(in.get_f32("empty", {0, 4}).empty());
  EXPECT_EQ(in.at("empty").element_count(), 0u);
  EXPECT_EQ(in.get_f64("f64"), (std::vector<double>{1e-300, 2.5, -1.0 / 3.0}));
  EXPECT_EQ(in.get_i64("optimizer.step", {1, 2}), (std::vector<int64_t>{1234567890123LL, -5}));
  EXPECT_EQ(in.get_u8("vocabulary.bytes"), (std::vector<uint8_t>{0, 255, 10, 32}));
  EXPECT_EQ(serialize_safetensors(in), read_bytes(path));  // reading and writing again changes nothing
}

TEST(Safetensors, EmptyFileRoundTrips) {
  // No tensors and no metadata: the header is "{}" padded to 8 bytes, and no data.
  const std::vector<uint8_t> bytes = serialize_safetensors(SafetensorsFile{});
  EXPECT_EQ(bytes, hand_made("{}      "));
  const SafetensorsFile back = parse_safetensors(bytes);
  EXPECT_TRUE(back.tensors.empty());
  EXPECT_TRUE(back.metadata.empty());
}

TEST(Safetensors, ByteExactLayoutOfASmallFile) {
  SafetensorsFile file;
  const float a[2] = {1.0f, -2.0f};
  file.put_f32("a", {2}, a);
  file.put_u8("b", {1, 2, 3});
  file.metadata["k"] = "v";

  // Written out by hand: keys in sorted order, tensors in name order in the buffer, the 132-byte
  // header padded with 4 spaces to 136 = 0x88 so that the data starts at byte 144 (a multiple of 8).
  const std::string header = R"({"__metadata__":{"k":"v"},"a":{"data_offsets":[0,8],"dtype":"F32","shape":[2]},)"
                             R"("b":{"data_offsets":[8,11],"dtype":"U8","shape":[3]}})";
  ASSERT_EQ(header.size(), 132u);
  std::vector<uint8_t> expected = {0x88, 0, 0, 0, 0, 0, 0, 0};
  append(expected, header);
  append(expected, "    ");
  expected.insert(expected.end(), {0x00, 0x00, 0x80, 0x3F});  // 1.0f, little-endian 0x3F800000
  expected.insert(expected.end(), {0x00, 0x00, 0x00, 0xC0});  // -2.0f = 0xC0000000
  expected.insert(expected.end(), {0x01, 0x02, 0x03});

  EXPECT_EQ(serialize_safetensors(file), expected);
  TempDir dir;
  write_safetensors(dir.file("small.safetensors"), file);
  EXPECT_EQ(read_bytes(dir.file("small.safetensors")), expected);
}

TEST(Safetensors, ReadsAHeaderWrittenByAnotherWriter) {
  // Other writers may order keys differently, pad less and put tensors in any order in the buffer.
  const std::vector<uint8_t> bytes = hand_made(
      R"({"w":{"dtype":"I16","shape":[2],"data_offsets":[2,6]},"v":{"dtype":"BF16","shape":[],"data_offsets":[0,2]}}  )",
      {0x80, 0x3F, 0x01, 0x00, 0xFF, 0xFF});
  const SafetensorsFile file = parse_safetensors(bytes);
  EXPECT_EQ(file.at("v").dtype, "BF16");
  EXPECT_EQ(file.at("v").bytes, (std::vector<uint8_t>{0x80, 0x3F}));
  EXPECT_EQ(file.at("w").bytes, (std::vector<uint8_t>{0x01, 0x00, 0xFF, 0xFF}));
  EXPECT_TRUE(file.metadata.empty());
}

// --- malformed files -----------------------------------------------------------------------------

TEST(SafetensorsErrors, ShorterThanEightBytes) {
  const std::string message = parse_error({1, 2, 3});
  EXPECT_CONTAINS(message, "bad.safetensors is not a safetensors file");
  EXPECT_CONTAINS(message, "only 3 bytes long");
}

TEST(SafetensorsErrors, AbsurdHeaderSize) {
  EXPECT_CONTAINS(parse_error({0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, '{', '}'}),
                  "bad.safetensors is not a safetensors file: its first 8 bytes give a header size of "
                  "9223372036854775807 bytes, more than the 100 MB");
}

TEST(SafetensorsErrors, HeaderLargerThanTheFile) {
  std::vector<uint8_t> bytes = {100, 0, 0, 0, 0, 0, 0, 0, '{', '}'};
  const std::string message = parse_error(bytes);
  EXPECT_CONTAINS(message, "bad.safetensors is truncated or not a safetensors file");
  EXPECT_CONTAINS(message, "header should be 100 bytes long, but only 2 bytes follow");
}

TEST(SafetensorsErrors, HeaderNotJsonOrNotAnObject) {
  EXPECT_CONTAINS(parse_error(hand_made(R"({"a": )")), "is not a safetensors file: its header is not valid JSON");
  EXPECT_CONTAINS(parse_error(hand_made("")), "its header is not valid JSON");
  EXPECT_CONTAINS(parse_error(hand_made("[1, 2]  ")), "its header is a list, not a JSON object");
  EXPECT_CONTAINS(parse_error(hand_made("\"text\"")), "its header is a string, not a JSON object");
  EXPECT_CONTAINS(parse_error(hand_made(std::string("{}\0\0", 4))), "its header holds a NUL byte at offset 2");
}

TEST(SafetensorsErrors, EntryMissingAField) {
  EXPECT_CONTAINS(parse_error(hand_made(R"({"w":{"shape":[1],"data_offsets":[0,4]}})", {0, 0, 0, 0})),
                  "damaged safetensors file: tensor \"w\" has no \"dtype\"");
  EXPECT_CONTAINS(parse_error(hand_made(R"({"w":{"dtype":"F32","data_offsets":[0,4]}})", {0, 0, 0, 0})),
                  "tensor \"w\" has no \"shape\"");
  EXPECT_CONTAINS(parse_error(hand_made(R"({"w":{"dtype":"F32","shape":[1]}})", {0, 0, 0, 0})),
                  "tensor \"w\" has no \"data_offsets\"");
  EXPECT_CONTAINS(parse_error(hand_made(R"({"w":5})")), "tensor \"w\" is a number, not an object");
}

TEST(SafetensorsErrors, FieldsOfTheWrongKind) {
  EXPECT_CONTAINS(parse_error(hand_made(R"({"w":{"dtype":32,"shape":[1],"data_offsets":[0,4]}})", {0, 0, 0, 0})),
                  "\"dtype\" that is a number, not a string");
  EXPECT_CONTAINS(parse_error(hand_made(R"({"w":{"dtype":"F32","shape":[-1],"data_offsets":[0,4]}})", {0, 0, 0, 0})),
                  "has shape [-1], but dimensions must be non-negative integers");
  EXPECT_CONTAINS(parse_error(hand_made(R"({"w":{"dtype":"F32","shape":[1.5],"data_offsets":[0,4]}})", {0, 0, 0, 0})),
                  "dimensions must be non-negative integers");
  EXPECT_CONTAINS(parse_error(hand_made(R"({"w":{"dtype":"F32","shape":4,"data_offsets":[0,4]}})", {0, 0, 0, 0})),
                  "\"shape\" that is a number, not a list");
  EXPECT_CONTAINS(parse_error(hand_made(R"({"w":{"dtype":"F32","shape":[1],"data_offsets":[4]}})", {0, 0, 0, 0})),
                  "\"data_offsets\" [4], but they must be [BEGIN, END]");
}

TEST(SafetensorsErrors, UnknownDtype) {
  EXPECT_CONTAINS(
      parse_error(hand_made(R"({"w":{"dtype":"F128","shape":[1],"data_offsets":[0,16]}})", std::vector<uint8_t>(16))),
      "tensor \"w\": unknown dtype \"F128\" (known: BOOL, U8");
}

TEST(SafetensorsErrors, OffsetsOutOfBoundsOrReversed) {
  EXPECT_CONTAINS(
      parse_error(hand_made(R"({"w":{"dtype":"F32","shape":[4],"data_offsets":[0,16]}})", std::vector<uint8_t>(8))),
      "tensor \"w\" has data_offsets [0, 16], past the end of the data (8 bytes after the header)");
  EXPECT_CONTAINS(
      parse_error(hand_made(R"({"w":{"dtype":"F32","shape":[1],"data_offsets":[8,4]}})", std::vector<uint8_t>(8))),
      "tensor \"w\" has data_offsets [8, 4]: the end comes before the beginning");
}

TEST(SafetensorsErrors, ByteCountDoesNotMatchTheShape) {
  EXPECT_CONTAINS(
      parse_error(hand_made(R"({"w":{"dtype":"F32","shape":[3],"data_offsets":[0,8]}})", std::vector<uint8_t>(8))),
      "tensor \"w\" is F32 of shape [3], which takes 12 bytes, but its data_offsets [0, 8] hold 8 bytes");
}

TEST(SafetensorsErrors, OverlapsAndGaps) {
  EXPECT_CONTAINS(parse_error(hand_made(R"({"a":{"dtype":"F32","shape":[2],"data_offsets":[0,8]},)"
                                        R"("b":{"dtype":"F32","shape":[2],"data_offsets":[4,12]}})",
                                        std::vector<uint8_t>(12))),
                  "tensors \"a\" and \"b\" overlap in the data");
  EXPECT_CONTAINS(parse_error(hand_made(R"({"a":{"dtype":"F32","shape":[1],"data_offsets":[0,4]},)"
                                        R"("b":{"dtype":"F32","shape":[1],"data_offsets":[8,12]}})",
                                        std::vector<uint8_t>(12))),
                  "bytes 4 to 8 of the data belong to no tensor (a gap before tensor \"b\")");
  EXPECT_CONTAINS(
      parse_error(hand_made(R"({"a":{"dtype":"F32","shape":[1],"data_offsets":[4,8]}})", std::vector<uint8_t>(8))),
      "bytes 0 to 4 of the data belong to no tensor");
  EXPECT_CONTAINS(
      parse_error(hand_made(R"({"a":{"dtype":"F32","shape":[1],"data_offsets":[0,4]}})", std::vector<uint8_t>(8))),
      "the tensors cover 4 bytes of data but 8 bytes follow the header (4 bytes belong to no tensor)");
}

TEST(SafetensorsErrors, MetadataMustMapStringsToStrings) {
  EXPECT_CONTAINS(parse_error(hand_made(R"({"__metadata__":{"epochs":3}})")),
                  "\"__metadata__\" entry \"epochs\" is a number, but metadata values must be strings");
  EXPECT_CONTAINS(parse_error(hand_made(R"({"__metadata__":["a","b"]})")),
                  "\"__metadata__\" is a list, but it must be an object mapping strings to strings");
  EXPECT_CONTAINS(parse_error(hand_made(R"({"__metadata__":{"nested":{"a":"b"}}})")),
                  "entry \"nested\" is an object, but metadata values must be strings");
}

TEST(SafetensorsErrors, NotASafetensorsFileAtAll) {
  TempDir dir;
  const std::string text = dir.file("notes.txt");
  write_bytes(text, {'h', 'e', 'l', 'l', 'o', ' ', 'w', 'o', 'r', 'l', 'd', '\n'});
  EXPECT_CONTAINS(error_message([&] { read_safetensors(text); }), text + " is not a safetensors file: ");
  const std::string png = dir.file("picture.png");
  write_bytes(png, {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n', 0, 0, 0, 13, 'I', 'H', 'D', 'R'});
  EXPECT_CONTAINS(error_message([&] { read_safetensors(png); }), png + " is not a safetensors file: ");
  EXPECT_CONTAINS(error_message([&] { read_safetensors(dir.file("missing.safetensors")); }),
                  "the checkpoint " + dir.file("missing.safetensors") + " does not exist");
  EXPECT_CONTAINS(error_message([&] { read_safetensors(dir.path().string()); }), "is a directory, not a file");
  // A FIFO is refused before it is opened: opening it to read would wait for a writer forever.
  const std::string fifo = dir.file("pipe.safetensors");
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  EXPECT_CONTAINS(error_message([&] { read_safetensors(fifo); }), "is a FIFO (named pipe), not a file");
}

TEST(SafetensorsErrors, TruncatedFile) {
  TempDir dir;
  SafetensorsFile file;
  file.put_f32("w", {4, 4}, std::vector<float>(16, 0.5f));
  const std::vector<uint8_t> whole = serialize_safetensors(file);
  const std::string path = dir.file("cut.safetensors");

  write_bytes(path, std::vector<uint8_t>(whole.begin(), whole.end() - 10));  // cut in the data
  EXPECT_CONTAINS(error_message([&] { read_safetensors(path); }),
                  path +
                      " is a damaged safetensors file: tensor \"w\" has data_offsets [0, 64], past the end of the "
                      "data (54 bytes after the header); the file is truncated or damaged");
  write_bytes(path, std::vector<uint8_t>(whole.begin(), whole.begin() + 20));  // cut in the header
  EXPECT_CONTAINS(error_message([&] { read_safetensors(path); }), path + " is truncated or not a safetensors file");
  write_bytes(path, {});
  EXPECT_CONTAINS(error_message([&] { read_safetensors(path); }), "only 0 bytes long");
}

// --- reading tensor by tensor ----------------------------------------------------------------------

TEST(SafetensorsReader, ReadsF32F16Bf16AndF64AsFloatWithTheHeaderChecked) {
  TempDir dir;
  SafetensorsFile file;
  file.metadata["format"] = "pt";
  const std::vector<float> values{1.0f, -2.5f, 0.1f, 65504.0f, 3.0e-5f, 0.0f};
  file.put_f32("f32", {2, 3}, values);
  const std::vector<double> doubles(values.begin(), values.end());
  file.put_f64("f64", {6}, doubles.data());
  // F16 and BF16 by their bit patterns: 1, -2.5, 0.0999755859375 (F16) / 0.10009765625 (BF16), 65504, ...
  const auto put16 = [&](const char* name, const char* dtype, const std::vector<uint16_t>& bits) {
    std::vector<uint8_t> bytes;
    for (uint16_t b : bits) {
      bytes.push_back(static_cast<uint8_t>(b & 0xFF));
      bytes.push_back(static_cast<uint8_t>(b >> 8));
    }
    file.put(name, Tensor{dtype, {3, 2}, bytes});
  };
  put16("f16", "F16", {0x3C00, 0xC100, 0x2E66, 0x7BFF, 0x01F7, 0x0000});
  put16("bf16", "BF16", {0x3F80, 0xC020, 0x3DCD, 0x477F, 0x37FC, 0x8000});
  file.put_i64("ids", {2}, std::vector<int64_t>{1, 2}.data());
  const std::string path = dir.file("weights.safetensors");
  write_safetensors(path, file);

  const twb::io::SafetensorsReader reader(path);
  EXPECT_EQ(reader.metadata().at("format"), "pt");
  EXPECT_EQ(reader.at("f16").shape, (std::vector<int64_t>{3, 2}));
  EXPECT_TRUE(reader.at("f16").bytes.empty());  // nothing read before it is asked for
  std::vector<float> got(6);
  reader.read_f32("f32", got.data());
  EXPECT_EQ(got, values);
  reader.read_f32("f64", got.data());
  EXPECT_EQ(got, values);
  reader.read_f32("f16", got.data());
  EXPECT_EQ(got, (std::vector<float>{1.0f, -2.5f, 0.0999755859375f, 65504.0f, 2.9981136322021484e-05f, 0.0f}));
  reader.read_f32("bf16", got.data());
  EXPECT_EQ(got, (std::vector<float>{1.0f, -2.5f, 0.10009765625f, 65280.0f, 3.0040740966796875e-05f, -0.0f}));
  EXPECT_CONTAINS(error_message([&] { reader.read_f32("ids", got.data()); }),
                  path + ": tensor \"ids\" is I64; weights are read from F32, F16, BF16 or F64");
  EXPECT_CONTAINS(error_message([&] { reader.at("wte.weight"); }), path + " has no tensor \"wte.weight\"");

  // A damaged file is refused when the reader opens it, with read_safetensors' words.
  const std::vector<uint8_t> whole = read_bytes(path);
  write_bytes(path, std::vector<uint8_t>(whole.begin(), whole.end() - 4));
  EXPECT_CONTAINS(error_message([&] { twb::io::SafetensorsReader{path}; }), "the file is truncated or damaged");
  EXPECT_CONTAINS(error_message([&] { twb::io::SafetensorsReader{dir.file("none.safetensors")}; }), "none.safetensors");
}

// --- what the writer and the helpers refuse -------------------------------------------------------

TEST(SafetensorsErrors, InconsistentTensorsAreRefusedBeforeWriting) {
  SafetensorsFile file;
  EXPECT_CONTAINS(error_message([&] {
                    file.put("w", Tensor{"F32", {2, 2}, std::vector<uint8_t>(12)});
                  }),
                  "tensor \"w\" is F32 of shape [2, 2], which takes 16 bytes, but it holds 12");
  EXPECT_CONTAINS(error_message([&] { file.put("w", Tensor{"Q4", {1}, {0}}); }), "unknown dtype \"Q4\"");
  EXPECT_CONTAINS(error_message([&] { file.put("w", Tensor{"U8", {-1}, {}}); }), "impossible shape [-1]");
  EXPECT_CONTAINS(error_message([&] { file.put_u8("__metadata__", {1}); }), "the name is reserved");
  EXPECT_CONTAINS(error_message([&] { file.put_f32("w", {3}, std::vector<float>{1, 2}); }), "needs 3 values, but 2");

  // Tensors edited directly in the map are checked when written.
  file.tensors["bad"] = Tensor{"F32", {3}, std::vector<uint8_t>(4)};
  TempDir dir;
  EXPECT_CONTAINS(error_message([&] { write_safetensors(dir.file("x.safetensors"), file); }), "which takes 12 bytes");
  EXPECT_FALSE(fs::exists(dir.file("x.safetensors")));
  EXPECT_TRUE(leftovers(dir.path()).empty());

  SafetensorsFile bad_utf8;
  bad_utf8.metadata["k"] = "\xff";
  EXPECT_CONTAINS(error_message([&] { serialize_safetensors(bad_utf8); }), "not valid UTF-8");
}

TEST(SafetensorsErrors, GettersSayWhatDiffers) {
  SafetensorsFile file;
  file.put_f32("w", {2, 3}, std::vector<float>(6, 1.0f));
  file.put_u8("u", {1});
  EXPECT_CONTAINS(error_message([&] {
                    file.get_f32("w", {3, 2});
                  }),
                  "tensor \"w\" has shape [2, 3], but [3, 2] is expected");
  EXPECT_CONTAINS(error_message([&] { file.get_f32("u"); }), "tensor \"u\" has dtype U8, but F32 is expected");
  EXPECT_CONTAINS(error_message([&] { file.get_i64("w"); }), "has dtype F32, but I64 is expected");
  EXPECT_CONTAINS(error_message([&] { file.get_f32("decoder.missing"); }),
                  "there is no tensor named \"decoder.missing\"");
}

// --- the atomic write ----------------------------------------------------------------------------

TEST(SafetensorsWrite, ReplacesAnExistingFileAndLeavesNoTemporaryFile) {
  TempDir dir;
  const std::string path = dir.file("checkpoint.safetensors");
  SafetensorsFile first, second;
  first.put_f32("w", {3}, std::vector<float>{1, 2, 3});
  second.put_f32("w", {2}, std::vector<float>{4, 5});
  second.metadata["step"] = "2";
  write_safetensors(path, first);
  write_safetensors(path, second);
  EXPECT_EQ(read_bytes(path), serialize_safetensors(second));
  EXPECT_EQ(read_safetensors(path).get_f32("w", {2}), (std::vector<float>{4, 5}));
  EXPECT_TRUE(leftovers(dir.path()).empty());
}

TEST(SafetensorsWrite, RemovesTheTemporariesAnInterruptedSaveLeft) {
  // kill -9 during a save leaves NAME.tmp-XXXXXX; the next save of NAME removes it, and only it.
  TempDir dir;
  const std::string path = dir.file("run.safetensors");
  write_bytes(path + ".tmp-Ab3dE9", {1, 2, 3});
  write_bytes(dir.file("other.safetensors.tmp-Ab3dE9"), {1});  // another file's: kept
  write_bytes(path + ".tmp-notours", {1});                     // not six letters: kept
  SafetensorsFile file;
  file.put_f32("w", {1}, std::vector<float>{1});
  write_safetensors(path, file);
  EXPECT_FALSE(fs::exists(path + ".tmp-Ab3dE9"));
  EXPECT_TRUE(fs::exists(dir.file("other.safetensors.tmp-Ab3dE9")));
  EXPECT_TRUE(fs::exists(path + ".tmp-notours"));
  EXPECT_EQ(read_safetensors(path).get_f32("w", {1}), (std::vector<float>{1}));
}

TEST(AtomicFile, AProcessEndingAtOnceRemovesTheTemporaryOfASaveInProgress) {
  // A second Ctrl-C while a save is half written: remove_temporaries_before_exit() removes its
  // temporary, the old file stays as it was, and no writer can rename anything into place after.
  // In a child process, which then ends as the signal would end it (exit status: 0 = as expected).
  TempDir dir;
  const std::string path = dir.file("run.safetensors");
  write_bytes(path, {7, 7, 7});
  const pid_t child = ::fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    twb::files::AtomicFile file(path);
    file.write("half", 4);
    const bool there = fs::exists(file.temporary_path());
    const int removed = twb::files::remove_temporaries_before_exit();
    ::_exit(there && removed == 1 && !fs::exists(file.temporary_path()) ? 0 : 1);
  }
  int status = 0;
  ASSERT_EQ(::waitpid(child, &status, 0), child);
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 0);
  EXPECT_EQ(read_bytes(path), (std::vector<uint8_t>{7, 7, 7}));
  EXPECT_TRUE(leftovers(dir.path()).empty());
}

TEST(AtomicFile, AnUncommittedFileLeavesNoTemporaryAndACommittedOneIsWhole) {
  TempDir dir;
  const std::string path = dir.file("notes.txt");
  {
    twb::files::AtomicFile file(path);
    file.write("abandoned", 9);
  }  // an exception before commit() ends here too
  EXPECT_FALSE(fs::exists(path));
  EXPECT_TRUE(leftovers(dir.path()).empty());
  twb::files::AtomicFile file(path);
  file.write("whole", 5);
  file.commit();
  EXPECT_EQ(read_bytes(path), (std::vector<uint8_t>{'w', 'h', 'o', 'l', 'e'}));
  EXPECT_TRUE(leftovers(dir.path()).empty());
}

TEST(SafetensorsWrite, FailedRenameLeavesTheDestinationAndNoTemporaryFile) {
  // The destination is a non-empty directory, so rename() fails after the temporary file is written.
  TempDir dir;
  const std::string path = dir.file("taken");
  fs::create_directory(path);
  write_bytes(dir.file("taken/inside"), {1, 2, 3});
  SafetensorsFile file;
  file.put_u8("b", {1});
  const std::string message = error_message([&] { write_safetensors(path, file); });
  EXPECT_CONTAINS(message, "cannot write " + path + ": renaming ");
  EXPECT_TRUE(fs::is_directory(path));
  EXPECT_EQ(read_bytes(dir.file("taken/inside")), (std::vector<uint8_t>{1, 2, 3}));
  EXPECT_TRUE(leftovers(dir.path()).empty());
}

TEST(SafetensorsWrite, UnwritableDirectoryLeavesTheOldFileUntouched) {
  TempDir dir;
  const std::string path = dir.file("old.safetensors");
  SafetensorsFile old_file, new_file;
  old_file.put_f32("w", {1}, std::vector<float>{1});
  new_file.put_f32("w", {1}, std::vector<float>{2});
  write_safetensors(path, old_file);
  const std::vector<uint8_t> old_bytes = read_bytes(path);
  fs::permissions(dir.path(), fs::perms::owner_read | fs::perms::owner_exec | fs::perms::group_read |
                                  fs::perms::group_exec | fs::perms::others_read | fs::perms::others_exec);

  // Root ignores directory permissions, so the attempt runs in a child process that, when it is root,
  // first becomes the unprivileged user "nobody" (65534). Exit codes: 0 = refused with the expected
  // error, 1 = wrote anyway, 2 = another message, 3 = could not drop privileges.
  const pid_t child = ::fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    if (::geteuid() == 0 && (::setgid(65534) != 0 || ::setuid(65534) != 0)) ::_exit(3);
    try {
      write_safetensors(path, new_file);
    } catch (const twb::Error& e) {
      const std::string message = e.what();
      ::_exit(message.find("cannot write " + path + ": cannot create the temporary file") != std::string::npos &&
                      message.find("Permission denied") != std::string::npos
                  ? 0
                  : 2);
    }
    ::_exit(1);
  }
  int status = 0;
  ASSERT_EQ(::waitpid(child, &status, 0), child);
  ASSERT_TRUE(WIFEXITED(status));
  if (WEXITSTATUS(status) == 3) GTEST_SKIP() << "cannot drop root privileges here to test an unwritable directory";
  EXPECT_EQ(WEXITSTATUS(status), 0) << "1 = the write succeeded, 2 = a different error message";
  EXPECT_EQ(read_bytes(path), old_bytes);
  EXPECT_TRUE(leftovers(dir.path()).empty());
}
