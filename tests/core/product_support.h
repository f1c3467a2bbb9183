// Helpers of the tests of matrix products (tensor/gemm.h): random operands and the exact product
// in double to compare with.
#pragma once

#include <Eigen/Core>
#include <random>
#include <string>
#include <vector>

#include "tensor/gemm.h"

namespace twb::testing {

// Unit normals.
inline Matrix random_normals(Eigen::Index rows, Eigen::Index cols, std::mt19937_64& gen) {
  std::normal_distribution<float> normal(0.0f, 1.0f);
  Matrix m(rows, cols);
  for (Eigen::Index i = 0; i < m.size(); ++i) m.data()[i] = normal(gen);
  return m;
}

using DoubleMatrix = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

// op(m) in double.
inline DoubleMatrix in_double(const Matrix& m, Op op) {
  const DoubleMatrix d = m.cast<double>();
  return op == Op::none ? d : DoubleMatrix(d.transpose());
}

struct ProductShape {
  Eigen::Index rows, cols, depth;  // of C, and the inner dimension
};

// One product to check: op(A) op(B) with A and B of unit normals, a bias row and a C to add into.
struct ProductCase {
  ProductShape shape;
  Op op_a = Op::none, op_b = Op::none;
  Matrix a, b, bias, start;
  std::string name() const {
    return std::to_string(shape.rows) + "x" + std::to_string(shape.cols) + "x" + std::to_string(shape.depth) +
           (op_a == Op::transpose ? " Aᵀ" : "") + (op_b == Op::transpose ? " Bᵀ" : "");
  }
};

// check(ProductCase) for every shape with every transpose of A and B, drawn from `gen`.
template <class Check>
void for_every_transpose(const std::vector<ProductShape>& shapes, std::mt19937_64& gen, Check&& check) {
  for (const ProductShape& s : shapes)
    for (const Op op_a : {Op::none, Op::transpose})
      for (const Op op_b : {Op::none, Op::transpose}) {
        ProductCase c{s, op_a, op_b, {}, {}, {}, {}};
        c.a = op_a == Op::none ? random_normals(s.rows, s.depth, gen) : random_normals(s.depth, s.rows, gen);
        c.b = op_b == Op::none ? random_normals(s.depth, s.cols, gen) : random_normals(s.cols, s.depth, gen);
        c.bias = random_normals(1, s.cols, gen);
        c.start = random_normals(s.rows, s.cols, gen);
        check(c);
      }
}

}  // namespace twb::testing
