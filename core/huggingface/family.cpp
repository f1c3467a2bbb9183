#include "huggingface/family.h"

namespace twb::huggingface {

const std::vector<const ModelFamily*>& model_families() {
  static const std::vector<const ModelFamily*> families = {&kGpt2Family, &kGptNeoXFamily, &kGptNeoFamily};
  return families;
}

}  // namespace twb::huggingface
