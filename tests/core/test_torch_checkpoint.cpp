// PyTorch's pytorch_model.bin read by the restricted pickle reader: checkpoints made by hand here
// (pickle opcodes written byte by byte, zipped by libzip) and every way they can be wrong, and the
// files of Debian's PyTorch (tests/reference/torch_checkpoints.py, in $TWB_TORCH_CHECKPOINTS, set
// by ctest): their values against expected.safetensors, and hostile pickles that would run code.
#include <gtest/gtest.h>
#include <unistd.h>
#include <zip.h>

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "huggingface/tensor_file.h"
#include "huggingface/torch_checkpoint.h"
#include "io/safetensors.h"
#include "test_support.h"
#include "util/error.h"

namespace fs = std::filesystem;
using twb::huggingface::open_safetensors_file;
using twb::huggingface::open_torch_checkpoint;
using twb::huggingface::PickledTensor;
using twb::huggingface::read_state_dict_pickle;
using twb::huggingface::TensorFile;
using twb::testing::error_message;

namespace {

using Bytes = std::vector<uint8_t>;

class TempDir {
 public:
  TempDir() {
    std::string pattern = (fs::temp_directory_path() / "twb-torch-checkpoint-XXXXXX").string();
    if (!::mkdtemp(pattern.data())) throw std::runtime_error("mkdtemp failed");
    path_ = pattern;
  }
  ~TempDir() {
    std::error_code ignored;
    fs::remove_all(path_, ignored);
  }
  std::string file(const std::string& name) const { return (path_ / name).string(); }

 private:
  fs::path path_;
};

Bytes read_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void write_bytes(const std::string& path, const Bytes& bytes) {
  std::ofstream out(path, std::ios::binary);
  out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
}

// A pickle written opcode by opcode.
class Pickle {
 public:
  Pickle& op(uint8_t code) {
    bytes.push_back(code);
    return *this;
  }
  Pickle& raw(const std::string& text) {
    for (char c : text) bytes.push_back(static_cast<uint8_t>(c));
    return *this;
  }
  Pickle& le(uint64_t value, int count) {
    for (int i = 0; i < count; ++i) bytes.push_back(static_cast<uint8_t>(value >> (8 * i)));
    return *this;
  }
  Pickle& proto(int version = 2) { return op(0x80).op(static_cast<uint8_t>(version)); }
  Pickle& global(const std::string& module, const std::string& name) {
    return op('c').raw(module + "\n" + name + "\n");
  }
  Pickle& str(const std::string& text) { return op('X').le(text.size(), 4).raw(text); }
  Pickle& integer(int64_t value) {
    if (value >= 0 && value < 256) return op('K').le(static_cast<uint64_t>(value), 1);
    if (value >= 0 && value < 65536) return op('M').le(static_cast<uint64_t>(value), 2);
    if (value >= INT32_MIN && value <= INT32_MAX) return op('J').le(static_cast<uint64_t>(value), 4);
    return op(0x8a).op(8).le(static_cast<uint64_t>(value), 8);
  }
  Pickle& ints(const std::vector<int64_t>& values) {
    op('(');
    for (int64_t v : values) integer(v);
    return op('t');
  }
  Pickle& empty_ordered_dict() { return global("collections", "OrderedDict").op(')').op('R'); }
  Pickle& storage(const std::string& type, const std::string& key, int64_t numel, const std::string& location = "cpu") {
    op('(').str("storage").global("torch", type).str(key).str(location).integer(numel).op('t');
    return op('Q');
  }
  // torch._utils._rebuild_tensor_v2(storage, offset, size, stride, False, OrderedDict())
  Pickle& tensor(const std::string& type, const std::string& key, int64_t numel, int64_t offset,
                 const std::vector<int64_t>& size, const std::vector<int64_t>& stride,
                 const std::string& location = "cpu") {
    global("torch._utils", "_rebuild_tensor_v2").op('(');
    storage(type, key, numel, location).integer(offset).ints(size).ints(stride).op(0x89).empty_ordered_dict();
    return op('t').op('R');
  }
  Bytes bytes;
};

struct Spec {
  std::string name, type, key;
  int64_t numel, offset;
  std::vector<int64_t> size, stride;
};

// torch.save's pickle of a state dict: OrderedDict(), SETITEMS of the tensors, STOP.
Bytes state_dict(const std::vector<Spec>& specs, const std::string& location = "cpu") {
  Pickle p;
  p.proto().empty_ordered_dict().op('(');
  for (const Spec& s : specs) p.str(s.name).tensor(s.type, s.key, s.numel, s.offset, s.size, s.stride, location);
  p.op('u').op('.');
  return p.bytes;
}

Bytes floats(const std::vector<float>& values) {
  Bytes bytes(values.size() * 4);
  std::memcpy(bytes.data(), values.data(), bytes.size());
  return bytes;
}

// A zip of `entries` written by libzip, stored (as PyTorch stores them) unless `deflate`.
void write_zip(const std::string& path, const std::vector<std::pair<std::string, Bytes>>& entries,
               bool deflate = false) {
  int code = 0;
  zip_t* archive = zip_open(path.c_str(), ZIP_CREATE | ZIP_TRUNCATE, &code);
  ASSERT_NE(archive, nullptr);
  for (const auto& [name, bytes] : entries) {
    // Not copied: `entries` outlives zip_close, which reads them.
    zip_source_t* source = zip_source_buffer(archive, bytes.data(), bytes.size(), 0);
    ASSERT_NE(source, nullptr);
    const zip_int64_t index = zip_file_add(archive, name.c_str(), source, ZIP_FL_ENC_UTF_8);
    ASSERT_GE(index, 0);
    ASSERT_EQ(
        zip_set_file_compression(archive, static_cast<zip_uint64_t>(index), deflate ? ZIP_CM_DEFLATE : ZIP_CM_STORE, 0),
        0);
  }
  ASSERT_EQ(zip_close(archive), 0) << zip_strerror(archive);
}

// One entry of a zip, read by libzip.
Bytes zip_entry(const std::string& path, const std::string& name) {
  int code = 0;
  zip_t* archive = zip_open(path.c_str(), ZIP_RDONLY, &code);
  if (!archive) return {};
  zip_stat_t stat;
  Bytes bytes;
  if (zip_stat(archive, name.c_str(), 0, &stat) == 0) {
    bytes.resize(stat.size);
    zip_file_t* file = zip_fopen(archive, name.c_str(), 0);
    if (file) {
      if (zip_fread(file, bytes.data(), bytes.size()) != static_cast<zip_int64_t>(bytes.size())) bytes.clear();
      zip_fclose(file);
    }
  }
  zip_discard(archive);
  return bytes;
}

// The storage 0..11 as F32 and a state dict of three views of it, under the folder `top`.
const std::vector<Spec> kViews = {
    {"rows", "FloatStorage", "0", 12, 0, {3, 4}, {4, 1}},
    {"column", "FloatStorage", "0", 12, 1, {3}, {4}},
    {"transposed", "FloatStorage", "0", 12, 0, {4, 3}, {1, 4}},
};
std::vector<float> zero_to_eleven() {
  std::vector<float> values(12);
  for (int i = 0; i < 12; ++i) values[i] = static_cast<float>(i);
  return values;
}
void write_views(const std::string& path, const std::string& top = "archive") {
  write_zip(path, {{top + "/data.pkl", state_dict(kViews)},
                   {top + "/data/0", floats(zero_to_eleven())},
                   {top + "/version", {'3', '\n'}}});
}

std::vector<float> read_all(const TensorFile& file, const std::string& name) {
  std::vector<float> out(file.tensors().at(name).element_count());
  file.read_f32(name, out.data());
  return out;
}

std::string pickle_error(const Bytes& pickle) {
  return error_message([&] { read_state_dict_pickle(pickle, "model.bin"); });
}

std::string open_error(const std::string& path) {
  return error_message([&] { open_torch_checkpoint(path); });
}

}  // namespace

// --- checkpoints made here ------------------------------------------------------------------------

TEST(TorchCheckpoint, ReadsViewsOfOneStorageHonouringOffsetAndStrides) {
  TempDir dir;
  const std::string path = dir.file("pytorch_model.bin");
  write_views(path, "pytorch_model");
  const auto file = open_torch_checkpoint(path);
  EXPECT_EQ(file->path(), path);
  ASSERT_EQ(file->tensors().size(), 3u);
  EXPECT_EQ(file->tensors().at("transposed").dtype, "F32");
  EXPECT_EQ(file->tensors().at("transposed").shape, (std::vector<int64_t>{4, 3}));
  EXPECT_TRUE(file->tensors().at("rows").bytes.empty());
  EXPECT_TRUE(file->contains("column"));
  EXPECT_FALSE(file->contains("missing"));
  EXPECT_EQ(read_all(*file, "rows"), zero_to_eleven());
  EXPECT_EQ(read_all(*file, "column"), (std::vector<float>{1, 5, 9}));
  EXPECT_EQ(read_all(*file, "transposed"), (std::vector<float>{0, 4, 8, 1, 5, 9, 2, 6, 10, 3, 7, 11}));
  // Part of a tensor, in row-major order of its shape.
  std::vector<float> part(5);
  file->read_f32("transposed", part.data(), 4, 5);
  EXPECT_EQ(part, (std::vector<float>{5, 9, 2, 6, 10}));
  file->read_f32("rows", part.data(), 7, 5);
  EXPECT_EQ(part, (std::vector<float>{7, 8, 9, 10, 11}));
}

TEST(TorchCheckpoint, ReadsDeflatedEntriesToo) {
  TempDir dir;
  const std::string path = dir.file("deflated.bin");
  std::vector<float> many(5000);
  for (std::size_t i = 0; i < many.size(); ++i) many[i] = static_cast<float>(i % 7) - 3.0f;
  write_zip(path,
            {{"archive/data.pkl", state_dict({{"t", "FloatStorage", "0", 5000, 10, {70, 50}, {1, 70}}})},
             {"archive/data/0", floats(many)}},
            true);
  const auto file = open_torch_checkpoint(path);
  std::vector<float> out(3);
  file->read_f32("t", out.data(), 51, 3);  // row 1, columns 1..3: elements 10 + 1 + 70 × (1, 2, 3)
  EXPECT_EQ(out, (std::vector<float>{many[81], many[151], many[221]}));
  file->read_f32("t", out.data(), 0, 3);  // back to the start: the entry is read again
  EXPECT_EQ(out, (std::vector<float>{many[10], many[80], many[150]}));
}

TEST(TorchCheckpoint, ConvertsF16Bf16AndF64AndRefusesOtherDtypes) {
  TempDir dir;
  const std::string path = dir.file("dtypes.bin");
  const Bytes half = {0x00, 0x3c, 0x00, 0xc0};    // 1, −2
  const Bytes bfloat = {0x80, 0x3f, 0x40, 0xc0};  // 1, −3
  Bytes dbl(16);
  const double doubles[2] = {0.5, -1e10};
  std::memcpy(dbl.data(), doubles, 16);
  const Bytes longs(16, 0);
  write_zip(path, {{"archive/data.pkl", state_dict({{"h", "HalfStorage", "h", 2, 0, {2}, {1}},
                                                    {"b", "BFloat16Storage", "b", 2, 0, {2}, {1}},
                                                    {"d", "DoubleStorage", "d", 2, 0, {2}, {1}},
                                                    {"i", "LongStorage", "i", 2, 0, {2}, {1}},
                                                    {"flags", "BoolStorage", "i", 16, 0, {4}, {1}}},
                                                   "cuda:0")},
                   {"archive/data/h", half},
                   {"archive/data/b", bfloat},
                   {"archive/data/d", dbl},
                   {"archive/data/i", longs}});
  const auto file = open_torch_checkpoint(path);
  EXPECT_EQ(read_all(*file, "h"), (std::vector<float>{1, -2}));
  EXPECT_EQ(read_all(*file, "b"), (std::vector<float>{1, -3}));
  EXPECT_EQ(read_all(*file, "d"), (std::vector<float>{0.5f, -1e10f}));
  EXPECT_EQ(file->tensors().at("i").dtype, "I64");
  EXPECT_EQ(file->tensors().at("flags").dtype, "BOOL");
  float out[4];
  EXPECT_CONTAINS(error_message([&] { file->read_f32("i", out); }), "\"i\" is I64");
  EXPECT_CONTAINS(error_message([&] { file->read_f32("nope", out); }), "has no tensor \"nope\"");
  EXPECT_CONTAINS(error_message([&] { file->read_f32("h", out, 1, 2); }), "has 2 elements, not 1 + 2");
  EXPECT_CONTAINS(error_message([&] { file->read_f32("h", out, 3); }), "has 2 elements");
}

TEST(TorchCheckpoint, ReadsProtocolFourOpcodes) {
  // PROTO 4, FRAME, MEMOIZE, STACK_GLOBAL, SHORT_BINUNICODE, BINUNICODE8, LONG1, BININT, a plain
  // dict, a BUILD with _metadata, _rebuild_parameter and a seventh (metadata) argument.
  Pickle p;
  p.proto(4).op(0x95).le(0, 8).op('}').op(0x94).op('(');
  p.op(0x8d).le(6, 8).raw("w.bias").op(0x94);
  p.op(0x8c).le(12, 1).raw("torch._utils").op(0x8c).le(18, 1).raw("_rebuild_parameter").op(0x93).op(0x94);
  p.op(0x8c).le(12, 1).raw("torch._utils").op(0x8c).le(18, 1).raw("_rebuild_tensor_v2").op(0x93);
  p.op('(').storage("ShortStorage", "k", 300).op(0x8a).op(2).le(0x0102, 2);  // offset 258 in LONG1
  p.op('J').le(40, 4).op(0x85).op('J').le(1, 4).op(0x85);
  p.op(0x89).op('}').op('}').op('t').op('R');  // hooks {}, metadata {}
  p.op(0x88).op('}').op(0x87).op('R');         // _rebuild_parameter(tensor, True, {})
  p.op('u').op('}').str("_metadata").op('}').op('s').op('b').op('.');
  const std::vector<PickledTensor> tensors = read_state_dict_pickle(p.bytes, "p4.bin");
  ASSERT_EQ(tensors.size(), 1u);
  EXPECT_EQ(tensors[0].name, "w.bias");
  EXPECT_EQ(tensors[0].dtype, "I16");
  EXPECT_EQ(tensors[0].storage, "k");
  EXPECT_EQ(tensors[0].storage_numel, 300u);
  EXPECT_EQ(tensors[0].offset, 258u);
  EXPECT_EQ(tensors[0].shape, (std::vector<int64_t>{40}));
  EXPECT_EQ(tensors[0].stride, (std::vector<int64_t>{1}));
}

TEST(TorchCheckpoint, TiedNamesShareTheirStorage) {
  const auto tensors = read_state_dict_pickle(state_dict({{"embed", "FloatStorage", "7", 12, 0, {3, 4}, {4, 1}},
                                                          {"head", "FloatStorage", "7", 12, 0, {3, 4}, {4, 1}}}),
                                              "tied.bin");
  ASSERT_EQ(tensors.size(), 2u);
  EXPECT_EQ(tensors[0].name, "embed");
  EXPECT_EQ(tensors[1].name, "head");
  EXPECT_EQ(tensors[0].storage, tensors[1].storage);
}

TEST(TorchCheckpoint, RefusesEveryGlobalAStateDictDoesNotNeed) {
  for (const auto& [module, name] :
       std::vector<std::pair<std::string, std::string>>{{"os", "system"},
                                                        {"posix", "system"},
                                                        {"nt", "system"},
                                                        {"builtins", "eval"},
                                                        {"builtins", "exec"},
                                                        {"__builtin__", "getattr"},
                                                        {"subprocess", "Popen"},
                                                        {"torch._utils", "_rebuild_qtensor"},
                                                        {"torch", "load"},
                                                        {"collections", "OrderedDictX"},
                                                        {"a_module_nobody_wrote", "thing"}}) {
    Pickle p;
    p.proto().op('}').str("weight").global(module, name).str("touch /tmp/x").op(0x85).op('R').op('s').op('.');
    const std::string message = pickle_error(p.bytes);
    EXPECT_CONTAINS(message, "model.bin: its pickle asks for the global " + module + "." + name +
                                 ", which a state dict never needs; the file is not read (it could run code)");
  }
  // Named by STACK_GLOBAL (protocol 4), and a name that is not printable.
  Pickle p;
  p.proto(4).op(0x8c).le(2, 1).raw("os").op(0x8c).le(6, 1).raw("system").op(0x93).op('.');
  EXPECT_CONTAINS(pickle_error(p.bytes), "the global os.system,");
  Pickle odd;
  odd.proto().global("os\x01", "system").op('.');
  EXPECT_CONTAINS(pickle_error(odd.bytes), "the global os\\x01.system,");
}

TEST(TorchCheckpoint, RefusesOpcodesAStateDictDoesNotNeed) {
  for (const auto& [code, name] : std::vector<std::pair<uint8_t, std::string>>{{'i', "INST"},
                                                                               {'o', "OBJ"},
                                                                               {0x81, "NEWOBJ"},
                                                                               {0x92, "NEWOBJ_EX"},
                                                                               {0x82, "EXT1"},
                                                                               {'P', "PERSID"},
                                                                               {'2', "DUP"},
                                                                               {'0', "POP"},
                                                                               {'S', "STRING"},
                                                                               {0x8f, "EMPTY_SET"},
                                                                               {0x97, "NEXT_BUFFER"}}) {
    Pickle p;
    p.proto().op('}').op(code).op('.');
    EXPECT_CONTAINS(pickle_error(p.bytes), "uses the opcode " + name + " (");
    EXPECT_CONTAINS(pickle_error(p.bytes), "at byte 3, which a state dict never needs");
  }
  Pickle p;
  p.proto().op(0xff);
  EXPECT_CONTAINS(pickle_error(p.bytes), "holds the byte 0xff at byte 2 where an opcode should be");
  Pickle future;
  future.proto(6);
  EXPECT_CONTAINS(pickle_error(future.bytes), "pickle protocol 6");
}

TEST(TorchCheckpoint, RefusesDamagedPicklesWithTheirOwnMessages) {
  const auto with = [](const std::function<void(Pickle&)>& body) {
    Pickle p;
    p.proto();
    body(p);
    return pickle_error(p.bytes);
  };
  EXPECT_CONTAINS(with([](Pickle& p) { p.op('h').op(5); }), "asks for memo entry 5, which it never stored");
  EXPECT_CONTAINS(with([](Pickle& p) { p.op('}').op('q').op(0).op('j').le(0xffffffff, 4); }), "memo entry 4294967295");
  EXPECT_CONTAINS(with([](Pickle& p) { p.op('q').op(0); }), "memoizes the top of an empty stack");
  EXPECT_CONTAINS(with([](Pickle& p) { p.op('R'); }), "takes a value from an empty stack (REDUCE at byte 2)");
  EXPECT_CONTAINS(with([](Pickle& p) { p.op('K').op(1).op('(').op(0x85); }), "empty stack");  // not below a MARK
  EXPECT_CONTAINS(with([](Pickle& p) { p.op('t'); }), "has no MARK");
  EXPECT_CONTAINS(with([](Pickle& p) { p.op('.'); }), "stops with nothing built");
  EXPECT_CONTAINS(with([](Pickle& p) { p.op('}'); }), "ends without STOP after 3 bytes");
  EXPECT_CONTAINS(with([](Pickle& p) { p.op('X').le(0xffffffff, 4).raw("abc"); }),
                  "ends in the middle of BINUNICODE at byte 2 (4294967295 more bytes needed, 3 left)");
  EXPECT_CONTAINS(with([](Pickle& p) { p.op(0x8d).le(~uint64_t{0}, 8); }), "ends in the middle of BINUNICODE8");
  EXPECT_CONTAINS(with([](Pickle& p) { p.op('c').raw("os"); }), "ends in the middle of GLOBAL");
  EXPECT_CONTAINS(with([](Pickle& p) { p.op(0x8a).op(9).le(1, 8).op(0); }), "an integer of 9 bytes");
  EXPECT_CONTAINS(with([](Pickle& p) {
                    for (int i = 0; i < 2000; ++i) p.op('(');
                  }),
                  "nests more than 1024 MARKs");
  EXPECT_CONTAINS(with([](Pickle& p) {
                    for (int i = 0; i < (1 << 20) + 1; ++i) p.op('N');
                  }),
                  "stacks more than 1048576 values");
  EXPECT_CONTAINS(with([](Pickle& p) { p.op('}').op('(').op('N').op('u'); }), "sets an odd number of keys");
  EXPECT_CONTAINS(with([](Pickle& p) { p.op(']').op('N').op('N').op('s'); }), "sets items of a list, not a dict");
  EXPECT_CONTAINS(with([](Pickle& p) { p.op('}').op('N').op('a'); }), "appends to a dict, not a list");
}

TEST(TorchCheckpoint, RefusesWhatIsNotAStateDictOfTensors) {
  const auto tensor = [](Pickle& p) { p.tensor("FloatStorage", "0", 4, 0, {4}, {1}); };
  Pickle list;
  list.proto().op(']').op('.');
  EXPECT_CONTAINS(pickle_error(list.bytes), "builds a list, not a state dict");
  Pickle number;
  number.proto().op('}').str("step").integer(3).op('s').op('.');
  EXPECT_CONTAINS(pickle_error(number.bytes), "entry \"step\" is an integer, not a tensor");
  Pickle key;
  key.proto().op('}').integer(3);
  tensor(key);
  key.op('s').op('.');
  EXPECT_CONTAINS(pickle_error(key.bytes), "a key that is an integer, not a string");
  Pickle nested;
  nested.proto().op('}').str("model").op('}').op('s').op('.');
  EXPECT_CONTAINS(pickle_error(nested.bytes), "entry \"model\" is a dict, not a tensor");
  Pickle hooks;
  hooks.proto().global("torch._utils", "_rebuild_tensor_v2").op('(').storage("FloatStorage", "0", 4);
  hooks.integer(0).ints({4}).ints({1}).op(0x89).op('}').str("k").op('N').op('s').op('t').op('R').op('.');
  EXPECT_CONTAINS(pickle_error(hooks.bytes), "backward hooks");
  Pickle call_storage;
  call_storage.proto().global("torch", "FloatStorage").op(')').op('R').op('.');
  EXPECT_CONTAINS(pickle_error(call_storage.bytes), "calls torch.FloatStorage, which a state dict only names");
  Pickle call_string;
  call_string.proto().str("os.system").op(')').op('R').op('.');
  EXPECT_CONTAINS(pickle_error(call_string.bytes), "calls a string (REDUCE at byte");
  Pickle ordered_args;
  ordered_args.proto().global("collections", "OrderedDict").op(']').op(0x85).op('R').op('.');
  EXPECT_CONTAINS(pickle_error(ordered_args.bytes), "calls collections.OrderedDict with arguments");
  Pickle build;
  build.proto();
  tensor(build);
  build.op('}').op('b').op('.');
  EXPECT_CONTAINS(pickle_error(build.bytes), "builds a tensor from a dict");
  Pickle persid;
  persid.proto().op('(').str("storage").global("collections", "OrderedDict").str("0").str("cpu").integer(4);
  persid.op('t').op('Q').op('.');
  EXPECT_CONTAINS(pickle_error(persid.bytes), "holds a persistent id (a tuple) that is not ('storage'");
  Pickle arguments;
  arguments.proto().global("torch._utils", "_rebuild_tensor_v2").op('(').integer(1).op('t').op('R').op('.');
  EXPECT_CONTAINS(pickle_error(arguments.bytes), "with 1 arguments, not (storage, offset, size, stride");
}

TEST(TorchCheckpoint, BoundsSizesStridesAndOffsetsByTheStorage) {
  const auto error = [](int64_t numel, int64_t offset, std::vector<int64_t> size, std::vector<int64_t> stride) {
    return pickle_error(state_dict({{"w", "FloatStorage", "0", numel, offset, size, stride}}));
  };
  EXPECT_CONTAINS(error(12, 1, {3, 4}, {4, 1}), "reaches element 12 of its storage \"0\", which holds 12");
  EXPECT_CONTAINS(error(12, 12, {1}, {1}), "a tensor reaching past its storage");
  EXPECT_CONTAINS(error(12, 0, {4, 3}, {1, 5}), "reaches element 13");
  EXPECT_CONTAINS(error(1000, 0, {int64_t{1} << 40, int64_t{1} << 40}, {1, 1}), "that no storage can hold");
  EXPECT_CONTAINS(error(1000, 0, {3, 3}, {int64_t{1} << 62, int64_t{1} << 62}), "that no storage can hold");
  EXPECT_CONTAINS(error(12, 0, {-1}, {1}), "a size holding a negative number");
  EXPECT_CONTAINS(error(12, -3, {1}, {1}), "a storage offset that is negative");
  EXPECT_CONTAINS(error(12, 0, {3, 4}, {1}), "2 sizes but 1 strides");
  EXPECT_CONTAINS(error(12, 0, std::vector<int64_t>(65, 1), std::vector<int64_t>(65, 1)), "65 dimensions");
  // Inside: an empty tensor anywhere, a stride-0 broadcast, the storage's last element.
  EXPECT_EQ(read_state_dict_pickle(state_dict({{"w", "FloatStorage", "0", 12, 50, {0, 3}, {3, 1}}}), "m").size(), 1u);
  EXPECT_EQ(read_state_dict_pickle(state_dict({{"w", "FloatStorage", "0", 12, 11, {5, 7}, {0, 0}}}), "m").size(), 1u);
}

TEST(TorchCheckpoint, EveryCutOrChangedByteIsAnErrorOrAStateDict) {
  const Bytes good = state_dict(kViews);
  ASSERT_EQ(read_state_dict_pickle(good, "m").size(), 3u);
  int errors = 0, read = 0;
  for (std::size_t cut = 0; cut < good.size(); ++cut) {
    const Bytes prefix(good.begin(), good.begin() + static_cast<std::ptrdiff_t>(cut));
    EXPECT_FALSE(pickle_error(prefix).empty()) << "cut at " << cut;
  }
  for (std::size_t at = 0; at < good.size(); ++at) {
    for (int value : std::initializer_list<int>{0x00, 0x01, 0x7f, 0xff, 'R', 'h', 'q', 'X', '(', 't', 'u', 'Q', 'b',
                                                's', '.', 0x85}) {
      Bytes changed = good;
      changed[at] = static_cast<uint8_t>(value);
      try {
        read_state_dict_pickle(changed, "m");
        ++read;
      } catch (const twb::Error&) {
        ++errors;
      }  // anything else escapes and fails the test
    }
  }
  EXPECT_GT(errors, 0);
  EXPECT_GT(read, 0);  // a changed value of a size or key can still be a state dict
}

TEST(TorchCheckpoint, SaysWhatIsWrongWithTheFile) {
  TempDir dir;
  const std::string missing = dir.file("missing.bin");
  EXPECT_CONTAINS(open_error(missing), "does not exist");
  write_bytes(dir.file("empty.bin"), {});
  EXPECT_CONTAINS(open_error(dir.file("empty.bin")), "empty.bin is empty, not a PyTorch checkpoint");
  write_bytes(dir.file("text.bin"), {'h', 'e', 'l', 'l', 'o', '\n'});
  EXPECT_CONTAINS(open_error(dir.file("text.bin")), "text.bin is not a PyTorch checkpoint: it is not a zip archive");
  Pickle legacy;
  legacy.proto().op(0x8a).op(10).raw("\x6c\xfc\x9c\x46\xf9\x20\x6a\xa8\x50\x19").op('.');
  write_bytes(dir.file("legacy.bin"), legacy.bytes);
  EXPECT_CONTAINS(open_error(dir.file("legacy.bin")), "in the legacy format");
  EXPECT_CONTAINS(open_error(dir.file("legacy.bin")), "download the model's model.safetensors");
  EXPECT_CONTAINS(open_error(dir.file("")), "is a directory");

  const std::string good = dir.file("good.bin");
  write_views(good);
  const Bytes bytes = read_bytes(good);
  for (std::size_t cut : {bytes.size() / 2, bytes.size() - 1, std::size_t{30}}) {
    const std::string path = dir.file("cut" + std::to_string(cut) + ".bin");
    write_bytes(path, Bytes(bytes.begin(), bytes.begin() + static_cast<std::ptrdiff_t>(cut)));
    EXPECT_CONTAINS(open_error(path), "is truncated or damaged: it begins as a zip archive");
  }
  // A changed byte inside data.pkl: libzip's CRC check catches it.
  const Bytes pickle = state_dict(kViews);
  const auto where = std::search(bytes.begin(), bytes.end(), pickle.begin(), pickle.end());
  ASSERT_NE(where, bytes.end());
  Bytes changed = bytes;
  changed[static_cast<std::size_t>(where - bytes.begin()) + 40] ^= 0x20;
  write_bytes(dir.file("changed.bin"), changed);
  EXPECT_CONTAINS(open_error(dir.file("changed.bin")), "data.pkl\" cannot be read (libzip: CRC error)");

  write_zip(dir.file("no_pickle.zip"), {{"archive/data/0", floats({1})}, {"data.pkl", state_dict(kViews)}});
  EXPECT_CONTAINS(open_error(dir.file("no_pickle.zip")),
                  "is a zip archive but not PyTorch's checkpoint: it has no "
                  "FOLDER/data.pkl");
  write_zip(dir.file("two.bin"), {{"a/data.pkl", state_dict(kViews)}, {"b/data.pkl", state_dict(kViews)}});
  EXPECT_CONTAINS(open_error(dir.file("two.bin")), "holds two pickles");
  write_zip(dir.file("no_storage.bin"), {{"archive/data.pkl", state_dict(kViews)}, {"archive/data/1", floats({1})}});
  EXPECT_CONTAINS(open_error(dir.file("no_storage.bin")),
                  "tensor \"rows\" is in the storage \"0\", but the archive has no entry \"archive/data/0\"");
  write_zip(dir.file("short.bin"), {{"archive/data.pkl", state_dict(kViews)}, {"archive/data/0", floats({1, 2})}});
  EXPECT_CONTAINS(open_error(dir.file("short.bin")),
                  "the storage \"archive/data/0\" of tensor \"rows\" should hold 12 "
                  "F32 elements (4 bytes each), but the entry is 8 bytes long");
  write_zip(dir.file("big_endian.bin"), {{"archive/data.pkl", state_dict(kViews)},
                                         {"archive/data/0", floats(zero_to_eleven())},
                                         {"archive/byteorder", {'b', 'i', 'g'}}});
  EXPECT_CONTAINS(open_error(dir.file("big_endian.bin")), "byte order \"big\"");
  write_zip(dir.file("empty_pickle.bin"), {{"archive/data.pkl", {}}});
  EXPECT_CONTAINS(open_error(dir.file("empty_pickle.bin")), "data.pkl is empty");
  Pickle evil;
  evil.proto().global("os", "system").op('.');
  write_zip(dir.file("evil.bin"), {{"archive/data.pkl", evil.bytes}});
  EXPECT_CONTAINS(open_error(dir.file("evil.bin")),
                  dir.file("evil.bin") + ": its pickle asks for the global os.system");
}

TEST(TensorFile, SafetensorsFilesAreTensorFilesToo) {
  TempDir dir;
  twb::io::SafetensorsFile out;
  out.put_f32("w", {2, 3}, std::vector<float>{1, 2, 3, 4, 5, 6});
  const double d[2] = {0.25, -8};
  out.put_f64("d", {2}, d);
  twb::io::write_safetensors(dir.file("model.safetensors"), out);
  const auto file = open_safetensors_file(dir.file("model.safetensors"));
  EXPECT_EQ(file->path(), dir.file("model.safetensors"));
  EXPECT_EQ(file->tensors().at("w").shape, (std::vector<int64_t>{2, 3}));
  EXPECT_TRUE(file->contains("d"));
  EXPECT_EQ(read_all(*file, "w"), (std::vector<float>{1, 2, 3, 4, 5, 6}));
  EXPECT_EQ(read_all(*file, "d"), (std::vector<float>{0.25f, -8}));
  std::vector<float> part(2);
  file->read_f32("w", part.data(), 3, 2);
  EXPECT_EQ(part, (std::vector<float>{4, 5}));
  EXPECT_CONTAINS(error_message([&] { file->read_f32("w", part.data(), 5, 2); }), "has 6 elements");
  EXPECT_CONTAINS(error_message([&] { open_safetensors_file(dir.file("none.safetensors")); }), "none.safetensors");
}

// --- files of Debian's PyTorch (tests/reference/torch_checkpoints.py) -----------------------------

namespace {

std::string checkpoints_folder() {
  const char* value = std::getenv("TWB_TORCH_CHECKPOINTS");
  if (!value || !*value) throw std::runtime_error("TWB_TORCH_CHECKPOINTS is not set: run this test through ctest");
  return value;
}

}  // namespace

TEST(TorchCheckpointFiles, ValuesShapesAndDtypesAreTorchs) {
  const std::string folder = checkpoints_folder();
  const twb::io::SafetensorsFile expected = twb::io::read_safetensors(folder + "/expected.safetensors");
  std::size_t compared = 0;
  for (const auto& [file_name, prefix] : std::vector<std::pair<std::string, std::string>>{
           {"tensors.bin", ""}, {"protocol4.bin", ""}, {"module.bin", "module."}}) {
    const auto file = open_torch_checkpoint(folder + "/" + file_name);
    std::set<std::string> names, expected_names;
    for (const auto& [name, tensor] : file->tensors()) names.insert(prefix + name);
    for (const auto& [name, dtype] : expected.metadata)
      if (name.rfind("module.", 0) == (prefix.empty() ? std::string::npos : 0)) expected_names.insert(name);
    EXPECT_EQ(names, expected_names) << file_name;
    for (const auto& [name, tensor] : file->tensors()) {
      EXPECT_EQ(tensor.dtype, expected.metadata.at(prefix + name)) << name;
      if (!expected.contains(prefix + name)) continue;  // I64 and BOOL
      const twb::io::Tensor& reference = expected.at(prefix + name);
      EXPECT_EQ(tensor.shape, reference.shape) << name;
      const std::vector<double> values = expected.get_f64(prefix + name);
      const std::vector<float> got = read_all(*file, name);
      ASSERT_EQ(got.size(), values.size()) << name;
      for (std::size_t i = 0; i < values.size(); ++i)
        ASSERT_EQ(got[i], static_cast<float>(values[i])) << name << " element " << i;
      // Parts: the first, a middle and the last elements.
      const std::size_t n = values.size();
      for (const auto& [first, count] : std::vector<std::pair<std::size_t, std::size_t>>{
               {0, std::min<std::size_t>(n, 1)}, {n / 3, n / 2}, {n > 0 ? n - 1 : 0, std::min<std::size_t>(n, 1)}}) {
        std::vector<float> part(count);
        file->read_f32(name, part.data(), first, count);
        for (std::size_t i = 0; i < count; ++i)
          ASSERT_EQ(part[i], static_cast<float>(values[first + i])) << name << " from " << first << " at " << i;
      }
      ++compared;
    }
  }
  EXPECT_EQ(compared, 36u);  // 16 float tensors of tensors.bin and of protocol4.bin, 4 of the module
}

TEST(TorchCheckpointFiles, ModuleStateDictKeepsItsBuffersAndTiedWeights) {
  const std::string folder = checkpoints_folder();
  const auto file = open_torch_checkpoint(folder + "/module.bin");
  EXPECT_EQ(file->tensors().at("positions").dtype, "I64");
  EXPECT_EQ(file->tensors().at("positions").shape, (std::vector<int64_t>{2, 3}));
  EXPECT_EQ(file->tensors().at("mask").dtype, "BOOL");
  EXPECT_EQ(file->tensors().at("mask").shape, (std::vector<int64_t>{3}));
  float out[6];
  EXPECT_CONTAINS(error_message([&] { file->read_f32("positions", out); }), "is I64; weights are read from F32");
  EXPECT_EQ(read_all(*file, "embed.weight"), read_all(*file, "head.weight"));
  // The pickle itself: the tied names are one storage, and the state dict's _metadata was built.
  const Bytes pickle = zip_entry(folder + "/module.bin", "pytorch_model/data.pkl");
  ASSERT_FALSE(pickle.empty());
  EXPECT_NE(std::string(pickle.begin(), pickle.end()).find("_metadata"), std::string::npos);
  std::map<std::string, PickledTensor> tensors;
  for (PickledTensor& t : read_state_dict_pickle(pickle, "module.bin")) tensors[t.name] = t;
  EXPECT_EQ(tensors.at("embed.weight").storage, tensors.at("head.weight").storage);
  const Bytes dict_pickle = zip_entry(folder + "/tensors.bin", "tensors/data.pkl");
  std::map<std::string, PickledTensor> dict;
  for (PickledTensor& t : read_state_dict_pickle(dict_pickle, "tensors.bin")) dict[t.name] = t;
  EXPECT_EQ(dict.at("tied_a").storage, dict.at("tied_b").storage);
  EXPECT_EQ(dict.at("tied_b").offset, 5u);
  EXPECT_EQ(dict.at("offset").offset, 7u);
  EXPECT_EQ(dict.at("transposed").stride, (std::vector<int64_t>{1, 7}));
  EXPECT_EQ(dict.at("broadcast").stride, (std::vector<int64_t>{1, 0}));
  EXPECT_EQ(dict.at("sparse").storage_numel, 1'200'000u);
}

TEST(TorchCheckpointFiles, HostilePicklesAreRefusedAndNothingRuns) {
  const std::string folder = checkpoints_folder();
  const std::string marker = folder + "/os_system.marker";
  std::filesystem::remove(marker);
  ASSERT_FALSE(std::filesystem::exists(marker));
  const std::string system = open_error(folder + "/os_system.bin");
  EXPECT_CONTAINS(system,
                  "os_system.bin: its pickle asks for the global os.system, which a state dict never needs; "
                  "the file is not read (it could run code)");
  EXPECT_FALSE(std::filesystem::exists(marker)) << "the payload ran: " << marker << " was touched";
  EXPECT_CONTAINS(open_error(folder + "/posix_system.bin"), "the global posix.system,");
  EXPECT_FALSE(std::filesystem::exists(marker));
  EXPECT_CONTAINS(open_error(folder + "/builtin_eval.bin"), "the global __builtin__.eval,");
  EXPECT_CONTAINS(open_error(folder + "/builtins_eval.bin"), "the global builtins.eval,");
  EXPECT_CONTAINS(open_error(folder + "/unknown_global.bin"), "the global not_a_real_module.helper,");
  const std::string legacy = open_error(folder + "/legacy.bin");
  EXPECT_CONTAINS(legacy, "legacy.bin is a PyTorch checkpoint in the legacy format");
  EXPECT_CONTAINS(legacy, "re-save it with a current PyTorch");
}

TEST(TorchCheckpointFiles, ExpectedValuesReadAsATensorFile) {
  const std::string folder = checkpoints_folder();
  const auto file = open_safetensors_file(folder + "/expected.safetensors");
  const twb::io::SafetensorsFile expected = twb::io::read_safetensors(folder + "/expected.safetensors");
  const std::vector<double> values = expected.get_f64("transposed");
  const std::vector<float> got = read_all(*file, "transposed");
  ASSERT_EQ(got.size(), values.size());
  for (std::size_t i = 0; i < got.size(); ++i) EXPECT_EQ(got[i], static_cast<float>(values[i]));
}
