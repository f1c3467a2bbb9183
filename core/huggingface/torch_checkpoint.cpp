// PyTorch's zip checkpoint read by a restricted pickle interpreter (see torch_checkpoint.h for the
// format). The zip is read by libzip; the pickle by the interpreter below, which knows the opcodes
// a state dict is written with and builds plain values (numbers, strings, tuples, lists, dicts,
// and the storages and tensors of the whitelisted globals). It calls nothing: a global is a name
// looked up in a table, and REDUCE applies one of three known constructors to checked arguments.
#include "huggingface/torch_checkpoint.h"

#include <zip.h>

#include <algorithm>
#include <bit>
#include <cstdio>
#include <fstream>
#include <map>
#include <mutex>
#include <string_view>
#include <unordered_map>
#include <utility>

#include <Eigen/Core>

#include "io/safetensors.h"
#include "util/error.h"
#include "util/files.h"

namespace twb::huggingface {
namespace {

// What a hostile pickle may make the reader hold. A state dict's pickle is a few hundred bytes per
// tensor and builds about fifteen values per tensor, three MARKs deep.
constexpr std::size_t kMaxPickleBytes = std::size_t{256} << 20;
constexpr std::size_t kMaxValues = std::size_t{1} << 22;
constexpr std::size_t kMaxStack = std::size_t{1} << 20;
constexpr std::size_t kMaxMarks = 1024;
constexpr std::size_t kMaxDimensions = 64;

std::string quoted(const std::string& text) { return "\"" + text + "\""; }

// A name from the file, fit for a message: printable ASCII, at most 100 characters.
std::string printable(std::string_view text) {
  std::string out;
  for (char c : text.substr(0, 100)) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte >= 0x20 && byte < 0x7f) {
      out += c;
    } else {
      char escaped[8];
      std::snprintf(escaped, sizeof escaped, "\\x%02x", byte);
      out += escaped;
    }
  }
  if (text.size() > 100) out += "…";
  return out;
}

// --- the pickle ---------------------------------------------------------------------------------

// Every opcode of pickle protocols 0 to 5, for messages; those this reader runs are marked.
struct OpcodeName {
  uint8_t code;
  const char* name;
};
constexpr OpcodeName kOpcodeNames[] = {
    {'(', "MARK"},
    {'.', "STOP"},
    {'0', "POP"},
    {'1', "POP_MARK"},
    {'2', "DUP"},
    {'F', "FLOAT"},
    {'I', "INT"},
    {'J', "BININT"},
    {'K', "BININT1"},
    {'L', "LONG"},
    {'M', "BININT2"},
    {'N', "NONE"},
    {'P', "PERSID"},
    {'Q', "BINPERSID"},
    {'R', "REDUCE"},
    {'S', "STRING"},
    {'T', "BINSTRING"},
    {'U', "SHORT_BINSTRING"},
    {'V', "UNICODE"},
    {'X', "BINUNICODE"},
    {'a', "APPEND"},
    {'b', "BUILD"},
    {'c', "GLOBAL"},
    {'d', "DICT"},
    {'}', "EMPTY_DICT"},
    {'e', "APPENDS"},
    {'g', "GET"},
    {'h', "BINGET"},
    {'i', "INST"},
    {'j', "LONG_BINGET"},
    {'l', "LIST"},
    {']', "EMPTY_LIST"},
    {'o', "OBJ"},
    {'p', "PUT"},
    {'q', "BINPUT"},
    {'r', "LONG_BINPUT"},
    {'s', "SETITEM"},
    {'t', "TUPLE"},
    {')', "EMPTY_TUPLE"},
    {'u', "SETITEMS"},
    {'G', "BINFLOAT"},
    {0x80, "PROTO"},
    {0x81, "NEWOBJ"},
    {0x82, "EXT1"},
    {0x83, "EXT2"},
    {0x84, "EXT4"},
    {0x85, "TUPLE1"},
    {0x86, "TUPLE2"},
    {0x87, "TUPLE3"},
    {0x88, "NEWTRUE"},
    {0x89, "NEWFALSE"},
    {0x8a, "LONG1"},
    {0x8b, "LONG4"},
    {'B', "BINBYTES"},
    {'C', "SHORT_BINBYTES"},
    {0x8c, "SHORT_BINUNICODE"},
    {0x8d, "BINUNICODE8"},
    {0x8e, "BINBYTES8"},
    {0x8f, "EMPTY_SET"},
    {0x90, "ADDITEMS"},
    {0x91, "FROZENSET"},
    {0x92, "NEWOBJ_EX"},
    {0x93, "STACK_GLOBAL"},
    {0x94, "MEMOIZE"},
    {0x95, "FRAME"},
    {0x96, "BYTEARRAY8"},
    {0x97, "NEXT_BUFFER"},
    {0x98, "READONLY_BUFFER"},
};

const char* opcode_name(uint8_t code) {
  for (const OpcodeName& op : kOpcodeNames)
    if (op.code == code) return op.name;
  return nullptr;
}

// The globals a state dict needs, and what each is to the reader. Nothing else is ever looked up.
enum class Role { kOrderedDict, kRebuildTensor, kRebuildParameter, kStorageType };
struct Global {
  const char* module;
  const char* name;
  Role role;
  const char* dtype;  // a storage type's elements, in safetensors' names
};
constexpr Global kGlobals[] = {
    {"collections", "OrderedDict", Role::kOrderedDict, ""},
    {"torch._utils", "_rebuild_tensor_v2", Role::kRebuildTensor, ""},
    {"torch._utils", "_rebuild_parameter", Role::kRebuildParameter, ""},
    {"torch", "FloatStorage", Role::kStorageType, "F32"},
    {"torch", "HalfStorage", Role::kStorageType, "F16"},
    {"torch", "BFloat16Storage", Role::kStorageType, "BF16"},
    {"torch", "DoubleStorage", Role::kStorageType, "F64"},
    {"torch", "LongStorage", Role::kStorageType, "I64"},
    {"torch", "IntStorage", Role::kStorageType, "I32"},
    {"torch", "ShortStorage", Role::kStorageType, "I16"},
    {"torch", "CharStorage", Role::kStorageType, "I8"},
    {"torch", "ByteStorage", Role::kStorageType, "U8"},
    {"torch", "BoolStorage", Role::kStorageType, "BOOL"},
};

std::string global_name(const Global& global) { return std::string(global.module) + "." + global.name; }

enum class Kind : uint8_t {
  kNone,
  kBool,
  kInt,
  kFloat,
  kString,
  kBytes,
  kTuple,
  kList,
  kDict,
  kGlobal,
  kStorage,
  kTensor
};

// One value the pickle built. Values live in one arena and refer to each other by index, so a
// pickle that puts a list inside itself makes no cycle of owners.
struct Value {
  Kind kind = Kind::kNone;
  int64_t number = 0;           // kBool, kInt; the index of a kGlobal, kStorage or kTensor
  std::string text;             // kString, kBytes
  std::vector<uint32_t> items;  // kTuple, kList; kDict: key, value, key, value, …
};

struct Storage {
  std::string dtype, key;
  uint64_t numel = 0;
};

class PickleReader {
 public:
  PickleReader(const std::vector<uint8_t>& bytes, const std::string& name) : bytes_(bytes), name_(name) {}

  std::vector<PickledTensor> run() {
    const uint32_t result = interpret();
    return state_dict(result);
  }

 private:
  const std::vector<uint8_t>& bytes_;
  const std::string& name_;
  std::size_t position_ = 0;  // of the next byte to read
  std::size_t opcode_at_ = 0;
  uint8_t opcode_ = 0;
  std::vector<Value> values_;
  std::vector<uint32_t> stack_;
  std::vector<std::size_t> marks_;
  std::unordered_map<uint64_t, uint32_t> memo_;
  std::vector<Storage> storages_;
  std::vector<PickledTensor> tensors_;  // names empty: a tensor is named by the dict that holds it

  [[noreturn]] void fail(const std::string& what) const { throw Error(name_ + ": its pickle " + what); }

  std::string here() const {
    const char* name = opcode_name(opcode_);
    return std::string(name ? name : "?") + " at byte " + std::to_string(opcode_at_);
  }

  [[noreturn]] void damaged(const std::string& what) const {
    fail(what + " (" + here() + "); the file is damaged: download it again");
  }

  // --- reading the bytes

  const uint8_t* take(std::size_t count) {
    if (count > bytes_.size() - position_) {
      fail("ends in the middle of " + here() + " (" + std::to_string(count) + " more bytes needed, " +
           std::to_string(bytes_.size() - position_) + " left): the file is truncated or damaged");
    }
    const uint8_t* at = bytes_.data() + position_;
    position_ += count;
    return at;
  }

  uint64_t little_endian(std::size_t count) {
    const uint8_t* at = take(count);
    uint64_t value = 0;
    for (std::size_t i = 0; i < count; ++i) value |= static_cast<uint64_t>(at[i]) << (8 * i);
    return value;
  }

  std::string text(std::size_t count) {
    const uint8_t* at = take(count);
    return std::string(reinterpret_cast<const char*>(at), count);
  }

  // A newline-terminated line of GLOBAL, without the newline.
  std::string line() {
    const auto begin = bytes_.begin() + static_cast<std::ptrdiff_t>(position_);
    const auto end = std::find(begin, bytes_.end(), static_cast<uint8_t>('\n'));
    if (end == bytes_.end()) fail("ends in the middle of " + here() + ": the file is truncated or damaged");
    std::string line(begin, end);
    position_ += line.size() + 1;
    return line;
  }

  // --- values and the stack

  uint32_t make(Value value) {
    if (values_.size() >= kMaxValues) {
      fail("builds more than " + std::to_string(kMaxValues) + " values (" + here() +
           "), far more than a state dict needs; the file is not read");
    }
    values_.push_back(std::move(value));
    return static_cast<uint32_t>(values_.size() - 1);
  }

  void push(uint32_t index) {
    if (stack_.size() >= kMaxStack) {
      fail("stacks more than " + std::to_string(kMaxStack) + " values (" + here() +
           "), far more than a state dict needs; the file is not read");
    }
    stack_.push_back(index);
  }
  void push(Value value) { push(make(std::move(value))); }

  uint32_t pop() {
    if (stack_.size() <= (marks_.empty() ? 0 : marks_.back())) damaged("takes a value from an empty stack");
    const uint32_t top = stack_.back();
    stack_.pop_back();
    return top;
  }

  Value& top() {
    if (stack_.size() <= (marks_.empty() ? 0 : marks_.back())) damaged("takes a value from an empty stack");
    return values_[stack_.back()];
  }

  // The values since the last MARK, which is dropped.
  std::vector<uint32_t> pop_mark() {
    if (marks_.empty()) damaged("has no MARK to take values back to");
    const std::size_t mark = marks_.back();
    marks_.pop_back();
    std::vector<uint32_t> items(stack_.begin() + static_cast<std::ptrdiff_t>(mark), stack_.end());
    stack_.resize(mark);
    return items;
  }

  static const char* kind_name(Kind kind) {
    switch (kind) {
      case Kind::kNone:
        return "None";
      case Kind::kBool:
        return "a boolean";
      case Kind::kInt:
        return "an integer";
      case Kind::kFloat:
        return "a float";
      case Kind::kString:
        return "a string";
      case Kind::kBytes:
        return "bytes";
      case Kind::kTuple:
        return "a tuple";
      case Kind::kList:
        return "a list";
      case Kind::kDict:
        return "a dict";
      case Kind::kGlobal:
        return "a global";
      case Kind::kStorage:
        return "a storage";
      case Kind::kTensor:
        return "a tensor";
    }
    return "a value";
  }

  std::string describe(const Value& value) const {
    if (value.kind == Kind::kGlobal) return "the global " + global_name(kGlobals[value.number]);
    return kind_name(value.kind);
  }

  void memo_put(uint64_t index) {
    if (stack_.empty()) damaged("memoizes the top of an empty stack");
    memo_[index] = stack_.back();
  }

  void memo_get(uint64_t index) {
    const auto it = memo_.find(index);
    if (it == memo_.end()) damaged("asks for memo entry " + std::to_string(index) + ", which it never stored");
    push(it->second);
  }

  void global(const std::string& module, const std::string& name) {
    for (std::size_t i = 0; i < std::size(kGlobals); ++i) {
      if (module == kGlobals[i].module && name == kGlobals[i].name) {
        push(Value{Kind::kGlobal, static_cast<int64_t>(i), {}, {}});
        return;
      }
    }
    fail("asks for the global " + printable(module) + "." + printable(name) +
         ", which a state dict never needs; the file is not read (it could run code)");
  }

  uint32_t tuple(std::vector<uint32_t> items) { return make(Value{Kind::kTuple, 0, {}, std::move(items)}); }

  // --- the three constructors REDUCE applies

  const Value& at(uint32_t index) const { return values_[index]; }

  std::vector<int64_t> integers(const Value& value, const char* what) {
    if (value.kind != Kind::kTuple)
      fail("gives a tensor a " + std::string(what) + " that is " + describe(value) + ", not a tuple (" + here() + ")");
    if (value.items.size() > kMaxDimensions)
      fail("gives a tensor " + std::to_string(value.items.size()) + " dimensions, more than " +
           std::to_string(kMaxDimensions) + " (" + here() + "); the file is not read");
    std::vector<int64_t> numbers;
    for (uint32_t item : value.items) {
      if (at(item).kind != Kind::kInt || at(item).number < 0)
        fail("gives a tensor a " + std::string(what) + " holding " +
             (at(item).kind == Kind::kInt ? "a negative number" : describe(at(item))) + " (" + here() + ")");
      numbers.push_back(at(item).number);
    }
    return numbers;
  }

  uint32_t rebuild_tensor(const Value& arguments) {
    const std::vector<uint32_t>& a = arguments.items;
    if (a.size() != 6 && a.size() != 7)
      fail("calls torch._utils._rebuild_tensor_v2 with " + std::to_string(a.size()) +
           " arguments, not (storage, offset, size, stride, requires_grad, hooks[, metadata]) (" + here() + ")");
    if (at(a[0]).kind != Kind::kStorage)
      fail("rebuilds a tensor from " + describe(at(a[0])) + ", not a storage (" + here() + ")");
    if (at(a[1]).kind != Kind::kInt || at(a[1]).number < 0)
      fail("gives a tensor a storage offset that is " +
           std::string(at(a[1]).kind == Kind::kInt ? "negative" : describe(at(a[1]))) + " (" + here() + ")");
    PickledTensor tensor;
    const Storage& storage = storages_[static_cast<std::size_t>(at(a[0]).number)];
    tensor.dtype = storage.dtype;
    tensor.storage = storage.key;
    tensor.storage_numel = storage.numel;
    tensor.offset = static_cast<uint64_t>(at(a[1]).number);
    tensor.shape = integers(at(a[2]), "size");
    tensor.stride = integers(at(a[3]), "stride");
    if (tensor.shape.size() != tensor.stride.size())
      fail("gives a tensor " + std::to_string(tensor.shape.size()) + " sizes but " +
           std::to_string(tensor.stride.size()) + " strides (" + here() + ")");
    if (at(a[4]).kind != Kind::kBool && at(a[4]).kind != Kind::kInt)
      fail("gives a tensor a requires_grad that is " + describe(at(a[4])) + " (" + here() + ")");
    if (at(a[5]).kind != Kind::kDict || !at(a[5]).items.empty())
      fail("gives a tensor backward hooks (" + describe(at(a[5])) +
           " that is not an empty OrderedDict); a state dict has none (" + here() + ")");
    if (a.size() == 7 && at(a[6]).kind != Kind::kDict && at(a[6]).kind != Kind::kNone)
      fail("gives a tensor metadata that is " + describe(at(a[6])) + ", not a dict (" + here() + ")");
    check_reach(tensor);
    tensors_.push_back(std::move(tensor));
    return make(Value{Kind::kTensor, static_cast<int64_t>(tensors_.size() - 1), {}, {}});
  }

  // That every element lies inside the storage: offset + Σ (size − 1) × stride < numel, computed
  // without overflow.
  void check_reach(const PickledTensor& tensor) const {
    const std::string shape = io::shape_to_string(tensor.shape), stride = io::shape_to_string(tensor.stride);
    uint64_t count = 1, last = tensor.offset;
    bool overflow = false;
    for (std::size_t d = 0; d < tensor.shape.size(); ++d) {
      const auto size = static_cast<uint64_t>(tensor.shape[d]), step = static_cast<uint64_t>(tensor.stride[d]);
      uint64_t reach = 0;
      overflow |= __builtin_mul_overflow(count, size, &count);
      if (size > 0)
        overflow |= __builtin_mul_overflow(size - 1, step, &reach) || __builtin_add_overflow(last, reach, &last);
    }
    if (overflow || count > (uint64_t{1} << 62))
      fail("gives a tensor of size " + shape + " and stride " + stride + " that no storage can hold (" + here() + ")");
    if (count > 0 && last >= tensor.storage_numel)
      fail("gives a tensor of size " + shape + ", stride " + stride + " and offset " + std::to_string(tensor.offset) +
           " that reaches element " + std::to_string(last) + " of its storage " + quoted(printable(tensor.storage)) +
           ", which holds " + std::to_string(tensor.storage_numel) + " (a tensor reaching past its storage; " + here() +
           ")");
  }

  void reduce() {
    const uint32_t arguments = pop(), callable = pop();
    const Value &a = at(arguments), &f = at(callable);
    if (f.kind != Kind::kGlobal) fail("calls " + describe(f) + " (" + here() + "); the file is not read");
    if (a.kind != Kind::kTuple)
      fail("calls " + describe(f) + " with " + describe(a) + " in place of a tuple of arguments (" + here() + ")");
    const Global& global = kGlobals[f.number];
    switch (global.role) {
      case Role::kOrderedDict:
        if (!a.items.empty())
          fail("calls collections.OrderedDict with arguments; a state dict's is made empty, then filled (" + here() +
               ")");
        push(Value{Kind::kDict, 0, {}, {}});
        return;
      case Role::kRebuildTensor:
        push(rebuild_tensor(a));
        return;
      case Role::kRebuildParameter:
        if (a.items.size() != 3 || at(a.items[0]).kind != Kind::kTensor)
          fail("calls torch._utils._rebuild_parameter with arguments other than (tensor, requires_grad, hooks) (" +
               here() + ")");
        push(a.items[0]);
        return;
      case Role::kStorageType:
        fail("calls " + global_name(global) + ", which a state dict only names (" + here() + "); the file is not read");
    }
  }

  void persistent_id() {
    const Value& id = at(pop());
    const auto is = [&](std::size_t i, Kind kind) { return at(id.items[i]).kind == kind; };
    if (id.kind != Kind::kTuple || id.items.size() != 5 || !is(0, Kind::kString) || at(id.items[0]).text != "storage" ||
        !is(1, Kind::kGlobal) || kGlobals[at(id.items[1]).number].role != Role::kStorageType || !is(2, Kind::kString) ||
        !is(3, Kind::kString) || !is(4, Kind::kInt) || at(id.items[4]).number < 0) {
      fail("holds a persistent id (" + describe(id) +
           ") that is not ('storage', torch.…Storage, key, location, numel) (" + here() + "); the file is not read");
    }
    storages_.push_back(Storage{kGlobals[at(id.items[1]).number].dtype, at(id.items[2]).text,
                                static_cast<uint64_t>(at(id.items[4]).number)});
    push(Value{Kind::kStorage, static_cast<int64_t>(storages_.size() - 1), {}, {}});
  }

  void set_items(Value& dict, const std::vector<uint32_t>& items) {
    if (dict.kind != Kind::kDict) fail("sets items of " + describe(dict) + ", not a dict (" + here() + ")");
    if (items.size() % 2 != 0) damaged("sets an odd number of keys and values");
    dict.items.insert(dict.items.end(), items.begin(), items.end());
  }

  void append(Value& list, const std::vector<uint32_t>& items) {
    if (list.kind != Kind::kList) fail("appends to " + describe(list) + ", not a list (" + here() + ")");
    list.items.insert(list.items.end(), items.begin(), items.end());
  }

  // Runs the opcodes up to STOP; the index of the value it returns.
  uint32_t interpret() {
    for (;;) {
      opcode_at_ = position_;
      if (position_ >= bytes_.size())
        fail("ends without STOP after " + std::to_string(position_) + " bytes: the file is truncated or damaged");
      opcode_ = bytes_[position_++];
      switch (opcode_) {
        case 0x80: {  // PROTO
          const uint8_t version = *take(1);
          if (version > 5)
            fail("is pickle protocol " + std::to_string(version) + ", newer than 5, the newest there is (" + here() +
                 ")");
          break;
        }
        case 0x95:  // FRAME: only a hint of how much to read at once
          little_endian(8);
          break;
        case '.': {  // STOP
          if (stack_.empty()) damaged("stops with nothing built");
          return stack_.back();
        }
        case '(':  // MARK
          if (marks_.size() >= kMaxMarks)
            fail("nests more than " + std::to_string(kMaxMarks) + " MARKs (" + here() +
                 "), far more than a state dict needs; the file is not read");
          marks_.push_back(stack_.size());
          break;
        case '}':  // EMPTY_DICT
          push(Value{Kind::kDict, 0, {}, {}});
          break;
        case ']':  // EMPTY_LIST
          push(Value{Kind::kList, 0, {}, {}});
          break;
        case ')':  // EMPTY_TUPLE
          push(tuple({}));
          break;
        case 't':  // TUPLE
          push(tuple(pop_mark()));
          break;
        case 0x85: {  // TUPLE1
          const uint32_t a = pop();
          push(tuple({a}));
          break;
        }
        case 0x86: {  // TUPLE2
          const uint32_t b = pop(), a = pop();
          push(tuple({a, b}));
          break;
        }
        case 0x87: {  // TUPLE3
          const uint32_t c = pop(), b = pop(), a = pop();
          push(tuple({a, b, c}));
          break;
        }
        case 'X':  // BINUNICODE
          push(Value{Kind::kString, 0, text(little_endian(4)), {}});
          break;
        case 0x8c:  // SHORT_BINUNICODE
          push(Value{Kind::kString, 0, text(little_endian(1)), {}});
          break;
        case 0x8d: {  // BINUNICODE8
          push(Value{Kind::kString, 0, text(little_endian(8)), {}});
          break;
        }
        case 'C':  // SHORT_BINBYTES
          push(Value{Kind::kBytes, 0, text(little_endian(1)), {}});
          break;
        case 'B':  // BINBYTES
          push(Value{Kind::kBytes, 0, text(little_endian(4)), {}});
          break;
        case 'J':  // BININT: signed
          push(Value{Kind::kInt, static_cast<int32_t>(static_cast<uint32_t>(little_endian(4))), {}, {}});
          break;
        case 'K':  // BININT1
          push(Value{Kind::kInt, static_cast<int64_t>(little_endian(1)), {}, {}});
          break;
        case 'M':  // BININT2
          push(Value{Kind::kInt, static_cast<int64_t>(little_endian(2)), {}, {}});
          break;
        case 0x8a: {  // LONG1: a two's-complement integer of n bytes
          const uint8_t length = *take(1);
          if (length > 8)
            fail("holds an integer of " + std::to_string(length) + " bytes, larger than any size or offset (" + here() +
                 "); the file is not read");
          uint64_t value = little_endian(length);
          if (length > 0 && length < 8 && (value >> (8 * length - 1)) != 0) value |= ~uint64_t{0} << (8 * length);
          push(Value{Kind::kInt, static_cast<int64_t>(value), {}, {}});
          break;
        }
        case 'G':  // BINFLOAT: 8 bytes, big-endian; a state dict holds no float the reader needs
          take(8);
          push(Value{Kind::kFloat, 0, {}, {}});
          break;
        case 0x88:  // NEWTRUE
          push(Value{Kind::kBool, 1, {}, {}});
          break;
        case 0x89:  // NEWFALSE
          push(Value{Kind::kBool, 0, {}, {}});
          break;
        case 'N':  // NONE
          push(Value{Kind::kNone, 0, {}, {}});
          break;
        case 'q':  // BINPUT
          memo_put(little_endian(1));
          break;
        case 'r':  // LONG_BINPUT
          memo_put(little_endian(4));
          break;
        case 0x94:  // MEMOIZE
          memo_put(memo_.size());
          break;
        case 'h':  // BINGET
          memo_get(little_endian(1));
          break;
        case 'j':  // LONG_BINGET
          memo_get(little_endian(4));
          break;
        case 'c': {  // GLOBAL
          const std::string module = line();
          global(module, line());
          break;
        }
        case 0x93: {  // STACK_GLOBAL
          const Value &name = at(pop()), &module = at(pop());
          if (module.kind != Kind::kString || name.kind != Kind::kString)
            damaged("names a global by " + describe(module) + " and " + describe(name) + ", not two strings");
          global(module.text, name.text);
          break;
        }
        case 'R':  // REDUCE
          reduce();
          break;
        case 'Q':  // BINPERSID
          persistent_id();
          break;
        case 's': {  // SETITEM
          const uint32_t value = pop(), key = pop();
          set_items(top(), {key, value});
          break;
        }
        case 'u': {  // SETITEMS
          const std::vector<uint32_t> items = pop_mark();
          set_items(top(), items);
          break;
        }
        case 'a': {  // APPEND
          const uint32_t value = pop();
          append(top(), {value});
          break;
        }
        case 'e': {  // APPENDS
          const std::vector<uint32_t> items = pop_mark();
          append(top(), items);
          break;
        }
        case 'b': {  // BUILD: only a state dict's `_metadata`, which is not needed to read it
          const Value& state = at(pop());
          const Value& object = top();
          if (object.kind != Kind::kDict || state.kind != Kind::kDict)
            fail("builds " + describe(object) + " from " + describe(state) +
                 "; a state dict only builds its OrderedDict from a dict (" + here() + "); the file is not read");
          break;
        }
        default: {
          char code[8];
          std::snprintf(code, sizeof code, "0x%02x", opcode_);
          if (const char* name = opcode_name(opcode_)) {
            fail("uses the opcode " + std::string(name) + " (" + code + ") at byte " + std::to_string(opcode_at_) +
                 ", which a state dict never needs; the file is not read");
          }
          fail("holds the byte " + std::string(code) + " at byte " + std::to_string(opcode_at_) +
               " where an opcode should be, and no pickle opcode is " + code + ": the file is damaged");
        }
      }
    }
  }

  // The state dict the pickle returned, checked: a dict of tensors under string keys.
  std::vector<PickledTensor> state_dict(uint32_t result) const {
    const Value& dict = at(result);
    if (dict.kind != Kind::kDict)
      fail("builds " + describe(dict) + ", not a state dict (a dict of tensors); the file is not read");
    std::vector<PickledTensor> tensors;
    std::map<std::string, std::size_t> where;
    for (std::size_t i = 0; i + 1 < dict.items.size(); i += 2) {
      const Value &key = at(dict.items[i]), &value = at(dict.items[i + 1]);
      if (key.kind != Kind::kString)
        fail("builds a state dict with a key that is " + describe(key) + ", not a string; the file is not read");
      if (value.kind != Kind::kTensor)
        fail("builds a state dict whose entry " + quoted(printable(key.text)) + " is " + describe(value) +
             ", not a tensor; only a state dict of tensors is read");
      PickledTensor tensor = tensors_[static_cast<std::size_t>(value.number)];
      tensor.name = key.text;
      if (const auto it = where.find(key.text); it != where.end()) {
        tensors[it->second] = std::move(tensor);  // as in Python, the last value of a key wins
      } else {
        where.emplace(key.text, tensors.size());
        tensors.push_back(std::move(tensor));
      }
    }
    return tensors;
  }
};

// --- the zip archive ----------------------------------------------------------------------------

struct ArchiveCloser {
  void operator()(zip_t* archive) const { zip_discard(archive); }
};
using Archive = std::unique_ptr<zip_t, ArchiveCloser>;

struct EntryCloser {
  void operator()(zip_file_t* file) const { zip_fclose(file); }
};

// The first bytes of a file: what it is when libzip cannot open it.
std::string first_bytes(const std::string& path, std::size_t count) {
  std::ifstream in(path, std::ios::binary);
  std::string bytes(count, '\0');
  in.read(bytes.data(), static_cast<std::streamsize>(count));
  bytes.resize(static_cast<std::size_t>(in.gcount()));
  return bytes;
}

Archive open_archive(const std::string& path) {
  const std::string start = first_bytes(path, 4);
  if (start.empty()) throw Error(path + " is empty, not a PyTorch checkpoint: download it again");
  if (static_cast<unsigned char>(start[0]) == 0x80) {
    throw Error(path +
                " is a PyTorch checkpoint in the legacy format (a bare pickle, from a PyTorch older than 1.6 or "
                "torch.save(..., _use_new_zipfile_serialization=False)), which is not read: re-save it with a "
                "current PyTorch (torch.save(torch.load(PATH), PATH)), or download the model's model.safetensors");
  }
  int code = 0;
  zip_t* archive = zip_open(path.c_str(), ZIP_RDONLY | ZIP_CHECKCONS, &code);
  if (!archive) {
    zip_error_t error;
    zip_error_init_with_code(&error, code);
    const std::string reason = zip_error_strerror(&error);
    zip_error_fini(&error);
    if (start.rfind("PK", 0) == 0) {
      throw Error(path + " is truncated or damaged: it begins as a zip archive, as PyTorch's checkpoints are, but " +
                  "its zip directory cannot be read (libzip: " + reason + "); download it again");
    }
    throw Error(path + " is not a PyTorch checkpoint: it is not a zip archive (libzip: " + reason +
                "); torch.save writes a zip since PyTorch 1.6");
  }
  return Archive(archive);
}

std::string archive_error(zip_t* archive) { return zip_error_strerror(zip_get_error(archive)); }

// One entry of the archive, read from a position on. libzip checks an entry's CRC only when it is
// read whole from its start (data.pkl, byteorder); a tensor's bytes are read from where it lies.
class EntryReader {
 public:
  EntryReader(zip_t* archive, zip_uint64_t index, const std::string& what)
      : archive_(archive), index_(index), what_(what) {
    zip_stat_t stat;
    zip_stat_init(&stat);
    if (zip_stat_index(archive, index, 0, &stat) != 0) fail("cannot be found in the archive", archive_error(archive));
    stored_ = (stat.valid & ZIP_STAT_COMP_METHOD) && stat.comp_method == ZIP_CM_STORE;
    reopen();
  }

  // To byte `offset` of the entry: a seek when it is stored, as PyTorch stores it; reading and
  // dropping the bytes before it when it is compressed.
  void seek(uint64_t offset) {
    if (offset == position_) return;
    if (stored_) {
      if (zip_fseek(file_.get(), static_cast<zip_int64_t>(offset), SEEK_SET) != 0)
        fail("cannot be read", zip_error_strerror(zip_file_get_error(file_.get())));
      position_ = offset;
      return;
    }
    if (offset < position_) reopen();
    std::vector<uint8_t> skipped(std::size_t{1} << 16);
    while (position_ < offset) read(skipped.data(), std::min<uint64_t>(skipped.size(), offset - position_));
  }

  // After the whole entry was read from its start: the read that finds its end, where libzip
  // checks the entry's CRC.
  void finish() {
    uint8_t extra;
    const zip_int64_t got = zip_fread(file_.get(), &extra, 1);
    if (got < 0) fail("cannot be read", zip_error_strerror(zip_file_get_error(file_.get())));
    if (got > 0) fail("cannot be read", "it is longer than its size");
  }

  void read(uint8_t* out, std::size_t size) {
    while (size > 0) {
      const zip_int64_t got = zip_fread(file_.get(), out, size);
      if (got < 0) fail("cannot be read", zip_error_strerror(zip_file_get_error(file_.get())));
      if (got == 0) fail("cannot be read", "it ends before its size");
      out += got;
      size -= static_cast<std::size_t>(got);
      position_ += static_cast<uint64_t>(got);
    }
  }

 private:
  zip_t* archive_;
  zip_uint64_t index_;
  const std::string& what_;
  bool stored_ = false;
  uint64_t position_ = 0;
  std::unique_ptr<zip_file_t, EntryCloser> file_;

  [[noreturn]] void fail(const char* what, const std::string& reason) const {
    throw Error(what_ + " " + what + " (libzip: " + reason + "): the file is damaged; download it again");
  }

  void reopen() {
    file_.reset(zip_fopen_index(archive_, index_, 0));
    if (!file_) fail("cannot be opened", archive_error(archive_));
    position_ = 0;
  }
};

// --- the tensors' elements ----------------------------------------------------------------------

template <typename T>
T load_le(const uint8_t* in) {
  T value = 0;
  for (std::size_t i = 0; i < sizeof(T); ++i) value |= static_cast<T>(static_cast<T>(in[i]) << (8 * i));
  return value;
}

enum class Float { kF32, kF16, kBF16, kF64 };

float to_float(Float type, const uint8_t* from) {
  switch (type) {
    case Float::kF32:
      return std::bit_cast<float>(load_le<uint32_t>(from));
    case Float::kF64:
      return static_cast<float>(std::bit_cast<double>(load_le<uint64_t>(from)));
    case Float::kBF16:
      return static_cast<float>(Eigen::numext::bit_cast<Eigen::bfloat16>(load_le<uint16_t>(from)));
    case Float::kF16:
      return static_cast<float>(Eigen::numext::bit_cast<Eigen::half>(load_le<uint16_t>(from)));
  }
  return 0;
}

// The storage indices of elements first, first + 1, … of a tensor in row-major order.
class StorageIndices {
 public:
  StorageIndices(const PickledTensor& tensor, uint64_t first) : tensor_(tensor), index_(tensor.shape.size()) {
    current_ = tensor.offset;
    for (std::size_t d = tensor.shape.size(); d-- > 0;) {
      const auto size = static_cast<uint64_t>(tensor.shape[d]);
      index_[d] = first % size;
      first /= size;
      current_ += index_[d] * static_cast<uint64_t>(tensor.stride[d]);
    }
  }
  uint64_t operator*() const { return current_; }
  void next() {
    for (std::size_t d = index_.size(); d-- > 0;) {
      const auto step = static_cast<uint64_t>(tensor_.stride[d]);
      if (++index_[d] < static_cast<uint64_t>(tensor_.shape[d])) {
        current_ += step;
        return;
      }
      current_ -= (index_[d] - 1) * step;
      index_[d] = 0;
    }
  }

 private:
  const PickledTensor& tensor_;
  std::vector<uint64_t> index_;
  uint64_t current_ = 0;
};

// Whether element e of the tensor (row-major) is element offset + e of its storage.
bool row_major(const PickledTensor& tensor) {
  int64_t expected = 1;
  for (std::size_t d = tensor.shape.size(); d-- > 0;) {
    if (tensor.shape[d] != 1 && tensor.stride[d] != expected) return false;
    expected *= tensor.shape[d];
  }
  return true;
}

struct CheckpointTensor {
  PickledTensor pickled;
  zip_uint64_t entry = 0;
  std::string entry_name;
};

class TorchCheckpoint : public TensorFile {
 public:
  explicit TorchCheckpoint(const std::string& path) : path_(path) {
    files::require_regular_file(path, "the weights");
    archive_ = open_archive(path);
    const std::string top = top_folder();
    check_byte_order(top);
    const std::vector<uint8_t> pickle = read_pickle(top);
    for (PickledTensor& pickled : read_state_dict_pickle(pickle, path)) {
      CheckpointTensor tensor;
      tensor.entry_name = top + "/data/" + pickled.storage;
      const zip_int64_t entry = zip_name_locate(archive_.get(), tensor.entry_name.c_str(), 0);
      if (entry < 0)
        throw Error(path + ": tensor " + quoted(printable(pickled.name)) + " is in the storage " +
                    quoted(printable(pickled.storage)) + ", but the archive has no entry " +
                    quoted(printable(tensor.entry_name)) + ": the file is damaged or incomplete; download it again");
      tensor.entry = static_cast<zip_uint64_t>(entry);
      zip_stat_t stat;
      zip_stat_init(&stat);
      if (zip_stat_index(archive_.get(), tensor.entry, 0, &stat) != 0 || !(stat.valid & ZIP_STAT_SIZE))
        throw Error(path + ": the size of " + quoted(printable(tensor.entry_name)) +
                    " cannot be read (libzip: " + archive_error(archive_.get()) + ")");
      const std::size_t element_size = io::dtype_size(pickled.dtype);
      if (pickled.storage_numel > stat.size / element_size)
        throw Error(path + ": the storage " + quoted(printable(tensor.entry_name)) + " of tensor " +
                    quoted(printable(pickled.name)) + " should hold " + std::to_string(pickled.storage_numel) + " " +
                    pickled.dtype + " elements (" + std::to_string(element_size) + " bytes each), but the entry is " +
                    std::to_string(stat.size) + " bytes long: the file is truncated or damaged; download it again");
      tensors_[pickled.name] = io::Tensor{pickled.dtype, pickled.shape, {}};
      tensor.pickled = std::move(pickled);
      checkpoint_tensors_.emplace(tensor.pickled.name, std::move(tensor));
    }
  }

  const std::string& path() const override { return path_; }
  const std::map<std::string, io::Tensor>& tensors() const override { return tensors_; }

  void read_f32(const std::string& name, float* out, std::size_t first, std::size_t count) const override {
    const auto it = checkpoint_tensors_.find(name);
    if (it == checkpoint_tensors_.end()) throw Error(path_ + " has no tensor " + quoted(name));
    const CheckpointTensor& tensor = it->second;
    const PickledTensor& pickled = tensor.pickled;
    Float type;
    if (pickled.dtype == "F32") {
      type = Float::kF32;
    } else if (pickled.dtype == "F16") {
      type = Float::kF16;
    } else if (pickled.dtype == "BF16") {
      type = Float::kBF16;
    } else if (pickled.dtype == "F64") {
      type = Float::kF64;
    } else {
      throw Error(path_ + ": tensor " + quoted(name) + " is " + pickled.dtype +
                  "; weights are read from F32, F16, BF16 or F64");
    }
    const std::size_t total = tensors_.at(name).element_count();
    if (first > total || (count != kAll && count > total - first))
      throw Error(path_ + ": tensor " + quoted(name) + " has " + std::to_string(total) + " elements, not " +
                  std::to_string(first) + " + " + std::to_string(count));
    const std::size_t n = count == kAll ? total - first : count;
    if (n == 0) return;
    const std::size_t size = io::dtype_size(pickled.dtype);

    const std::lock_guard lock(mutex_);  // libzip's archive is used by one thread at a time
    const std::string what = path_ + ": " + quoted(printable(tensor.entry_name));
    EntryReader entry(archive_.get(), tensor.entry, what);
    std::vector<uint8_t> chunk;
    if (row_major(pickled)) {  // one run of the storage, read in chunks of 4 MiB
      constexpr std::size_t kChunk = std::size_t{1} << 20;
      entry.seek((pickled.offset + first) * size);
      for (std::size_t done = 0; done < n; done += kChunk) {
        const std::size_t m = std::min(kChunk, n - done);
        chunk.resize(m * size);
        entry.read(chunk.data(), chunk.size());
        for (std::size_t i = 0; i < m; ++i) out[done + i] = to_float(type, chunk.data() + i * size);
      }
      return;
    }
    // Strided: the span of the storage the elements cover is read once and gathered from, unless
    // it is much larger than the elements (a sparse view of a big storage); then each run of
    // consecutive elements is read by itself.
    uint64_t low = ~uint64_t{0}, high = 0;
    StorageIndices index(pickled, first);
    for (std::size_t i = 0; i < n; ++i, index.next()) {
      low = std::min(low, *index);
      high = std::max(high, *index);
    }
    const uint64_t span = (high - low + 1) * size;
    if (span <= std::max<uint64_t>(uint64_t{4} << 20, 2 * uint64_t{n} * size)) {
      chunk.resize(span);
      entry.seek(low * size);
      entry.read(chunk.data(), chunk.size());
      StorageIndices gather(pickled, first);
      for (std::size_t i = 0; i < n; ++i, gather.next()) out[i] = to_float(type, chunk.data() + (*gather - low) * size);
      return;
    }
    StorageIndices run(pickled, first);
    for (std::size_t i = 0; i < n;) {
      const uint64_t start = *run;
      std::size_t length = 1;
      run.next();
      while (i + length < n && *run == start + length && length < (std::size_t{1} << 20)) {
        ++length;
        run.next();
      }
      chunk.resize(length * size);
      entry.seek(start * size);
      entry.read(chunk.data(), chunk.size());
      for (std::size_t j = 0; j < length; ++j) out[i + j] = to_float(type, chunk.data() + j * size);
      i += length;
    }
  }

 private:
  std::string path_;
  Archive archive_;
  std::map<std::string, io::Tensor> tensors_;
  std::map<std::string, CheckpointTensor> checkpoint_tensors_;
  mutable std::mutex mutex_;

  // The folder of TOP/data.pkl.
  std::string top_folder() const {
    const zip_int64_t entries = zip_get_num_entries(archive_.get(), 0);
    std::vector<std::string> tops;
    for (zip_int64_t i = 0; i < entries; ++i) {
      const char* name = zip_get_name(archive_.get(), static_cast<zip_uint64_t>(i), 0);
      if (!name) continue;
      const std::string_view entry(name);
      const std::size_t slash = entry.find('/');
      if (slash != std::string_view::npos && slash > 0 && entry.substr(slash) == "/data.pkl")
        tops.emplace_back(entry.substr(0, slash));
    }
    if (tops.empty())
      throw Error(path_ +
                  " is a zip archive but not PyTorch's checkpoint: it has no FOLDER/data.pkl, the pickle of "
                  "the state dict that torch.save writes");
    if (tops.size() > 1)
      throw Error(path_ + " holds two pickles, " + quoted(printable(tops[0])) + "/data.pkl and " +
                  quoted(printable(tops[1])) + "/data.pkl; a PyTorch checkpoint has one");
    return tops[0];
  }

  std::vector<uint8_t> read_entry(const std::string& name, std::size_t limit) const {
    const zip_int64_t index = zip_name_locate(archive_.get(), name.c_str(), 0);
    if (index < 0) return {};
    zip_stat_t stat;
    zip_stat_init(&stat);
    if (zip_stat_index(archive_.get(), static_cast<zip_uint64_t>(index), 0, &stat) != 0 ||
        !(stat.valid & ZIP_STAT_SIZE))
      throw Error(path_ + ": the size of " + quoted(printable(name)) +
                  " cannot be read (libzip: " + archive_error(archive_.get()) + ")");
    if (stat.size > limit)
      throw Error(path_ + ": " + quoted(printable(name)) + " is " + std::to_string(stat.size) +
                  " bytes long, more than the " + std::to_string(limit) + " it may be; the file is not read");
    std::vector<uint8_t> bytes(stat.size);
    const std::string what = path_ + ": " + quoted(printable(name));
    EntryReader entry(archive_.get(), static_cast<zip_uint64_t>(index), what);
    entry.read(bytes.data(), bytes.size());
    entry.finish();
    return bytes;
  }

  void check_byte_order(const std::string& top) const {
    const std::vector<uint8_t> order = read_entry(top + "/byteorder", 64);
    const std::string text(order.begin(), order.end());
    if (!order.empty() && text != "little")
      throw Error(path_ + " was saved on a machine of byte order " + quoted(printable(text)) +
                  "; only little-endian checkpoints are read (re-save it on a little-endian machine)");
  }

  std::vector<uint8_t> read_pickle(const std::string& top) const {
    std::vector<uint8_t> pickle = read_entry(top + "/data.pkl", kMaxPickleBytes);
    if (pickle.empty())
      throw Error(path_ + ": its " + quoted(printable(top)) + "/data.pkl is empty; download it again");
    return pickle;
  }
};

}  // namespace

std::vector<PickledTensor> read_state_dict_pickle(const std::vector<uint8_t>& pickle, const std::string& name) {
  return PickleReader(pickle, name).run();
}

std::unique_ptr<TensorFile> open_torch_checkpoint(const std::string& path) {
  return std::make_unique<TorchCheckpoint>(path);
}

}  // namespace twb::huggingface
